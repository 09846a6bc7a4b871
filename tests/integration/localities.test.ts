import { beforeAll, describe, expect, it } from "vitest";
import { testListing } from "../helpers/catalogue";
import { useTestDatabase } from "../helpers/database";
import { db } from "#app/platform/db.server";
import { projects, properties, type NewProject, type NewProperty } from "#app/platform/schema";
import { listLocalities, localityFigures } from "#app/domain/catalogue/localities.server";
import { catalogueSitemapEntries } from "#app/domain/catalogue/sitemap.server";
import { localityPath } from "#app/lib/localities";

useTestDatabase();

let serial = 0;
/** A listing of its own title and creation day, so the order of listings is fixed. */
function listing(overrides: Partial<NewProperty>): NewProperty {
  serial += 1;
  return testListing({
    title: `Listing ${serial}`,
    price: 10_000_000,
    area: 1000,
    createdAt: new Date(Date.UTC(2026, 0, serial)),
    ...overrides,
  });
}

function project(overrides: Partial<NewProject> & { title: string }): NewProject {
  return {
    developer: "Alpha Builders",
    location: "Andheri West, Mumbai",
    type: "Residential",
    status: "ongoing",
    priceMin: 10_000_000,
    priceMax: 20_000_000,
    areaMin: 800,
    areaMax: 1200,
    description: "A project.",
    amenities: [],
    completionDate: "2028-06-30",
    totalUnits: 100,
    availableUnits: 50,
    rating: 4,
    reviews: 10,
    ...overrides,
  };
}

// Andheri West: sale at ₹20,000, ₹25,000, ₹30,000 and ₹40,000 a sq ft (median ₹27,500);
// rents of 2 BHK at ₹50,000 and ₹70,000 (median ₹60,000) and one 3 BHK at ₹90,000.
const SALES: [number, number][] = [
  [20_000_000, 1000],
  [25_000_000, 1000],
  [15_000_000, 500],
  [40_000_000, 1000],
];

beforeAll(async () => {
  await db.insert(properties).values([
    ...SALES.map(([price, area]) => listing({ price, area })),
    listing({ status: "rent", price: 50_000, bedrooms: 2 }),
    listing({ status: "rent", price: 70_000, bedrooms: 2, location: "andheri  west , Mumbai" }),
    listing({ status: "rent", price: 90_000, bedrooms: 3 }),
    // An office for rent counts as a rental; it has no bedrooms.
    listing({ type: "Commercial", category: "Office", status: "rent", price: 200_000, bedrooms: null }),
    // Not counted: withdrawn, or another locality whose name merely contains these words.
    listing({ active: false, price: 1 }),
    listing({ location: "Near Andheri West Station, Mumbai", price: 2 }),
    listing({ location: "Baner, Pune", city: "Pune" }),
  ]);
  await db
    .insert(projects)
    .values([
      project({ title: "Andheri Heights" }),
      project({ title: "Andheri Towers", status: "completed" }),
      project({ title: "Baner Greens", location: "Baner, Pune" }),
    ]);
});

describe("localityFigures", () => {
  it("counts and medians match the listings there", async () => {
    const figures = await localityFigures("andheri-west");
    expect(figures).not.toBeNull();
    expect(figures).toMatchObject({
      slug: "andheri-west",
      name: "Andheri West",
      city: "Mumbai",
      forSale: 4,
      forRent: 4,
      projects: 2,
      medianPricePerSqft: 27_500,
      salePrice: { min: 15_000_000, max: 40_000_000 },
      rent: { min: 50_000, max: 200_000 },
      rentByBedrooms: [
        { bedrooms: 2, listings: 2, medianRent: 60_000 },
        { bedrooms: 3, listings: 1, medianRent: 90_000 },
      ],
    });
    expect(figures!.newest).toHaveLength(6);
    expect(figures!.newest.every((card) => localityPath(card.location) === "/locality/andheri-west")).toBe(true);
    expect(figures!.ongoingProjects.map((p) => p.title)).toEqual(["Andheri Heights"]);
    expect(figures!.computedAt).toBeInstanceOf(Date);
  });

  it("answers null for an unknown, empty or malformed locality", async () => {
    expect(await localityFigures("no-such-place")).toBeNull();
    expect(await localityFigures("")).toBeNull();
    expect(await localityFigures("Andheri-West")).toBeNull();
    expect(await localityFigures("andheri--west")).toBeNull();
    expect(await localityFigures("%")).toBeNull();
    expect(await localityFigures("a".repeat(500))).toBeNull();
  });

  it("a locality with projects only is still a locality", async () => {
    await db.insert(projects).values(project({ title: "Karjat Plots", location: "Karjat, Raigad" }));
    const figures = await localityFigures("karjat");
    expect(figures).toMatchObject({ name: "Karjat", city: "Raigad", forSale: 0, forRent: 0, projects: 1 });
    expect(figures!.medianPricePerSqft).toBeNull();
  });
});

describe("listLocalities", () => {
  it("lists every locality with its prices, grouped by city with the busiest city first, and the sitemap names them", async () => {
    const list = await listLocalities();
    const andheri = list.find((l) => l.slug === "andheri-west");
    expect(andheri).toMatchObject({
      name: "Andheri West",
      city: "Mumbai",
      forSale: 4,
      forRent: 4,
      projects: 2,
      medianPricePerSqft: 27_500,
      rentFrom: 50_000,
    });
    // Baner has a property for sale and a project, nothing for rent.
    expect(list.find((l) => l.slug === "baner")).toMatchObject({
      city: "Pune",
      medianPricePerSqft: 10_000,
      rentFrom: null,
    });
    expect(list.map((l) => l.slug)).toEqual(expect.arrayContaining(["baner", "near-andheri-west-station"]));
    // Mumbai (11 listings and 2 projects) before Pune (1 and 1), each city's localities together and by name.
    const cities = list.map((l) => l.city);
    expect(cities[0]).toBe("Mumbai");
    expect(cities.indexOf("Pune")).toBeGreaterThan(cities.lastIndexOf("Mumbai"));
    const mumbai = list.filter((l) => l.city === "Mumbai").map((l) => l.name);
    expect(mumbai).toEqual([...mumbai].sort());
    const paths = (await catalogueSitemapEntries()).map((entry) => entry.path);
    expect(paths).toContain("/locality/andheri-west");
    expect(paths).toContain("/locality/baner");
  });
});
