process.env.BETTER_AUTH_SECRET ??= "integration-test-secret-0123456789abcdef";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { useTestDatabase } from "../helpers/database";
import { testListing } from "../helpers/catalogue";
import { db } from "#app/platform/db.server";
import { getAuth } from "#app/domain/accounts/auth.server";
import { outbox, projects, properties, user } from "#app/platform/schema";
import {
  agentListings,
  builderProjects,
  listedByOfProject,
  listedByOfProperty,
  listSupplierRequests,
  profileSlug,
  publicSupplierProfile,
  requestSupplierProfile,
  reviewSupplierRequest,
  supplierProfileOf,
} from "#app/domain/supply/profiles.server";
import { validate } from "#app/lib/form/field-errors";
import { SUPPLIER_MESSAGES, supplierRequestSchema } from "#app/lib/validation/supplier";

useTestDatabase();

let adminHeaders: Headers;
const admin = { id: "", name: "Boss Admin" };

async function newAccount(email: string, name: string) {
  const auth = await getAuth();
  const created = await auth.api.createUser({
    body: { email, password: "account-pass-2026", name, role: "user", data: { emailVerified: true } },
  });
  return created.user.id;
}

beforeAll(async () => {
  const auth = await getAuth();
  const created = await auth.api.createUser({
    body: {
      email: "boss@nivaas.test",
      password: "boss-pass-2026",
      name: admin.name,
      role: "admin",
      data: { emailVerified: true },
    },
  });
  admin.id = created.user.id;
  const response = await auth.api.signInEmail({
    body: { email: "boss@nivaas.test", password: "boss-pass-2026" },
    asResponse: true,
  });
  adminHeaders = new Headers({
    cookie: response.headers
      .getSetCookie()
      .map((c) => c.split(";")[0])
      .join("; "),
  });
});

describe("the request form's rules", () => {
  it("accepts a MahaRERA agent number, written loosely, and keeps it normalised", () => {
    const checked = validate(supplierRequestSchema, {
      kind: "agent",
      name: "Shah Realty",
      reraNumber: "a5 1800-012345",
    });
    expect(checked.ok && checked.data).toMatchObject({ reraNumber: "A51800012345", reraProjects: [] });
  });

  it("refuses an agent number of the wrong format, with the field's message", () => {
    for (const reraNumber of ["", "P51800012345", "A5180001234", "A61800012345", "A518000123456"]) {
      const checked = validate(supplierRequestSchema, { kind: "agent", name: "Shah Realty", reraNumber });
      expect(checked.ok).toBe(false);
      if (!checked.ok) expect(checked.errors.reraNumber).toBe(SUPPLIER_MESSAGES.agentRera);
    }
  });

  it("takes a builder's project numbers by comma or line, and refuses any wrong one", () => {
    const good = validate(supplierRequestSchema, {
      kind: "builder",
      name: "Skyline Developers",
      reraProjects: "P51800012345,\np51900054321 P51800012345",
    });
    expect(good.ok && good.data.reraProjects).toEqual(["P51800012345", "P51900054321"]);
    const bad = validate(supplierRequestSchema, { kind: "builder", name: "Skyline", reraProjects: "P51800012345, X1" });
    expect(bad.ok).toBe(false);
    if (!bad.ok) expect(bad.errors.reraProjects).toBe(SUPPLIER_MESSAGES.projectRera);
  });

  it("makes readable slugs", () => {
    expect(profileSlug("Shah & Sons Realty")).toBe("shah-sons-realty");
    expect(profileSlug("  ")).toBe("profile");
  });
});

