/**
 * The visitors' page cache drops what a write changed and nothing else
 * (ADR 031), with the real pages' reads and the real writes: a stand-in HTTP
 * server puts the page cache in front of the routes' loaders (run through the
 * request pipeline, with the settings every page shows), and each kind of
 * write is made as its screen makes it. For each: the pages it changes show the
 * change at the very next request, the others keep their ETag (304).
 */
process.env.BETTER_AUTH_SECRET ??= "integration-test-secret-0123456789abcdef";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { useTestDatabase } from "../helpers/database";
import { testListing } from "../helpers/catalogue";
import { actionArgs, runPipeline } from "../helpers/pipeline";
import { db } from "#app/platform/db.server";
import { projects, properties, propertyListings, user } from "#app/platform/schema";
import { onChangeAnnouncedHere } from "#app/platform/data-changes.server";
import { runDueJobs } from "#app/platform/jobs.server";
import "#app/platform/cdn-purge.server";
import { pageCacheMiddleware } from "#app/web/page-cache.server";
import { getSettings, updateSettings } from "#app/domain/site/settings.server";
import { findPropertyForAdmin, saveProperty, setPropertyFlag } from "#app/domain/back-office/properties.server";
import { setProjectFlag } from "#app/domain/back-office/projects.server";
import { approveSubmission } from "#app/domain/back-office/submissions.server";
import { changePrice } from "#app/domain/owners/owner-listings.server";
import { expireListings } from "#app/domain/owners/owner-expiry.server";
import { addFavorite } from "#app/domain/seekers/favorites.server";
import { createInquiry } from "#app/domain/leads/inquiries.server";
import { revealPropertyPhone } from "#app/domain/leads/owner-leads.server";
import { reportListing } from "#app/domain/owners/listing-reports.server";
import { validateProperty } from "#app/lib/validation/admin-catalogue";
import { action as compareAction } from "#app/routes/compare";
import { loader as homeLoader } from "#app/routes/home";
import { loader as residentialLoader } from "#app/routes/residential";
import { loader as commercialLoader } from "#app/routes/commercial";
import { loader as propertyLoader } from "#app/routes/property-detail";
import { loader as projectsLoader } from "#app/routes/projects";
import { loader as projectLoader } from "#app/routes/project-detail";
import { loader as localitiesLoader } from "#app/routes/localities";
import { loader as localityLoader } from "#app/routes/locality";

useTestDatabase();

type Loader = (args: never) => unknown;
/** The public pages under test, by path pattern, with their route's loader. */
const ROUTES: [RegExp, Loader][] = [
  [/^\/$/, homeLoader as Loader],
  [/^\/residential$/, residentialLoader as Loader],
  [/^\/commercial$/, commercialLoader as Loader],
  [/^\/property\/(?<id>\d+)$/, propertyLoader as Loader],
  [/^\/projects$/, projectsLoader as Loader],
  [/^\/project\/(?<id>\d+)$/, projectLoader as Loader],
  [/^\/localities$/, localitiesLoader as Loader],
  [/^\/locality\/(?<slug>[a-z0-9-]+)$/, localityLoader as Loader],
];

/** How many times each page was rendered (not answered from the cache). */
const renders = new Map<string, number>();

/** Renders a page as the app does up to its HTML: the pipeline, the settings (the layout), the route's loader. */
async function render(req: http.IncomingMessage, res: http.ServerResponse) {
  renders.set(req.url ?? "/", (renders.get(req.url ?? "/") ?? 0) + 1);
  const url = new URL(req.url ?? "/", "http://127.0.0.1:3000");
  const route = ROUTES.find(([pattern]) => pattern.test(url.pathname));
  if (!route) return void res.writeHead(404).end();
  const params = { ...route[0].exec(url.pathname)!.groups };
  try {
    const page = await runPipeline(new Request(url), (args) => route[1](args as never), { params });
    await renderHeld;
    const site = (await getSettings()).siteName;
    res.setHeader("Content-Type", "text/html; charset=utf-8");
    res.end(`<title>${site}</title><main>${JSON.stringify(page)}</main>`);
  } catch (error) {
    res.statusCode = error instanceof Response ? error.status : 500;
    res.end(String(error));
  }
}

