/**
 * npm run bench:search [-- N]   (or BENCH_PROPERTIES=N)
 *
 * Fills a scratch PGlite database (a temporary folder, removed afterwards) —
 * and, with BENCH_DATABASE_URL=postgres://…, then a scratch database created on
 * that server and dropped afterwards (both databases, each in a process of its
 * own, and a summary of both at the end; BENCH_DATABASES=embedded or =postgres
 * for one) — with N generated properties (default
 * 100,000), then times the residential list's data access — the count plus the
 * rows of page 3, exactly as the /residential loader runs them — for a fixed mix
 * of 200 filter combinations, and prints p50 / p95 / max and the five slowest
 * combinations. Finally it renders /residential?page=3 through the production
 * build (BUILD_DIR, default build/; built if missing) on the same database and
 * prints the HTML size.
 *
 * The first 100,000 rows come from the demo data's generator; beyond that
 * (`-- 1000000`) the database copies them, one INSERT … SELECT per 100,000, each
 * copy with its own prices, dates and ratings, so a million rows take
 * minutes rather than an hour of building JSON.
 *
 * BENCH_KEEP=1 keeps the filled database under a name of its own
 * (nivaas_bench_<N> on the server, <tmp>/nivaas-bench-keep-<N> embedded) and
 * reuses it on the next run with the same N: migrations added since then are
 * applied to it, the rows are not generated again. With BENCH_FILL_ONLY=1 as
 * well it only fills (no timing), so the long fill of a million rows need not
 * hold the machine's benchmark lock.
 * BENCH_COMPARE=1 also times, on the same database and combinations, a fixed
 * reference query (every match counted and sorted in one pass, the list query
 * of 2026-11-26), interleaved with the current one, so a new design is
 * compared under the same load (docs/decisions/032-search-at-a-million-listings.md). BENCH_NO_HTML=1 leaves out the
 * rendered page, BENCH_NO_PINS=1 the map figures: the pins of a city-wide
 * view (p95 against issue 33's target: ≤ 25 ms embedded, ≤ 10 ms PostgreSQL)
 * and the list with a bbox against the same list without it. BENCH_DUMP=<file>
 * writes every combination's time, query and count there as JSON, to compare
 * two builds query by query.
 */
