/**
 * The public faces of agents and builders beyond the badge (issue 34): their
 * logo (stored like photos, refused with the field's reasons, shown on the
 * profile and the "Listed by" line), contact from the profile (an inquiry and a
 * phone reveal that reach them as leads, under the listings' rules), and
 * reviews of agents (one per account, "contacted through us", moderation, the
 * rating from approved reviews only, the profile's change key announced).
 */
process.env.BETTER_AUTH_SECRET ??= "integration-test-secret-0123456789abcdef";
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import { useTestDatabase } from "../helpers/database";
import { testListing } from "../helpers/catalogue";
import { db } from "#app/platform/db.server";
import { getAuth } from "#app/domain/accounts/auth.server";
import { onChangeAnnouncedHere } from "#app/platform/data-changes.server";
import { storage } from "#app/platform/storage.server";
import { listingLeads, outbox, properties, supplierProfiles, user } from "#app/platform/schema";
import { runDueJobs } from "#app/platform/jobs.server";
import { listedByOfProperty, publicSupplierProfile, requestSupplierProfile } from "#app/domain/supply/profiles.server";
import { removeSupplierLogo, setSupplierLogo } from "#app/domain/supply/logos.server";
import { supplierKey } from "#app/domain/supply/supplier-keys";
import { createInquiry } from "#app/domain/leads/inquiries.server";
import { DAILY_REVEAL_LIMIT, listOwnerLeads, revealPhone } from "#app/domain/leads/owner-leads.server";
import {
  approvedReview,
  approvedReviews,
  listReviewsForModeration,
  moderateReview,
  reviewableItem,
  submitReview,
} from "#app/domain/reviews/reviews.server";
import { itemRating } from "#app/domain/reviews/ratings.server";
import { getSettings } from "#app/domain/site/settings.server";
import { runPipeline } from "../helpers/pipeline";
import { loader as profileLoader } from "#app/routes/supplier-profile";

useTestDatabase();

type Account = { id: string; name: string; email: string; phoneNumber: string | null };

async function newAccount(email: string, name: string, phoneNumber: string | null = null): Promise<Account> {
  const auth = await getAuth();
  const created = await auth.api.createUser({
    body: { email, password: "account-pass-2026", name, role: "user", data: { emailVerified: true } },
  });
  if (phoneNumber) await db.update(user).set({ phoneNumber }).where(eq(user.id, created.user.id));
  return { id: created.user.id, name, email, phoneNumber };
}

async function approvedAgent(account: Account, name: string) {
  await requestSupplierProfile(account.id, {
    kind: "agent",
    name,
    reraNumber: "A51800012345",
    reraProjects: [],
    areasServed: "Bandra",
    about: null,
  });
  await db.update(supplierProfiles).set({ status: "approved" }).where(eq(supplierProfiles.userId, account.id));
  const profile = await publicSupplierProfile("agent", name.toLowerCase().replace(/\s+/g, "-"));
  if (!profile) throw new Error("no profile");
  return profile;
}

const png = (width: number, height: number, red = 200) =>
  sharp({ create: { width, height, channels: 4, background: { r: red, g: 40, b: 90, alpha: 0.8 } } })
    .png()
    .toBuffer();
const file = (bytes: Buffer) => ({ size: bytes.length, bytes: async () => bytes });

let agent: Account;
let agentProfile: Awaited<ReturnType<typeof approvedAgent>>;
let buyer: Account;
let propertyId: number;

beforeAll(async () => {
  agent = await newAccount("logo-agent@nivaas.test", "Asha Agent", "9820011111");
  buyer = await newAccount("buyer@nivaas.test", "Bina Buyer", "9820022222");
  agentProfile = await approvedAgent(agent, "Asha Realty");
  const [row] = await db
    .insert(properties)
    .values(testListing({ title: "Asha's Bandra flat", ownerUserId: agent.id, ownerContact: "9820011111" }))
    .returning({ id: properties.id });
  propertyId = row.id;
});

