/**
 * Deterministic demo catalogue: the same seed gives the same properties and
 * projects. Used by first-start seeding and by the search benchmark.
 * Photos are drawn locally (SVG rendered by sharp), never downloaded.
 */
import type { NewProject, NewProperty, Photo } from "./schema";
import { LOCALITY_CENTRES, spreadAround } from "#app/lib/locality-centres";

/** mulberry32: a tiny seeded PRNG. */
export function createRng(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)),
    pick: <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)],
    chance: (p: number) => next() < p,
    sample: <T>(items: readonly T[], count: number): T[] => {
      const pool = [...items];
      const out: T[] = [];
      while (out.length < count && pool.length) out.push(pool.splice(Math.floor(next() * pool.length), 1)[0]);
      return out;
    },
  };
}
export type Rng = ReturnType<typeof createRng>;

type Place = { locality: string; city: string; saleRate: [number, number]; rentRate: [number, number] };

/** Sale ₹/sq ft and monthly rent ₹/sq ft ranges, roughly as the markets run. */
const PLACES: Place[] = [
  { locality: "Andheri West", city: "Mumbai", saleRate: [22000, 32000], rentRate: [55, 80] },
  { locality: "Bandra West", city: "Mumbai", saleRate: [40000, 60000], rentRate: [90, 140] },
  { locality: "Jogeshwari West", city: "Mumbai", saleRate: [18000, 25000], rentRate: [45, 65] },
  { locality: "Oshiwara", city: "Mumbai", saleRate: [20000, 28000], rentRate: [50, 70] },
  { locality: "Juhu", city: "Mumbai", saleRate: [45000, 65000], rentRate: [100, 150] },
  { locality: "Goregaon East", city: "Mumbai", saleRate: [17000, 24000], rentRate: [45, 60] },
  { locality: "Malad West", city: "Mumbai", saleRate: [16000, 23000], rentRate: [40, 58] },
  { locality: "Kandivali East", city: "Mumbai", saleRate: [15000, 21000], rentRate: [38, 52] },
  { locality: "Borivali West", city: "Mumbai", saleRate: [16000, 22000], rentRate: [40, 55] },
  { locality: "Powai", city: "Mumbai", saleRate: [21000, 30000], rentRate: [55, 75] },
  { locality: "Gurugram Sector 54", city: "Delhi NCR", saleRate: [12000, 20000], rentRate: [35, 55] },
  { locality: "Noida Sector 150", city: "Delhi NCR", saleRate: [7000, 11000], rentRate: [20, 30] },
  { locality: "Koramangala", city: "Bangalore", saleRate: [12000, 18000], rentRate: [35, 50] },
  { locality: "Whitefield", city: "Bangalore", saleRate: [8000, 12000], rentRate: [25, 38] },
  { locality: "Gachibowli", city: "Hyderabad", saleRate: [8000, 12500], rentRate: [25, 36] },
  { locality: "Anna Nagar", city: "Chennai", saleRate: [10000, 15000], rentRate: [28, 40] },
  { locality: "Baner", city: "Pune", saleRate: [9000, 13000], rentRate: [25, 36] },
  { locality: "Hinjewadi", city: "Pune", saleRate: [7000, 9500], rentRate: [20, 30] },
  { locality: "Salt Lake", city: "Kolkata", saleRate: [6500, 9500], rentRate: [18, 28] },
  { locality: "Satellite", city: "Ahmedabad", saleRate: [6000, 9000], rentRate: [16, 24] },
  { locality: "Vaishali Nagar", city: "Jaipur", saleRate: [5000, 7500], rentRate: [14, 20] },
  { locality: "Vesu", city: "Surat", saleRate: [4800, 7000], rentRate: [12, 18] },
];

const RESIDENTIAL_SHAPES = [
  { category: "Apartment", weight: 10, beds: [1, 4], area: [450, 1800] },
  { category: "Studio", weight: 2, beds: [1, 1], area: [300, 520] },
  { category: "Villa", weight: 2, beds: [3, 6], area: [2400, 5000] },
  { category: "Penthouse", weight: 1, beds: [4, 5], area: [2800, 4800] },
  { category: "Duplex", weight: 2, beds: [3, 5], area: [1800, 3400] },
  { category: "Row House", weight: 1, beds: [3, 4], area: [1600, 2800] },
] as const;

const COMMERCIAL_SHAPES = [
  { category: "Office", weight: 6, area: [400, 6000] },
  { category: "Retail", weight: 3, area: [250, 2500] },
  { category: "Showroom", weight: 2, area: [1200, 5000] },
  { category: "Co-working", weight: 2, area: [1500, 8000] },
  { category: "Warehouse", weight: 2, area: [5000, 20000] },
  { category: "Industrial", weight: 1, area: [4000, 15000] },
  { category: "Restaurant", weight: 1, area: [800, 3000] },
] as const;

const RESIDENTIAL_AMENITY_POOL = [
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
];
const COMMERCIAL_AMENITY_POOL = [
  "AC",
  "Lift",
  "Parking",
  "Power Backup",
  "Security",
  "Wi-Fi",
  "Conference Room",
  "Cafeteria",
  "Reception",
];
const FURNISHING = ["Fully Furnished", "Semi Furnished", "Unfurnished"];
const FACING = ["North", "East", "North-East", "West", "South-East", "North-West", "South", "South-West"];