/** Holds every render between its reads and its answer while a test needs one under way. */
let renderHeld: Promise<void> = Promise.resolve();

const server = http.createServer((req, res) => pageCacheMiddleware(req, res, () => void render(req, res)));
let base = "";
const announced: string[][] = [];
onChangeAnnouncedHere((keys) => announced.push(keys));

const admin = { id: "admin-1", name: "Asha Admin" };
let featuredA = 0;
let plainB = 0;
let commercialC = 0;
let projectP = 0;
let ownerId = "";

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  [{ id: ownerId }] = await db
    .insert(user)
    .values({ id: "owner-1", name: "Olga Owner", email: "owner@example.in", emailVerified: true })
    .returning({ id: user.id });
  const rows = await db
    .insert(properties)
    .values([
      testListing({ title: "Featured Flat A", featured: true, price: 15_000_000, ownerUserId: ownerId }),
      testListing({ title: "Plain Flat B", price: 9_000_000, location: "Bandra West, Mumbai" }),
      testListing({ title: "Office C", type: "Commercial", category: "Office", location: "Baner, Pune", city: "Pune" }),
    ])
    .returning({ id: properties.id });
  [featuredA, plainB, commercialC] = rows.map((row) => row.id);
  [{ id: projectP }] = await db
    .insert(projects)
    .values({
      title: "Skyline Towers",
      developer: "Skyline Builders",
      type: "Residential",
      location: "Andheri West, Mumbai",
      status: "ongoing",
      priceMin: 12_000_000,
      priceMax: 24_000_000,
      areaMin: 650,
      areaMax: 1400,
      description: "Towers under construction.",
      totalUnits: 200,
      availableUnits: 80,
      completionDate: "2027-12-31",
    })
    .returning({ id: projects.id });
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
beforeEach(() => {
  announced.length = 0;
});

const LIST_WITH_A = "/residential?location=Andheri";
/** Lists by place (ADR 031): B is in Bandra West, A in Andheri West, both in Mumbai (typed in Hindi here). */
const LIST_WITH_B = "/residential?location=Bandra";
const LIST_OF_MUMBAI = `/residential?location=${encodeURIComponent("मुंबई")}`;
/** Mumbai lists by budget (ADR 053): A (₹1.5 crore) is within ₹1–2 crore, B (₹90 lakh) within ₹50 lakh–1 crore. */
const MUMBAI_1_TO_2_CRORE = "/residential?location=Mumbai&budget=10000000-20000000";
const MUMBAI_50_LAKH_TO_1_CRORE = "/residential?location=Mumbai&budget=5000000-10000000";
const MUMBAI_2_TO_5_CRORE = "/residential?location=Mumbai&budget=20000000-50000000";
const PAGES = () => [
  "/",
  LIST_WITH_A,
  LIST_WITH_B,
  LIST_OF_MUMBAI,
  MUMBAI_1_TO_2_CRORE,
  MUMBAI_50_LAKH_TO_1_CRORE,
  MUMBAI_2_TO_5_CRORE,
  "/residential",
  "/commercial",
  `/property/${featuredA}`,
  `/property/${plainB}`,
  `/property/${commercialC}`,
  "/projects",
  `/project/${projectP}`,
  "/localities",
  "/locality/andheri-west",
  "/locality/baner",
];

type Seen = { etag: string; body: string; status: number };
async function get(path: string, etag?: string): Promise<Seen> {
  const response = await fetch(base + path, { headers: etag ? { "if-none-match": etag } : {} });
  return { etag: response.headers.get("etag") ?? "", body: await response.text(), status: response.status };
}

/** Every public page rendered and kept (asked twice: the second answer came from the cache). */
async function snapshot(): Promise<Map<string, Seen>> {
  const seen = new Map<string, Seen>();
  for (const path of PAGES()) {
    await get(path);
    const kept = await get(path);
    if (kept.status === 200) seen.set(path, kept);
  }
  renders.clear();
  return seen;
}

/**
 * The pages whose next answer differs from the snapshot (a 304 to its ETag is
 * unchanged), and those rendered again for it (dropped from the cache).
 */
async function changedPages(before: Map<string, Seen>): Promise<{ changed: string[]; rendered: string[] }> {
  const changed: string[] = [];
  for (const [path, seen] of before) {
    const now = await get(path, seen.etag);
    if (now.status !== 304) changed.push(path);
  }
  return { changed, rendered: [...renders.keys()] };
}

