import { beforeAll, describe, expect, it } from "vitest";
import { useTestDatabase } from "../helpers/database";
import { db } from "#app/platform/db.server";
import { properties, projects, type NewProperty } from "#app/platform/schema";
import {
  catalogueFigures,
  getPublicProperty,
  listFeaturedProperties,
  listProperties,
  loadPropertyList,
  propertyDevelopers,
} from "#app/domain/catalogue/properties.server";
import { parsePropertyQuery, PROPERTY_SORT_VALUES, type ListingKind } from "#app/lib/property-query";
import { parseId } from "#app/lib/ids";

useTestDatabase();

const DAY = 24 * 60 * 60 * 1000;
const base = Date.parse("2026-06-01T00:00:00Z");

let serial = 0;
function home(overrides: Partial<NewProperty> = {}): NewProperty {
  serial += 1;
  const createdAt = overrides.createdAt ?? new Date(base - serial * DAY);
  return {
    title: `Test Home ${serial}`,
    type: "Residential",
    category: "Apartment",
    price: 10_000_000 + serial,
    location: "Baner, Pune",
    city: "Pune",
    area: 1000 + serial,
    bedrooms: 2,
    bathrooms: 2,
    parking: 1,
    description: "A plain test listing.",
    status: "sale",
    featured: false,
    active: true,
    ownerName: "Test Owner",
    ownerContact: "9800000000",
    yearBuilt: 2010,
    furnishing: "Semi Furnished",
    // No approved review behind it: no rating (only ratings.server.ts writes these from reviews).
    rating: 0,
    reviews: 0,
    amenities: ["Lift"],
    images: [],
    ...overrides,
    createdAt,
    updatedAt: createdAt,
  };
}

async function titles(kind: ListingKind, query: string, pageSize = 100) {
  const result = await listProperties(kind, parsePropertyQuery(kind, query), pageSize);
  return result.rows.map((row) => row.title);
}

beforeAll(async () => {
  await db.insert(properties).values([
    home({ title: "One Bed", bedrooms: 1, bathrooms: 1 }),
    home({ title: "Four Bed", bedrooms: 4, bathrooms: 4, developer: "Lodha Group" }),
    home({ title: "Five Bed", bedrooms: 5, bathrooms: 5, developer: "Ahuja Realty" }),
    home({ title: "Six Bed Villa", category: "Villa", bedrooms: 6, bathrooms: 6, price: 60_000_000, area: 4800 }),
    home({
      title: "Andheri Flat",
      location: "Andheri West, Mumbai",
      city: "Mumbai",
      price: 4_500_000,
      status: "rent",
    }),
    home({
      title: "Bandra Sea View",
      location: "Bandra",
      city: "",
      price: 95_000_000,
      rating: 4.9,
      reviews: 3,
      featured: true,
    }),
    home({
      title: "Juhu Studio",
      category: "Studio",
      location: "Juhu Tara Road",
      city: "",
      price: 7_000_000,
      rating: 3.1,
      reviews: 2,
    }),
    home({
      title: "Delhi Duplex",
      category: "Duplex",
      location: "Gurugram Sector 54, Delhi NCR",
      city: "Delhi NCR",
      amenities: ["Gym", "Swimming Pool", "Lift"],
    }),
    home({ title: "Hidden Flat", active: false, location: "Bandra West, Mumbai", developer: "Godrej Properties" }),
    home({ title: "Oldest Listing, Newest Building", yearBuilt: 2025, createdAt: new Date(base - 400 * DAY) }),
    home({ title: "Newest Listing, Old Building", yearBuilt: 1999, createdAt: new Date(base + DAY) }),
    home({ title: "100% Pure_Text", description: "Percent and underscore literally." }),
    home({
      title: "Office Tower Floor",
      type: "Commercial",
      category: "Office",
      bedrooms: null,
      furnishing: "Fully Furnished",
      amenities: ["AC", "Reception"],
      developer: "Oberoi Realty",
    }),
    home({
      title: "High Street Shop",
      type: "Commercial",
      category: "Retail",
      bedrooms: null,
      furnishing: "Unfurnished",
      area: 12_000,
    }),
  ]);
});

