/**
 * npm run bench:alerts [-- SEARCHES ACCOUNTS]   (or BENCH_SEARCHES, BENCH_ACCOUNTS)
 *
 * Fills a scratch PGlite database (a temporary folder, removed afterwards) with
 * 2,000 generated properties, ACCOUNTS accounts (default 10,000) and SEARCHES
 * saved searches (default 100,000) spread over them, each built as a list
 * page's URL query and normalised by the list page's own parser (the way
 * "Save this search" stores it). Then it times:
 *
 * 1. matching: recordMatches() for 20 different properties, one at a time —
 *    the statement the "listing.visible" job runs to find every saved search
 *    a new property matches and record its alerts — and prints p50 / max and
 *    the matches found; then the sending of one property's instant alerts;
 * 2. a digest run: one daily search per account (ACCOUNTS searches) with
 *    three listings waiting each, all due, through sendDueDigests().
 *
 * Messages go to the outbox table as without a provider; their log lines
 * are counted, not printed.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { performance } from "node:perf_hooks";
import { sql } from "drizzle-orm";

const searchCount = Number(process.argv[2] ?? process.env.BENCH_SEARCHES ?? 100_000);
const accountCount = Number(process.argv[3] ?? process.env.BENCH_ACCOUNTS ?? 10_000);
if (!Number.isInteger(searchCount) || !Number.isInteger(accountCount) || searchCount < 1 || accountCount < 1) {
  console.error("Usage: npm run bench:alerts [-- <saved searches> <accounts>]");
  process.exit(2);
}
const PROPERTY_COUNT = 2_000;

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "nivaas-bench-alerts-"));
process.env.DATA_DIR = dataDir;
process.env.SEED_DEMO = "0";
process.env.PUBLIC_URL ??= "http://127.0.0.1:3000";

const { initDatabase, closeDatabase } = await import("#app/platform/db.server");
const { generateProperties, createRng } = await import("#app/platform/demo-data.server");
const { propertyFilterOf, storedFilter } = await import("#app/domain/catalogue/property-filter.server");
const { recordMatches, sendInstantAlerts, sendDueDigests } = await import("#app/domain/seekers/search-alerts.server");
const { parsePropertyQuery, propertyQueryParams } = await import("#app/lib/property-query");
const { LISTING_LOCATIONS, RESIDENTIAL_AMENITIES, RESIDENTIAL_CATEGORIES } = await import("#app/lib/options");

const migrationsDir = path.resolve("drizzle");
const database = async () => (await import("#app/platform/db.server")).db;

/** The outbox prints a line per message; counted here instead of flooding the terminal. */
let printed = 0;
const print = console.log;
const quiet = () => {
  console.log = () => {
    printed += 1;
  };
};
const loud = () => {
  console.log = print;
};

async function fillProperties() {
  const db = await database();
  const photo = JSON.stringify([{ card: "/icon-192.png", large: "/icon-192.png", width: 192, height: 192 }]);
  const rows = generateProperties(PROPERTY_COUNT, 2026).map(
    ({ photoIndexes: _unused, createdAt, updatedAt, ...row }) => ({
      ...row,
      created_at: (createdAt as Date).toISOString(),
      updated_at: (updatedAt as Date).toISOString(),
    }),
  );
  await db.execute(sql`
    INSERT INTO properties (title, type, category, price, location, city, area, bedrooms, bathrooms, parking,
      description, status, featured, active, owner_name, owner_contact, developer, year_built, furnishing, facing,
      floors, rating, reviews, amenities, images, created_at, updated_at)
    SELECT title, type, category, price, location, city, area, bedrooms, bathrooms, parking,
      description, status, featured, active, "ownerName", "ownerContact", developer, "yearBuilt", furnishing, facing,
      floors, rating, reviews, amenities, ${photo}::jsonb, created_at, updated_at
    FROM jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) AS x(title text, type text, category text, price bigint,
      location text, city text, area int, bedrooms int, bathrooms int, parking int, description text, status text,
      featured boolean, active boolean, "ownerName" text, "ownerContact" text, developer text, "yearBuilt" int,
      furnishing text, facing text, floors int, rating real, reviews int, amenities text[], created_at timestamptz,
      updated_at timestamptz)`);
}

/** A list page's query as people build them: a deal, a place, a budget, sometimes rooms, a type or an amenity. */
function searchQuery(rng: ReturnType<typeof createRng>): { kind: "residential" | "commercial"; query: string } {
  const kind = rng.chance(0.8) ? "residential" : "commercial";
  const params = new URLSearchParams();
  const status = rng.pick(["rent", "sale", "sale", ""]);
  if (status) params.set("status", status);
  if (rng.chance(0.85)) params.set("location", rng.pick(LISTING_LOCATIONS));
  if (rng.chance(0.7)) {
    const rent = status === "rent";
    params.set("maxPrice", String(rng.int(1, 20) * (rent ? 10_000 : 2_500_000)));
    if (rng.chance(0.3)) params.set("minPrice", String(rng.int(1, 5) * (rent ? 5_000 : 1_000_000)));
  }
  if (kind === "residential") {
    if (rng.chance(0.5)) params.set("bedrooms", String(rng.int(1, 5)));
    if (rng.chance(0.2)) params.set("type", rng.pick(RESIDENTIAL_CATEGORIES));
    if (rng.chance(0.15)) params.append("amenities", rng.pick(RESIDENTIAL_AMENITIES));
  }
  if (rng.chance(0.05)) params.set("search", rng.pick(["sea view", "garden", "metro", "corner"]));
  return { kind, query: params.toString() };
}