describe("a profile's logo", () => {
  it("is refused before approval, when empty, too large or not an image, with the field's reason", async () => {
    const pending = await newAccount("pending-agent@nivaas.test", "Pending Agent");
    await requestSupplierProfile(pending.id, {
      kind: "agent",
      name: "Pending Realty",
      reraNumber: "A51800012346",
      reraProjects: [],
      areasServed: null,
      about: null,
    });
    const good = await png(300, 200);
    expect(await setSupplierLogo(pending, file(good))).toMatchObject({ ok: false, reason: "notApproved" });
    expect(await setSupplierLogo(agent, file(Buffer.alloc(0)))).toMatchObject({ ok: false, reason: "empty" });
    const { maxFileSize } = await getSettings();
    const tooLarge = { size: maxFileSize * 1024 * 1024 + 1, bytes: async () => good };
    expect(await setSupplierLogo(agent, tooLarge)).toEqual({
      ok: false,
      reason: "tooLarge",
      maxFileSizeMb: maxFileSize,
    });
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    expect(await setSupplierLogo(agent, file(svg))).toMatchObject({ ok: false, reason: "notImage" });
    const truncated = good.subarray(0, 40);
    expect(await setSupplierLogo(agent, file(truncated))).toMatchObject({ ok: false, reason: "unreadable" });
    expect((await publicSupplierProfile("agent", agentProfile.slug))?.logo).toBeNull();
  });

  it("is stored in two sizes, shown on the profile and the Listed-by line, announced by the profile's key", async () => {
    const announced: string[][] = [];
    onChangeAnnouncedHere((keys) => announced.push(keys));
    const result = await setSupplierLogo(agent, file(await png(600, 300)));
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    const small = await sharp((await storage().read(result.logo.small))!).metadata();
    const large = await sharp((await storage().read(result.logo.large))!).metadata();
    expect([small.format, small.width, small.height]).toEqual(["webp", 96, 48]);
    expect([large.format, large.width, large.height]).toEqual(["webp", 256, 128]);
    expect(announced).toContainEqual([supplierKey(agentProfile.id)]);
    expect((await publicSupplierProfile("agent", agentProfile.slug))?.logo).toEqual(result.logo);
    expect((await listedByOfProperty(propertyId))?.logo).toEqual(result.logo);

    // A new logo replaces the old files; removing it leaves the initials (no logo) and no files.
    const next = await setSupplierLogo(agent, file(await png(200, 200, 10)));
    expect(next.ok).toBe(true);
    expect(await storage().read(result.logo.large)).toBeNull();
    expect(await removeSupplierLogo(agent)).toBe(true);
    if (next.ok) expect(await storage().read(next.logo.small)).toBeNull();
    expect((await listedByOfProperty(propertyId))?.logo).toBeNull();
    expect(await removeSupplierLogo(agent)).toBe(false);
  });
});

describe("contact from a profile", () => {
  it("an inquiry to an agent reaches their leads, about their profile", async () => {
    const sent = await createInquiry(
      {
        kind: "reference",
        inquiryType: "agent",
        referenceId: agentProfile.id,
        name: "Bina Buyer",
        email: "buyer@nivaas.test",
        phone: "9820022222",
        message: "Do you have 2 BHKs in Khar?",
      },
      { id: buyer.id, name: buyer.name },
    );
    expect(sent.ok).toBe(true);
    const leads = await listOwnerLeads(agent.id);
    expect(leads[0]).toMatchObject({
      kind: "inquiry",
      name: "Bina Buyer",
      message: "Do you have 2 BHKs in Khar?",
      aboutTitle: "Asha Realty",
      aboutPath: `/agent/${agentProfile.slug}`,
    });
    // The agent is told by e-mail, about their profile.
    await runDueJobs();
    const mails = await db.select().from(outbox).where(eq(outbox.recipient, agent.email));
    expect(mails.map((mail) => mail.body).join("\n")).toMatch(/Asha Realty[\s\S]*Do you have 2 BHKs in Khar\?/);
    // Not as a builder, nor a profile that is not approved.
    expect(
      await createInquiry({
        kind: "reference",
        inquiryType: "builder",
        referenceId: agentProfile.id,
        name: "Bina Buyer",
        email: "buyer@nivaas.test",
        phone: "9820022222",
        message: null,
      }),
    ).toEqual({ ok: false, reason: "reference_not_found" });
  });

  it("a phone reveal shows the account's number once a day as one lead, and counts towards the daily limit", async () => {
    const visitor = await newAccount("revealer@nivaas.test", "Ravi Revealer");
    const subject = { supplierProfileId: agentProfile.id };
    expect(await revealPhone(visitor, subject)).toEqual({ ok: true, phone: "9820011111" });
    expect(await revealPhone(visitor, subject)).toEqual({ ok: true, phone: "9820011111" });
    const reveals = (await listOwnerLeads(agent.id)).filter((lead) => lead.kind === "phone_reveal");
    expect(reveals).toHaveLength(1);
    expect(reveals[0]).toMatchObject({ name: "Ravi Revealer", aboutPath: `/agent/${agentProfile.slug}` });
    // The agent looking at their own number is no lead.
    expect((await revealPhone(agent, subject)).ok).toBe(true);
    expect((await listOwnerLeads(agent.id)).filter((lead) => lead.kind === "phone_reveal")).toHaveLength(1);

    // The limit is the listings' one, shared: a visitor at the limit is refused here too.
    const busy = await newAccount("busy@nivaas.test", "Busy Visitor");
    await db.insert(listingLeads).values(
      Array.from({ length: DAILY_REVEAL_LIMIT }, () => ({
        propertyId,
        ownerUserId: agent.id,
        kind: "phone_reveal",
        visitorUserId: busy.id,
        name: busy.name,
      })),
    );
    expect(await revealPhone(busy, subject)).toMatchObject({ ok: false, reason: "limit" });

    // A profile without a number, or not approved, has nothing to reveal.
    const silent = await newAccount("silent@nivaas.test", "Silent Agent");
    const silentProfile = await approvedAgent(silent, "Silent Realty");
    expect(await revealPhone(visitor, { supplierProfileId: silentProfile.id })).toEqual({
      ok: false,
      reason: "not_found",
    });
  });
});

