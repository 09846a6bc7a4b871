/**
 * npm run test:multi — two production instances on one PostgreSQL database
 * and one S3-compatible server, started at the same moment, checked from the
 * outside as a load balancer's clients would see them (issue 16):
 *
 * - both start and become healthy, the migrations are applied once, and the
 *   first-start work (demo catalogue, settings, administrator) is done once;
 * - a session made on A is valid on B;
 * - a settings change posted to A shows in B's next page (B had the page in
 *   its visitors' cache), on every page either instance had kept;
 * - new visitors adding to their comparison on A leave both instances' kept
 *   pages in place (same ETag, 304), and a staff price change on A shows on
 *   B's page of that property at the next request while another property's
 *   page on B keeps its ETag (issue 32: only what changed is dropped);
 * - a photo uploaded through A, and the logo saved through A, are in the
 *   bucket and served from its public URL that B's pages name;
 * - twenty contact-form posts from one client, alternating A and B, pass and
 *   the 21st is refused with the usual message, on either instance;
 * - a job enqueued through A (the admin Retry button) and a burst of queued
 *   jobs each run once, whichever instance takes them;
 * - both stop cleanly on SIGTERM.
 *
 * Needs the production build (`npx react-router build`; nothing is built
 * here) and PostgreSQL at MULTI_POSTGRES_URL (default CI_POSTGRES_URL or
 * postgres://postgres@127.0.0.1:5432/test): a fresh database is created per
 * run and dropped after. Without PostgreSQL it says so and skips. The S3
 * server is s3rver (a development dependency); without it the storage check
 * is skipped with a message. Prints each check and `N passed, N failed`.
 */
import fs from "node:fs";
import path from "node:path";
import sharp from "sharp";
import {
  buildDir,
  createScratchDatabase,
  postgresAnswers,
  signIn,
  startInstance,
  startS3Server,
} from "../../scripts/multi-instance.mjs";

const serverUrl =
  process.env.MULTI_POSTGRES_URL ?? process.env.CI_POSTGRES_URL ?? "postgres://postgres@127.0.0.1:5432/test";
const portA = Number(process.env.MULTI_PORT ?? 3293);
const admin = { email: "multi-admin@nivaas.test", password: "multi-admin-pass-2026" };
const RATE_MESSAGE = "You have sent this form too many times.";

const results = [];
function check(name, ok, detail = "") {
  results.push(ok);
  console.log(`${ok ? "ok  " : "FAIL"}  ${name}${detail ? ` — ${detail}` : ""}`);
  return ok;
}

if (!(await postgresAnswers(serverUrl))) {
  console.log(`test:multi skipped: no PostgreSQL answers at ${serverUrl} (set MULTI_POSTGRES_URL to run it).`);
  process.exit(0);
}
if (!fs.existsSync(path.join(buildDir, "server", "index.js"))) {
  console.error(`test:multi needs the production build in ${buildDir}: run \`npx react-router build\` first.`);
  process.exit(1);
}

const started = Date.now();
const database = await createScratchDatabase(serverUrl, "nivaas_multi");
const s3 = await startS3Server();
console.log(`test:multi — database ${database.name}, S3 ${s3 ? s3.endpoint : "none"}, build ${buildDir}`);
if (!s3) console.log("s3rver is not installed (npm install -D s3rver): the shared-storage check is skipped.");

const shared = {
  DATABASE_URL: database.url,
  // Unset, as most first deployments leave it: the instances must agree on the secret through the database.
  BETTER_AUTH_SECRET: "",
  PUBLIC_URL: `http://127.0.0.1:${portA}`,
  ADMIN_EMAIL: admin.email,
  ADMIN_PASSWORD: admin.password,
  SEED_DEMO: "1",
  ...(s3?.env ?? {}),
};
const a = startInstance({ name: "A", port: portA, env: shared });
const b = startInstance({ name: "B", port: portA + 1, env: shared });
let failedToRun = null;
try {
  await run();
} catch (error) {
  failedToRun = error;
  check("the test ran to the end", false, error instanceof Error ? error.message : String(error));
} finally {
  const [codeA, codeB] = await Promise.all([a.stop(), b.stop()]);
  check("both stop cleanly on SIGTERM", codeA === 0 && codeB === 0, `exit codes ${codeA} and ${codeB}`);
  if (failedToRun || results.includes(false)) {
    for (const instance of [a, b]) console.log(`\n--- ${instance.name}'s output\n${instance.output.join("\n")}`);
  }
  await s3?.close();
  await database.drop();
}

