/**
 * One phone rule for every form: "+91 98200 12345", "098200 12345" and
 * "98200-12345" are accepted by the contact form, a property inquiry, a site
 * visit, the List Your Property wizard, sign-up and the admin property form,
 * and all are stored and shown one way; "12345" is refused with each form's
 * own message. Also: the migration that brings older rows to the stored form.
 */
import { actionArgs } from "../helpers/pipeline";
import fs from "node:fs";
import path from "node:path";
import { desc, eq, sql } from "drizzle-orm";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { db } from "#app/platform/db.server";
import { inquiries, projects, properties, propertyListings, user } from "#app/platform/schema";
import { updateSettings } from "#app/domain/site/settings.server";
import { formLimiter } from "#app/platform/rate-limit.server";
import { todayInIndia } from "#app/lib/format";
import { formatPhone } from "#app/lib/phone";
import { propertySchema } from "#app/lib/validation/admin-catalogue";
import { action as contactAction } from "#app/routes/contact";
import { action as inquiryAction } from "#app/routes/inquiry";
import { action as listAction } from "#app/routes/list-property";
import { action as loginAction } from "#app/routes/login";
import { callAuthEndpoint } from "#app/web/auth-endpoints.server";
import { adminSearch } from "#app/domain/back-office/search.server";
import { useTestDatabase } from "../helpers/database";

useTestDatabase();

const TYPED = ["+91 98200 12345", "098200 12345", "98200-12345"] as const;
const STORED = "9820012345";
const SHOWN = "+91 98200 12345";

type DataResult = { data: Record<string, unknown>; init: ResponseInit | null };
let clientCounter = 0;
const args = (request: Request) => actionArgs(request, { clientAddress: `198.18.0.${++clientCounter}` });

function post(url: string, fields: Record<string, string>) {
  return new Request(`http://127.0.0.1:3000${url}`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded", origin: "http://127.0.0.1:3000" },
    body: new URLSearchParams(fields),
  });
}

let propertyId: number;
let projectId: number;

beforeAll(async () => {
  const [property] = await db
    .insert(properties)
    .values({
      title: "Sea View 2 BHK",
      type: "Residential",
      category: "Apartment",
      price: 12_000_000,
      location: "Andheri West, Mumbai",
      area: 900,
      description: "A flat",
      status: "sale",
      ownerName: "Owner",
      ownerContact: "9820000000",
    })
    .returning();
  const [project] = await db
    .insert(projects)
    .values({
      title: "Lakeshore Towers",
      developer: "Hiranandani",
      location: "Powai, Mumbai",
      type: "Residential",
      status: "ongoing",
      priceMin: 10_000_000,
      priceMax: 20_000_000,
      areaMin: 600,
      areaMax: 1200,
      description: "Towers",
      completionDate: "2028-12-31",
      totalUnits: 200,
      availableUnits: 80,
    })
    .returning();
  propertyId = property.id;
  projectId = project.id;
  await updateSettings({ requireEmailVerification: false, allowRegistration: true });
});

beforeEach(() => formLimiter.reset());

async function lastInquiryPhone() {
  const [row] = await db.select().from(inquiries).orderBy(desc(inquiries.id)).limit(1);
  return row.phone;
}

