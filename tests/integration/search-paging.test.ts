/**
 * Lists of many listings (docs/decisions/032-search-at-a-million-listings.md):
 * the count is exact up to the count cap and "the cap or more" above it, the
 * pages end at the cap, and paging forward and back is stable in every sort
 * order, deep pages too, even among listings with equal sort keys — below the
 * cap (pages sorted from the counted matches) and above it (pages read in sort
 * order by a second statement).
 */
import { and, eq, sql, type SQL } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { useTestDatabase } from "../helpers/database";
import { COUNT_CAP, listProperties } from "#app/domain/catalogue/properties.server";
import { filterConditions, propertyFilterOf, searchPlanningFor } from "#app/domain/catalogue/property-filter.server";
import { db, queryRows } from "#app/platform/db.server";
import { z } from "zod";
import { properties } from "#app/platform/schema";
import { testListing } from "../helpers/catalogue";
import { PAGE_SIZE } from "#app/lib/options";
import { parsePropertyQuery, PROPERTY_SORT_VALUES } from "#app/lib/property-query";

useTestDatabase();

/** Listings in Pune: more than COUNT_CAP, so a Pune search is over the cap. */
const PUNE = COUNT_CAP + 50;
/** A small cap, as a parameter: a Pune search by status is over it, a rented Pune search with a bedroom count is not. */
const SMALL_CAP = 1_000;

/**
 * Generated rows (one INSERT … SELECT, as the benchmark fills): few distinct
 * prices, areas, dates and ratings, so every sort has long runs of equal keys
 * that only the id orders.
 */
async function insertListings(place: string, city: string, rows: number, status: (n: string) => string) {
  await db.execute(sql`
    insert into properties (title, type, category, price, location, city, area, bedrooms, bathrooms, description,
      status, featured, owner_name, owner_contact, rating, reviews, created_at, updated_at)
    select 'Home ' || n, 'Residential', 'Apartment', 5000000 + (n % 7) * 100000, ${place}, ${city}, 500 + (n % 5) * 100,
      1 + n % 3, 1, 'A generated listing.', ${sql.raw(status("n"))}, n % 11 = 0, 'Owner', '9800000000',
      3.5 + (n % 4) / 2.0, n % 3, timestamptz '2026-06-01' - make_interval(days => n % 9),
      timestamptz '2026-06-01'
    from generate_series(1, ${rows}) as n`);
}

/**
 * Listings in Nagpur, the cheapest of all, each dearer than the one before:
 * the last FAR of them (and every tenth before) have four bedrooms, and only
 * the last FAR have three bathrooms. Sorted from the cheapest, those matches
 * lie at the end of the order, as large homes do among cheap ones.
 */
const NAGPUR = 300;
const FAR = 50;

/** Listings in Indore with a gym, a common amenity (over 5 % of all listings); every fiftieth has a garden, a rare one. */
const INDORE = 600;

beforeAll(async () => {
  await insertListings("Baner, Pune", "Pune", PUNE, (n) => `case when ${n} % 4 = 0 then 'rent' else 'sale' end`);
  await db.execute(sql`
    insert into properties (title, type, category, price, location, city, area, bedrooms, bathrooms, description,
      status, owner_name, owner_contact, created_at, updated_at)
    select 'Nagpur home ' || n, 'Residential', 'Apartment', 1000000 + n * 1000, 'Dharampeth, Nagpur', 'Nagpur', 600,
      case when n > ${NAGPUR - FAR} or n % 10 = 0 then 4 else 2 end, case when n > ${NAGPUR - FAR} then 3 else 1 end,
      'A generated listing.', 'sale', 'Owner', '9800000000', timestamptz '2026-06-01', timestamptz '2026-06-01'
    from generate_series(1, ${NAGPUR}) as n`);
  await db.execute(sql`
    insert into properties (title, type, category, price, location, city, area, bedrooms, bathrooms, description,
      status, owner_name, owner_contact, amenities, created_at, updated_at)
    select 'Indore home ' || n, 'Residential', 'Apartment', 3000000 + n, 'Vijay Nagar, Indore', 'Indore', 700, 2, 2,
      'A generated listing.', 'sale', 'Owner', '9800000000',
      case when n % 50 = 0 then array['Gym', 'Garden'] else array['Gym'] end,
      timestamptz '2026-06-01', timestamptz '2026-06-01'
    from generate_series(1, ${INDORE}) as n`);
  // The statistics the amenities' planning reads (searchPlanningFor).
  await db.execute(sql`analyze properties`);
}, 120_000);