const FIRST_NAMES = [
  "Rahul",
  "Priya",
  "Amit",
  "Sneha",
  "Vikram",
  "Anjali",
  "Rohan",
  "Kavita",
  "Sanjay",
  "Neha",
  "Arjun",
  "Pooja",
  "Farhan",
  "Meera",
  "Imran",
  "Deepa",
];
const LAST_NAMES = [
  "Sharma",
  "Patel",
  "Mehta",
  "Iyer",
  "Desai",
  "Kulkarni",
  "Nair",
  "Reddy",
  "Shah",
  "Joshi",
  "Khan",
  "Gupta",
  "Pillai",
  "Banerjee",
];
const AGENCIES = [
  "Nivaas Realty",
  "Skyline Estate Agents",
  "Harbour Homes Realty",
  "Metro Property Advisors",
  "Prime Nest Realtors",
];

function weighted<T extends { weight: number }>(rng: Rng, items: readonly T[]): T {
  const total = items.reduce((sum, item) => sum + item.weight, 0);
  let roll = rng.next() * total;
  for (const item of items) {
    roll -= item.weight;
    if (roll <= 0) return item;
  }
  return items[items.length - 1];
}

/**
 * Mumbai's outer suburbs, where small flats rent for under ₹15,000 a month:
 * the demo catalogue has a few, so the lowest rent band of the home search
 * finds homes in Mumbai as it would on a real portal.
 */
const OUTER_MUMBAI: Place[] = [
  { locality: "Mira Road East", city: "Mumbai", saleRate: [11000, 14000], rentRate: [30, 38] },
  { locality: "Virar West", city: "Mumbai", saleRate: [6000, 8000], rentRate: [22, 30] },
  { locality: "Nalasopara West", city: "Mumbai", saleRate: [5500, 7500], rentRate: [20, 28] },
];

function outerSuburbRentals(seed: number, now: number): GeneratedProperty[] {
  const rng = createRng(seed + 1);
  return OUTER_MUMBAI.map((place, index) => {
    const studio = index === 1;
    const bedrooms = 1;
    const category = studio ? "Studio" : "Apartment";
    const area = Math.round(rng.int(300, 400) / 10) * 10;
    const amenities = rng.sample(RESIDENTIAL_AMENITY_POOL, rng.int(3, 5));
    const createdAt = new Date(now - rng.int(0, 60 * 24 * 60) * 60_000);
    return {
      title: `${rng.pick(RESIDENTIAL_OPENERS)} ${studio ? "Studio Apartment" : "1 BHK Apartment"} in ${place.locality}`,
      type: "Residential",
      category,
      price: askingPrice(area * rng.int(...place.rentRate), true),
      location: `${place.locality}, ${place.city}`,
      city: place.city,
      area,
      bedrooms,
      bathrooms: 1,
      parking: rng.int(0, 1),
      description: residentialDescription(rng, category, bedrooms, place, amenities),
      status: "rent",
      featured: false,
      active: true,
      ownerName: `${rng.pick(FIRST_NAMES)} ${rng.pick(LAST_NAMES)}`,
      ownerContact: `9${rng.int(100000000, 999999999)}`,
      developer: rng.pick(AGENCIES),
      yearBuilt: rng.int(2005, 2022),
      furnishing: rng.pick(FURNISHING),
      facing: rng.pick(FACING),
      floors: null,
      ...formerRatingDraws(rng, 40),
      amenities,
      createdAt,
      updatedAt: createdAt,
      photoIndexes: rng.sample([0, 1, 2, 3, 4, 5, 6, 7], 4),
    };
  });
}

/**
 * Demo items once drew a made-up rating and review count here. Ratings now
 * come only from reviews (DEMO_REVIEWS below); the two draws are still taken
 * so that every other value of the demo catalogue stays as it was.
 */
function formerRatingDraws(rng: Rng, maxReviews: number): Record<string, never> {
  rng.next();
  rng.int(0, maxReviews);
  return {};
}

/** Rounds to a price a person would ask: to ₹1,000 below 10 lakh, else to ₹50,000. */
function askingPrice(value: number, rent: boolean) {
  if (rent) return Math.max(5000, Math.round(value / 500) * 500);
  return value < 1_000_000 ? Math.round(value / 1000) * 1000 : Math.round(value / 50_000) * 50_000;
}

const RESIDENTIAL_OPENERS = [
  "Well-ventilated",
  "Sea-facing",
  "Corner",
  "Newly renovated",
  "Spacious",
  "Garden-facing",
  "Park-view",
  "Bright",
  "Vastu-compliant",
  "Ready-to-move",
];
const COMMERCIAL_OPENERS = ["Prime", "Grade A", "High-street", "Road-facing", "Ready-to-use", "Well-located", "Corner"];

function residentialDescription(rng: Rng, category: string, beds: number, place: Place, amenities: string[]) {
  const layout =
    category === "Studio"
      ? "An efficient studio layout with a kitchenette and a separate bathroom"
      : `${beds} ${beds === 1 ? "bedroom" : "bedrooms"} with ${rng.pick(["attached bathrooms", "wardrobes in every room", "a separate utility area", "a large living and dining area"])}`;
  const near = rng.pick([
    "a short walk from the metro station",
    "close to schools, hospitals and daily markets",
    "minutes from the highway and the railway station",
    "in a quiet lane with easy access to the main road",
    "near shopping malls, restaurants and parks",
  ]);
  const building = rng.pick([
    "The society is well maintained with round-the-clock security",
    "The building has a lift and power backup for common areas",
    "Residents share a landscaped podium and a children's play area",
    "Car parking is allotted and visitors' parking is available",
  ]);
  const perks = amenities.length ? ` Amenities include ${amenities.slice(0, 4).join(", ").toLowerCase()}.` : "";
  return `${layout}, ${near} in ${place.locality}, ${place.city}. ${building}.${perks}`;
}