describe("residential filters (in the database)", () => {
  it("shows only active residential properties", async () => {
    const all = await titles("residential", "");
    expect(all).not.toContain("Hidden Flat");
    expect(all).not.toContain("Office Tower Floor");
    expect(all).toHaveLength(11);
  });

  it("5+ bedrooms means five or more; 4 means exactly four", async () => {
    expect(await titles("residential", "bedrooms=5%2B")).toEqual(expect.arrayContaining(["Five Bed", "Six Bed Villa"]));
    expect(await titles("residential", "bedrooms=5%2B")).toHaveLength(2);
    expect(await titles("residential", "bedrooms=4")).toEqual(["Four Bed"]);
  });

  it("4+ bathrooms means four or more", async () => {
    expect((await titles("residential", "bathrooms=4%2B")).sort()).toEqual(["Five Bed", "Four Bed", "Six Bed Villa"]);
    expect(await titles("residential", "bathrooms=1")).toEqual(["One Bed"]);
  });

  it("Mumbai also matches its localities; other places are a case-insensitive substring", async () => {
    const mumbai = await titles("residential", "location=Mumbai");
    expect(mumbai.sort()).toEqual(["Andheri Flat", "Bandra Sea View", "Juhu Studio"]);
    expect(await titles("residential", "location=delhi")).toEqual(["Delhi Duplex"]);
    expect(await titles("residential", "location=Andheri%20West")).toEqual(["Andheri Flat"]);
    expect(await titles("residential", "location=Bangalore")).toEqual([]);
  });

  it("searches title, location and description; every word must match; % and _ are literal", async () => {
    expect(await titles("residential", "search=sea%20view")).toEqual(["Bandra Sea View"]);
    expect(await titles("residential", "search=GURUGRAM")).toEqual(["Delhi Duplex"]);
    expect(await titles("residential", "search=underscore%20literally")).toEqual(["100% Pure_Text"]);
    // Every word, in any order (docs/decisions/016-cross-script-search.md); one missing word finds nothing.
    expect(await titles("residential", "search=literally%20underscore")).toEqual(["100% Pure_Text"]);
    expect(await titles("residential", "search=underscore%20nowhere")).toEqual([]);
    expect(await titles("residential", "search=100%25")).toEqual(["100% Pure_Text"]);
    expect(await titles("residential", "search=e_t")).toEqual(["100% Pure_Text"]);
  });

  it("budget: a range, 'n+' and a single maximum", async () => {
    expect(await titles("residential", "budget=0-5000000")).toEqual(["Andheri Flat"]);
    expect((await titles("residential", "budget=50000000%2B")).sort()).toEqual(["Bandra Sea View", "Six Bed Villa"]);
    expect((await titles("residential", "budget=7000000")).sort()).toEqual(["Andheri Flat", "Juhu Studio"]);
  });

  it("type from the home hero maps to the category; other home types are ignored", async () => {
    expect(await titles("residential", "type=Villa")).toEqual(["Six Bed Villa"]);
    expect(await titles("residential", "type=Plot")).toHaveLength(11);
  });

  it("status, area, amenities (all required), year built and parking", async () => {
    expect(await titles("residential", "status=rent")).toEqual(["Andheri Flat"]);
    expect(await titles("residential", "minArea=4000")).toEqual(["Six Bed Villa"]);
    expect(await titles("residential", "amenities=Gym&amenities=Swimming%20Pool")).toEqual(["Delhi Duplex"]);
    expect(await titles("residential", "amenities=Gym&amenities=Garden")).toEqual([]);
    expect(await titles("residential", "yearBuilt=2020")).toEqual(["Oldest Listing, Newest Building"]);
    expect(await titles("residential", "parking=2")).toEqual([]);
  });

  it("developer: exact name, case-insensitive; options are the active listings' developers of the kind", async () => {
    expect(await titles("residential", "developer=Lodha%20Group")).toEqual(["Four Bed"]);
    expect(await titles("residential", "developer=lodha%20group")).toEqual(["Four Bed"]);
    expect(await titles("residential", "developer=Lodha")).toEqual([]);
    expect(await titles("residential", "developer=Godrej%20Properties")).toEqual([]);
    expect(await propertyDevelopers("residential")).toEqual(["Ahuja Realty", "Lodha Group"]);
    expect(await propertyDevelopers("commercial")).toEqual(["Oberoi Realty"]);
  });
});