function priceChange(id: number, price: string, version: Date) {
  const checked = validateProperty({
    title: "Featured Flat A",
    type: "Residential",
    category: "Apartment",
    status: "sale",
    price,
    location: "Andheri West, Mumbai",
    city: "Mumbai",
    area: "900",
    bedrooms: "2",
    bathrooms: "2",
    parking: "1",
    description: "A test listing.",
    ownerName: "Test Owner",
    ownerContact: "9800000000",
    amenities: ["Lift"],
    featured: "on",
    active: "on",
    developer: undefined,
    yearBuilt: undefined,
    furnishing: undefined,
    facing: undefined,
    floors: undefined,
    photoUrls: [] as string[],
  });
  if (!checked.ok) throw new Error(JSON.stringify(checked.errors));
  return saveProperty(
    { target: { id, openedVersion: version.toISOString() }, fields: checked.data, photos: [] },
    admin,
  );
}

describe("writes that change nothing public keep every page", () => {
  it("new visitors adding to their comparison (POST /compare, 302): same ETag, 304", async () => {
    const before = await snapshot();
    for (let i = 0; i < 5; i++) {
      const request = new Request("http://127.0.0.1:3000/compare", {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams({ propertyId: String(featuredA), returnTo: `/property/${featuredA}` }),
      });
      const answer = (await compareAction(await actionArgs(request))) as Response;
      expect(answer.status).toBe(302);
    }
    expect(announced).toEqual([]);
    expect(await changedPages(before)).toEqual({ changed: [], rendered: [] });
  });

  it("a favourite, an inquiry, a phone reveal and a report", async () => {
    const before = await snapshot();
    expect(await addFavorite(ownerId, plainB)).toBe(true);
    const inquiry = await createInquiry({
      kind: "contact",
      name: "Vijay Visitor",
      email: "vijay@example.in",
      phone: "9876543210",
      subject: "buying",
      message: "Looking for a two-bedroom flat in Andheri West.",
    } as never);
    expect(inquiry.ok).toBe(true);
    const reveal = await revealPropertyPhone(
      { id: ownerId, name: "Olga Owner", email: "owner@example.in", phoneNumber: null },
      plainB,
    );
    expect(reveal.ok).toBe(true);
    const report = await reportListing(
      plainB,
      { reason: "fraud", details: "Asked for a deposit before any visit." } as never,
      { userId: null, clientAddress: "203.0.113.9" },
    );
    expect(report).toMatchObject({ ok: true });
    expect(announced).toEqual([]);
    expect(await changedPages(before)).toEqual({ changed: [], rendered: [] });
  });
});