import { execSync, spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { performance } from "node:perf_hooks";
import { pathToFileURL } from "node:url";
import { gzipSync } from "node:zlib";
import { and, sql } from "drizzle-orm";
import { z } from "zod";

const count = Number(process.argv[2] ?? process.env.BENCH_PROPERTIES ?? 100_000);
if (!Number.isInteger(count) || count < 1) {
  console.error("Usage: npm run bench:search [-- <number of properties>]");
  process.exit(2);
}

/**
 * Which databases: with BENCH_DATABASE_URL both, the embedded one first, each
 * in a process of its own (this script again, with BENCH_ONE_DATABASE), then a
 * summary of both; BENCH_DATABASES=embedded or =postgres runs only that one.
 */
const databases = process.env.BENCH_DATABASES ?? (process.env.BENCH_DATABASE_URL ? "both" : "embedded");
if (
  !["both", "embedded", "postgres"].includes(databases) ||
  (databases !== "embedded" && !process.env.BENCH_DATABASE_URL)
) {
  console.error("BENCH_DATABASES is both, embedded or postgres; both and postgres need BENCH_DATABASE_URL");
  process.exit(2);
}
if (databases === "both" && !process.env.BENCH_ONE_DATABASE) {
  const summaries: string[] = [];
  for (const one of ["embedded", "postgres"]) {
    const summaryFile = path.join(os.tmpdir(), `nivaas-bench-summary-${process.pid}-${one}`);
    const child = spawnSync(process.execPath, [...process.execArgv, process.argv[1], String(count)], {
      stdio: "inherit",
      env: { ...process.env, BENCH_ONE_DATABASE: one, BENCH_SUMMARY_FILE: summaryFile },
    });
    if (child.status !== 0) process.exit(child.status ?? 1);
    if (fs.existsSync(summaryFile)) {
      summaries.push(fs.readFileSync(summaryFile, "utf8"));
      fs.rmSync(summaryFile);
    }
  }
  console.log(
    `\nBoth databases, ${count.toLocaleString("en-IN")} properties (count + rows of page 3, 200 combinations; map pins; bbox against none):`,
  );
  for (const line of summaries) console.log(`  ${line}`);
  process.exit(0);
}
const useServer = (process.env.BENCH_ONE_DATABASE ?? databases) === "postgres";

const keep = Boolean(process.env.BENCH_KEEP);
const dataDir = keep
  ? path.join(os.tmpdir(), `nivaas-bench-keep-${count}`)
  : fs.mkdtempSync(path.join(os.tmpdir(), "nivaas-bench-"));
fs.mkdirSync(dataDir, { recursive: true });
// The production build reads its configuration from the environment when imported.
process.env.DATA_DIR = dataDir;
process.env.SEED_DEMO = "0";
process.env.NODE_ENV = "production";
process.env.PUBLIC_URL ??= "http://127.0.0.1:3000";

const { initDatabase, closeDatabase, queryRows } = await import("#app/platform/db.server");
const { generateProperties, createRng } = await import("#app/platform/demo-data.server");
const { listProperties, propertyConditions, propertyDevelopers } =
  await import("#app/domain/catalogue/properties.server");
const { parsePropertyQuery, PROPERTY_SORT_VALUES } = await import("#app/lib/property-query");
const { RESIDENTIAL_AMENITIES } = await import("#app/lib/options");
const { propertyPins } = await import("#app/domain/catalogue/map-pins.server");

const migrationsDir = path.resolve("drizzle");

/** With BENCH_DATABASE_URL: a new database on that server (or the kept one), and how to drop it. */
async function scratchServerDatabase(serverUrl: string) {
  const { default: pg } = await import("pg");
  const name = keep ? `nivaas_bench_${count}` : `nivaas_bench_${Date.now().toString(36)}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  const existing = await admin.query("select 1 from pg_database where datname = $1", [name]);
  if (existing.rowCount === 0) await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const again = new pg.Client({ connectionString: serverUrl });
      await again.connect();
      await again.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await again.end();
    },
  };
}

const server = useServer ? await scratchServerDatabase(process.env.BENCH_DATABASE_URL!) : null;
// The production build (rendered below) reads DATABASE_URL when imported.
if (server) process.env.DATABASE_URL = server.url;
const databaseName = server ? "PostgreSQL" : "PGlite";

/** The generator's rows; beyond these the database copies them (see copyRows). */
const GENERATED_ROWS = 100_000;

const PROPERTY_COLUMNS = `title, type, category, price, location, city, area, bedrooms, bathrooms, parking,
  description, status, featured, active, owner_name, owner_contact, developer, year_built, furnishing, facing,
  floors, rating, reviews, amenities, images, created_at, updated_at, position`;

async function fill(): Promise<number | null> {
  await initDatabase(server ? { url: server.url, migrationsDir } : { dataDir, migrationsDir });
  const database = (await import("#app/platform/db.server")).db;
  const [{ present }] = await queryRows(
    z.object({ present: z.coerce.number() }),
    sql`select count(*) as present from properties`,
  );
  const rows = generateProperties(Math.min(count, GENERATED_ROWS), 2026);
  // At most 100,000 the generator's own rows (with its few extra outer-suburb rentals), as before.
  const target = Math.max(count, rows.length);
  // A kept database is reused as filled (an interrupted fill can leave a few rows fewer).
  if (present === target || (keep && present > 0)) {
    if (present !== target) console.log(`(the kept database holds ${present.toLocaleString("en-IN")} properties)`);
    await database.execute(sql`ANALYZE properties`);
    return null;
  }
  if (present !== 0) throw new Error(`the kept database holds ${present} properties, not ${target}: drop it first`);
  // Every row reuses one placeholder photo: the benchmark is about queries, not images.
  const photo = JSON.stringify([{ card: "/icon-192.png", large: "/icon-192.png", width: 192, height: 192 }]);
  const started = performance.now();
  const batch = 5_000;
  for (let i = 0; i < rows.length; i += batch) {
    const json = JSON.stringify(
      rows.slice(i, i + batch).map(({ photoIndexes: _unused, createdAt, updatedAt, ...row }) => ({
        ...row,
        created_at: (createdAt as Date).toISOString(),
        updated_at: (updatedAt as Date).toISOString(),
        lng: row.position?.x ?? null,
        lat: row.position?.y ?? null,
      })),
    );
    // One statement per batch: PostgreSQL unpacks the JSON itself (the ORM's
    // row-by-row SQL building is far too slow for 100k rows).
    await database.execute(sql`
      INSERT INTO properties (${sql.raw(PROPERTY_COLUMNS)})
      SELECT title, type, category, price, location, city, area, bedrooms, bathrooms, parking,
        description, status, featured, active, "ownerName", "ownerContact", developer, "yearBuilt", furnishing, facing,
        floors, coalesce(rating, (3.6 + (row_number() over () % 15) / 10.0)::real),
        coalesce(reviews, (row_number() over () % 81)::int),
        amenities, ${photo}::jsonb, created_at, updated_at,
        case when lng is null then null else point(lng, lat) end
      FROM jsonb_to_recordset(${json}::jsonb) AS x(title text, type text, category text, price bigint, location text,
        city text, area int, bedrooms int, bathrooms int, parking int, description text, status text, featured boolean,
        active boolean, "ownerName" text, "ownerContact" text, developer text, "yearBuilt" int, furnishing text,
        facing text, floors int, rating real, reviews int, amenities text[], created_at timestamptz,
        updated_at timestamptz, lng float8, lat float8)`);
  }
  await copyRows(database, rows.length);
  await database.execute(sql`VACUUM ANALYZE properties`);
  return performance.now() - started;
}

/**
 * Rows past the generator's: copies of the generated ones, one INSERT … SELECT
 * per 100,000, each copy with its own price (±10 %), listing
 * date (within the generator's 150 days), rating, reviews and featured flag —
 * derived from the row and copy numbers, so every run builds the same catalogue.
 */
async function copyRows(database: typeof import("#app/platform/db.server").db, generated: number) {
  for (let done = generated; done < count;) {
    const copy = Math.floor(done / generated);
    const take = Math.min(generated, count - done);
    const mix = sql.raw(`((id::bigint * 7919 + ${copy} * 104729) % 1000003)`);
    await database.execute(sql`
      INSERT INTO properties (${sql.raw(PROPERTY_COLUMNS)})
      SELECT title, type, category, round(price * (0.9 + (${mix} % 201) / 1000.0))::bigint, location, city, area,
        bedrooms, bathrooms, parking, description, status, (${mix} % 100) < 12, active, owner_name, owner_contact,
        developer, year_built, furnishing, facing, floors, round((3.6 + (${mix} % 15) / 10.0)::numeric, 1)::real,
        (${mix} % 81)::int, amenities, images, t.stamp, t.stamp, position
      FROM properties
      CROSS JOIN LATERAL (SELECT now() - make_interval(mins => (${mix} % (150 * 24 * 60))::int) AS stamp) t
      WHERE id IN (SELECT id FROM properties ORDER BY id LIMIT ${take}) ORDER BY id`);
    done += take;
    console.log(`  ${done.toLocaleString("en-IN")} rows`);
  }
}

/** The fixed mix: every sort, text search, location aliases, budgets, bedrooms, amenities. */
function filterMix(): string[] {
  const rng = createRng(42);
  const searches = [
    "",
    "",
    "",
    "",
    "andheri",
    "sea-facing",
    "villa",
    "3 bhk",
    "metro",
    "penthouse",
    "corner",
    "bandra west",
    "studio",
  ];
  const locations = [
    "",
    "",
    "",
    "Mumbai",
    "Mumbai",
    "Andheri West",
    "Bandra",
    "Juhu",
    "Pune",
    "Delhi NCR",
    "Bangalore",
    "Oshiwara",
  ];
  const budgets = [
    "",
    "",
    "",
    "0-5000000",
    "5000000-10000000",
    "10000000-20000000",
    "20000000-50000000",
    "50000000+",
    "7500000",
  ];
  const bedrooms = ["", "", "", "1", "2", "3", "4", "5+"];
  const bathrooms = ["", "", "", "", "", "2", "4+"];
  const statuses = ["", "", "sale", "rent"];
  const types = ["", "", "", "", "Apartment", "Villa", "Penthouse"];
  const amenitySets = [[], [], [], ["Gym"], ["Swimming Pool", "Parking"], ["Lift", "Security", "Power Backup"]];
  const mix: string[] = [];
  for (let i = 0; i < 200; i++) {
    const params = new URLSearchParams();
    const set = (name: string, value: string) => value && params.set(name, value);
    set("search", rng.pick(searches));
    set("location", rng.pick(locations));
    set("budget", rng.pick(budgets));
    set("bedrooms", rng.pick(bedrooms));
    set("bathrooms", rng.pick(bathrooms));
    set("status", rng.pick(statuses));
    set("type", rng.pick(types));
    for (const amenity of rng.pick(amenitySets)) params.append("amenities", amenity);
    if (i % 10 === 0) set("amenities", rng.pick(RESIDENTIAL_AMENITIES));
    params.set("sort", PROPERTY_SORT_VALUES[i % PROPERTY_SORT_VALUES.length]);
    params.set("page", "3");
    mix.push(params.toString());
  }
  return mix;
}

function percentile(sorted: number[], p: number) {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

/** The list orders as the columns of the reference query's matches (a copy of SORT_KEYS in properties.server.ts). */
const LEGACY_ORDER: Record<string, string> = {
  relevance: "featured desc, created_at desc, id desc",
  "price-low": "price asc, id desc",
  "price-high": "price desc, id desc",
  "area-large": "area desc, id desc",
  "area-small": "area asc, id desc",
  newest: "created_at desc, id desc",
  rating: "rating desc, reviews desc, id desc",
};

/**
 * The reference query for BENCH_COMPARE: every match counted, and the page's
 * ids picked, in one pass (with the same WHERE as the current query).
 */
async function legacyListIds(query: ReturnType<typeof parsePropertyQuery>) {
  const rows = await queryRows(
    z.object({ id: z.coerce.number(), total: z.coerce.number() }),
    sql`
    with matches as (select id, featured, created_at, price, area, rating, reviews from properties
      where ${and(...(await propertyConditions("residential", query)))}),
    counted as (select count(*)::int as total from matches)
    select matches.id, counted.total from matches cross join counted
    order by ${sql.raw(LEGACY_ORDER[query.sort])}
    limit 12
    offset (select (least(${query.page}, greatest(1, ceil(total::numeric / 12)::int)) - 1) * 12 from counted)`,
  );
  return { total: rows[0]?.total ?? 0 };
}

async function timeQueries() {
  const mix = filterMix();
  const compare = Boolean(process.env.BENCH_COMPARE);
  // One untimed pass warms the caches as a running server's would be.
  for (const query of mix) {
    await listProperties("residential", parsePropertyQuery("residential", query));
    if (compare) await legacyListIds(parsePropertyQuery("residential", query));
  }
  const timings: Timing[] = [];
  const legacy: Timing[] = [];
  for (const query of mix) {
    const parsed = parsePropertyQuery("residential", query);
    let started = performance.now();
    const result = await listProperties("residential", parsed);
    timings.push({ ms: performance.now() - started, query, total: result.total });
    if (compare) {
      started = performance.now();
      const before = await legacyListIds(parsed);
      legacy.push({ ms: performance.now() - started, query, total: before.total });
    }
  }
  if (process.env.BENCH_DUMP) fs.writeFileSync(process.env.BENCH_DUMP, JSON.stringify(timings));
  return { timings, legacy };
}

/**
 * The map's pins for a city-wide view (all of Mumbai, 0.3° × 0.6°) under the
 * first 50 filters of the mix, as /api/map-pins runs them (the grouping, then the single listings' titles).
 * Target (issue 33), at 100,000 properties: p95 ≤ 25 ms embedded, ≤ 10 ms on PostgreSQL.
 */
const PINS_TARGET_P95_MS = { embedded: 25, postgres: 10 };
async function timePins() {
  const view: [number, number, number, number] = [72.75, 18.9, 73.05, 19.5];
  const mix = filterMix().slice(0, 50);
  for (const query of mix) await propertyPins("residential", parsePropertyQuery("residential", query), view);
  const times: number[] = [];
  let most = 0;
  for (const query of mix) {
    const started = performance.now();
    const pins = await propertyPins("residential", parsePropertyQuery("residential", query), view);
    times.push(performance.now() - started);
    most = Math.max(most, pins.length);
  }
  return { sorted: times.sort((a, b) => a - b), most };
}

/**
 * The list query with a map view searched (bbox) against the same list without
 * it, interleaved on the same 100 filters of the mix, for a city-wide view
 * (all of Mumbai) and a locality's (around Andheri West). Target (issue 33): a
 * bbox list no slower than the same list without it.
 */
const BBOXES = {
  "Mumbai-wide bbox": "72.75,18.9,73.05,19.5",
  "Andheri West bbox": "72.81,19.11,72.85,19.16",
} as const;
async function timeBbox() {
  const mix = filterMix().slice(0, 100);
  const runs: Record<string, number[]> = { "no bbox": [] };
  for (const name of Object.keys(BBOXES)) runs[name] = [];
  const variants = (query: string) => [
    ["no bbox", query] as const,
    ...Object.entries(BBOXES).map(([name, bbox]) => [name, `${query}&bbox=${bbox}`] as const),
  ];
  for (const query of mix)
    for (const [, variant] of variants(query))
      await listProperties("residential", parsePropertyQuery("residential", variant));
  for (const query of mix)
    for (const [name, variant] of variants(query)) {
      const parsed = parsePropertyQuery("residential", variant);
      const started = performance.now();
      await listProperties("residential", parsed);
      runs[name]!.push(performance.now() - started);
    }
  return Object.entries(runs).map(([name, times]) => {
    const sorted = times.sort((a, b) => a - b);
    return { name, p50: percentile(sorted, 50), p95: percentile(sorted, 95) };
  });
}

/** The Developer filter's options are read on every list page: the median of 20 reads. */
async function timeDeveloperOptions() {
  await propertyDevelopers("residential");
  const times: number[] = [];
  for (let i = 0; i < 20; i++) {
    const started = performance.now();
    await propertyDevelopers("residential");
    times.push(performance.now() - started);
  }
  return percentile(
    times.sort((a, b) => a - b),
    50,
  );
}

async function renderedHtml(): Promise<string> {
  const buildDir = path.resolve(process.env.BUILD_DIR ?? "build");
  const serverEntry = path.join(buildDir, "server/index.js");
  if (!fs.existsSync(serverEntry)) {
    console.log(`(no build in ${buildDir}: building it)`);
    execSync("npx react-router build", { stdio: "inherit", env: { ...process.env, BUILD_DIR: buildDir } });
  }
  const build = await import(pathToFileURL(serverEntry).href);
  await build.entry.module.bootstrap();
  try {
    // The build's own router copy: its context class is the one the app's middleware checks for.
    const handler = build.entry.module.createFetchRequestHandler(build, "production");
    const response = await handler(
      new Request(`${process.env.PUBLIC_URL}/residential?page=3`),
      build.entry.module.createLoadContext("127.0.0.1"),
    );
    if (response.status !== 200) throw new Error(`/residential answered ${response.status}`);
    return await response.text();
  } finally {
    await build.entry.module.shutdown();
  }
}

type Timing = { ms: number; query: string; total: number };

/** "p50 … ms, p95 … ms, max … ms" of a run. */
function figures(timings: Timing[]) {
  const sorted = timings.map((t) => t.ms).sort((a, b) => a - b);
  return `p50 ${percentile(sorted, 50).toFixed(1)} ms, p95 ${percentile(sorted, 95).toFixed(1)} ms, max ${sorted[sorted.length - 1].toFixed(1)} ms`;
}

function report(label: string, timings: Timing[]) {
  console.log(`${label}: ${figures(timings)}`);
  console.log("  five slowest:");
  for (const t of [...timings].sort((a, b) => b.ms - a.ms).slice(0, 5)) {
    console.log(`    ${t.ms.toFixed(1)} ms  ${t.total} results  ${t.query}`);
  }
}

async function measure() {
  const { timings, legacy } = await timeQueries();
  const developerOptionsMs = await timeDeveloperOptions();
  console.log(
    `${databaseName}, ${count.toLocaleString("en-IN")} properties, ${timings.length} filter combinations, count + rows of page 3 each`,
  );
  report("list query", timings);
  const slowest = [...timings].sort((a, b) => b.ms - a.ms)[0];
  const summary = [
    `${databaseName.padEnd(10)} ${figures(timings)}; slowest ${slowest.total} results: ${slowest.query}`,
  ];
  if (legacy.length > 0) report("reference (every match counted, one pass), same run", legacy);
  console.log(`developer filter options (every list page): median ${developerOptionsMs.toFixed(1)} ms`);
  if (!process.env.BENCH_NO_PINS) {
    const pins = await timePins();
    const target = server ? PINS_TARGET_P95_MS.postgres : PINS_TARGET_P95_MS.embedded;
    const p95 = percentile(pins.sorted, 95);
    const line = `map pins, Mumbai-wide view, 50 filters: p50 ${percentile(pins.sorted, 50).toFixed(1)} ms, p95 ${p95.toFixed(1)} ms (target at 100,000: ≤ ${target} ms, ${p95 <= target ? "met" : "MISSED"}), at most ${pins.most} pins/groups`;
    console.log(line);
    summary.push(`${" ".repeat(10)} ${line}`);
    const bbox = await timeBbox();
    const plain = bbox[0]!;
    console.log("list query with a bbox against the same list without it (100 filters, interleaved):");
    for (const run of bbox) {
      const versus =
        run === plain
          ? ""
          : ` (target: p95 no slower than without, within 5 %: ${run.p95 <= plain.p95 * 1.05 ? "met" : "MISSED"})`;
      const line = `  ${run.name.padEnd(18)} p50 ${run.p50.toFixed(1)} ms, p95 ${run.p95.toFixed(1)} ms${versus}`;
      console.log(line);
      summary.push(`${" ".repeat(10)}${line}`);
    }
  }
  if (process.env.BENCH_SUMMARY_FILE) fs.writeFileSync(process.env.BENCH_SUMMARY_FILE, summary.join("\n"));
  await closeDatabase();
  if (process.env.BENCH_NO_HTML) return;
  const html = await renderedHtml();
  // The server compresses every page (compression middleware): the gzip size is what a phone downloads.
  const raw = Buffer.byteLength(html);
  const gzipped = gzipSync(html).length;
  console.log(
    `html ${(gzipped / 1024).toFixed(1)} KB (/residential?page=3 as sent, gzip; ${(raw / 1024).toFixed(1)} KB uncompressed)`,
  );
}

try {
  console.log(`Filling a scratch ${databaseName} database with ${count.toLocaleString("en-IN")} properties…`);
  const fillMs = await fill();
  console.log(fillMs === null ? "(reusing the kept database)" : `filled in ${(fillMs / 1000).toFixed(1)} s`);
  if (!process.env.BENCH_FILL_ONLY) await measure();
} finally {
  await closeDatabase().catch(() => {});
  if (keep) console.log(`scratch database kept: ${server ? server.url : dataDir}`);
  else {
    await server?.drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