describe("sorting", () => {
  it("Highest Rated sorts from the highest rating down, and puts unrated properties last", async () => {
    const rows = (await listProperties("residential", parsePropertyQuery("residential", "sort=rating"), 100)).rows;
    expect(rows.slice(0, 2).map((row) => row.title)).toEqual(["Bandra Sea View", "Juhu Studio"]);
    expect(rows.slice(2).every((row) => row.reviews === 0)).toBe(true);
    for (let i = 1; i < rows.length; i++) expect(rows[i - 1].rating).toBeGreaterThanOrEqual(rows[i].rating);
  });

  it("Newest sorts by when the listing was created, not by year built", async () => {
    const newest = await titles("residential", "sort=newest");
    expect(newest[0]).toBe("Newest Listing, Old Building");
    expect(newest.at(-1)).toBe("Oldest Listing, Newest Building");
  });

  it("relevance puts featured first; price and area sort both ways", async () => {
    expect((await titles("residential", ""))[0]).toBe("Bandra Sea View");
    expect((await titles("residential", "sort=price-low"))[0]).toBe("Andheri Flat");
    expect((await titles("residential", "sort=price-high"))[0]).toBe("Bandra Sea View");
    expect((await titles("residential", "sort=area-large"))[0]).toBe("Six Bed Villa");
    const small = await listProperties("residential", parsePropertyQuery("residential", "sort=area-small"), 100);
    for (let i = 1; i < small.rows.length; i++) expect(small.rows[i - 1].area).toBeLessThanOrEqual(small.rows[i].area);
  });
});

describe("paging", () => {
  it("counts all matches, returns one page, and clamps a page past the end", async () => {
    const page2 = await listProperties("residential", parsePropertyQuery("residential", "sort=price-low&page=2"), 5);
    expect(page2).toMatchObject({ total: 11, page: 2, totalPages: 3 });
    expect(page2.rows).toHaveLength(5);
    const past = await listProperties("residential", parsePropertyQuery("residential", "page=999"), 5);
    expect(past.page).toBe(3);
    expect(past.rows).toHaveLength(1);
  });

  it("answers a page for area, price and page values past every column's range", async () => {
    const huge = `minArea=2147483648&maxArea=${"9".repeat(30)}&minPrice=${"9".repeat(30)}&page=${"9".repeat(30)}`;
    for (const kind of ["residential", "commercial"] as const) {
      const result = await listProperties(kind, parsePropertyQuery(kind, huge), 5);
      expect(result.total).toBe(0);
    }
    const open = await listProperties("residential", parsePropertyQuery("residential", "maxArea=99999999999"), 100);
    expect(open.total).toBe(11);
  });

  it("pages never overlap", async () => {
    const seen = new Set<number>();
    for (let page = 1; page <= 3; page++) {
      const result = await listProperties(
        "residential",
        parsePropertyQuery("residential", `sort=rating&page=${page}`),
        5,
      );
      for (const row of result.rows) {
        expect(seen.has(row.id)).toBe(false);
        seen.add(row.id);
      }
    }
    expect(seen.size).toBe(11);
  });

  it("in every sort, pages of 4 follow the same order as one page of all (one order for both queries)", async () => {
    for (const sort of PROPERTY_SORT_VALUES) {
      const all = await listProperties("residential", parsePropertyQuery("residential", `sort=${sort}`), 100);
      const paged: number[] = [];
      for (let page = 1; page <= 3; page++) {
        const result = await listProperties(
          "residential",
          parsePropertyQuery("residential", `sort=${sort}&page=${page}`),
          4,
        );
        paged.push(...result.rows.map((row) => row.id));
      }
      expect(paged, sort).toEqual(all.rows.map((row) => row.id));
    }
  });

  it("an empty result is page 1 of 1", async () => {
    const none = await listProperties("residential", parsePropertyQuery("residential", "search=nowhere-at-all&page=4"));
    expect(none).toMatchObject({ total: 0, page: 1, totalPages: 1, rows: [] });
  });

  it("the loader survives any query string", async () => {
    const data = await loadPropertyList(
      "residential",
      parsePropertyQuery(
        "residential",
        "page=-1&sort=%27%3B--&minPrice=abc&maxPrice=-5&bedrooms=%F0%9F%8F%A0&amenities=%00&location=%25%25%25",
      ),
      undefined,
    );
    expect(data.result.total).toBe(0);
    expect(data.query.page).toBe(1);
  });
});