function commercialDescription(rng: Rng, category: string, area: number, place: Place, amenities: string[]) {
  const use: Record<string, string> = {
    Office: "Suited to a team of " + Math.max(8, Math.round(area / 90)) + " with cabins, workstations and a pantry",
    Retail: "Street-level frontage with good footfall, suited to a store or clinic",
    Showroom: "Double-height glass frontage ideal for a showroom or experience centre",
    "Co-working": "Plug-and-play seats with meeting rooms, phone booths and a breakout zone",
    Warehouse: "Clear-height storage with truck access and a loading bay",
    Industrial: "Shed with three-phase power and space for light manufacturing",
    Restaurant: "Fitted kitchen exhaust and seating area, licensed for food service",
  };
  const access = rng.pick([
    "close to the metro and arterial roads",
    "in an established business district",
    "with easy access to the highway",
    "near residential catchments and transport hubs",
  ]);
  const perks = amenities.length ? ` Includes ${amenities.slice(0, 4).join(", ")}.` : "";
  return `${use[category] ?? "Flexible commercial space"}, ${access} in ${place.locality}, ${place.city}.${perks}`;
}

export type GeneratedProperty = Omit<NewProperty, "images"> & { photoIndexes: number[] };

/**
 * Generates `count` properties. `photoCount` is the size of the photo pool the
 * indexes point into (residential photos first, then commercial).
 */
export function generateProperties(count: number, seed = 2026, now = Date.now()): GeneratedProperty[] {
  const rng = createRng(seed);
  const out: GeneratedProperty[] = [];
  for (let i = 0; i < count; i++) {
    const commercial = i % 3 === 2;
    const rent = rng.chance(commercial ? 0.5 : 0.35);
    const place = rng.pick(PLACES);
    const ownerName = `${rng.pick(FIRST_NAMES)} ${rng.pick(LAST_NAMES)}`;
    const ownerContact = `9${rng.int(100000000, 999999999)}`;
    const createdAt = new Date(now - rng.int(0, 150 * 24 * 60) * 60_000);
    formerRatingDraws(rng, 80);
    if (!commercial) {
      const shape = weighted(rng, RESIDENTIAL_SHAPES);
      const bedrooms = rng.int(shape.beds[0], shape.beds[1]);
      const area =
        Math.round(rng.int(Math.max(shape.area[0], 300 * bedrooms), Math.max(shape.area[1], 420 * bedrooms)) / 10) * 10;
      const rate = rent ? rng.int(...place.rentRate) : rng.int(...place.saleRate);
      const amenities = rng.sample(RESIDENTIAL_AMENITY_POOL, rng.int(3, 8));
      const title = `${rng.pick(RESIDENTIAL_OPENERS)} ${shape.category === "Studio" ? "Studio Apartment" : `${bedrooms} BHK ${shape.category}`} in ${place.locality}`;
      out.push({
        title,
        type: "Residential",
        category: shape.category,
        price: askingPrice(area * rate, rent),
        location: `${place.locality}, ${place.city}`,
        city: place.city,
        area,
        bedrooms,
        bathrooms: Math.max(1, Math.min(bedrooms + (rng.chance(0.4) ? 1 : 0), 6)),
        parking: shape.category === "Studio" ? rng.int(0, 1) : rng.int(1, Math.min(3, bedrooms)),
        description: residentialDescription(rng, shape.category, bedrooms, place, amenities),
        status: rent ? "rent" : "sale",
        featured: rng.chance(0.12),
        active: true,
        ownerName,
        ownerContact,
        developer: rng.chance(0.6) ? rng.pick(DEVELOPERS) : rng.pick(AGENCIES),
        yearBuilt: rng.int(1998, 2025),
        furnishing: rng.pick(FURNISHING),
        facing: rng.pick(FACING),
        floors: null,
        amenities,
        createdAt,
        updatedAt: createdAt,
        photoIndexes: rng.sample([0, 1, 2, 3, 4, 5, 6, 7], 4),
      });
    } else {
      const shape = weighted(rng, COMMERCIAL_SHAPES);
      const area = Math.round(rng.int(shape.area[0], shape.area[1]) / 10) * 10;
      const industrial = shape.category === "Warehouse" || shape.category === "Industrial";
      const factor = industrial ? 0.35 : shape.category === "Retail" || shape.category === "Showroom" ? 1.3 : 1;
      const rate = (rent ? rng.int(...place.rentRate) * 1.2 : rng.int(...place.saleRate)) * factor;
      const amenities = rng.sample(COMMERCIAL_AMENITY_POOL, rng.int(2, 7));
      out.push({
        title: `${rng.pick(COMMERCIAL_OPENERS)} ${shape.category === "Co-working" ? "Co-working Space" : `${shape.category} Space`} in ${place.locality}`,
        type: "Commercial",
        category: shape.category,
        price: askingPrice(area * rate, rent),
        location: `${place.locality}, ${place.city}`,
        city: place.city,
        area,
        bedrooms: null,
        bathrooms: rng.int(1, 4),
        parking: rng.int(0, Math.max(1, Math.round(area / 800))),
        description: commercialDescription(rng, shape.category, area, place, amenities),
        status: rent ? "rent" : "sale",
        featured: rng.chance(0.12),
        active: true,
        ownerName,
        ownerContact,
        developer: rng.pick(DEVELOPERS),
        yearBuilt: rng.int(2000, 2025),
        furnishing: rng.pick(FURNISHING),
        facing: rng.pick(FACING),
        floors: industrial ? 1 : rng.int(1, 3),
        amenities,
        createdAt,
        updatedAt: createdAt,
        photoIndexes: rng.sample([8, 9, 10, 11, 12, 13], 3),
      });
    }
  }
  // Drawn from their own sequence, so the main catalogue above stays as it was.
  out.push(...outerSuburbRentals(seed, now));
  return placed(out, seed);
}

