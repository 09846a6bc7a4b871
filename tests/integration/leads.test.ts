/**
 * Leads end to end below the browser: the domain functions store exactly one
 * record with the right type, reference and status (plus an activity entry and
 * an e-mail to the office), and the route actions validate, rate-limit and
 * honeypot hand-made requests without ever storing a partial record.
 */
import { count, desc, eq } from "drizzle-orm";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { db } from "#app/platform/db.server";
import { activityLog, inquiries, outbox, projects, properties, propertyListings } from "#app/platform/schema";
import { createInquiry } from "#app/domain/leads/inquiries.server";
import { createSubmission } from "#app/domain/leads/submissions.server";
import { recordPhotoUpload } from "#app/domain/photos/upload-sweeper.server";
import { updateSettings } from "#app/domain/site/settings.server";
import { formLimiter, RATE_RULES } from "#app/platform/rate-limit.server";
import { todayInIndia } from "#app/lib/format";
import { action as contactAction } from "#app/routes/contact";
import { action as inquiryAction } from "#app/routes/inquiry";
import { useTestDatabase } from "../helpers/database";
import { actionArgs } from "../helpers/pipeline";

useTestDatabase();

let propertyId: number;
let hiddenPropertyId: number;
let projectId: number;

beforeAll(async () => {
  const base = {
    type: "Residential",
    category: "Apartment",
    price: 12_000_000,
    location: "Andheri West, Mumbai",
    area: 900,
    description: "A flat",
    status: "sale",
    ownerName: "Owner",
    ownerContact: "9820000000",
  };
  const [shown] = await db
    .insert(properties)
    .values({ ...base, title: "Sea View 2 BHK" })
    .returning();
  const [hidden] = await db
    .insert(properties)
    .values({ ...base, title: "Withdrawn flat", active: false })
    .returning();
  const [project] = await db
    .insert(projects)
    .values({
      title: "Skyline Residency",
      developer: "Skyline",
      location: "Oshiwara, Mumbai",
      type: "Residential",
      status: "ongoing",
      priceMin: 10_000_000,
      priceMax: 30_000_000,
      areaMin: 600,
      areaMax: 1800,
      description: "Towers",
      completionDate: "2028-12-31",
      totalUnits: 200,
      availableUnits: 80,
    })
    .returning();
  propertyId = shown.id;
  hiddenPropertyId = hidden.id;
  projectId = project.id;
});

beforeEach(() => formLimiter.reset());

async function countRows(table: typeof inquiries | typeof propertyListings) {
  const [{ total }] = await db.select({ total: count() }).from(table);
  return total;
}

function post(url: string, fields: Record<string, string>, headers: Record<string, string> = {}) {
  return new Request(`http://127.0.0.1${url}`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded", ...headers },
    body: new URLSearchParams(fields),
  });
}

type DataResult = { data: Record<string, unknown>; init: ResponseInit | null };
/** The action's arguments, once the request pipeline (root middleware) has read the body. */
const args = (request: Request, clientAddress = "203.0.113.7") => actionArgs(request, { clientAddress });

const contact = {
  name: "Priya Nair",
  phone: "98200 12345",
  email: "Priya@Example.com",
  subject: "buying",
  message: "Need a 2 BHK",
} as const;