describe("writes show at the very next request on the pages they change, and only there", () => {
  it("a staff price change on featured property A: A's page, a list showing A, the home page; B keeps its ETag", async () => {
    const before = await snapshot();
    expect(before.get(LIST_WITH_A)!.body).toContain("Featured Flat A");
    expect(before.get(MUMBAI_1_TO_2_CRORE)!.body).toContain("Featured Flat A");
    expect(before.get(MUMBAI_50_LAKH_TO_1_CRORE)!.body).toContain("Plain Flat B");
    expect(before.get(MUMBAI_2_TO_5_CRORE)!.body).not.toContain("Flat");
    const current = (await findPropertyForAdmin(featuredA))!;
    expect(await priceChange(featuredA, "1,45,00,000", current.updatedAt)).toMatchObject({ ok: true });
    const { changed, rendered } = await changedPages(before);
    expect(changed).toEqual(
      expect.arrayContaining([
        "/",
        LIST_WITH_A,
        LIST_OF_MUMBAI,
        MUMBAI_1_TO_2_CRORE,
        "/residential",
        `/property/${featuredA}`,
        "/locality/andheri-west",
      ]),
    );
    // A stayed within its price band (₹83.9 lakh to ₹1.68 crore): a Mumbai list whose budget is outside it is kept.
    for (const untouched of [
      `/property/${plainB}`,
      `/property/${commercialC}`,
      "/commercial",
      "/projects",
      LIST_WITH_B,
      MUMBAI_2_TO_5_CRORE,
    ]) {
      expect(rendered).not.toContain(untouched);
    }
    expect((await get(`/property/${featuredA}`)).body).toContain("14500000");
  });

  it("an owner's price change of B (not featured): B's page and its lists, not the home page", async () => {
    const before = await snapshot();
    const current = (await db.select().from(properties).where(eq(properties.id, plainB)))[0];
    await db.update(properties).set({ ownerUserId: ownerId }).where(eq(properties.id, plainB));
    const version = (await db.select().from(properties).where(eq(properties.id, plainB)))[0].updatedAt;
    const scope = { userId: ownerId, name: "Olga Owner", staff: false };
    expect(await changePrice(scope, plainB, current.price - 500_000, version.toISOString())).toEqual({ ok: true });
    const { changed, rendered } = await changedPages(before);
    expect(changed).toEqual(
      expect.arrayContaining([
        `/property/${plainB}`,
        "/residential",
        LIST_WITH_B,
        LIST_OF_MUMBAI,
        MUMBAI_50_LAKH_TO_1_CRORE,
      ]),
    );
    expect(rendered).toContain("/localities");
    for (const untouched of [
      "/",
      `/property/${featuredA}`,
      "/commercial",
      "/locality/andheri-west",
      LIST_WITH_A,
      MUMBAI_2_TO_5_CRORE,
    ]) {
      expect(rendered).not.toContain(untouched);
    }
  });

  it("featuring B puts it on the home page at the next request", async () => {
    const before = await snapshot();
    expect((await setPropertyFlag(plainB, "featured", true, admin)).ok).toBe(true);
    const { changed, rendered } = await changedPages(before);
    expect(changed).toContain("/");
    expect((await get("/")).body).toContain("Plain Flat B");
    expect(rendered).not.toContain(`/property/${commercialC}`);
  });

  it("an approved submission enters the lists it matches", async () => {
    const before = await snapshot();
    const [listing] = await db
      .insert(propertyListings)
      .values({
        title: "Newly Approved Office",
        propertyType: "commercial",
        listingType: "sale",
        category: "Office",
        price: 30_000_000,
        address: "Baner Road",
        city: "Pune",
        state: "Maharashtra",
        pincode: "411045",
        area: 1200,
        description: "An office on Baner Road.",
        ownerName: "Olga Owner",
        ownerEmail: "owner@example.in",
        ownerPhone: "9800000001",
      } as never)
      .returning({ id: propertyListings.id });
    expect(await approveSubmission(listing.id, admin as never)).toMatchObject({ ok: true });
    const { changed, rendered } = await changedPages(before);
    expect(changed).toEqual(expect.arrayContaining(["/commercial", "/localities", "/"]));
    expect((await get("/commercial")).body).toContain("Newly Approved Office");
    expect(rendered).not.toContain(`/property/${plainB}`);
    expect(rendered).not.toContain("/residential");
  });

  it("a listing expiring (the hourly job) leaves its page and its lists", async () => {
    await db
      .update(properties)
      .set({ listedUntil: new Date(Date.now() + 60_000) })
      .where(eq(properties.id, commercialC));
    const before = await snapshot();
    expect(await expireListings(new Date(Date.now() + 120_000))).toBe(1);
    const { changed, rendered } = await changedPages(before);
    expect(changed).toEqual(expect.arrayContaining([`/property/${commercialC}`, "/commercial", "/locality/baner"]));
    expect(rendered).not.toContain("/residential");
    expect((await get(`/property/${commercialC}`)).status).not.toBe(200);
  });

  it("deactivating a project: its page, the project list, the home page", async () => {
    const before = await snapshot();
    expect((await setProjectFlag(projectP, "active", false, admin)).ok).toBe(true);
    const { changed, rendered } = await changedPages(before);
    expect(changed).toEqual(expect.arrayContaining([`/project/${projectP}`, "/projects", "/"]));
    expect(rendered).not.toContain(`/property/${featuredA}`);
  });

  it("a settings change (the site name) shows on every cached page", async () => {
    const before = await snapshot();
    await updateSettings({ siteName: "Nivaas Renamed" });
    const { changed } = await changedPages(before);
    expect(changed.sort()).toEqual([...before.keys()].sort());
    expect((await get("/")).body).toContain("<title>Nivaas Renamed</title>");
  });
});

