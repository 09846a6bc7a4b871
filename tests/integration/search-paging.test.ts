/**
 * Lists of many listings (docs/decisions/032-search-at-a-million-listings.md):
 * the count is exact, and paging forward and back is stable in every sort
 * order, deep pages too, even among listings with equal sort keys.
 */
import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { useTestDatabase } from "../helpers/database";
import { listProperties } from "#app/domain/catalogue/properties.server";
import { db } from "#app/platform/db.server";
import { PAGE_SIZE } from "#app/lib/options";
import { parsePropertyQuery, PROPERTY_SORT_VALUES } from "#app/lib/property-query";

useTestDatabase();

/** Listings in Pune. */
const PUNE = 10_050;

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

beforeAll(async () => {
  await insertListings("Baner, Pune", "Pune", PUNE, (n) => `case when ${n} % 4 = 0 then 'rent' else 'sale' end`);
  await db.execute(sql`analyze properties`);
}, 120_000);

const list = (query: string) => listProperties("residential", parsePropertyQuery("residential", query));

describe("paging", () => {
  it("counts every match exactly and shows the last page for one past it", async () => {
    const pune = await list("location=Pune");
    expect(pune.total).toBe(PUNE);
    expect((await list("location=Pune&status=rent")).total).toBe(Math.floor(PUNE / 4));
    const past = await list("location=Pune&page=9999");
    expect(past.page).toBe(Math.ceil(PUNE / PAGE_SIZE));
    expect(past.rows).toHaveLength(PUNE - (past.page - 1) * PAGE_SIZE);
  });

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
    const deep = Math.ceil(PUNE / PAGE_SIZE) - 3;
    const there = await list(`location=Pune&sort=price-low&page=${deep}`);
    await list(`location=Pune&sort=price-low&page=${deep + 1}`);
    const again = await list(`location=Pune&sort=price-low&page=${deep}`);
    expect(again.rows.map((row) => row.id)).toEqual(there.rows.map((row) => row.id));
    expect(there.rows).toHaveLength(PAGE_SIZE);
  });
});