describe("createInquiry", () => {
  it("stores a contact message with status new, logs it and e-mails the office", async () => {
    const before = await countRows(inquiries);
    const result = await createInquiry({
      kind: "contact",
      ...contact,
      phone: "9820012345",
      email: "priya@example.com",
    });
    expect(result.ok).toBe(true);
    expect(await countRows(inquiries)).toBe(before + 1);
    const [row] = await db.select().from(inquiries).orderBy(desc(inquiries.id)).limit(1);
    expect(row).toMatchObject({
      inquiryType: "contact",
      status: "new",
      subject: "buying",
      referenceId: null,
      referenceTitle: null,
      email: "priya@example.com",
    });
    const [activity] = await db.select().from(activityLog).orderBy(desc(activityLog.id)).limit(1);
    expect(activity).toMatchObject({
      action: "inquired",
      entityType: "inquiry",
      entityId: String(row.id),
      actorName: "Visitor",
    });
    const [mail] = await db.select().from(outbox).orderBy(desc(outbox.id)).limit(1);
    expect(mail).toMatchObject({ channel: "email", recipient: "hello@nivaas.in" });
    expect(mail.body).toContain("Priya Nair");
  });

  it("takes the reference title from the database, never from the request", async () => {
    const result = await createInquiry({
      kind: "reference",
      name: "Arjun",
      email: "arjun@example.com",
      phone: "9876543210",
      message: null,
      inquiryType: "property",
      referenceId: propertyId,
    });
    expect(result.ok && result.inquiry).toMatchObject({
      inquiryType: "property",
      referenceId: String(propertyId),
      referenceTitle: "Sea View 2 BHK",
      status: "new",
    });
  });

  it("refuses hidden or unknown listings without storing anything", async () => {
    const before = await countRows(inquiries);
    for (const referenceId of [hiddenPropertyId, 999_999]) {
      const result = await createInquiry({
        kind: "reference",
        name: "A",
        email: "a@example.com",
        phone: "9876543210",
        message: null,
        inquiryType: "property",
        referenceId,
      });
      expect(result).toEqual({ ok: false, reason: "reference_not_found" });
    }
    expect(await countRows(inquiries)).toBe(before);
  });

  it("stores a site visit with its date, time and project", async () => {
    const date = todayInIndia();
    const result = await createInquiry({
      kind: "site_visit",
      name: "Kabir",
      phone: "9820011223",
      date,
      time: "11:00 AM",
      projectId,
    });
    expect(result.ok && result.inquiry).toMatchObject({
      inquiryType: "site_visit",
      visitDate: date,
      visitTime: "11:00 AM",
      referenceId: String(projectId),
      referenceTitle: "Skyline Residency",
      status: "new",
    });
  });

  it("does not e-mail the office when e-mail notifications are off", async () => {
    await updateSettings({ emailNotifications: false });
    const [{ before }] = await db.select({ before: count() }).from(outbox);
    await createInquiry({ kind: "contact", ...contact, phone: "9820012345", email: "quiet@example.com" });
    const [{ after }] = await db.select({ after: count() }).from(outbox);
    expect(after).toBe(before);
    await updateSettings({ emailNotifications: true });
  });
});

describe("createSubmission", () => {
  const listing = {
    propertyType: "residential",
    category: "Apartment",
    title: "Sunny 2 BHK near the metro",
    description: "Bright flat with a balcony, close to the metro station, schools and markets in the area.",
    address: "12 Link Road",
    city: "Mumbai",
    state: "Maharashtra",
    pincode: "400053",
    area: 950,
    bedrooms: 2,
    bathrooms: 2,
    parking: 1,
    amenities: ["Lift"],
    listingType: "sale",
    price: 18_500_000,
    ownerName: "Asha Mehta",
    ownerPhone: "9820012345",
    ownerEmail: "asha@example.com",
  } as const;

  it("stores a pending submission with its photos and an activity entry", async () => {
    const photo = {
      card: "/uploads/submissions/a-card.webp",
      large: "/uploads/submissions/a-large.webp",
      width: 1200,
      height: 900,
    };
    const uploadId = await recordPhotoUpload(photo);
    const row = await createSubmission({
      ...listing,
      amenities: [...listing.amenities],
      photos: [{ photo, uploadId }],
    });
    expect(row).toMatchObject({ status: "pending", images: [photo], title: listing.title, bedrooms: 2 });
    const [activity] = await db.select().from(activityLog).where(eq(activityLog.entityType, "listing"));
    expect(activity).toMatchObject({ action: "submitted", entityId: String(row.id) });
  });

  it("writes nothing when any part of the transaction fails", async () => {
    const before = await countRows(propertyListings);
    // The activity entry fails after the listing row was inserted: the listing must be rolled back.
    const brokenActor = {
      id: "x",
      get name(): string {
        throw new Error("activity log unavailable");
      },
    };
    await expect(createSubmission({ ...listing, amenities: [], photos: [] }, brokenActor)).rejects.toThrow(
      "activity log unavailable",
    );
    expect(await countRows(propertyListings)).toBe(before);
  });
});