/**
 * Each listing's position: inside its real locality (the reviewed centres of
 * app/lib/locality-centres.ts), spread a little so pins do not stack. Drawn
 * from a sequence of their own, so the rest of the catalogue stays as it was.
 */
function placed<T extends { location: string }>(
  rows: T[],
  seed: number,
): (T & { position: { x: number; y: number } | null })[] {
  const rng = createRng(seed ^ 0x5eed9a90);
  return rows.map((row) => {
    const known = LOCALITY_CENTRES[row.location.split(",")[0]!.trim()];
    if (!known) return { ...row, position: null };
    const [x, y] = spreadAround(known.centre, rng.next);
    return { ...row, position: { x, y } };
  });
}

export const DEVELOPERS = [
  "Sahyadri Infra",
  "Oberon Estates",
  "Meridian Buildcon",
  "Tulsi Homes",
  "Coastal Crest Developers",
  "Vastu Shilp Developers",
  "Green Acres Realty",
  "Shree Balaji Constructions",
];

type ProjectSeed = {
  title: string;
  type: string;
  status: string;
  locality: string;
  city: string;
  state: "MH" | "KA" | "TG" | "DL" | "TN" | "GJ";
  priceMin: number;
  priceMax: number;
  areaMin: number;
  areaMax: number;
  totalUnits: number;
  available: number;
  completion: string;
  progress: number;
  configs: [string, number, number, number][];
};