describe.each(TYPED)("a phone typed as %j", (typed) => {
  it("is accepted by the contact form and stored in the one form", async () => {
    const result = (await contactAction(
      await args(
        post("/contact", {
          name: "Priya",
          phone: typed,
          email: "priya@example.com",
          subject: "buying",
          message: "Call me",
        }),
      ),
    )) as DataResult;
    expect(result.data).toEqual({ ok: true });
    expect(await lastInquiryPhone()).toBe(STORED);
    expect(formatPhone(await lastInquiryPhone())).toBe(SHOWN);
  });

  it("is accepted by a property inquiry", async () => {
    const result = (await inquiryAction(
      await args(
        post("/inquiry", {
          name: "Priya",
          email: "priya@example.com",
          phone: typed,
          inquiryType: "property",
          referenceId: String(propertyId),
          _js: "1",
        }),
      ),
    )) as DataResult;
    expect(result.data.ok).toBe(true);
    expect(await lastInquiryPhone()).toBe(STORED);
  });

  it("is accepted by a site visit, and the confirmation shows it one way", async () => {
    const result = (await inquiryAction(
      await args(
        post("/inquiry", {
          inquiryType: "site_visit",
          projectId: String(projectId),
          name: "Kabir",
          phone: typed,
          date: todayInIndia(),
          time: "2:00 PM",
          _js: "1",
        }),
      ),
    )) as DataResult;
    expect(result.data.ok).toBe(true);
    expect(String(result.data.message)).toContain(`We will call you at ${SHOWN} to confirm.`);
    expect(await lastInquiryPhone()).toBe(STORED);
  });

  it("is accepted as the wizard's owner phone", async () => {
    const form = new FormData();
    const listing = {
      propertyType: "residential",
      category: "Apartment",
      title: "Sea-facing 2 BHK in Andheri West",
      description: "A bright two-bedroom flat with a balcony, close to the metro station and markets.",
      address: "12 Link Road, Oshiwara",
      city: "Mumbai",
      state: "Maharashtra",
      pincode: "400053",
      area: "950",
      bedrooms: "2",
      bathrooms: "2",
      listingType: "sale",
      price: "18500000",
      ownerName: "Asha Mehta",
      ownerPhone: typed,
      ownerEmail: "asha@example.in",
    };
    for (const [key, value] of Object.entries(listing)) form.set(key, value);
    const result = (await listAction(
      await args(new Request("http://127.0.0.1:3000/list-property", { method: "POST", body: form })),
    )) as DataResult;
    expect(result.data.ok).toBe(true);
    const [row] = await db
      .select()
      .from(propertyListings)
      .where(eq(propertyListings.id, Number(result.data.id)));
    expect(row.ownerPhone).toBe(STORED);
  });

  it("is accepted by the admin property form", () => {
    const parsed = propertySchema.safeParse({
      title: "Sea View 3 BHK",
      type: "residential",
      category: "Apartment",
      status: "sale",
      price: "24500000",
      location: "Bandra West",
      area: "1450",
      bedrooms: "3",
      bathrooms: "3",
      description: "A flat",
      ownerName: "Owner",
      ownerContact: typed,
    });
    expect(parsed.success).toBe(true);
    expect(parsed.data?.ownerContact).toBe(STORED);
  });
});

describe("sign-up and OTP sign-in", () => {
  it("accept a number in any format and find one account by it", async () => {
    const signUp = (await loginAction(
      await args(
        post("/login", {
          intent: "signup",
          name: "Meera",
          phone: "098200 54321",
          email: "meera@example.com",
          password: "password-123",
          confirmPassword: "password-123",
        }),
      ),
    )) as Response;
    expect(signUp.status).toBe(302);
    const [account] = await db.select().from(user).where(eq(user.email, "meera@example.com"));
    expect(account.phoneNumber).toBe("+919820054321");
    expect(formatPhone(account.phoneNumber!)).toBe("+91 98200 54321");

    // The same number typed another way is the same account: a second sign-up with it creates
    // nothing (and, so as not to reveal that the number is taken, is answered like a new one).
    await loginAction(
      await args(
        post("/login", {
          intent: "signup",
          name: "Meera Again",
          phone: "+91 98200-54321",
          email: "meera.again@example.com",
          password: "password-123",
          confirmPassword: "password-123",
        }),
      ),
    );
    expect(await db.select().from(user).where(eq(user.email, "meera.again@example.com"))).toHaveLength(0);
    expect(await db.select().from(user).where(eq(user.phoneNumber, "+919820054321"))).toHaveLength(1);

    // OTP sign-in goes to the verify step with the number, whichever way it was typed.
    const otp = (await loginAction(
      await args(post("/login", { intent: "send-otp", phone: "(98200) 54321" })),
    )) as Response;
    expect(otp.status).toBe(302);
    expect(new URL(otp.headers.get("location")!, "http://x").searchParams.get("phone")).toBe("+919820054321");
  });

  it("normalise a number sent to better-auth directly (a script, not our form)", async () => {
    const request = post("/api/auth/phone-number/send-otp", {});
    const sent = await callAuthEndpoint(request, "198.18.1.1", "/phone-number/send-otp", {
      phoneNumber: "098200 54321",
    });
    expect(sent.ok).toBe(true);
    const refused = await callAuthEndpoint(request, "198.18.1.2", "/phone-number/send-otp", { phoneNumber: "12345" });
    expect(refused.ok).toBe(false);
  });
});