describe("contact action", () => {
  it("stores one inquiry for a valid post", async () => {
    const before = await countRows(inquiries);
    const result = (await contactAction(await args(post("/contact", contact)))) as DataResult;
    expect(result.data).toEqual({ ok: true });
    expect(await countRows(inquiries)).toBe(before + 1);
  });

  it("drops control characters a forged post carries (PostgreSQL refuses NUL) and keeps line breaks", async () => {
    const result = (await contactAction(
      await args(post("/contact", { ...contact, name: "Priya\u0000 Nair", message: "Line one\r\nLine\u0007 two" })),
    )) as DataResult;
    expect(result.data).toEqual({ ok: true });
    const [stored] = await db.select().from(inquiries).orderBy(desc(inquiries.id)).limit(1);
    expect(stored).toMatchObject({ name: "Priya Nair", message: "Line one\r\nLine two" });
  });

  it("answers bad input with 400 and every field's message, storing nothing", async () => {
    const before = await countRows(inquiries);
    const result = (await contactAction(
      await args(post("/contact", { name: "", phone: "12", email: "x", subject: "", message: "" })),
    )) as DataResult;
    expect(result.init?.status).toBe(400);
    expect(result.data.errors).toEqual({
      name: "Name is required",
      phone: "Invalid phone number",
      email: "Invalid email",
      subject: "Please choose a subject",
      message: "Message is required",
    });
    expect(result.data.values).toMatchObject({ phone: "12" });
    expect(await countRows(inquiries)).toBe(before);
  });

  it("answers a refusal with its real status with or without JavaScript (one policy)", async () => {
    const result = (await contactAction(await args(post("/contact", { _js: "1", name: "" })))) as DataResult;
    expect(result.init?.status).toBe(400);
    expect(result.data.ok).toBe(false);
  });

  it("gives a filled honeypot a fake success and stores nothing", async () => {
    const before = await countRows(inquiries);
    const result = (await contactAction(
      await args(post("/contact", { ...contact, website_url: "http://spam.example" })),
    )) as DataResult;
    expect(result.data).toEqual({ ok: true });
    expect(await countRows(inquiries)).toBe(before);
  });

  it("limits each client to 20 messages in 10 minutes with a 429 and Retry-After", async () => {
    for (let i = 0; i < RATE_RULES.contact.limit; i++) {
      const result = (await contactAction(await args(post("/contact", contact), "198.51.100.1"))) as DataResult;
      expect(result.data.ok).toBe(true);
    }
    const before = await countRows(inquiries);
    const refused = (await contactAction(await args(post("/contact", contact), "198.51.100.1"))) as DataResult;
    expect(refused.init?.status).toBe(429);
    expect(new Headers(refused.init?.headers).get("retry-after")).toMatch(/^\d+$/);
    expect(refused.data.formError).toMatch(/too many times/);
    expect(await countRows(inquiries)).toBe(before);
    // Another client is unaffected.
    const other = (await contactAction(await args(post("/contact", contact), "198.51.100.2"))) as DataResult;
    expect(other.data.ok).toBe(true);
  });
});