async function fillSearches() {
  const db = await database();
  await db.execute(sql`
    INSERT INTO "user" (id, name, email, email_verified)
    SELECT 'bench-' || n, 'Seeker ' || n, 'seeker' || n || '@example.com', true
    FROM generate_series(1, ${accountCount}) AS n`);
  const rng = createRng(7);
  const batch = 10_000;
  for (let start = 0; start < searchCount; start += batch) {
    const rows = [];
    for (let i = start; i < Math.min(searchCount, start + batch); i++) {
      const { kind, query } = searchQuery(rng);
      const parsed = parsePropertyQuery(kind, query);
      const filter = storedFilter(propertyFilterOf(kind, parsed));
      rows.push({
        user_id: `bench-${(i % accountCount) + 1}`,
        name: `Search ${i + 1}`,
        kind,
        query: propertyQueryParams(parsed).toString(),
        frequency: rng.pick(["instant", "instant", "instant", "daily", "weekly", "off"]),
        ...filter,
      });
    }
    await db.execute(sql`
      INSERT INTO saved_searches (user_id, name, kind, query, frequency, property_type, status, category,
        location_patterns, search_terms, min_price, max_price, min_area, max_area, min_bedrooms, max_bedrooms,
        min_bathrooms, max_bathrooms, amenities, min_year_built, min_parking, furnishing, developer_key)
      SELECT user_id, name, kind, query, frequency, "propertyType", status, category, "locationPatterns",
        "searchTerms", "minPrice", "maxPrice", "minArea", "maxArea", "minBedrooms", "maxBedrooms", "minBathrooms",
        "maxBathrooms", amenities, "minYearBuilt", "minParking", furnishing, "developerKey"
      FROM jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) AS x(user_id text, name text, kind text, query text,
        frequency text, "propertyType" text, status text, category text, "locationPatterns" text[],
        "searchTerms" jsonb, "minPrice" bigint, "maxPrice" bigint, "minArea" int, "maxArea" int,
        "minBedrooms" int, "maxBedrooms" int, "minBathrooms" int, "maxBathrooms" int, amenities text[],
        "minYearBuilt" int, "minParking" int, furnishing text, "developerKey" text)`);
  }
  await db.execute(sql`VACUUM ANALYZE`);
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];

async function timeMatching() {
  const db = await database();
  const ids = (await db.execute(sql`select id from properties where active order by id limit 20`)) as {
    rows: { id: number }[];
  };
  const timings: { ms: number; matches: number }[] = [];
  for (const { id } of ids.rows) {
    const started = performance.now();
    const matches = await recordMatches(Number(id));
    timings.push({ ms: performance.now() - started, matches });
  }
  const sorted = timings.map((t) => t.ms).sort((a, b) => a - b);
  const matches = timings.map((t) => t.matches).sort((a, b) => a - b);
  print(
    `matching one property against ${searchCount.toLocaleString("en-IN")} saved searches (${timings.length} properties):`,
  );
  print(`  p50 ${percentile(sorted, 50).toFixed(1)} ms, max ${sorted[sorted.length - 1].toFixed(1)} ms`);
  print(`  matches per property: median ${percentile(matches, 50)}, max ${matches[matches.length - 1]}`);

  const busiest = ids.rows[timings.indexOf(timings.reduce((a, b) => (b.matches > a.matches ? b : a)))].id;
  quiet();
  const started = performance.now();
  const sent = await sendInstantAlerts(Number(busiest));
  const ms = performance.now() - started;
  loud();
  print(`  sending its instant alerts: ${sent} messages in ${(ms / 1000).toFixed(2)} s`);
}

async function timeDigests() {
  const db = await database();
  // One daily search per account, due (its last digest two days ago), three listings waiting each.
  await db.execute(sql`update saved_searches set frequency = 'instant' where frequency in ('daily', 'weekly')`);
  await db.execute(sql`
    with firsts as (select min(id) as id from saved_searches group by user_id)
    update saved_searches set frequency = 'daily', last_digest_at = now() - interval '2 days'
    where id in (select id from firsts)`);
  await db.execute(sql`
    insert into saved_search_alerts (search_id, property_id, change_id)
    select s.id, (s.id * 7 + k * 101) % ${PROPERTY_COUNT} + 1, 0
    from saved_searches s cross join generate_series(1, 3) k
    where s.frequency = 'daily'
    on conflict do nothing`);
  await db.execute(sql`VACUUM ANALYZE`);
  quiet();
  const started = performance.now();
  const told = await sendDueDigests();
  const ms = performance.now() - started;
  loud();
  print(`digest run: ${told.toLocaleString("en-IN")} accounts' digests in ${(ms / 1000).toFixed(1)} s`);
}

try {
  print(
    `Filling a scratch PGlite database: ${PROPERTY_COUNT.toLocaleString("en-IN")} properties, ${accountCount.toLocaleString("en-IN")} accounts, ${searchCount.toLocaleString("en-IN")} saved searches…`,
  );
  const started = performance.now();
  await initDatabase({ dataDir, migrationsDir });
  await fillProperties();
  await fillSearches();
  print(`filled in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  await timeMatching();
  await timeDigests();
  print(`(${printed.toLocaleString("en-IN")} outbox log lines counted, not printed)`);
} finally {
  loud();
  await closeDatabase().catch(() => {});
  fs.rmSync(dataDir, { recursive: true, force: true });
}