const PROJECT_SEEDS: ProjectSeed[] = [
  {
    title: "Skyline Residency",
    type: "Residential",
    status: "ongoing",
    locality: "Oshiwara",
    city: "Mumbai",
    state: "MH",
    priceMin: 18_500_000,
    priceMax: 42_000_000,
    areaMin: 750,
    areaMax: 1650,
    totalUnits: 240,
    available: 86,
    completion: "2028-06-30",
    progress: 62,
    configs: [
      ["2 BHK", 760, 18_500_000, 40],
      ["3 BHK", 1120, 27_500_000, 34],
      ["4 BHK", 1650, 42_000_000, 12],
    ],
  },
  {
    title: "Harbour Heights",
    type: "Residential",
    status: "ongoing",
    locality: "Andheri West",
    city: "Mumbai",
    state: "MH",
    priceMin: 24_000_000,
    priceMax: 65_000_000,
    areaMin: 900,
    areaMax: 2200,
    totalUnits: 180,
    available: 41,
    completion: "2027-12-31",
    progress: 78,
    configs: [
      ["3 BHK", 1050, 24_000_000, 25],
      ["4 BHK", 1600, 41_000_000, 12],
      ["Penthouse", 2200, 65_000_000, 4],
    ],
  },
  {
    title: "Veera Business Park",
    type: "Commercial",
    status: "ongoing",
    locality: "Veera Desai",
    city: "Mumbai",
    state: "MH",
    priceMin: 15_000_000,
    priceMax: 90_000_000,
    areaMin: 600,
    areaMax: 4000,
    totalUnits: 120,
    available: 57,
    completion: "2027-09-30",
    progress: 55,
    configs: [
      ["Office Suite", 600, 15_000_000, 30],
      ["Floor Plate", 4000, 90_000_000, 3],
    ],
  },
  {
    title: "Goregaon Central",
    type: "Mixed Use",
    status: "ongoing",
    locality: "Goregaon East",
    city: "Mumbai",
    state: "MH",
    priceMin: 12_500_000,
    priceMax: 38_000_000,
    areaMin: 550,
    areaMax: 1500,
    totalUnits: 320,
    available: 140,
    completion: "2028-12-31",
    progress: 35,
    configs: [
      ["1 BHK", 550, 12_500_000, 60],
      ["2 BHK", 820, 19_000_000, 55],
      ["Retail", 1500, 38_000_000, 25],
    ],
  },
  {
    title: "Malad Greens",
    type: "Residential",
    status: "upcoming",
    locality: "Malad West",
    city: "Mumbai",
    state: "MH",
    priceMin: 11_000_000,
    priceMax: 26_000_000,
    areaMin: 600,
    areaMax: 1250,
    totalUnits: 210,
    available: 210,
    completion: "2030-03-31",
    progress: 0,
    configs: [
      ["1 BHK", 600, 11_000_000, 70],
      ["2 BHK", 880, 16_500_000, 90],
      ["3 BHK", 1250, 26_000_000, 50],
    ],
  },
  {
    title: "Borivali Parkside",
    type: "Residential",
    status: "completed",
    locality: "Borivali West",
    city: "Mumbai",
    state: "MH",
    priceMin: 14_000_000,
    priceMax: 29_000_000,
    areaMin: 650,
    areaMax: 1300,
    totalUnits: 150,
    available: 9,
    completion: "2025-03-31",
    progress: 100,
    configs: [
      ["2 BHK", 700, 14_000_000, 6],
      ["3 BHK", 1300, 29_000_000, 3],
    ],
  },
  {
    title: "Juhu Tara Villas",
    type: "Residential",
    status: "upcoming",
    locality: "Juhu",
    city: "Mumbai",
    state: "MH",
    priceMin: 95_000_000,
    priceMax: 240_000_000,
    areaMin: 2800,
    areaMax: 6000,
    totalUnits: 24,
    available: 24,
    completion: "2029-12-31",
    progress: 0,
    configs: [
      ["4 BHK Villa", 2800, 95_000_000, 16],
      ["6 BHK Villa", 6000, 240_000_000, 8],
    ],
  },
  {
    title: "Powai Tech Square",
    type: "Commercial",
    status: "completed",
    locality: "Powai",
    city: "Mumbai",
    state: "MH",
    priceMin: 22_000_000,
    priceMax: 120_000_000,
    areaMin: 900,
    areaMax: 5500,
    totalUnits: 90,
    available: 14,
    completion: "2024-09-30",
    progress: 100,
    configs: [
      ["Office", 900, 22_000_000, 10],
      ["Half Floor", 5500, 120_000_000, 4],
    ],
  },
  {
    title: "Karjat Riverside Plots",
    type: "Plotted Development",
    status: "ongoing",
    locality: "Karjat",
    city: "Raigad",
    state: "MH",
    priceMin: 2_500_000,
    priceMax: 9_000_000,
    areaMin: 1500,
    areaMax: 5000,
    totalUnits: 160,
    available: 72,
    completion: "2027-06-30",
    progress: 48,
    configs: [
      ["Plot", 1500, 2_500_000, 50],
      ["Large Plot", 5000, 9_000_000, 22],
    ],
  },
  {
    title: "Whitefield Orchid",
    type: "Residential",
    status: "ongoing",
    locality: "Whitefield",
    city: "Bangalore",
    state: "KA",
    priceMin: 8_500_000,
    priceMax: 21_000_000,
    areaMin: 1050,
    areaMax: 2300,
    totalUnits: 400,
    available: 170,
    completion: "2028-03-31",
    progress: 44,
    configs: [
      ["2 BHK", 1050, 8_500_000, 80],
      ["3 BHK", 1550, 13_500_000, 70],
      ["4 BHK", 2300, 21_000_000, 20],
    ],
  },
  {
    title: "Koramangala Commons",
    type: "Mixed Use",
    status: "upcoming",
    locality: "Koramangala",
    city: "Bangalore",
    state: "KA",
    priceMin: 13_000_000,
    priceMax: 55_000_000,
    areaMin: 700,
    areaMax: 3000,
    totalUnits: 140,
    available: 140,
    completion: "2029-09-30",
    progress: 0,
    configs: [
      ["Studio", 700, 13_000_000, 40],
      ["Office", 3000, 55_000_000, 20],
    ],
  },
  {
    title: "Gachibowli Sky Towers",
    type: "Residential",
    status: "completed",
    locality: "Gachibowli",
    city: "Hyderabad",
    state: "TG",
    priceMin: 9_000_000,
    priceMax: 24_000_000,
    areaMin: 1200,
    areaMax: 2600,
    totalUnits: 560,
    available: 38,
    completion: "2025-06-30",
    progress: 100,
    configs: [
      ["2 BHK", 1200, 9_000_000, 18],
      ["3 BHK", 1800, 15_000_000, 14],
      ["4 BHK", 2600, 24_000_000, 6],
    ],
  },
  {
    title: "Hinjewadi Tech Villas",
    type: "Plotted Development",
    status: "upcoming",
    locality: "Hinjewadi",
    city: "Pune",
    state: "MH",
    priceMin: 3_500_000,
    priceMax: 12_000_000,
    areaMin: 1200,
    areaMax: 4000,
    totalUnits: 120,
    available: 120,
    completion: "2029-03-31",
    progress: 0,
    configs: [
      ["Plot", 1200, 3_500_000, 80],
      ["Corner Plot", 4000, 12_000_000, 40],
    ],
  },
  {
    title: "Baner Business Hub",
    type: "Commercial",
    status: "ongoing",
    locality: "Baner",
    city: "Pune",
    state: "MH",
    priceMin: 6_500_000,
    priceMax: 40_000_000,
    areaMin: 450,
    areaMax: 3500,
    totalUnits: 200,
    available: 95,
    completion: "2027-12-31",
    progress: 58,
    configs: [
      ["Office", 450, 6_500_000, 60],
      ["Showroom", 3500, 40_000_000, 10],
    ],
  },
  {
    title: "Gurugram Crest",
    type: "Residential",
    status: "completed",
    locality: "Gurugram Sector 54",
    city: "Delhi NCR",
    state: "DL",
    priceMin: 32_000_000,
    priceMax: 85_000_000,
    areaMin: 2100,
    areaMax: 4200,
    totalUnits: 260,
    available: 21,
    completion: "2024-12-31",
    progress: 100,
    configs: [
      ["3 BHK", 2100, 32_000_000, 12],
      ["4 BHK", 4200, 85_000_000, 9],
    ],
  },
  {
    title: "Anna Nagar Square",
    type: "Mixed Use",
    status: "completed",
    locality: "Anna Nagar",
    city: "Chennai",
    state: "TN",
    priceMin: 10_500_000,
    priceMax: 36_000_000,
    areaMin: 800,
    areaMax: 2400,
    totalUnits: 180,
    available: 12,
    completion: "2025-09-30",
    progress: 100,
    configs: [
      ["2 BHK", 950, 10_500_000, 8],
      ["Retail", 2400, 36_000_000, 4],
    ],
  },
  {
    title: "Satellite Meadows",
    type: "Plotted Development",
    status: "completed",
    locality: "Satellite",
    city: "Ahmedabad",
    state: "GJ",
    priceMin: 4_000_000,
    priceMax: 11_000_000,
    areaMin: 1800,
    areaMax: 4500,
    totalUnits: 90,
    available: 6,
    completion: "2025-01-31",
    progress: 100,
    configs: [
      ["Plot", 1800, 4_000_000, 4],
      ["Large Plot", 4500, 11_000_000, 2],
    ],
  },
  {
    title: "Jogeshwari Metro Plaza",
    type: "Commercial",
    status: "upcoming",
    locality: "Jogeshwari West",
    city: "Mumbai",
    state: "MH",
    priceMin: 9_500_000,
    priceMax: 48_000_000,
    areaMin: 400,
    areaMax: 2800,
    totalUnits: 150,
    available: 150,
    completion: "2030-06-30",
    progress: 0,
    configs: [
      ["Shop", 400, 9_500_000, 70],
      ["Office", 2800, 48_000_000, 30],
    ],
  },
];