describe("inquiry action", () => {
  const inquiry = { inquiryType: "project", name: "Meera", email: "meera@example.com", phone: "9123456780" };

  it("redirects a post without JavaScript back to its page, same origin only", async () => {
    const own = (await inquiryAction(
      await args(
        post(
          "/inquiry",
          { ...inquiry, referenceId: String(projectId) },
          { referer: `http://127.0.0.1/project/${projectId}?tab=pricing` },
        ),
      ),
    )) as Response;
    expect(own.status).toBe(302);
    expect(own.headers.get("location")).toBe(`/project/${projectId}?tab=pricing&inquiry=sent#send-inquiry`);
    const foreign = (await inquiryAction(
      await args(
        post("/inquiry", { ...inquiry, referenceId: String(projectId) }, { referer: "https://evil.example/phish" }),
      ),
    )) as Response;
    expect(foreign.headers.get("location")).toBe(`/project/${projectId}?inquiry=sent#send-inquiry`);
  });

  it("answers the enhanced form with data, and stores the verified title", async () => {
    const result = (await inquiryAction(
      await args(
        post("/inquiry", { ...inquiry, referenceId: String(projectId), referenceTitle: "Forged title", _js: "1" }),
      ),
    )) as DataResult;
    expect(result.data).toMatchObject({ ok: true, message: "Thank you for your inquiry! We will contact you soon." });
    const [row] = await db.select().from(inquiries).orderBy(desc(inquiries.id)).limit(1);
    expect(row.referenceTitle).toBe("Skyline Residency");
  });

  it("books a site visit and answers with the spec's confirmation", async () => {
    const date = todayInIndia();
    const result = (await inquiryAction(
      await args(
        post("/inquiry", {
          inquiryType: "site_visit",
          projectId: String(projectId),
          name: "Kabir",
          phone: "9820011223",
          date,
          time: "2:00 PM",
          _js: "1",
        }),
      ),
    )) as DataResult;
    expect(result.data.ok).toBe(true);
    expect(result.data.message).toMatch(
      /^Site visit scheduled for \d{1,2} \w{3} \d{4} at 2:00 PM\. We will call you at \+91 98200 11223 to confirm\.$/,
    );
  });

  it("answers a bot's site visit with an impossible date as anyone's: 400 with field errors, nothing stored", async () => {
    const before = await countRows(inquiries);
    const result = (await inquiryAction(
      await args(
        post("/inquiry", {
          inquiryType: "site_visit",
          website_url: "bot",
          projectId: "5",
          date: "2027-13-40",
        }),
      ),
    )) as DataResult;
    expect(result.init?.status).toBe(400);
    expect(result.data.errors).toMatchObject({ date: "Please choose a valid date" });
    expect(await countRows(inquiries)).toBe(before);
  });

  it("gives a bot's well-formed site visit the usual confirmation and stores nothing", async () => {
    const before = await countRows(inquiries);
    const result = (await inquiryAction(
      await args(
        post("/inquiry", {
          inquiryType: "site_visit",
          website_url: "bot",
          projectId: String(projectId),
          name: "Bot",
          phone: "9820011223",
          date: todayInIndia(),
          time: "2:00 PM",
          _js: "1",
        }),
      ),
    )) as DataResult;
    expect(result.data.ok).toBe(true);
    expect(result.data.message).toMatch(/^Site visit scheduled for /);
    expect(await countRows(inquiries)).toBe(before);
  });

  it("refuses forged input with 400 and an unknown listing with 422", async () => {
    const before = await countRows(inquiries);
    const bad = (await inquiryAction(
      await args(post("/inquiry", { inquiryType: "property", referenceId: "1", name: "", email: "x", phone: "1" })),
    )) as DataResult;
    expect(bad.init?.status).toBe(400);
    expect(bad.data.errors).toMatchObject({
      name: "Name is required",
      email: "Invalid email",
      phone: "Invalid phone number",
    });
    const unknown = (await inquiryAction(
      await args(post("/inquiry", { ...inquiry, inquiryType: "property", referenceId: String(hiddenPropertyId) })),
    )) as DataResult;
    expect(unknown.init?.status).toBe(422);
    expect(await countRows(inquiries)).toBe(before);
  });

  it("keeps a bot loop out of the inquiry table", async () => {
    const before = await countRows(inquiries);
    const statuses: number[] = [];
    for (let i = 0; i < 35; i++) {
      const result = (await inquiryAction(
        await args(post("/inquiry", { ...inquiry, referenceId: String(projectId), _js: "1" }), "192.0.2.9"),
      )) as DataResult;
      statuses.push(result.data.ok ? 200 : 429);
    }
    expect(statuses.filter((status) => status === 200)).toHaveLength(RATE_RULES.project.limit);
    expect(await countRows(inquiries)).toBe(before + RATE_RULES.project.limit);
  });
});