describe("agents", () => {
  it("an approved agent has a public profile with their RERA number and listings, and listings link to it", async () => {
    const userId = await newAccount("agent@example.in", "Rahul Shah");
    expect(
      await requestSupplierProfile(userId, {
        kind: "agent",
        name: "Shah Realty",
        reraNumber: "A51800012345",
        reraProjects: [],
        areasServed: "Andheri, Bandra",
        about: null,
      }),
    ).toBe("requested");
    const again = await requestSupplierProfile(userId, {
      kind: "agent",
      name: "Other",
      reraNumber: "A51800012345",
      reraProjects: [],
      areasServed: null,
      about: null,
    });
    expect(again).toBe("alreadyRequested");

    // Pending: no public profile yet.
    expect(await publicSupplierProfile("agent", "shah-realty")).toBeNull();
    const [listing] = await db
      .insert(properties)
      .values([
        testListing({ title: "Agent's flat for sale", ownerUserId: userId, status: "sale" }),
        testListing({ title: "Agent's flat for rent", ownerUserId: userId, status: "rent", price: 60_000 }),
        testListing({ title: "Someone else's flat" }),
      ])
      .returning({ id: properties.id });
    expect(await listedByOfProperty(listing.id)).toBeNull();

    const pending = await listSupplierRequests("pending");
    const request = pending.find((row) => row.userId === userId)!;
    const approved = await reviewSupplierRequest(admin, adminHeaders, request.id, "approve", null);
    expect(approved.ok).toBe(true);
    const [account] = await db.select({ role: user.role }).from(user).where(eq(user.id, userId));
    expect(account.role).toBe("agent");

    const profile = await publicSupplierProfile("agent", "shah-realty");
    expect(profile).toMatchObject({ name: "Shah Realty", reraNumber: "A51800012345", areasServed: "Andheri, Bandra" });
    const all = await agentListings(profile!, "all", 1);
    expect(all.total).toBe(2);
    const forRent = await agentListings(profile!, "rent", 1);
    expect(forRent.rows.map((row) => row.title)).toEqual(["Agent's flat for rent"]);
    expect(await listedByOfProperty(listing.id)).toEqual({
      kind: "agent",
      slug: "shah-realty",
      name: "Shah Realty",
      logo: null,
    });

    const mails = await db.select().from(outbox).where(eq(outbox.recipient, "agent@example.in"));
    expect(mails.some((mail) => mail.subject?.includes("verified"))).toBe(true);
    expect(
      await requestSupplierProfile(userId, {
        kind: "agent",
        name: "Shah Realty",
        reraNumber: "A51800012345",
        reraProjects: [],
        areasServed: null,
        about: null,
      }),
    ).toBe("alreadyApproved");
  });

  it("a rejected request is told why, has no profile, and may be sent again", async () => {
    const userId = await newAccount("maybe@example.in", "Maybe Agent");
    await requestSupplierProfile(userId, {
      kind: "agent",
      name: "Maybe Realty",
      reraNumber: "A51800099999",
      reraProjects: [],
      areasServed: null,
      about: null,
    });
    const mine = (await supplierProfileOf(userId))!;
    const rejected = await reviewSupplierRequest(admin, adminHeaders, mine.id, "reject", "Number not in the register");
    expect(rejected.ok).toBe(true);
    expect(await publicSupplierProfile("agent", mine.slug)).toBeNull();
    expect((await supplierProfileOf(userId))?.reviewNote).toBe("Number not in the register");
    const approveRejected = await reviewSupplierRequest(admin, adminHeaders, mine.id, "approve", null);
    expect(approveRejected.ok).toBe(false);
    expect(
      await requestSupplierProfile(userId, {
        kind: "agent",
        name: "Maybe Realty",
        reraNumber: "A51800088888",
        reraProjects: [],
        areasServed: null,
        about: null,
      }),
    ).toBe("requested");
    expect((await supplierProfileOf(userId))?.status).toBe("pending");
  });
});

describe("builders", () => {
  it("a verified builder's projects are those registered under their numbers", async () => {
    const userId = await newAccount("builder@example.in", "Skyline Owner");
    await requestSupplierProfile(userId, {
      kind: "builder",
      name: "Skyline Developers",
      reraNumber: null,
      reraProjects: ["P51800012345"],
      areasServed: null,
      about: null,
    });
    const project = {
      developer: "Skyline",
      location: "Powai, Mumbai",
      type: "Residential",
      status: "ongoing",
      priceMin: 10_000_000,
      priceMax: 20_000_000,
      areaMin: 600,
      areaMax: 1200,
      description: "A test project.",
      completionDate: "2028-12-31",
      totalUnits: 100,
      availableUnits: 40,
      active: true,
    };
    const [ours] = await db
      .insert(projects)
      .values([
        { ...project, title: "Skyline Heights", reraNumber: "P51800012345" },
        { ...project, title: "Not theirs", reraNumber: "P51800000001" },
      ])
      .returning({ id: projects.id });
    const request = (await supplierProfileOf(userId))!;
    await reviewSupplierRequest(admin, adminHeaders, request.id, "approve", null);
    const [account] = await db.select({ role: user.role }).from(user).where(eq(user.id, userId));
    expect(account.role).toBe("user");
    const profile = (await publicSupplierProfile("builder", "skyline-developers"))!;
    const listed = await builderProjects(profile, 1);
    expect(listed.rows.map((row) => row.title)).toEqual(["Skyline Heights"]);
    expect(ours).toBeDefined();
    expect(await listedByOfProject("p51800012345")).toMatchObject({ kind: "builder", slug: "skyline-developers" });
    expect(await listedByOfProject("P51800000001")).toBeNull();
  });
});