const HIGHLIGHTS_BY_TYPE: Record<string, string[]> = {
  Residential: [
    "Earthquake-resistant RCC structure",
    "Vitrified tiles in living areas",
    "Modular kitchen with granite platform",
    "Rainwater harvesting",
    "Three-tier security with video door phone",
    "Landscaped podium garden",
  ],
  Commercial: [
    "Grade A building with glass facade",
    "100% power backup",
    "High-speed lifts",
    "Central air-conditioning",
    "Ample visitor parking",
    "Fibre-ready for every unit",
  ],
  "Mixed Use": [
    "Retail on the lower floors, homes above",
    "Separate entrances for shops and residents",
    "Rooftop amenities deck",
    "Walk to the metro",
    "Power backup for common areas",
  ],
  "Plotted Development": [
    "Clear title, NA-converted plots",
    "Internal roads with street lighting",
    "Underground drainage and water lines",
    "Gated entry with security",
    "Landscaped open spaces",
  ],
};

/** "a residential development"; a type that already names a development is not doubled ("a plotted development"). */
function developmentPhrase(type: string): string {
  const words = type.toLowerCase();
  return words.endsWith("development") ? `a ${words}` : `a ${words} development`;
}

function nearbyFor(city: string, locality: string) {
  const mumbai = [
    { name: `${locality} Metro Station`, distance: "0.8 km", type: "Transport" },
    // Positions: the OpenStreetMap entries of the hospital (Four Bungalows), Infinity Mall (Andheri
    // West) and the airport's terminal 2, to four decimals; the page computes each distance from them.
    {
      name: "Kokilaben Dhirubhai Ambani Hospital",
      distance: "3.5 km",
      type: "Hospital",
      position: [72.826, 19.131] as [number, number],
    },
    { name: "Infinity Mall", distance: "2.2 km", type: "Shopping", position: [72.8336, 19.1408] as [number, number] },
    { name: "Ryan International School", distance: "1.5 km", type: "School" },
    {
      name: "Chhatrapati Shivaji Maharaj International Airport",
      distance: "9 km",
      type: "Airport",
      position: [72.8746, 19.0991] as [number, number],
    },
  ];
  if (city === "Mumbai") return mumbai;
  return [
    { name: `${locality} Bus Depot`, distance: "1 km", type: "Transport" },
    { name: `${city} City Hospital`, distance: "4 km", type: "Hospital" },
    { name: "Delhi Public School", distance: "2.5 km", type: "School" },
    { name: `${locality} High Street`, distance: "1.8 km", type: "Shopping" },
  ];
}

const PROJECT_AMENITY_POOL = [
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
  "Power Backup",
];

export type GeneratedProject = Omit<NewProject, "images"> & { photoIndexes: number[] };