describe("a configured CDN purge URL", () => {
  it("receives the keys of a changed property, as one JSON purge job", async () => {
    const received: { headers: http.IncomingHttpHeaders; body: unknown }[] = [];
    const receiver = http.createServer((req, res) => {
      let text = "";
      req.on("data", (chunk: Buffer) => (text += chunk.toString()));
      req.on("end", () => {
        received.push({ headers: req.headers, body: JSON.parse(text) });
        res.writeHead(200).end("{}");
      });
    });
    await new Promise<void>((resolve) => receiver.listen(0, "127.0.0.1", resolve));
    process.env.CDN_PURGE_URL = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/purge`;
    process.env.CDN_PURGE_TOKEN = "purge-secret";
    try {
      const current = (await findPropertyForAdmin(featuredA))!;
      expect(await priceChange(featuredA, "1,40,00,000", current.updatedAt)).toMatchObject({ ok: true });
      await runDueJobs();
      expect(received).toHaveLength(1);
      expect(received[0].headers.authorization).toBe("Bearer purge-secret");
      expect(received[0].body).toMatchObject({ everything: false });
      const keys = (received[0].body as { keys: string[] }).keys;
      expect(keys).toEqual(
        expect.arrayContaining([
          `property-${featuredA}`,
          "properties-residential",
          "properties-residential-in-mumbai-price-23",
          "localities",
        ]),
      );
      expect(keys).not.toContain(`property-${plainB}`);
      // A new price moves no property into or out of the home page's featured section.
      expect(keys).not.toContain("home-featured");
    } finally {
      delete process.env.CDN_PURGE_URL;
      delete process.env.CDN_PURGE_TOKEN;
      await new Promise<void>((resolve) => receiver.close(() => resolve()));
    }
  });
});

describe("a page dropped by a change is rendered once, however many ask for it at once (single-flight)", () => {
  it("ten visitors asking at once after a price change: one render, the same page for all", async () => {
    await snapshot();
    const current = (await findPropertyForAdmin(featuredA))!;
    expect(await priceChange(featuredA, "1,41,00,000", current.updatedAt)).toMatchObject({ ok: true });
    const answers = await Promise.all(Array.from({ length: 10 }, () => get(`/property/${featuredA}`)));
    expect(renders.get(`/property/${featuredA}`)).toBe(1);
    expect(new Set(answers.map((answer) => answer.etag)).size).toBe(1);
    expect(answers[0].body).toContain("14100000");
  });

  it("a change during the one render: it is not kept, and those waiting render the changed page", async () => {
    await snapshot();
    const path = `/property/${featuredA}`;
    let release = () => {};
    renderHeld = new Promise((resolve) => (release = resolve));
    const first = get(path + "?held");
    while (!renders.has(path + "?held")) await new Promise((resolve) => setTimeout(resolve, 5));
    const waiting = Promise.all(Array.from({ length: 3 }, () => get(path + "?held")));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(renders.get(path + "?held")).toBe(1);
    const current = (await findPropertyForAdmin(featuredA))!;
    expect(await priceChange(featuredA, "1,39,00,000", current.updatedAt)).toMatchObject({ ok: true });
    renderHeld = Promise.resolve();
    release();
    await first;
    for (const answer of await waiting) expect(answer.body).toContain("13900000");
    expect((await get(path + "?held")).body).toContain("13900000");
  });
});

describe("a visitor's comparison checks the property in memory, as fresh as the database", () => {
  async function compare(id: number) {
    const request = new Request("http://127.0.0.1:3000/compare", {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ propertyId: String(id), via: "fetcher" }),
    });
    const answer = await compareAction(await actionArgs(request));
    return (answer as { init?: { status?: number } }).init?.status ?? 200;
  }

  it("a property taken off the site is refused, and accepted again once back, at the very next request", async () => {
    expect(await compare(plainB)).toBe(200);
    expect(await compare(plainB)).toBe(200);
    expect((await setPropertyFlag(plainB, "active", false, admin)).ok).toBe(true);
    expect(await compare(plainB)).toBe(404);
    expect((await setPropertyFlag(plainB, "active", true, admin)).ok).toBe(true);
    expect(await compare(plainB)).toBe(200);
    expect(await compare(999_999)).toBe(404);
  });
});