describe("commercial filters", () => {
  it("filters by furnishing, category and amenities", async () => {
    expect(await titles("commercial", "")).toHaveLength(2);
    expect(await titles("commercial", "furnishing=Fully%20Furnished")).toEqual(["Office Tower Floor"]);
    expect(await titles("commercial", "type=Retail")).toEqual(["High Street Shop"]);
    expect(await titles("commercial", "amenities=AC&amenities=Reception")).toEqual(["Office Tower Floor"]);
    expect(await titles("commercial", "maxArea=10000")).toEqual(["Office Tower Floor"]);
  });
});

describe("cards, home and detail", () => {
  it("card rows carry the first photo, four amenities and the full amenity count", async () => {
    const [row] = (await listProperties("residential", parsePropertyQuery("residential", "search=delhi"))).rows;
    expect(row.amenities).toEqual(["Gym", "Swimming Pool", "Lift"]);
    expect(row.amenityCount).toBe(3);
    expect(row.photoUrl).toBeNull();
  });

  it("featured: active featured properties, newest first, at most 6", async () => {
    const featured = await listFeaturedProperties();
    expect(featured.map((p) => p.title)).toEqual(["Bandra Sea View"]);
  });

  it("figures are counted from the data", async () => {
    await db.insert(projects).values({
      title: "P",
      developer: "D",
      location: "L",
      type: "Residential",
      status: "ongoing",
      priceMin: 1,
      priceMax: 2,
      areaMin: 1,
      areaMax: 2,
      description: "d",
      completionDate: "2027-01-01",
      totalUnits: 10,
      availableUnits: 5,
    });
    // Cities: Pune, Mumbai, Delhi NCR (a blank city is not a city).
    expect(await catalogueFigures()).toEqual({ properties: 13, cities: 3, projects: 1 });
  });

  it("detail: active only, ids validated", async () => {
    const [visible] = (await listProperties("residential", parsePropertyQuery("residential", "search=juhu"))).rows;
    expect((await getPublicProperty(visible.id))?.title).toBe("Juhu Studio");
    const hidden = await db.query.properties.findFirst({ where: (p, { eq }) => eq(p.title, "Hidden Flat") });
    expect(await getPublicProperty(hidden!.id)).toBeNull();
    expect(await getPublicProperty(999_999)).toBeNull();
    for (const bad of ["abc", "-1", "0", "1.5", "99999999999", "", undefined]) expect(parseId(bad)).toBeNull();
    expect(parseId("42")).toBe(42);
  });
});