const passed = results.filter(Boolean).length;
console.log(`\ntest:multi took ${((Date.now() - started) / 1000).toFixed(1)} s`);
console.log(`${passed} passed, ${results.length - passed} failed`);
process.exit(results.length - passed === 0 ? 0 : 1);

async function run() {
  // ---- Start-up: both at once on an empty database.
  await Promise.all([a.healthy(), b.healthy()]);
  check("A and B, started together on an empty database, both become healthy", true);
  const journal = JSON.parse(fs.readFileSync(path.resolve("drizzle/meta/_journal.json"), "utf8")).entries;
  const [migrations] = await database.query(
    "select count(*)::int as total, count(distinct hash)::int as distinct from drizzle.__drizzle_migrations",
  );
  check(
    "the migrations table lists each migration once",
    migrations.total === journal.length && migrations.distinct === journal.length,
    `${migrations.total} rows for ${journal.length} migrations`,
  );
  const [firstStart] = await database.query(
    `select (select count(*)::int from settings) as settings,
            (select count(*)::int from "user" where email = $1) as admins,
            (select count(*)::int from properties) as properties,
            (select count(distinct xmin::text)::int from properties) as transactions`,
    [admin.email],
  );
  check(
    "the first-start work ran once: one settings row, one administrator, the demo catalogue once",
    firstStart.settings === 1 && firstStart.admins === 1 && firstStart.properties > 0 && firstStart.transactions === 1,
    `${firstStart.settings} settings row, ${firstStart.admins} admin, ${firstStart.properties} properties written by ${firstStart.transactions} start-up`,
  );

  // ---- A session made on A, used on B.
  const cookie = await signIn(a.base, admin);
  const adminOnB = await fetch(`${b.base}/admin`, { headers: { cookie }, redirect: "manual" });
  const anonymousOnB = await fetch(`${b.base}/admin`, { redirect: "manual" });
  check(
    "a session made on A is valid on B",
    adminOnB.status === 200 && anonymousOnB.status === 302,
    `B answered /admin with ${adminOnB.status} (without the cookie: ${anonymousOnB.status})`,
  );

  // ---- Visitors' writes on A drop nothing; a staff price change on A drops that property's pages on B only.
  const [first, second] = await database.query("select id, price from properties where active order by id limit 2");
  const keptPages = ["/", "/residential", `/property/${first.id}`, `/property/${second.id}`, "/projects", "/about"];
  const etags = new Map();
  for (const instance of [a, b]) {
    for (const page of keptPages) {
      await fetch(instance.base + page);
      etags.set(instance.base + page, (await fetch(instance.base + page)).headers.get("etag"));
    }
  }
  const compares = [];
  for (let i = 0; i < 5; i++) compares.push((await postCompare(a.base, first.id)).status);
  const revalidated = [];
  for (const [url, etag] of etags) {
    revalidated.push((await fetch(url, { headers: { "if-none-match": etag } })).status);
  }
  check(
    "new visitors adding to their comparison on A leave both instances' kept pages in place (304)",
    compares.every((status) => status === 302) && revalidated.every((status) => status === 304),
    `POST /compare answered ${[...new Set(compares)].join("/")}; revalidations ${[...new Set(revalidated)].join("/")}`,
  );
  const newPrice = Number(first.price) + 100_000;
  const edited = await postPrice(a.base, cookie, first.id, newPrice);
  const changedOnB = await fetch(`${b.base}/property/${first.id}`, {
    headers: { "if-none-match": etags.get(`${b.base}/property/${first.id}`) },
  });
  await changedOnB.arrayBuffer();
  const [stored] = await database.query("select price from properties where id = $1", [first.id]);
  const untouchedOnB = await fetch(`${b.base}/property/${second.id}`, {
    headers: { "if-none-match": etags.get(`${b.base}/property/${second.id}`) },
  });
  check(
    "a staff price change on A shows on B's page of that property at the next request; another property's page on B keeps its ETag",
    edited &&
      Number(stored.price) === newPrice &&
      changedOnB.status === 200 &&
      changedOnB.headers.get("etag") !== etags.get(`${b.base}/property/${first.id}`) &&
      untouchedOnB.status === 304,
    `price saved ${stored.price}; B's /property/${first.id} answered ${changedOnB.status}, /property/${second.id} ${untouchedOnB.status}`,
  );

  // ---- A settings change on A, seen in the next answer of every page either instance kept.
  await fetch(`${b.base}/about`);
  const before = await (await fetch(`${b.base}/about`)).text();
  const siteName = `Nivaas Multi ${Date.now().toString(36)}`;
  const saved = await postSettings(cookie, siteName);
  const after = await (await fetch(`${b.base}/about`)).text();
  const everyPage = [];
  for (const instance of [a, b]) {
    for (const page of keptPages) {
      const html = await (await fetch(instance.base + page)).text();
      if (!html.includes(siteName)) everyPage.push(`${instance.name}${page}`);
    }
  }
  check(
    "a settings change posted to A shows in the next answer of every page A and B had kept",
    saved.status === 200 && !before.includes(siteName) && after.includes(siteName) && everyPage.length === 0,
    `A answered ${saved.status}; ${everyPage.length ? `still without "${siteName}": ${everyPage.join(", ")}` : `all ${keptPages.length * 2} pages name "${siteName}"`}`,
  );

  // ---- Storage shared through S3.
  if (s3) {
    const upload = await uploadPhoto(a.base);
    const variants = upload.photo ? [upload.photo.card, upload.photo.large] : [];
    const served = await Promise.all(variants.map((url) => fetch(url)));
    const logo = /<img[^>]+src="([^"]+\/branding\/logo-[^"]+)"/.exec(after)?.[1];
    const logoServed = logo ? await fetch(logo) : null;
    check(
      "a photo uploaded through A and the logo saved through A are in the bucket, served at the URLs B's pages name",
      variants.length === 2 &&
        variants.every((url) => url.startsWith(s3.env.S3_PUBLIC_URL)) &&
        served.every((response) => response.ok && response.headers.get("content-type") === "image/webp") &&
        Boolean(logo?.startsWith(s3.env.S3_PUBLIC_URL)) &&
        logoServed?.ok === true,
      `variants ${served.map((response) => response.status).join(", ")}; logo on B ${logo ?? "(none)"} ${logoServed?.status ?? ""}`,
    );
  }

  // ---- One client's contact forms, alternating A and B.
  const statuses = [];
  for (let i = 0; i < 20; i++) statuses.push((await postContact(i % 2 ? b.base : a.base, i)).status);
  const refusedOnA = await postContact(a.base, 20);
  const refusedOnB = await postContact(b.base, 21);
  const refusals = [await refusedOnA.text(), await refusedOnB.text()];
  check(
    "20 contact forms alternating A/B pass; the 21st is refused with the usual message on either instance",
    statuses.every((status) => status === 200) &&
      refusedOnA.status === 429 &&
      refusedOnB.status === 429 &&
      refusals.every((html) => html.includes(RATE_MESSAGE)),
    `20 answered ${[...new Set(statuses)].join("/")}, then A ${refusedOnA.status} and B ${refusedOnB.status}`,
  );

  // ---- Jobs: one enqueued through A's admin (Retry), and a burst queued at once.
  const [failed] = await database.query(
    `insert into jobs (name, state, attempts, max_attempts, last_error, finished_at)
     values ('rate-limits.sweep', 'failed', 3, 3, 'Error: left failed by the test', now()) returning id`,
  );
  const retried = await fetch(`${a.base}/admin/settings?tab=system`, {
    method: "POST",
    headers: { cookie, origin: a.base, "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ intent: "retry-job", jobId: String(failed.id) }),
  });
  const burst = await database.query(
    "insert into jobs (name) select 'rate-limits.sweep' from generate_series(1, 10) returning id",
  );
  const ids = [failed.id, ...burst.map((row) => row.id)];
  const runs = await waitForJobs(ids);
  const runners = new Map([
    [a.pid, "A"],
    [b.pid, "B"],
  ]);
  const byInstance = {};
  for (const job of runs) {
    const who = runners.get(Number(job.locked_by?.split(":").pop())) ?? job.locked_by;
    byInstance[who] = (byInstance[who] ?? 0) + 1;
  }
  check(
    "a job enqueued through A, and 10 queued at once, each run once",
    retried.status === 200 &&
      runs.length === ids.length &&
      runs.every((job) => job.state === "done" && job.attempts === 1),
    `${runs.filter((job) => job.state === "done").length} of ${ids.length} done, attempts ${[...new Set(runs.map((job) => job.attempts))].join("/")}; run by ${Object.entries(
      byInstance,
    )
      .map(([who, n]) => `${who}: ${n}`)
      .join(", ")}`,
  );
}

async function postSettings(cookie, siteName) {
  const [row] = await database.query("select * from settings where id = 1");
  const form = new FormData();
  const text = {
    siteName,
    siteDescription: row.site_description,
    contactEmail: row.contact_email,
    contactPhone: row.contact_phone,
    contactPhoneAlt: row.contact_phone_alt,
    address: row.address,
    primaryColor: row.primary_color,
    secondaryColor: row.secondary_color,
    maxImageUpload: String(row.max_image_upload),
    maxFileSize: String(row.max_file_size),
  };
  for (const [name, value] of Object.entries(text)) form.set(name, value);
  const toggles = {
    emailNotifications: row.email_notifications,
    smsNotifications: row.sms_notifications,
    pushNotifications: row.push_notifications,
    maintenanceMode: row.maintenance_mode,
    allowRegistration: row.allow_registration,
    requireEmailVerification: row.require_email_verification,
  };
  for (const [name, on] of Object.entries(toggles)) if (on) form.set(name, "on");
  const logo = await sharp({ create: { width: 240, height: 80, channels: 4, background: "#0f766e" } })
    .png()
    .toBuffer();
  form.set("logo", new Blob([logo], { type: "image/png" }), "logo.png");
  return fetch(`${a.base}/admin/settings`, { method: "POST", headers: { cookie, origin: a.base }, body: form });
}

/** A new visitor (no cookies) adds a property to their comparison, as the Compare button's form does. */
function postCompare(base, id) {
  return fetch(`${base}/compare`, {
    method: "POST",
    redirect: "manual",
    headers: { origin: base, "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ propertyId: String(id), returnTo: `/property/${id}` }),
  });
}

/** The administrator's price form on the listing's management page (its version from a GET first); true when saved. */
async function postPrice(base, cookie, id, price) {
  const page = await (await fetch(`${base}/my-listings/properties/${id}`, { headers: { cookie } })).text();
  const version = /name="version" value="([^"]+)"/.exec(page)?.[1];
  if (!version) return false;
  const form = new FormData();
  form.set("intent", "price");
  form.set("version", version);
  form.set("price", String(price));
  const response = await fetch(`${base}/my-listings/properties/${id}`, {
    method: "POST",
    headers: { cookie, origin: base },
    body: form,
  });
  await response.text();
  return response.ok;
}

async function uploadPhoto(base) {
  const photo = await sharp({ create: { width: 800, height: 600, channels: 3, background: "#b45309" } })
    .jpeg()
    .toBuffer();
  const form = new FormData();
  form.set("photo", new Blob([photo], { type: "image/jpeg" }), "front.jpg");
  const response = await fetch(`${base}/api/photos`, { method: "POST", headers: { origin: base }, body: form });
  return response.json();
}

function postContact(base, n) {
  return fetch(`${base}/contact`, {
    method: "POST",
    headers: { origin: base, "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({
      name: `Visitor ${n}`,
      phone: "9876543210",
      email: `visitor${n}@example.in`,
      subject: "buying",
      message: "Looking for a two-bedroom flat in Andheri West.",
    }),
  });
}

/** The jobs' rows once none of them is queued or running (runners poll every 2 s), at most 30 s. */
async function waitForJobs(ids) {
  const deadline = Date.now() + 30_000;
  for (;;) {
    const rows = await database.query("select id, state, attempts, locked_by from jobs where id = any($1)", [ids]);
    const pending = rows.some((job) => job.state === "queued" || job.state === "running");
    if (!pending || Date.now() > deadline) return rows;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}
