/**
 * Issue 13, the account side: the compare list (account and cookie, limit,
 * removed properties), recently viewed, "Download my data" and "Delete my
 * account" (what goes, what stays without the person, the last-admin rule,
 * an old session afterwards), through the domain and the real actions.
 */
process.env.BETTER_AUTH_SECRET ??= "integration-test-secret-0123456789abcdef";
import { createSavedSearch } from "#app/domain/seekers/saved-searches.server";
import { desc, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { useTestDatabase } from "../helpers/database";
import { actionArgs, runPipeline, statusOf, userOf } from "../helpers/pipeline";
import { db } from "#app/platform/db.server";
import { getAuth } from "#app/domain/accounts/auth.server";
import {
  activityLog,
  compareItems,
  favorites,
  inquiries,
  projects,
  properties,
  propertyListings,
  recentViews,
  session,
  user,
  verification,
  type NewProperty,
} from "#app/platform/schema";
import { COMPARE_LIMIT } from "#app/lib/compare";
import { addFavorite } from "#app/domain/seekers/favorites.server";
import {
  accountCompareIds,
  addToAccountCompare,
  compareColumns,
  removeFromAccountCompare,
} from "#app/domain/seekers/compare.server";
import {
  accountRecentRefs,
  clearAccountRecent,
  recentItems,
  recordAccountView,
} from "#app/domain/seekers/recently-viewed.server";
import { deleteAccount, DELETED_PERSON_NAME, exportMyData, isLastAdmin } from "#app/domain/accounts/my-data.server";
import { adoptVisitorLists, compareCookieIds, recentCookie, recentCookieRefs } from "#app/web/visitor-lists.server";
import { action as compareAction, loader as compareLoader } from "#app/routes/compare";
import { action as accountAction, loader as accountLoader } from "#app/routes/account";
import { loader as myDataLoader } from "#app/routes/account-my-data";
import { loader as beaconLoader } from "#app/routes/recently-viewed";

useTestDatabase();

const BASE = "http://127.0.0.1:3000";

function property(overrides: Partial<NewProperty> = {}): NewProperty {
  return {
    title: "2 BHK in Andheri West",
    type: "Residential",
    category: "Apartment",
    price: 21_000_000,
    location: "Andheri West, Mumbai",
    city: "Mumbai",
    area: 1000,
    bedrooms: 2,
    bathrooms: 2,
    description: "Near the metro.",
    status: "sale",
    ownerName: "Owner",
    ownerContact: "9820000000",
    amenities: ["Lift", "Gym"],
    ...overrides,
  };
}

async function makeProperties(count: number, overrides: Partial<NewProperty> = {}) {
  const rows = await db
    .insert(properties)
    .values(Array.from({ length: count }, (_, i) => property({ title: `Home ${i + 1}`, ...overrides })))
    .returning({ id: properties.id });
  return rows.map((row) => row.id);
}

async function signUp(email: string, password: string, name: string, phone: string, role = "user") {
  const auth = await getAuth();
  const created = await auth.api.createUser({
    body: { email, password, name, role: role as "user", data: { emailVerified: true, phoneNumber: phone } },
  });
  await db.update(user).set({ phoneNumberVerified: true }).where(eq(user.id, created.user.id));
  return created.user.id;
}

async function sessionCookie(email: string, password: string): Promise<string> {
  const auth = await getAuth();
  const response = await auth.api.signInEmail({ body: { email, password }, asResponse: true });
  if (!response.ok) throw new Error(`sign-in failed: ${response.status}`);
  return response.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
}

function post(path: string, fields: Record<string, string>, cookie?: string) {
  return new Request(`${BASE}${path}`, {
    method: "POST",
    headers: {
      "content-type": "application/x-www-form-urlencoded",
      origin: BASE,
      ...(cookie ? { cookie } : {}),
    },
    body: new URLSearchParams(fields),
  });
}

function get(path: string, cookie?: string) {
  return new Request(`${BASE}${path}`, { headers: cookie ? { cookie } : {} });
}

/** Runs a loader through the pipeline; a thrown Response (a redirect) is returned. */
async function load(handler: (args: never) => unknown, request: Request) {
  try {
    return await runPipeline(request, handler as never);
  } catch (thrown) {
    if (thrown instanceof Response) return thrown;
    throw thrown;
  }
}

async function act(handler: (args: never) => unknown, request: Request) {
  try {
    return await handler(await actionArgs(request));
  } catch (thrown) {
    if (thrown instanceof Response) return thrown;
    throw thrown;
  }
}

function bodyOf(result: unknown) {
  return (result as { data: Record<string, unknown> }).data;
}

describe("compare", () => {
  it("keeps an account's list in order, up to the limit, public properties only", async () => {
    const id = await signUp("cmp@nivaas.test", "compare-pass-1", "Compare Person", "+919811100001");
    const ids = await makeProperties(COMPARE_LIMIT + 1);
    const [hidden] = await makeProperties(1, { active: false });
    for (const propertyId of ids.slice(0, COMPARE_LIMIT)) {
      expect(await addToAccountCompare(id, propertyId)).toBe("added");
    }
    expect(await addToAccountCompare(id, ids[0])).toBe("already");
    expect(await addToAccountCompare(id, ids[COMPARE_LIMIT])).toBe("full");
    expect(await addToAccountCompare(id, hidden)).toBe("notFound");
    expect(await addToAccountCompare(id, 2_000_000_000)).toBe("notFound");
    expect(await accountCompareIds(id)).toEqual(ids.slice(0, COMPARE_LIMIT));
    await removeFromAccountCompare(id, ids[1]);
    expect(await accountCompareIds(id)).toEqual([ids[0], ids[2], ids[3]]);
  });

  it("shows a removed or hidden property as no longer available, in the link's order", async () => {
    const [shown, gone] = await makeProperties(2);
    const [hidden] = await makeProperties(1, { active: false });
    await db.delete(properties).where(eq(properties.id, gone));
    const columns = await compareColumns([hidden, shown, gone, 999_999]);
    expect(columns.map((c) => [c.id, c.available])).toEqual([
      [hidden, false],
      [shown, true],
      [gone, false],
      [999_999, false],
    ]);
    const column = columns[1];
    expect(column.available && column.amenities).toEqual(["Lift", "Gym"]);
  });

  it("a visitor's list is a cookie: added, refused past the limit (422), removed; garbage ids are refused", async () => {
    const ids = await makeProperties(COMPARE_LIMIT + 1);
    let cookie = "";
    for (const propertyId of ids.slice(0, COMPARE_LIMIT)) {
      const result = (await act(
        compareAction,
        post("/compare", { intent: "add", propertyId: String(propertyId), returnTo: "/residential" }, cookie),
      )) as Response;
      expect(result.status).toBe(302);
      expect(result.headers.get("location")).toBe("/residential");
      cookie = result.headers.get("set-cookie")!.split(";")[0];
    }
    expect(compareCookieIds(get("/", cookie))).toEqual(ids.slice(0, COMPARE_LIMIT));

    const fifth = await act(
      compareAction,
      post("/compare", { intent: "add", propertyId: String(ids[COMPARE_LIMIT]), via: "fetcher" }, cookie),
    );
    expect(statusOf(fifth)).toBe(422);
    expect(bodyOf(fifth)).toMatchObject({ ok: false, limit: true });
    expect(String(bodyOf(fifth).message)).toContain(`up to ${COMPARE_LIMIT}`);

    // Without JavaScript, a fifth goes to the comparison, which says why.
    const plain = (await act(
      compareAction,
      post("/compare", { intent: "add", propertyId: String(ids[COMPARE_LIMIT]) }, cookie),
    )) as Response;
    expect(plain.headers.get("location")).toBe(`/compare?ids=${ids.slice(0, COMPARE_LIMIT).join(",")}&limit=1`);

    for (const bad of ["abc", "-1", "1.5", "99999999999", ""]) {
      const refused = await act(compareAction, post("/compare", { intent: "add", propertyId: bad, via: "fetcher" }));
      expect(statusOf(refused)).toBe(400);
    }
    const unknown = await act(
      compareAction,
      post("/compare", { intent: "add", propertyId: "2000000000", via: "fetcher" }),
    );
    expect(statusOf(unknown)).toBe(404);

    const removed = (await act(
      compareAction,
      post("/compare", { intent: "remove", propertyId: String(ids[0]), returnTo: "/compare" }, cookie),
    )) as Response;
    const after = removed.headers.get("set-cookie")!.split(";")[0];
    expect(compareCookieIds(get("/", after))).toEqual(ids.slice(1, COMPARE_LIMIT));
  });

  it("the page reads any link without a 5xx: repeated, garbage and 50 ids", async () => {
    const ids = await makeProperties(3);
    const fifty = Array.from({ length: 50 }, (_, i) => i + 1).join(",");
    const links = [
      `ids=${ids.join(",")}`,
      `ids=${ids[0]},${ids[0]},${ids[1]}`,
      `ids=abc,${ids[0]},-4,%00,1e9`,
      `ids=${fifty}`,
      "ids=",
      "ids=%E2%82%B9%F0%9F%8F%A0",
      `ids=${"9".repeat(5000)}`,
    ];
    for (const query of links) {
      const result = await load(compareLoader, get(`/compare?${query}`));
      expect(statusOf(result), query).toBe(200);
      const body = result as { columns: { id: number }[]; notice: string | null };
      expect(body.columns.length).toBeLessThanOrEqual(COMPARE_LIMIT);
    }
    const repeated = (await load(compareLoader, get(`/compare?ids=${ids[0]},${ids[0]},${ids[1]}`))) as {
      columns: { id: number }[];
      notice: string;
    };
    expect(repeated.columns.map((c) => c.id)).toEqual([ids[0], ids[1]]);
    expect(repeated.notice).toMatch(/shown once/);
    const many = (await load(compareLoader, get(`/compare?ids=${fifty}`))) as { columns: unknown[]; notice: string };
    expect(many.columns).toHaveLength(COMPARE_LIMIT);
    expect(many.notice).toMatch(/only the first 4/);
    const garbage = (await load(compareLoader, get("/compare?ids=abc,-4"))) as { columns: unknown[]; notice: string };
    expect(garbage.columns).toHaveLength(0);
    expect(garbage.notice).toMatch(/2 entries that are not property numbers/);
  });
});

describe("recently viewed", () => {
  it("keeps the last ten, newest first, moves a repeat to the front, and clears", async () => {
    const id = await signUp("recent@nivaas.test", "recent-pass-1", "Recent Person", "+919811100002");
    const ids = await makeProperties(11);
    const [project] = await db
      .insert(projects)
      .values({
        title: "Skyline Towers",
        developer: "Dev",
        location: "Powai, Mumbai",
        type: "Residential",
        status: "ongoing",
        priceMin: 10_000_000,
        priceMax: 30_000_000,
        areaMin: 600,
        areaMax: 1500,
        description: "Towers.",
        completionDate: "2028-01-01",
        totalUnits: 100,
        availableUnits: 40,
      })
      .returning({ id: projects.id });
    for (const propertyId of ids) await recordAccountView(id, { kind: "property", id: propertyId });
    await recordAccountView(id, { kind: "project", id: project.id });
    await recordAccountView(id, { kind: "property", id: ids[5] });
    const refs = await accountRecentRefs(id);
    expect(refs).toHaveLength(10);
    expect(refs[0]).toEqual({ kind: "property", id: ids[5] });
    expect(refs[1]).toEqual({ kind: "project", id: project.id });
    expect(refs.filter((ref) => ref.kind === "property" && ref.id === ids[5])).toHaveLength(1);
    const items = await recentItems(refs);
    expect(items[1]).toMatchObject({ kind: "project", title: "Skyline Towers", href: `/project/${project.id}` });
    await clearAccountRecent(id);
    expect(await accountRecentRefs(id)).toEqual([]);

    // The same person opening pages at once (tabs, prefetch; on PostgreSQL, several connections) never collides.
    await Promise.all(
      Array.from({ length: 12 }, (_, n) => recordAccountView(id, { kind: "property", id: ids[n % 3] })),
    );
    expect((await accountRecentRefs(id)).map((ref) => ref.id).sort()).toEqual(ids.slice(0, 3).sort());
  });

  it("the view image sets a signed-out visitor's cookie, and refuses garbage with a 4xx", async () => {
    const [shown] = await makeProperties(1);
    const answer = (await load(beaconLoader, get(`/recently-viewed?property=${shown}`))) as Response;
    expect(answer.status).toBe(200);
    expect(answer.headers.get("content-type")).toBe("image/gif");
    expect(answer.headers.get("cache-control")).toBe("no-store");
    const cookie = answer.headers.get("set-cookie")!.split(";")[0];
    expect(recentCookieRefs(get("/", cookie))).toEqual([{ kind: "property", id: shown }]);
    expect(statusOf(await load(beaconLoader, get("/recently-viewed?property=abc")))).toBe(400);
    expect(statusOf(await load(beaconLoader, get("/recently-viewed?property=1&project=2")))).toBe(400);
    expect(statusOf(await load(beaconLoader, get("/recently-viewed?project=2000000000")))).toBe(404);
  });

  it("on sign-in, the browser's compare and recently viewed lists join the account and the cookies go", async () => {
    const id = await signUp("adopt@nivaas.test", "adopt-pass-2026", "Adopting Person", "+919811100011");
    const [kept, viewed, extra] = await makeProperties(3);
    await addToAccountCompare(id, extra);
    await recordAccountView(id, { kind: "property", id: extra });
    const cookies = await adoptVisitorLists(
      get("/", `nivaas_compare=${kept}.${extra}.abc; nivaas_recent=p${viewed}.p${kept}`),
      id,
    );
    expect(cookies).toHaveLength(2);
    for (const cookie of cookies) expect(cookie).toMatch(/Max-Age=0/);
    expect(await accountCompareIds(id)).toEqual([extra, kept]);
    expect(await accountRecentRefs(id)).toEqual([
      { kind: "property", id: viewed },
      { kind: "property", id: kept },
      { kind: "property", id: extra },
    ]);
    expect(await adoptVisitorLists(get("/"), id)).toEqual([]);
  });

  it("reads a tampered cookie leniently", () => {
    const request = get("/", "nivaas_recent=p1.x9.j2.p1.p-3.pabc.j99999999999.p4");
    expect(recentCookieRefs(request)).toEqual([
      { kind: "property", id: 1 },
      { kind: "project", id: 2 },
      { kind: "property", id: 4 },
    ]);
    expect(recentCookie([])).toMatch(/^nivaas_recent=; Path=\/; Max-Age=0/);
  });
});

describe("my data and deleting the account", () => {
  let owner: { id: string; cookie: string };
  let propertyId: number;

  beforeAll(async () => {
    const id = await signUp("meera@nivaas.test", "meera-pass-2026", "Meera Shah", "+919822200003");
    owner = { id, cookie: await sessionCookie("meera@nivaas.test", "meera-pass-2026") };
    [propertyId] = await makeProperties(1);
    await addFavorite(id, propertyId);
    await addToAccountCompare(id, propertyId);
    await recordAccountView(id, { kind: "property", id: propertyId });
    await db.insert(inquiries).values([
      {
        name: "Meera Shah",
        email: "Meera@nivaas.test",
        phone: "9000000001",
        inquiryType: "property",
        referenceId: String(propertyId),
        referenceTitle: "Home 1",
        message: "Is it available?",
      },
      { name: "Meera S", email: "", phone: "9822200003", inquiryType: "site_visit", visitDate: "2026-12-01" },
      // Sent while signed in, with other contact details: the account's by its id.
      { name: "M. Shah", email: "office@shah.test", phone: "9000000002", inquiryType: "contact", userId: id },
      { name: "Someone Else", email: "other@nivaas.test", phone: "9000000009", inquiryType: "contact" },
    ]);
    await db.insert(propertyListings).values({
      propertyType: "residential",
      category: "Apartment",
      title: "My flat",
      description: "A flat.",
      address: "1 Road",
      city: "Mumbai",
      state: "Maharashtra",
      pincode: "400053",
      area: 700,
      listingType: "sale",
      price: 9_000_000,
      ownerName: "Meera Shah",
      ownerPhone: "9822200003",
      ownerEmail: "meera@nivaas.test",
    });
    const [sent] = await db.select({ id: inquiries.id }).from(inquiries).where(eq(inquiries.name, "Meera Shah"));
    await db.insert(activityLog).values({
      actorName: "Visitor",
      action: "inquired",
      entityType: "inquiry",
      entityId: String(sent.id),
      summary: 'Inquiry from Meera Shah about property "Home 1"',
    });
  });

  it("the export holds the profile, favourites, compare, recently viewed, saved searches, inquiries, visits and submissions", async () => {
    await createSavedSearch(owner.id, {
      name: "Rent in Mumbai",
      kind: "residential",
      query: "status=rent&location=Mumbai",
      frequency: "daily",
      email: true,
      sms: false,
    });
    const data = (await exportMyData(owner.id))!;
    expect(data.savedSearches).toEqual([
      expect.objectContaining({
        name: "Rent in Mumbai",
        frequency: "daily",
        search: expect.stringContaining("status=rent"),
      }),
    ]);
    expect(data.profile).toMatchObject({
      name: "Meera Shah",
      email: "meera@nivaas.test",
      phoneNumber: "+919822200003",
    });
    expect(data.favourites).toEqual([expect.objectContaining({ propertyId, title: "Home 1" })]);
    expect(data.compareList).toEqual([expect.objectContaining({ propertyId })]);
    expect(data.recentlyViewed).toEqual([expect.objectContaining({ kind: "property", id: propertyId })]);
    expect(data.inquiries.map((i) => i.name).sort()).toEqual(["M. Shah", "Meera Shah"]);
    expect(data.siteVisits.map((i) => i.visitDate)).toEqual(["2026-12-01"]);
    expect(data.submissions.map((s) => s.title)).toEqual(["My flat"]);
    expect(data.notificationPreferences).toMatchObject({ marketing: false, alertsEmail: true });
    expect(JSON.stringify(data)).not.toContain("Someone Else");
  });

  it("the download is a JSON attachment for the signed-in owner, and sign-in for anyone else", async () => {
    const response = (await load(myDataLoader, get("/account/my-data", owner.cookie))) as Response;
    expect(response.status).toBe(200);
    expect(response.headers.get("content-disposition")).toMatch(/^attachment; filename="my-data-.*\.json"$/);
    const body = JSON.parse(await response.text());
    expect(body.favourites[0].propertyId).toBe(propertyId);
    const visitor = (await load(myDataLoader, get("/account/my-data"))) as Response;
    expect(visitor.status).toBe(302);
    expect(visitor.headers.get("location")).toBe("/login?redirectTo=%2Faccount%2Fmy-data");
  });

  it("an unverified address matches nothing: nobody exports or erases another person's inquiries", async () => {
    const id = await signUp("other@nivaas.test", "other-pass-2026", "Pretender", "+919000000008");
    await db.update(user).set({ emailVerified: false }).where(eq(user.id, id));
    expect((await exportMyData(id))!.inquiries).toEqual([]);
  });

  it("a wrong password deletes nothing", async () => {
    const refused = await act(
      accountAction,
      post("/account", { intent: "delete", deletePassword: "not-the-password", confirmDelete: "on" }, owner.cookie),
    );
    expect(statusOf(refused)).toBe(400);
    expect(bodyOf(refused).errors).toMatchObject({ deletePassword: "The password is not correct." });
    const unticked = await act(
      accountAction,
      post("/account", { intent: "delete", deletePassword: "meera-pass-2026" }, owner.cookie),
    );
    expect(statusOf(unticked)).toBe(400);
    expect(await db.select().from(user).where(eq(user.id, owner.id))).toHaveLength(1);
  });

  it("deleting removes the account and its rows, strips the person from inquiries and submissions, and signs out", async () => {
    const done = (await act(
      accountAction,
      post("/account", { intent: "delete", deletePassword: "meera-pass-2026", confirmDelete: "on" }, owner.cookie),
    )) as Response;
    expect(done.status).toBe(302);
    expect(done.headers.get("location")).toBe("/login?deleted=1");
    expect(done.headers.getSetCookie().some((c) => /better-auth\.session_token=;/.test(c))).toBe(true);

    expect(await db.select().from(user).where(eq(user.id, owner.id))).toHaveLength(0);
    for (const table of [session, favorites, compareItems, recentViews] as const) {
      expect(await db.select().from(table).where(eq(table.userId, owner.id))).toHaveLength(0);
    }
    const kept = await db.select().from(inquiries);
    const stripped = kept.filter((row) => row.name === DELETED_PERSON_NAME);
    expect(stripped).toHaveLength(3);
    for (const row of stripped) expect([row.email, row.phone]).toEqual(["", ""]);
    expect(stripped.find((row) => row.inquiryType === "property")?.message).toBe("Is it available?");
    expect(kept.find((row) => row.name === "Someone Else")?.email).toBe("other@nivaas.test");
    const [listing] = await db.select().from(propertyListings);
    expect([listing.ownerName, listing.ownerEmail, listing.ownerPhone]).toEqual([DELETED_PERSON_NAME, "", ""]);
    expect(listing.title).toBe("My flat");
    const log = await db.select({ summary: activityLog.summary }).from(activityLog);
    expect(log.map((entry) => entry.summary).join("\n")).not.toContain("Meera");

    // The old session cookie is a signed-out visitor's: no user, /account asks to sign in.
    expect(await userOf(get("/", owner.cookie))).toBeNull();
    const page = (await load(accountLoader, get("/account", owner.cookie))) as Response;
    expect(page.status).toBe(302);
    expect(page.headers.get("location")).toBe("/login?redirectTo=%2Faccount");
    // And the password no longer signs in.
    const auth = await getAuth();
    const again = await auth.api.signInEmail({
      body: { email: "meera@nivaas.test", password: "meera-pass-2026" },
      asResponse: true,
    });
    expect(again.ok).toBe(false);
  });

  it("an account made from a phone number (no password) confirms the deletion with a code sent to it", async () => {
    const phoneNumber = "+919833300001";
    const auth = await getAuth();
    const latestCode = async () => {
      const [row] = await db
        .select({ value: verification.value })
        .from(verification)
        .where(eq(verification.identifier, phoneNumber))
        .orderBy(desc(verification.createdAt));
      return row.value.split(":")[0];
    };
    await auth.api.sendPhoneNumberOTP({ body: { phoneNumber } });
    const signedUp = await auth.api.verifyPhoneNumber({
      body: { phoneNumber, code: await latestCode() },
      asResponse: true,
    });
    const cookie = signedUp.headers
      .getSetCookie()
      .map((c) => c.split(";")[0])
      .join("; ");
    const page = (await load(accountLoader, get("/account", cookie))) as { profile: { hasPassword: boolean } };
    expect(page.profile.hasPassword).toBe(false);

    const noCode = await act(accountAction, post("/account", { intent: "delete", confirmDelete: "on" }, cookie));
    expect(bodyOf(noCode).errors).toMatchObject({ deleteCode: "Enter the 6-digit code" });
    const sent = await act(accountAction, post("/account", { intent: "delete-code" }, cookie));
    expect(bodyOf(sent)).toMatchObject({ ok: true });
    const code = await latestCode();
    const wrong = await act(
      accountAction,
      post(
        "/account",
        { intent: "delete", deleteCode: code === "000000" ? "111111" : "000000", confirmDelete: "on" },
        cookie,
      ),
    );
    expect(statusOf(wrong)).toBe(400);
    const done = (await act(
      accountAction,
      post("/account", { intent: "delete", deleteCode: code, confirmDelete: "on" }, cookie),
    )) as Response;
    expect(done.headers.get("location")).toBe("/login?deleted=1");
    expect(await db.select().from(user).where(eq(user.phoneNumber, phoneNumber))).toHaveLength(0);
  });

  it("the last administrator cannot delete their own account; with another administrator they can", async () => {
    const admin = await signUp("chief@nivaas.test", "chief-pass-2026", "Chief", "+919811100009", "admin");
    // The integration database may hold other administrators from other tests: make this one the only one.
    await db.update(user).set({ role: "user" }).where(eq(user.role, "admin"));
    await db.update(user).set({ role: "admin" }).where(eq(user.id, admin));
    expect(await isLastAdmin(admin)).toBe(true);
    expect(await deleteAccount(admin)).toEqual({ ok: false, reason: "lastAdmin" });
    const cookie = await sessionCookie("chief@nivaas.test", "chief-pass-2026");
    const refused = await act(
      accountAction,
      post("/account", { intent: "delete", deletePassword: "chief-pass-2026", confirmDelete: "on" }, cookie),
    );
    expect(statusOf(refused)).toBe(403);
    expect(String(bodyOf(refused).formError)).toMatch(/only administrator/);

    await signUp("deputy@nivaas.test", "deputy-pass-2026", "Deputy", "+919811100010", "admin");
    expect(await isLastAdmin(admin)).toBe(false);
    expect(await deleteAccount(admin)).toMatchObject({ ok: true });
  });
});