const list = (query: string, cap?: number) =>
  listProperties("residential", parsePropertyQuery("residential", query), PAGE_SIZE, cap);

describe("the count of matches", () => {
  it("is exact up to the cap", async () => {
    const rented = await list("location=Pune&status=rent");
    expect(rented.total).toBe(Math.floor(PUNE / 4));
    expect(rented.totalCapped).toBe(false);
    expect(rented.totalPages).toBe(Math.ceil(Math.floor(PUNE / 4) / PAGE_SIZE));
    // Exactly at a cap is still exact.
    expect(await list("location=Pune&status=rent", Math.floor(PUNE / 4))).toMatchObject({
      total: Math.floor(PUNE / 4),
      totalCapped: false,
    });
  });

  it("stops at the cap and says there are more; the pages end there", async () => {
    const pune = await list("location=Pune");
    expect(pune).toMatchObject({ total: COUNT_CAP, totalCapped: true, totalPages: Math.ceil(COUNT_CAP / PAGE_SIZE) });
    expect(await list("", SMALL_CAP)).toMatchObject({ total: SMALL_CAP, totalCapped: true });

    const lastPage = Math.ceil(SMALL_CAP / PAGE_SIZE);
    const last = await list(`location=Pune&sort=price-low&page=${lastPage}`, SMALL_CAP);
    expect(last.page).toBe(lastPage);
    expect(last.rows).toHaveLength(SMALL_CAP - (lastPage - 1) * PAGE_SIZE);
    const past = await list(`location=Pune&sort=price-low&page=${lastPage + 50}`, SMALL_CAP);
    expect(past.page).toBe(lastPage);
    expect(past.rows.map((row) => row.id)).toEqual(last.rows.map((row) => row.id));
  });

  it("shows the last page for one past it, below the cap", async () => {
    const rented = Math.floor(PUNE / 4);
    const past = await list("location=Pune&status=rent&page=9999");
    expect(past.page).toBe(Math.ceil(rented / PAGE_SIZE));
    expect(past.rows).toHaveLength(rented - (past.page - 1) * PAGE_SIZE);
  });
});

describe("paging above the cap", () => {
  it.each(PROPERTY_SORT_VALUES)("shows the same rows as below it, sorted by %s", async (sort) => {
    // The first pages of a capped list are the first rows of the whole list in sort order.
    const capped = [];
    for (const page of [1, 2, 3]) {
      const result = await list(`location=Pune&sort=${sort}&page=${page}`, SMALL_CAP);
      expect(result.totalCapped).toBe(true);
      capped.push(...result.rows.map((row) => row.id));
    }
    const back = [];
    for (const page of [3, 2, 1]) {
      back.unshift(...(await list(`location=Pune&sort=${sort}&page=${page}`, SMALL_CAP)).rows.map((row) => row.id));
    }
    expect(back).toEqual(capped);
    const exact = await listProperties(
      "residential",
      parsePropertyQuery("residential", `location=Pune&sort=${sort}`),
      3 * PAGE_SIZE,
      PUNE,
    );
    expect(exact.totalCapped).toBe(false);
    expect(capped).toEqual(exact.rows.map((row) => row.id));
  });
});

describe("a capped page whose matches lie far along the sort order", () => {
  /** The page's ids when the count is capped at two pages and the walk bounded by `walkRows`, against the exact list's. */
  async function pageAgainstExact(query: string, page: number, walkRows: number) {
    const parsed = parsePropertyQuery("residential", `${query}&page=${page}`);
    const capped = await listProperties("residential", parsed, PAGE_SIZE, 2 * PAGE_SIZE, walkRows);
    expect(capped.totalCapped).toBe(true);
    const exact = await listProperties("residential", { ...parsed, page: 1 }, page * PAGE_SIZE);
    expect(exact.totalCapped).toBe(false);
    expect(capped.rows.map((row) => row.id)).toEqual(exact.rows.slice((page - 1) * PAGE_SIZE).map((row) => row.id));
    return capped.rows;
  }

  it.each([0, 10, 1_000])("is the page of the whole list, the walk bounded by %i rows", async (walkRows) => {
    // Three bathrooms: none in the first rows walked, so the page is sorted from every match.
    const far = await pageAgainstExact("location=Nagpur&bathrooms=3&status=sale&sort=price-low", 1, walkRows);
    expect(far.map((row) => row.title)).toEqual(
      Array.from({ length: PAGE_SIZE }, (_, i) => `Nagpur home ${NAGPUR - FAR + 1 + i}`),
    );
    // Four bedrooms: one in ten rows at first (the walk goes on, or every match is read), then all.
    await pageAgainstExact("location=Nagpur&bedrooms=4&status=sale&sort=price-low", 1, walkRows);
    await pageAgainstExact("location=Nagpur&bedrooms=4&status=sale&sort=price-low", 2, walkRows);
    await pageAgainstExact("location=Nagpur&bedrooms=4&status=sale&sort=price-high", 2, walkRows);
    await pageAgainstExact("location=Nagpur&bedrooms=4&sort=newest", 2, walkRows);
  });
});

