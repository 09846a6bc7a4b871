/** The sheet `npm run bench:import` and scripts/profile-import.ts import: valid listings, no photos. */
const LOCALITIES = ["Andheri West", "Bandra West", "Powai", "Juhu", "Malad West", "Borivali West", "Oshiwara"];

/** The header and ROWS valid listings without photos, every one with its own reference. */
export function benchSheetRows(rowCount: number): string[][] {
  const header = [
    "external_ref",
    "property_type",
    "category",
    "listing_type",
    "title",
    "description",
    "price",
    "area_sqft",
    "bedrooms",
    "bathrooms",
    "parking",
    "amenities",
    "address",
    "locality",
    "city",
    "state",
    "pincode",
    "owner_name",
    "owner_phone",
    "owner_email",
  ];
  const rows = Array.from({ length: rowCount }, (_, index) => {
    const n = index + 1;
    const rent = n % 3 === 0;
    return [
      `BENCH-${n}`,
      "residential",
      "Apartment",
      rent ? "rent" : "sale",
      `${(n % 4) + 1} BHK flat number ${n} near the station`,
      `A bright flat number ${n} with two balconies, covered parking and a view of the hills from the living room.`,
      rent ? `${40 + (n % 60)}K` : `${(50 + (n % 300)) / 100} Cr`,
      `${600 + (n % 1500)}`,
      `${(n % 4) + 1}`,
      `${(n % 3) + 1}`,
      `${n % 3}`,
      "Lift; Security; Power Backup",
      `${n} Hill Road`,
      LOCALITIES[n % LOCALITIES.length]!,
      "Mumbai",
      "Maharashtra",
      "400053",
      "Bench Agent",
      "9876543210",
      "bench@example.com",
    ];
  });
  return [header, ...rows];
}
