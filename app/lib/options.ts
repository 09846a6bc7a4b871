/** Option lists and constants from the specification (docs/spec/public-site.md §9, docs/spec/admin-back-office.md §3). */

export const MUMBAI_LOCALITIES = [
  "Andheri",
  "Bandra",
  "Jogeshwari",
  "Oshiwara",
  "Juhu",
  "Goregaon",
  "Malad",
  "Kandivali",
  "Borivali",
] as const;

export const HOME_LOCATIONS = [
  "Mumbai",
  "Andheri West",
  "Bandra",
  "Jogeshwari West",
  "Oshiwara",
  "Juhu",
  "Goregaon",
  "Malad",
  "Kandivali",
  "Borivali",
  "Delhi",
  "Bangalore",
  "Hyderabad",
  "Chennai",
  "Pune",
  "Kolkata",
  "Ahmedabad",
  "Jaipur",
  "Surat",
] as const;

export const HOME_TYPES = ["Apartment", "Villa", "Plot", "Office", "Shop", "Warehouse", "Industrial"] as const;

export const LISTING_LOCATIONS = [
  "Mumbai",
  "Delhi NCR",
  "Bangalore",
  "Hyderabad",
  "Chennai",
  "Pune",
  "Kolkata",
  "Ahmedabad",
] as const;

export const PROJECT_LOCATIONS = [...LISTING_LOCATIONS, "Oshiwara", "Andheri West", "Veera Desai"] as const;

export const BUDGETS = [
  { value: "0-5000000", label: "Up to ₹50 Lakh" },
  { value: "5000000-10000000", label: "₹50 Lakh - ₹1 Cr" },
  { value: "10000000-20000000", label: "₹1 Cr - ₹2 Cr" },
  { value: "20000000-50000000", label: "₹2 Cr - ₹5 Cr" },
  { value: "50000000+", label: "Above ₹5 Cr" },
] as const;

/** The hero's budget bands when Rent is chosen: monthly rent. */
export const RENT_BUDGETS = [
  { value: "0-15000", label: "Up to ₹15,000" },
  { value: "15000-30000", label: "₹15,000 - ₹30,000" },
  { value: "30000-60000", label: "₹30,000 - ₹60,000" },
  { value: "60000-100000", label: "₹60,000 - ₹1 Lakh" },
  { value: "100000+", label: "Above ₹1 Lakh" },
] as const;

export const RESIDENTIAL_CATEGORIES = ["Apartment", "Villa", "Studio", "Penthouse", "Duplex", "Row House"] as const;
export const COMMERCIAL_CATEGORIES = ["Office", "Retail", "Warehouse", "Showroom", "Co-working", "Industrial"] as const;
/** The commercial list's type filter also offers Restaurant. */
export const COMMERCIAL_FILTER_TYPES = [...COMMERCIAL_CATEGORIES, "Restaurant"] as const;

export const RESIDENTIAL_AMENITIES = [
  "Swimming Pool",
  "Gym",
  "Parking",
  "Security",
  "Garden",
  "Club House",
  "Lift",
  "Power Backup",
  "Wi-Fi",
  "Children Play Area",
] as const;

export const COMMERCIAL_AMENITIES = [
  "AC",
  "Lift",
  "Parking",
  "Power Backup",
  "Security",
  "Wi-Fi",
  "Conference Room",
  "Cafeteria",
  "Reception",
] as const;

export const PROJECT_AMENITIES = [
  "Swimming Pool",
  "Gym",
  "Club House",
  "Garden",
  "Security",
  "Parking",
  "Food Court",
  "Conference Rooms",
  "Children Play Area",
  "Jogging Track",
] as const;

/** The List Your Property wizard's 17 amenities. */
export const LISTING_AMENITIES = [
  "Swimming Pool",
  "Gymnasium",
  "Security",
  "Parking",
  "Garden",
  "Club House",
  "Lift",
  "Power Backup",
  "Wi-Fi",
  "Children Play Area",
  "Jogging Track",
  "CCTV",
  "Fire Safety",
  "Intercom",
  "Water Supply",
  "AC",
  "Furnished",
] as const;

export const INDIAN_STATES = [
  "Andhra Pradesh",
  "Arunachal Pradesh",
  "Assam",
  "Bihar",
  "Chhattisgarh",
  "Goa",
  "Gujarat",
  "Haryana",
  "Himachal Pradesh",
  "Jharkhand",
  "Karnataka",
  "Kerala",
  "Madhya Pradesh",
  "Maharashtra",
  "Manipur",
  "Meghalaya",
  "Mizoram",
  "Nagaland",
  "Odisha",
  "Punjab",
  "Rajasthan",
  "Sikkim",
  "Tamil Nadu",
  "Telangana",
  "Tripura",
  "Uttar Pradesh",
  "Uttarakhand",
  "West Bengal",
  "Delhi",
  "Jammu and Kashmir",
] as const;

export const FURNISHING_OPTIONS = ["Fully Furnished", "Semi Furnished", "Unfurnished"] as const;
export const FACING_OPTIONS = [
  "North",
  "South",
  "East",
  "West",
  "North-East",
  "North-West",
  "South-East",
  "South-West",
] as const;

/** A property is offered for sale or for rent: every listing has one of these (the properties table checks it). */
export const PROPERTY_STATUSES = ["sale", "rent"] as const;

export const PROJECT_TYPES = ["Residential", "Commercial", "Mixed Use", "Plotted Development"] as const;
export const PROJECT_STATUSES = ["ongoing", "upcoming", "completed"] as const;

export const CONTACT_SUBJECTS = [
  { value: "buying", label: "Buying a Property" },
  { value: "selling", label: "Selling a Property" },
  { value: "renting", label: "Renting" },
  { value: "investment", label: "Investment Advice" },
  { value: "loan", label: "Home Loan" },
  { value: "other", label: "Other" },
] as const;

export const PAGE_SIZE = 12;
/** Listings or projects per page of an agent's or builder's public profile. */
export const PROFILE_PAGE_SIZE = 12;