export function generateProjects(seed = 2026, now = Date.now()): GeneratedProject[] {
  const rng = createRng(seed + 1);
  const projectRows = PROJECT_SEEDS.map((p, i) => {
    const developer = DEVELOPERS[i % DEVELOPERS.length];
    const createdAt = new Date(now - rng.int(0, 120 * 24 * 60) * 60_000);
    const reraPrefix: Record<string, string> = {
      MH: "P518000",
      KA: "PRM/KA/RERA/1251/446/PR/",
      TG: "P02400",
      DL: "RC/REP/HARERA/GGM/",
      TN: "TN/29/Building/",
      GJ: "PR/GJ/AHMEDABAD/AUDA/RAA",
    };
    return {
      title: p.title,
      developer,
      location: `${p.locality}, ${p.city}`,
      type: p.type,
      status: p.status,
      priceMin: p.priceMin,
      priceMax: p.priceMax,
      areaMin: p.areaMin,
      areaMax: p.areaMax,
      description: `${p.title} by ${developer} is ${developmentPhrase(p.type)} in ${p.locality}, ${p.city}, with ${p.totalUnits} units across ${p.configs.map((c) => c[0]).join(", ")} configurations. Planned around open spaces and everyday convenience, it is well connected to schools, hospitals, offices and transport.`,
      amenities: rng.sample(PROJECT_AMENITY_POOL, rng.int(4, 8)),
      completionDate: p.completion,
      totalUnits: p.totalUnits,
      availableUnits: p.available,
      ...formerRatingDraws(rng, 135),
      developerContact: i % 5 === 4 ? null : `98${rng.int(10000000, 99999999)}`,
      reraNumber: i % 6 === 5 ? null : `${reraPrefix[p.state]}${rng.int(10000, 99999)}`,
      constructionProgress: p.progress,
      highlights: rng.sample(HIGHLIGHTS_BY_TYPE[p.type], 4),
      configurations: p.configs.map(([type, carpetArea, price, availableUnits]) => ({
        type,
        carpetArea,
        price,
        availableUnits,
      })),
      nearbyPlaces: nearbyFor(p.city, p.locality),
      floorPlans: [],
      brochureUrl: null,
      tourUrl: null,
      active: true,
      featured: i % 4 === 0,
      createdAt,
      updatedAt: createdAt,
      photoIndexes: rng.sample([14, 15, 16, 17, 18, 19], 4),
    };
  });
  return placed(projectRows, seed + 1);
}

// ---------------------------------------------------------------- reviews

/** The demo's reviewers: accounts without a password (nobody signs in as them). */
export const DEMO_REVIEWERS = [
  { id: "demo-reviewer-1", name: "Priya Menon", email: "priya.menon@reviewers.demo.invalid" },
  { id: "demo-reviewer-2", name: "Rahul Deshpande", email: "rahul.deshpande@reviewers.demo.invalid" },
  { id: "demo-reviewer-3", name: "Ayesha Khan", email: "ayesha.khan@reviewers.demo.invalid" },
  { id: "demo-reviewer-4", name: "Suresh Iyer", email: "suresh.iyer@reviewers.demo.invalid" },
  { id: "demo-reviewer-5", name: "Neha Kulkarni", email: "neha.kulkarni@reviewers.demo.invalid" },
] as const;

export type DemoReview = {
  reviewer: number;
  /** A project by its title, or a locality by its slug. */
  item: { projectTitle: string } | { localitySlug: string };
  stars: number;
  body: string;
};

/**
 * A modest set of written reviews, approved, so the rating display has
 * something real to show: four projects and three localities have some; every
 * other item has none and shows no stars.
 */
export const DEMO_REVIEWS: DemoReview[] = [
  {
    reviewer: 0,
    item: { projectTitle: "Skyline Residency" },
    stars: 5,
    body: "Visited the sample flat twice. The 2 BHK layout wastes very little space and the site office answered every question about the payment plan in writing.",
  },
  {
    reviewer: 1,
    item: { projectTitle: "Skyline Residency" },
    stars: 4,
    body: "Construction is moving as promised on the tower we booked in. Traffic on Link Road at peak hours is the only real drawback of the location.",
  },
  {
    reviewer: 2,
    item: { projectTitle: "Skyline Residency" },
    stars: 4,
    body: "Good amenities on paper and the clubhouse shell is already up. Parking allotment rules could be clearer, we had to ask three times.",
  },
  {
    reviewer: 3,
    item: { projectTitle: "Harbour Heights" },
    stars: 3,
    body: "Sea view from the upper floors is as advertised. Possession has already slipped by a quarter, so plan your loan disbursements with some margin.",
  },
  {
    reviewer: 4,
    item: { projectTitle: "Powai Tech Square" },
    stars: 5,
    body: "We took a small office here for our team of twelve. Lifts, power backup and the security desk work well, and the metro line is a short walk away.",
  },
  {
    reviewer: 1,
    item: { projectTitle: "Whitefield Orchid" },
    stars: 4,
    body: "The developer shared the approved plans and the RERA details without being asked. The show flat finish is good; the approach road is still being built.",
  },
  {
    reviewer: 3,
    item: { localitySlug: "andheri-west" },
    stars: 4,
    body: "Lived here eight years. Everything is close: metro, markets, hospitals. Evenings are noisy near the main roads, the inner lanes are much calmer.",
  },
  {
    reviewer: 4,
    item: { localitySlug: "andheri-west" },
    stars: 5,
    body: "The metro changed daily life for us, office in BKC is now 35 minutes. Plenty of schools and good food everywhere you turn.",
  },
  {
    reviewer: 0,
    item: { localitySlug: "powai" },
    stars: 4,
    body: "Green and well planned around the lake, with good schools. Getting to the western suburbs in the evening can take a long time though.",
  },
  {
    reviewer: 2,
    item: { localitySlug: "whitefield" },
    stars: 3,
    body: "Close to the tech parks, which is why we moved here. Water supply depends on tankers in summer and the roads flood in heavy rain.",
  },
];

// ---------------------------------------------------------------- photos

const SKIES = [
  ["#fde68a", "#fb923c"],
  ["#bae6fd", "#e0f2fe"],
  ["#c7d2fe", "#fbcfe8"],
  ["#a5f3fc", "#f0fdfa"],
  ["#fecaca", "#fde68a"],
];
const WALLS = ["#f5f5f4", "#e7e5e4", "#fef3c7", "#e0e7ff", "#dcfce7", "#fae8ff", "#ffedd5"];
const FACADES = ["#94a3b8", "#64748b", "#a8a29e", "#78716c", "#cbd5e1", "#9ca3af"];