describe("paging", () => {
  it.each(PROPERTY_SORT_VALUES)("is stable forward and back, sorted by %s", async (sort) => {
    const pages = [1, 2, 3, 4, 5];
    const forward = [];
    for (const page of pages) forward.push((await list(`location=Pune&sort=${sort}&page=${page}`)).rows);
    const back = [];
    for (const page of [...pages].reverse()) back.unshift((await list(`location=Pune&sort=${sort}&page=${page}`)).rows);
    const ids = forward.flat().map((row) => row.id);
    expect(back.flat().map((row) => row.id)).toEqual(ids);
    // No listing twice and none left out: the first five pages are the first 60 rows in sort order.
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids).toHaveLength(pages.length * PAGE_SIZE);
    const whole = await listProperties(
      "residential",
      parsePropertyQuery("residential", `location=Pune&sort=${sort}`),
      pages.length * PAGE_SIZE,
    );
    expect(whole.rows.map((row) => row.id)).toEqual(ids);
  });

  it("reads the same rows on a deep page forward and back", async () => {
    const deep = Math.ceil(COUNT_CAP / PAGE_SIZE) - 3;
    const there = await list(`location=Pune&sort=price-low&page=${deep}`);
    await list(`location=Pune&sort=price-low&page=${deep + 1}`);
    const again = await list(`location=Pune&sort=price-low&page=${deep}`);
    expect(again.rows.map((row) => row.id)).toEqual(there.rows.map((row) => row.id));
    expect(there.rows).toHaveLength(PAGE_SIZE);
  });
});

describe("the location filter through the known locations (property_locations)", () => {
  it("finds a listing at a new location, and at the location it is moved to, at once", async () => {
    const [{ id }] = await db
      .insert(properties)
      .values(testListing({ title: "New Place Home", location: "Kothrud Hill, Pune", city: "Pune" }))
      .returning({ id: properties.id });
    const found = async (location: string) =>
      (await list(`location=${encodeURIComponent(location)}&sort=newest`)).rows.map((row) => row.id);
    expect(await found("kothrud hill")).toContain(id);
    await db.update(properties).set({ location: "Wakad Heights, Pune" }).where(eq(properties.id, id));
    expect(await found("Wakad Heights")).toContain(id);
    expect(await found("Kothrud Hill")).not.toContain(id);
  });
});

describe("a search with a word and a place (the place's known locations read first, ADR 058)", () => {
  it("finds what testing each listing finds, a new location at once, and nothing for a place no listing has", async () => {
    const added = await db
      .insert(properties)
      .values([
        testListing({ title: "Corner flat near the hill", location: "Aundh Hill, Pune", city: "Pune" }),
        testListing({
          title: "Quiet flat",
          location: "Aundh Hill, Pune",
          city: "Pune",
          description: "On a corner plot.",
        }),
        testListing({ title: "Garden flat", location: "Aundh Hill, Pune", city: "Pune" }),
        testListing({ title: "Corner flat by the river", location: "Aundh Riverside, Pune", city: "Pune" }),
        testListing({ title: "Corner shop", location: "Aundh Hill, Pune", city: "Pune", active: false }),
      ])
      .returning({ id: properties.id });
    const [hillCorner, hillCornerPlot, , riverCorner] = added.map((row) => row.id);
    const found = async (query: string) => (await list(`${query}&sort=newest`)).rows.map((row) => row.id).sort();
    expect(await found("search=corner&location=aundh+hill")).toEqual([hillCorner, hillCornerPlot].sort());
    expect(await found("search=corner&location=aundh")).toEqual([hillCorner, hillCornerPlot, riverCorner].sort());
    expect(await found("search=corner+river&location=aundh")).toEqual([riverCorner]);
    expect(await found("search=corner&location=nowhere+hill")).toEqual([]);
    // The same filter through the subquery (no word) agrees on the place.
    expect(await found("location=aundh+riverside")).toEqual([riverCorner]);
  });
});