describe("reviews of an agent", () => {
  const body = "Asha found us a flat in two weeks and answered every call. Recommended.";

  it("are written once per account, marked contacted after an inquiry, and never by the agent", async () => {
    const target = { kind: "agent", agentUserId: agent.id } as const;
    expect(await reviewableItem(target)).toEqual({ title: "Asha Realty", path: `/agent/${agentProfile.slug}` });
    expect(await submitReview(agent, target, { stars: 5, body })).toEqual({ ok: false, reason: "own_profile" });
    const first = await submitReview(buyer, target, { stars: 4, body });
    expect(first.ok).toBe(true);
    expect(await submitReview(buyer, target, { stars: 1, body })).toEqual({ ok: false, reason: "already_reviewed" });
    const stranger = await newAccount("stranger@nivaas.test", "Sam Stranger");
    const second = await submitReview(stranger, target, { stars: 2, body });
    expect(second.ok).toBe(true);
    const queue = await listReviewsForModeration("pending");
    const mine = queue.filter((review) => review.itemKind === "agent");
    expect(mine.map((review) => [review.authorName, review.contacted, review.itemTitle, review.itemPath])).toEqual([
      ["Bina Buyer", true, "Asha Realty", `/agent/${agentProfile.slug}`],
      ["Sam Stranger", false, "Asha Realty", `/agent/${agentProfile.slug}`],
    ]);

    // Nothing counts until staff approve; an approval names the profile's key, not every page.
    expect(await itemRating(`agent:${agent.id}`)).toEqual({ rating: 0, reviews: 0 });
    const announced: string[][] = [];
    onChangeAnnouncedHere((keys) => announced.push(keys));
    const staff = { id: agent.id, name: "Staff" };
    if (!first.ok || !second.ok) return;
    expect(await moderateReview(first.id, { action: "approve" }, staff)).toEqual({ ok: true, status: "approved" });
    expect(announced.at(-1)).toEqual([supplierKey(agentProfile.id)]);
    expect(await itemRating(`agent:${agent.id}`)).toEqual({ rating: 4, reviews: 1 });
    await moderateReview(second.id, { action: "approve" }, staff);
    expect(await itemRating(`agent:${agent.id}`)).toEqual({ rating: 3, reviews: 2 });
    await moderateReview(second.id, { action: "remove", reason: "Not about this agent" }, staff);
    expect(await itemRating(`agent:${agent.id}`)).toEqual({ rating: 4, reviews: 1 });
    const shown = await approvedReviews(target);
    expect(shown.map((review) => review.authorName)).toEqual(["Bina Buyer"]);
    expect(await approvedReview(first.id)).toEqual({ id: first.id, itemPath: `/agent/${agentProfile.slug}` });
  });
});

describe("the profile page", () => {
  it("shows the masked number (never the number), the approved reviews and the rating, and answers 404 otherwise", async () => {
    const url = `http://127.0.0.1:3000/agent/${agentProfile.slug}`;
    const page = (await runPipeline(new Request(url), (args) => profileLoader(args as never), {
      params: { slug: agentProfile.slug },
    })) as Awaited<ReturnType<typeof profileLoader>>;
    expect(page.phone).toEqual({ masked: expect.stringMatching(/X/), signedIn: false });
    expect(JSON.stringify(page)).not.toContain("9820011111");
    expect(page.reviews?.rating).toEqual({ rating: 4, reviews: 1 });
    expect(page.reviews?.reviews.map((review) => review.authorName)).toEqual(["Bina Buyer"]);
    expect(page.profile).toMatchObject({ id: agentProfile.id, name: "Asha Realty", logo: null });
    const missing = await runPipeline(
      new Request("http://127.0.0.1:3000/agent/nobody"),
      (args) => profileLoader(args as never),
      { params: { slug: "nobody" } },
    ).catch((error: unknown) => error);
    expect((missing as { init?: { status?: number } }).init?.status).toBe(404);
  });
});