describe('"12345" is refused with each form\'s own message, with status 400', () => {
  it("contact, inquiry, site visit, wizard, sign-up and admin property form", async () => {
    const contact = (await contactAction(
      await args(
        post("/contact", { name: "P", phone: "12345", email: "p@example.com", subject: "buying", message: "Hi" }),
      ),
    )) as DataResult;
    expect(contact.init?.status).toBe(400);
    expect((contact.data.errors as Record<string, string>).phone).toBe("Invalid phone number");
    expect(contact.data.values).toMatchObject({ phone: "12345" });

    const inquiry = (await inquiryAction(
      await args(
        post("/inquiry", {
          name: "P",
          email: "p@example.com",
          phone: "12345",
          inquiryType: "property",
          referenceId: String(propertyId),
        }),
      ),
    )) as DataResult;
    expect(inquiry.init?.status).toBe(400);
    expect((inquiry.data.errors as Record<string, string>).phone).toBe("Invalid phone number");

    const visit = (await inquiryAction(
      await args(
        post("/inquiry", {
          inquiryType: "site_visit",
          projectId: String(projectId),
          name: "K",
          phone: "12345",
          date: todayInIndia(),
          time: "2:00 PM",
        }),
      ),
    )) as DataResult;
    expect(visit.init?.status).toBe(400);
    expect((visit.data.errors as Record<string, string>).phone).toBe("Invalid phone number");

    const form = new FormData();
    form.set("ownerPhone", "12345");
    const wizard = (await listAction(
      await args(new Request("http://127.0.0.1:3000/list-property", { method: "POST", body: form })),
    )) as DataResult;
    expect(wizard.init?.status).toBe(400);
    expect((wizard.data.errors as Record<string, string>).ownerPhone).toBe("Invalid phone number");

    const signUp = (await loginAction(
      await args(
        post("/login", {
          intent: "signup",
          name: "N",
          phone: "12345",
          email: "n@example.com",
          password: "password-123",
          confirmPassword: "password-123",
        }),
      ),
    )) as DataResult;
    expect(signUp.init?.status).toBe(400);
    expect((signUp.data.errors as Record<string, string>).phone).toBe("Phone number must be 10 digits");
    expect(signUp.data.values).toMatchObject({ phone: "12345", password: "", confirmPassword: "" });

    const admin = propertySchema.safeParse({ ownerContact: "12345" });
    expect(admin.error?.issues.find((issue) => issue.path[0] === "ownerContact")?.message).toBe(
      "Contact must be 10 digits",
    );
  });
});

describe("the admin search", () => {
  it("finds a stored number typed in any accepted form", async () => {
    for (const typed of [...TYPED, "(98200) 12345"]) {
      const found = await adminSearch(typed);
      expect(found.inquiries.length, typed).toBeGreaterThan(0);
      expect(found.inquiries.every((inquiry) => inquiry.phone === STORED)).toBe(true);
    }
  });
});

describe("the phone migration", () => {
  it("brings older rows to the stored form and leaves what is not an Indian number alone", async () => {
    const base = { name: "Old", email: "old@example.com", inquiryType: "contact", message: "m" };
    const rows = await db
      .insert(inquiries)
      .values(
        [
          "+91 98200 11111",
          "098200-11112",
          "(98200) 11113",
          "0091 98200 11114",
          "9820011115",
          "12345",
          "+1 555 0100",
        ].map((phone) => ({ ...base, phone })),
      )
      .returning({ id: inquiries.id });
    const migration = fs.readFileSync(path.resolve("drizzle/0006_canonical_phones.sql"), "utf8");
    for (const statement of migration.split("--> statement-breakpoint")) await db.execute(sql.raw(statement));
    const after = await db
      .select({ phone: inquiries.phone })
      .from(inquiries)
      .where(sql`${inquiries.id} in ${rows.map((row) => row.id)}`)
      .orderBy(inquiries.id);
    expect(after.map((row) => row.phone)).toEqual([
      "9820011111",
      "9820011112",
      "9820011113",
      "9820011114",
      "9820011115",
      "12345",
      "+1 555 0100",
    ]);
  });
});