describe("amenities: common ones tested on the rows, rare ones sought in their index (ADR 059)", () => {
  const filterOf = (query: string) => propertyFilterOf("residential", parsePropertyQuery("residential", query));
  const idsWhere = async (where: SQL[]) =>
    (
      await db
        .select({ id: properties.id })
        .from(properties)
        .where(and(...where))
    )
      .map((row) => row.id)
      .sort();

  it("plans by the amenities' shares and finds the same listings either way", async () => {
    const gym = filterOf("location=Indore&amenities=Gym");
    const gymAndGarden = filterOf("location=Indore&amenities=Gym&amenities=Garden");
    expect((await searchPlanningFor(gym)).amenitiesOnRows).toBe(true);
    expect((await searchPlanningFor(gymAndGarden)).amenitiesOnRows).toBe(false);
    for (const [filter, count] of [
      [gym, INDORE],
      [gymAndGarden, INDORE / 50],
    ] as const) {
      const onRows = await idsWhere(filterConditions(filter, { knownPlaces: null, amenitiesOnRows: true }));
      const inIndex = await idsWhere(filterConditions(filter, { knownPlaces: null, amenitiesOnRows: false }));
      expect(onRows).toHaveLength(count);
      expect(onRows).toEqual(inIndex);
    }
    expect((await list("location=Indore&amenities=Gym&amenities=Garden")).total).toBe(INDORE / 50);
    expect((await list("location=Indore&amenities=Gym&amenities=Lift")).total).toBe(0);
  });
});

describe("a budget of either status (everyStatus: for sale or for rent, named)", () => {
  it("finds the listings of both statuses, and the table holds no other", async () => {
    // A budget: the one filter that names both statuses (a key after status in the list indexes).
    const uncapped = PUNE * 2;
    const budget = "location=Pune&budget=5000000-10000000";
    const sale = (await list(`${budget}&status=sale`, uncapped)).total;
    const rent = (await list(`${budget}&status=rent`, uncapped)).total;
    expect(sale).toBeGreaterThan(rent);
    expect(rent).toBeGreaterThanOrEqual(Math.floor(PUNE / 4));
    expect(await list(budget, uncapped)).toMatchObject({ total: sale + rent, totalCapped: false });
    // Naming both statuses finds every listing only because no listing has another (properties_status).
    await expect(
      db.execute(sql`
        insert into properties (title, type, category, price, location, area, description, status, owner_name, owner_contact)
        values ('Sold home', 'Residential', 'Apartment', 1000000, 'Baner, Pune', 500, 'A listing.', 'sold', 'Owner', '9800000000')`),
    ).rejects.toThrow();
  });
});

describe("the list indexes' text keys", () => {
  it("type, status, category and furnishing compare in the C collation, in the table and in every index holding them", async () => {
    // drizzle/0029 (ADR 057): each index entry a list search reads is checked on these;
    // in another collation every check copies both strings and calls strcoll.
    const columns = await queryRows(
      z.object({ attname: z.string(), collname: z.string() }),
      sql`
      select a.attname, c.collname from pg_attribute a join pg_collation c on c.oid = a.attcollation
      where a.attrelid = 'properties'::regclass and a.attname in ('type', 'status', 'category', 'furnishing')`,
    );
    expect(Object.fromEntries(columns.map((row) => [row.attname, row.collname]))).toEqual({
      type: "C",
      status: "C",
      category: "C",
      furnishing: "C",
    });
    const indexed = await queryRows(
      z.object({ index: z.string(), key: z.string(), collname: z.string() }),
      sql`
      select i.indexrelid::regclass::text as index, a.attname as key, c.collname
      from pg_index i
      cross join lateral unnest(i.indkey::int2[], i.indcollation::oid[]) as k(key_number, key_collation)
      join pg_attribute a on a.attrelid = i.indrelid and a.attnum = k.key_number
      join pg_collation c on c.oid = k.key_collation
      where i.indrelid = 'properties'::regclass and a.attname in ('type', 'status', 'category', 'furnishing')`,
    );
    const lists = indexed.filter((row) => /^properties_(list|sort|filter|place)_/.test(row.index));
    expect(lists.length).toBeGreaterThanOrEqual(15);
    expect(lists.filter((row) => row.collname !== "C")).toEqual([]);
  });
});