function towerSvg(rng: Rng, width: number, height: number, { low }: { low: boolean }) {
  const [top, bottom] = rng.pick(SKIES);
  const parts: string[] = [
    `<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${top}"/><stop offset="1" stop-color="${bottom}"/></linearGradient></defs>`,
    `<rect width="${width}" height="${height}" fill="url(#sky)"/>`,
    `<circle cx="${rng.int(100, width - 100)}" cy="${rng.int(80, 200)}" r="${rng.int(40, 70)}" fill="#fff7ed" opacity="0.8"/>`,
  ];
  const ground = height - 120;
  let x = rng.int(-40, 40);
  while (x < width) {
    const w = rng.int(low ? 220 : 150, low ? 380 : 260);
    const h = low ? rng.int(220, 380) : rng.int(360, ground - 60);
    const color = rng.pick(FACADES);
    parts.push(`<rect x="${x}" y="${ground - h}" width="${w}" height="${h}" fill="${color}"/>`);
    const glass = rng.pick(["#1e3a8a", "#0f766e", "#334155", "#7dd3fc"]);
    for (let wy = ground - h + 24; wy < ground - 40; wy += 44) {
      for (let wx = x + 18; wx < x + w - 30; wx += 38) {
        parts.push(
          `<rect x="${wx}" y="${wy}" width="24" height="28" fill="${rng.chance(0.25) ? "#fde68a" : glass}" opacity="0.85"/>`,
        );
      }
    }
    x += w + rng.int(10, 40);
  }
  parts.push(`<rect y="${ground}" width="${width}" height="120" fill="#4d7c0f"/>`);
  for (let t = 0; t < 7; t++) {
    const tx = rng.int(0, width);
    parts.push(
      `<rect x="${tx - 5}" y="${ground - 10}" width="10" height="50" fill="#78350f"/><circle cx="${tx}" cy="${ground - 30}" r="${rng.int(24, 36)}" fill="#15803d"/>`,
    );
  }
  return parts;
}

function interiorSvg(rng: Rng, width: number, height: number) {
  const wall = rng.pick(WALLS);
  const [skyTop, skyBottom] = rng.pick(SKIES);
  const floorY = height * 0.72;
  const sofa = rng.pick(["#1d4ed8", "#b45309", "#0f766e", "#7c3aed", "#be123c"]);
  return [
    `<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${skyTop}"/><stop offset="1" stop-color="${skyBottom}"/></linearGradient></defs>`,
    `<rect width="${width}" height="${height}" fill="${wall}"/>`,
    `<rect x="${width * 0.55}" y="${height * 0.12}" width="${width * 0.35}" height="${height * 0.45}" fill="url(#sky)" stroke="#ffffff" stroke-width="14"/>`,
    `<line x1="${width * 0.725}" y1="${height * 0.12}" x2="${width * 0.725}" y2="${height * 0.57}" stroke="#ffffff" stroke-width="10"/>`,
    `<rect y="${floorY}" width="${width}" height="${height - floorY}" fill="${rng.pick(["#d6b98c", "#a16207", "#e7e5e4", "#c2a27a"])}"/>`,
    `<rect x="${width * 0.08}" y="${floorY - 150}" width="${width * 0.4}" height="110" rx="18" fill="${sofa}"/>`,
    `<rect x="${width * 0.08}" y="${floorY - 200}" width="${width * 0.4}" height="70" rx="18" fill="${sofa}" opacity="0.85"/>`,
    `<rect x="${width * 0.15}" y="${floorY + 40}" width="${width * 0.26}" height="26" rx="8" fill="#57534e"/>`,
    `<rect x="${width * 0.12}" y="${height * 0.15}" width="${width * 0.22}" height="${height * 0.18}" fill="${rng.pick(["#f59e0b", "#0ea5e9", "#84cc16", "#f43f5e"])}" stroke="#44403c" stroke-width="8"/>`,
    `<circle cx="${width * 0.52}" cy="${floorY - 60}" r="40" fill="#15803d"/><rect x="${width * 0.5}" y="${floorY - 30}" width="${width * 0.04}" height="40" fill="#92400e"/>`,
  ];
}

/**
 * The demo photo pool: 0–7 homes (alternating exteriors and interiors),
 * 8–13 commercial buildings, 14–19 project towers. Returns PNG bytes.
 */
export async function drawDemoPhotos(seed = 2026): Promise<Buffer[]> {
  const { default: sharp } = await import("sharp");
  const rng = createRng(seed + 7);
  const width = 1600;
  const height = 1200;
  const svgs: string[] = [];
  for (let i = 0; i < 20; i++) {
    const body =
      i < 8
        ? i % 2 === 0
          ? towerSvg(rng, width, height, { low: true })
          : interiorSvg(rng, width, height)
        : towerSvg(rng, width, height, { low: i < 14 && i % 2 === 0 });
    svgs.push(
      `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${body.join("")}</svg>`,
    );
  }
  // One at a time: twenty 1600×1200 rasters decoded at once grew the server by
  // hundreds of megabytes that the allocator never gave back.
  const pngs: Buffer[] = [];
  for (const svg of svgs) pngs.push(await sharp(Buffer.from(svg)).png({ compressionLevel: 3 }).toBuffer());
  return pngs;
}

export type { Photo };
