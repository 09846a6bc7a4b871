/**
 * The e-mails and SMS a visitor receives are written in the language of the
 * page they acted on (docs/decisions/015-languages.md): a saved search's alerts
 * in the language it was saved in, a sign-in code, reset or verification
 * e-mail in the language of the page that asked, a submission's review in
 * the language it was sent in, and what an account hears later (leads,
 * listing reminders, notices) in the account's language. Links lead to that
 * language's pages, prices, dates and places are that language's; listing
 * titles stay as written, and English messages stay exactly as before.
 */
process.env.BETTER_AUTH_SECRET ??= "integration-test-secret-0123456789abcdef";
import { and, desc, eq } from "drizzle-orm";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { useTestDatabase } from "../helpers/database";
import { actionArgs } from "../helpers/pipeline";
import { db } from "#app/platform/db.server";
import { getAuth } from "#app/domain/accounts/auth.server";
import { authErrorMessage, callAuthEndpoint, handleAuthRequest } from "#app/web/auth-endpoints.server";
import { env } from "#app/platform/env.server";
import { runDueJobs } from "#app/platform/jobs.server";
import { inquiries, jobs, outbox, properties, savedSearches, user } from "#app/platform/schema";
import { unsubscribeToken } from "#app/domain/seekers/unsubscribe-tokens.server";
import { emailsT } from "#app/domain/accounts/message-locale.server";
import { saveProperty } from "#app/domain/back-office/properties.server";
import { approveSubmission, rejectSubmission } from "#app/domain/back-office/submissions.server";
import { createInquiry } from "#app/domain/leads/inquiries.server";
import { remindExpiringListings } from "#app/domain/owners/owner-expiry.server";
import { createSavedSearch, updateSavedSearch } from "#app/domain/seekers/saved-searches.server";
import { sendDueDigests } from "#app/domain/seekers/search-alerts.server";
import { createSubmission } from "#app/domain/leads/submissions.server";
import { updateSettings } from "#app/domain/site/settings.server";
import { formatsFor, todayInIndia } from "#app/lib/format";
import { validateProperty } from "#app/lib/validation/admin-catalogue";
import type { ListingInput } from "#app/lib/validation/leads";
import type { SavedSearchInput } from "#app/lib/validation/saved-search";
import { action as inquiryAction } from "#app/routes/inquiry";
import "#app/web/job-registry.server";

useTestDatabase();

const ORIGIN = "http://127.0.0.1:3000";
const staff = { id: "staff-1", name: "Asha Admin" };

let counter = 0;
const next = () => (counter += 1);
/** A fresh client address per call, so no limit of one test touches another. */
const newClient = () => `10.7.${Math.floor(next() / 250)}.${counter % 250}`;

const mailTo = (address: string) => db.select().from(outbox).where(eq(outbox.recipient, address)).orderBy(outbox.id);

async function lastTo(address: string) {
  const [row] = await db.select().from(outbox).where(eq(outbox.recipient, address)).orderBy(desc(outbox.id)).limit(1);
  return row;
}

/** Waits for what a message sent without being awaited (the sign-in failure notice) leaves. */
async function eventually<T>(read: () => Promise<T | undefined>): Promise<T> {
  for (let attempt = 0; attempt < 50; attempt += 1) {
    const found = await read();
    if (found) return found;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error("it never came");
}

async function runJobs() {
  while ((await runDueJobs({ limit: 100 })) > 0) {
    /* until the queue is empty */
  }
}

async function newUser(locale: "en" | "hi" | "mr" | null = null) {
  const n = next();
  const id = `lang-user-${n}`;
  const email = `lang${n}@example.com`;
  await db.insert(user).values({ id, name: `Reader ${n}`, email, locale });
  return { id, name: `Reader ${n}`, email };
}

/** A form post from a page of the site (its URL names the language). */
function pagePost(path: string) {
  return new Request(`${ORIGIN}${path}`, { method: "POST", headers: { origin: ORIGIN } });
}

const rental = {
  title: "Two-bed flat in Bandra West",
  type: "Residential",
  category: "Apartment",
  status: "rent",
  price: "55000",
  location: "Bandra West",
  city: "Mumbai",
  area: "900",
  bedrooms: "2",
  bathrooms: "2",
  parking: "1",
  description: "Near the sea face.",
  ownerName: "Rohan Mehta",
  ownerContact: "98200 12345",
  developer: "",
  yearBuilt: "",
  furnishing: "",
  facing: "",
  floors: "",
  amenities: ["Lift"],
  featured: "",
  active: "on",
};

async function addProperty(overrides: Record<string, string> = {}) {
  const checked = validateProperty({ ...rental, ...overrides, photoUrls: [] });
  if (!checked.ok) throw new Error(JSON.stringify(checked.errors));
  const saved = await saveProperty({ target: null, fields: checked.data, photos: [] }, staff);
  if (!saved.ok) throw new Error(saved.message);
  return saved.id;
}

/** A search that matches `rental` and nothing another test adds (its price band is its own). */
function search(maxPrice: number, overrides: Partial<SavedSearchInput> = {}): SavedSearchInput {
  return {
    name: "Bandra rentals",
    kind: "residential",
    query: `status=rent&location=Bandra&minPrice=${maxPrice - 1000}&maxPrice=${maxPrice}`,
    frequency: "instant",
    email: true,
    sms: false,
    ...overrides,
  };
}

const LISTING: ListingInput = {
  propertyType: "residential",
  category: "Apartment",
  title: "Garden facing 3 BHK in Powai",
  description: "A calm corner flat with a garden view, two covered parking spaces and a club house nearby.",
  address: "4 Lake Road, Powai",
  city: "Mumbai",
  state: "Maharashtra",
  pincode: "400076",
  area: 1250,
  bedrooms: 3,
  bathrooms: 2,
  parking: 2,
  amenities: [],
  listingType: "sale",
  price: 32_000_000,
  ownerName: "Meera Shah",
  ownerPhone: "9820098200",
  ownerEmail: "meera@example.com",
};

beforeEach(async () => {
  await db.delete(jobs);
});

afterEach(async () => {
  await updateSettings({ requireEmailVerification: true, allowRegistration: true });
});

describe("saved-search alerts", () => {
  it("a search saved on a Hindi page is alerted in Hindi, with Hindi links, prices and places", async () => {
    const reader = await newUser();
    const outcome = await createSavedSearch(reader.id, search(56_000), "hi");
    if (!outcome.ok) throw new Error(outcome.reason);
    const [stored] = await db.select().from(savedSearches).where(eq(savedSearches.id, outcome.id));
    expect(stored.locale).toBe("hi");
    // The account now hears in Hindi too.
    expect((await db.select().from(user).where(eq(user.id, reader.id)))[0].locale).toBe("hi");

    const propertyId = await addProperty({ price: "55500" });
    await runJobs();
    const [mail, ...others] = await mailTo(reader.email);
    expect(others).toHaveLength(0);
    expect(mail.subject).toBe(`"Bandra rentals" के लिए नई प्रॉपर्टी: Two-bed flat in Bandra West`);
    expect(mail.body).toBe(
      [
        `आपकी सहेजी गई खोज "Bandra rentals" से मेल खाती एक नई प्रॉपर्टी आई है।`,
        "",
        "Two-bed flat in Bandra West",
        "₹55,500/माह · बांद्रा पश्चिम",
        `देखें: ${env.publicUrl}/hi/property/${propertyId}`,
        `फ़ोटो: ${env.publicUrl}/images/default-property.webp`,
        "",
        `इस खोज से मेल खाती सभी प्रॉपर्टी: ${env.publicUrl}/hi/residential?${stored.query}`,
        `अपनी सहेजी गई खोजें प्रबंधित करें: ${env.publicUrl}/hi/account/searches`,
        `"Bandra rentals" के अलर्ट बंद करें (एक क्लिक में): ${env.publicUrl}/hi/alerts/unsubscribe?token=${unsubscribeToken(outcome.id)}`,
      ].join("\n"),
    );
  });

  it("an English search's alert is exactly the English text", async () => {
    const reader = await newUser();
    const outcome = await createSavedSearch(reader.id, search(58_000));
    if (!outcome.ok) throw new Error(outcome.reason);
    const [stored] = await db.select().from(savedSearches).where(eq(savedSearches.id, outcome.id));
    expect(stored.locale).toBe("en");
    const propertyId = await addProperty({ price: "57500" });
    await runJobs();
    const [mail] = await mailTo(reader.email);
    expect(mail.subject).toBe(`New match for "Bandra rentals": Two-bed flat in Bandra West`);
    expect(mail.body).toBe(
      [
        `A new property matches your saved search "Bandra rentals".`,
        "",
        "Two-bed flat in Bandra West",
        "₹57,500/month · Bandra West",
        `View: ${env.publicUrl}/property/${propertyId}`,
        `Photo: ${env.publicUrl}/images/default-property.webp`,
        "",
        `All matches of this search: ${env.publicUrl}/residential?${stored.query}`,
        `Manage your saved searches: ${env.publicUrl}/account/searches`,
        `Turn off alerts for "Bandra rentals" (one click): ${env.publicUrl}/alerts/unsubscribe?token=${unsubscribeToken(outcome.id)}`,
      ].join("\n"),
    );
  });

  it("a daily search changed on a Marathi page gets its digest and its SMS in Marathi", async () => {
    const reader = await newUser();
    await db
      .update(user)
      .set({ phoneNumber: `+9198${String(next()).padStart(8, "0")}`, phoneNumberVerified: true })
      .where(eq(user.id, reader.id));
    const outcome = await createSavedSearch(reader.id, search(60_000, { frequency: "daily" }));
    if (!outcome.ok) throw new Error(outcome.reason);
    // Renamed on a Marathi page: from now on its messages are Marathi.
    expect(
      await updateSavedSearch(
        reader.id,
        outcome.id,
        { name: "वांद्रे भाडे", frequency: "daily", email: true, sms: true },
        "mr",
      ),
    ).toBe(true);
    await addProperty({ price: "59500", title: "Sea-facing 2 BHK & terrace" });
    await addProperty({ price: "59600", title: "Quiet flat {{siteName}} $t(alert.view)" });
    await runJobs();
    expect(await mailTo(reader.email)).toHaveLength(0);
    expect(await sendDueDigests(new Date(Date.now() + 2 * 86_400_000))).toBeGreaterThanOrEqual(1);
    const [mail] = await mailTo(reader.email);
    expect(mail.subject).toBe(`तुमच्या जतन केलेल्या शोधात "वांद्रे भाडे": 2 नवीन मालमत्ता`);
    expect(mail.body).toContain(`मागील डायजेस्टनंतर तुमच्या जतन केलेल्या शोधात "वांद्रे भाडे": 2 नवीन मालमत्ता.`);
    expect(mail.body).toContain("₹59,500/महिना · वांद्रे पश्चिम");
    // Owners' titles stay as written: nothing in them is read as a placeholder or escaped.
    expect(mail.body).toContain("Sea-facing 2 BHK & terrace");
    expect(mail.body).toContain("Quiet flat {{siteName}} $t(alert.view)");
    expect(mail.body).toContain(`${env.publicUrl}/mr/alerts/unsubscribe?token=${unsubscribeToken(outcome.id)}`);
    const phone = (await db.select().from(user).where(eq(user.id, reader.id)))[0].phoneNumber!;
    const [stored] = await db.select().from(savedSearches).where(eq(savedSearches.id, outcome.id));
    const [sms] = await mailTo(phone);
    expect(sms.body).toBe(
      `Nivaas: "वांद्रे भाडे" मध्ये 2 नवीन मालमत्ता: ${env.publicUrl}/mr/residential?${stored.query} बंद करा: ${env.publicUrl}/mr/alerts/unsubscribe?token=${unsubscribeToken(outcome.id)}`,
    );
  });
});

describe("English wording", () => {
  it("the digest's counts read exactly as the English always did", async () => {
    const t = await emailsT("en");
    const before = (fresh: number, drops: number) =>
      [
        fresh > 0 ? `${fresh} new ${fresh === 1 ? "match" : "matches"}` : null,
        drops > 0 ? `${drops} price ${drops === 1 ? "drop" : "drops"}` : null,
      ]
        .filter(Boolean)
        .join(" and ");
    const now = (fresh: number, drops: number) => {
      const newMatches = fresh > 0 ? t("digest.newMatches", { count: fresh }) : null;
      const priceDrops = drops > 0 ? t("digest.priceDrops", { count: drops }) : null;
      return newMatches && priceDrops ? t("digest.both", { newMatches, priceDrops }) : (newMatches ?? priceDrops);
    };
    for (const [fresh, drops] of [
      [1, 0],
      [2, 0],
      [0, 1],
      [0, 3],
      [1, 1],
      [2, 1],
      [21, 4],
    ]) {
      expect(now(fresh, drops)).toBe(before(fresh, drops));
    }
    expect(t("digest.more", { count: 5 })).toBe("…and 5 more.");
  });
});

describe("inquiries, submissions and the owner's messages", () => {
  it("a submission sent in Marathi is reviewed in Marathi; the owner's leads and reminders follow the account's language", async () => {
    const owner = await newUser();
    const submitted = await createSubmission(
      { ...LISTING, ownerEmail: owner.email, photos: [] },
      { id: owner.id, name: owner.name },
      "mr",
    );
    expect(submitted.locale).toBe("mr");
    expect((await db.select().from(user).where(eq(user.id, owner.id)))[0].locale).toBe("mr");
    const approved = await approveSubmission(submitted.id, staff);
    if (!approved.ok || !approved.propertyId) throw new Error("approval failed");
    const propertyId = approved.propertyId;
    const approval = await lastTo(owner.email);
    expect(approval.subject).toBe(`तुमची मालमत्ता "Garden facing 3 BHK in Powai" आता साइटवर आहे`);
    expect(approval.body).toBe(
      [
        `नमस्कार Meera Shah,`,
        "",
        `आनंदाची बातमी: तुमची मालमत्ता "Garden facing 3 BHK in Powai" तपासून मंजूर करण्यात आली आहे. ती आता आमच्या साइटवर प्रसिद्ध झाली आहे:`,
        `${env.publicUrl}/mr/property/${propertyId}`,
        "",
        "आता खरेदीदार आणि भाडेकरू ती पाहू शकतात आणि तुमच्याशी संपर्क साधू शकतात. आमच्याकडे लिस्टिंग केल्याबद्दल धन्यवाद.",
      ].join("\n"),
    );

    // A visitor asks from a Hindi page: the office hears which language, the owner hears in Marathi.
    const asked = await createInquiry(
      {
        kind: "reference",
        inquiryType: "property",
        referenceId: propertyId,
        name: "Vidya Kulkarni",
        email: "vidya@example.com",
        phone: "9876501234",
        message: "क्या यह अभी उपलब्ध है?",
      },
      null,
      "hi",
    );
    if (!asked.ok) throw new Error(asked.reason);
    expect(asked.inquiry.locale).toBe("hi");
    const office = await lastTo("hello@nivaas.in");
    expect(office.subject).toBe(`New lead: Inquiry from Vidya Kulkarni about property "Garden facing 3 BHK in Powai"`);
    expect(office.body).toContain("\nE-mail: vidya@example.com\nLanguage: Hindi\nMessage: क्या यह अभी उपलब्ध है?\n");
    await runJobs();
    const lead = await lastTo(owner.email);
    expect(lead.subject).toBe(`नवीन लीड: चौकशी — Vidya Kulkarni, "Garden facing 3 BHK in Powai"`);
    expect(lead.body).toBe(
      [
        `चौकशी: "Garden facing 3 BHK in Powai"`,
        "",
        "नाव: Vidya Kulkarni",
        "फोन: +91 98765 01234",
        "ई-मेल: vidya@example.com",
        "भाषा: हिंदी",
        "संदेश: क्या यह अभी उपलब्ध है?",
        "",
        `तुमच्या सर्व लीड पाहा: ${env.publicUrl}/mr/my-listings/leads`,
      ].join("\n"),
    );

    // The reminder before the listing ends: Marathi, with the date as Marathi writes it.
    const soon = new Date(Date.now() + 5 * 86_400_000);
    await db.update(properties).set({ listedUntil: soon }).where(eq(properties.id, propertyId));
    expect(await remindExpiringListings()).toBe(1);
    const reminder = await lastTo(owner.email);
    const date = formatsFor("mr").date(todayInIndia(soon));
    expect(reminder.subject).toBe(`तुमची लिस्टिंग "Garden facing 3 BHK in Powai" ${date} रोजी संपत आहे`);
    expect(reminder.body).toContain(`माझ्या लिस्टिंगमध्ये एका क्लिकवर नूतनीकरण करा: ${env.publicUrl}/mr/my-listings`);
  });

  it("an inquiry sent through the Marathi page is stored as Marathi; an English one stays as it was", async () => {
    const propertyId = await addProperty({ price: "70000" });
    const post = (path: string, lang?: string) =>
      actionArgs(
        new Request(`${ORIGIN}${path}`, {
          method: "POST",
          headers: { origin: ORIGIN, "content-type": "application/x-www-form-urlencoded" },
          body: new URLSearchParams({
            inquiryType: "property",
            referenceId: String(propertyId),
            name: lang ? "Sunil Patil" : "Sam Jones",
            email: lang ? "sunil@example.com" : "sam@example.com",
            phone: "9876512345",
            message: "",
          }),
        }),
        { clientAddress: newClient(), routePath: "/:lang?/inquiry", params: lang ? { lang } : {} },
      );
    await inquiryAction(await post("/mr/inquiry", "mr"));
    await inquiryAction(await post("/inquiry"));
    const [marathi] = await db.select().from(inquiries).where(eq(inquiries.email, "sunil@example.com"));
    const [english] = await db.select().from(inquiries).where(eq(inquiries.email, "sam@example.com"));
    expect(marathi.locale).toBe("mr");
    expect(english.locale).toBe("en");
    const office = await db.select().from(outbox).where(eq(outbox.recipient, "hello@nivaas.in"));
    const about = (name: string) => office.find((mail) => mail.body.includes(`Name: ${name}`))!.body;
    expect(about("Sunil Patil")).toContain("Language: Marathi");
    expect(about("Sam Jones")).not.toContain("Language:");
  });

  it("a submission sent in Hindi is turned down in Hindi; one sent in English exactly as before", async () => {
    const hindi = await createSubmission({ ...LISTING, ownerEmail: "hindi-owner@example.com", photos: [] }, null, "hi");
    expect((await rejectSubmission(hindi.id, staff)).ok).toBe(true);
    const told = await lastTo("hindi-owner@example.com");
    expect(told.subject).toBe(`आपकी प्रॉपर्टी लिस्टिंग "Garden facing 3 BHK in Powai" के बारे में`);
    expect(told.body.split("\n")[0]).toBe("नमस्ते Meera Shah,");

    const english = await createSubmission({ ...LISTING, ownerEmail: "english-owner@example.com", photos: [] });
    expect((await rejectSubmission(english.id, staff)).ok).toBe(true);
    const plain = await lastTo("english-owner@example.com");
    expect(plain.subject).toBe(`About your property listing "Garden facing 3 BHK in Powai"`);
    expect(plain.body).toBe(
      [
        "Hello Meera Shah,",
        "",
        `Thank you for submitting "Garden facing 3 BHK in Powai". After review we are unable to publish this listing as submitted.`,
        "This can happen when details or photos are incomplete or cannot be verified.",
        "You are welcome to submit it again with complete details, or reply to this e-mail and our team will help.",
      ].join("\n"),
    );
  });
});

describe("sign-in codes, reset and verification e-mails", () => {
  const phone = () => `98${String(next()).padStart(8, "0")}`;

  it("a code asked for on the Hindi sign-in page arrives in Hindi; on the English page, exactly as before", async () => {
    const hindi = phone();
    const sent = await callAuthEndpoint(pagePost("/hi/login"), newClient(), "/phone-number/send-otp", {
      phoneNumber: hindi,
    });
    expect(sent.ok).toBe(true);
    const sms = await lastTo(`+91${hindi}`);
    expect(sms.channel).toBe("sms");
    expect(sms.body).toMatch(
      /^आपका Nivaas साइन-इन कोड \d{6} है। यह 5 मिनट में समाप्त हो जाएगा। इसे कभी किसी के साथ साझा न करें।$/,
    );

    const english = phone();
    await callAuthEndpoint(pagePost("/login"), newClient(), "/phone-number/send-otp", { phoneNumber: english });
    expect((await lastTo(`+91${english}`)).body).toMatch(
      /^Your Nivaas sign-in code is \d{6}\. It expires in 5 minutes\. Never share it with anyone\.$/,
    );

    // Called directly (a script, a client of its own), the page it came from decides.
    const marathi = phone();
    const response = await handleAuthRequest(
      new Request(`${ORIGIN}/api/auth/phone-number/send-otp`, {
        method: "POST",
        headers: { origin: ORIGIN, referer: `${ORIGIN}/mr/login`, "content-type": "application/json" },
        body: JSON.stringify({ phoneNumber: `+91${marathi}` }),
      }),
      newClient(),
    );
    expect(response.status).toBe(200);
    expect((await lastTo(`+91${marathi}`)).body).toMatch(/^तुमचा Nivaas साइन-इन कोड \d{6} आहे\./);
  });

  it("a reset asked for on the Hindi page is mailed in Hindi with the Hindi page's link; English exactly as before", async () => {
    await updateSettings({ requireEmailVerification: false });
    const signedUp = await callAuthEndpoint(pagePost("/hi/login"), newClient(), "/sign-up/email", {
      name: "Kavita Rao",
      email: "kavita@example.com",
      password: "password-123",
      phoneNumber: phone(),
    });
    expect(signedUp.ok).toBe(true);
    // An account made on a Hindi page hears in Hindi.
    expect((await db.select().from(user).where(eq(user.email, "kavita@example.com")))[0].locale).toBe("hi");

    await callAuthEndpoint(pagePost("/hi/forgot-password"), newClient(), "/request-password-reset", {
      email: "kavita@example.com",
      redirectTo: "/forgot-password",
    });
    const mail = await lastTo("kavita@example.com");
    expect(mail.subject).toBe("अपना Nivaas पासवर्ड रीसेट करें");
    const link = mail.body.match(/(https?:\/\/\S+)/)![1];
    expect(link).toMatch(new RegExp(`^${env.publicUrl}/hi/forgot-password\\?token=[\\w-]+$`));
    expect(mail.body).toBe(
      `नमस्ते Kavita Rao, हमें आपका Nivaas पासवर्ड रीसेट करने का अनुरोध मिला है। नया पासवर्ड चुनने के लिए 1 घंटे के भीतर यह लिंक खोलें: ${link} यह लिंक केवल एक बार काम करता है। अगर आपने यह अनुरोध नहीं किया था, तो इस ई-मेल को अनदेखा करें; आपका पासवर्ड नहीं बदलेगा।`,
    );

    await callAuthEndpoint(pagePost("/forgot-password"), newClient(), "/request-password-reset", {
      email: "kavita@example.com",
      redirectTo: "/forgot-password",
    });
    const english = await lastTo("kavita@example.com");
    const englishLink = english.body.match(/(https?:\/\/\S+)/)![1];
    expect(englishLink).toMatch(new RegExp(`^${env.publicUrl}/forgot-password\\?token=[\\w-]+$`));
    expect(english.subject).toBe("Reset your Nivaas password");
    expect(english.body).toBe(
      `Hello Kavita Rao, we received a request to reset your Nivaas password. Open this link within 1 hour to choose a new one: ${englishLink} The link works once. If you did not ask for this, ignore this e-mail and your password stays the same.`,
    );
  });

  it("a sign-up on the Marathi page is verified in Marathi and comes back to the Marathi page", async () => {
    const result = await callAuthEndpoint(pagePost("/mr/login"), newClient(), "/sign-up/email", {
      name: "Sanjay Jadhav",
      email: "sanjay@example.com",
      password: "password-123",
      phoneNumber: phone(),
      callbackURL: "/login?verified=1",
    });
    expect(result.ok).toBe(true);
    const mail = await lastTo("sanjay@example.com");
    expect(mail.subject).toBe("Nivaas साठी तुमचा ई-मेल पडताळा");
    expect(mail.body).toMatch(/^नमस्कार Sanjay Jadhav, कृपया 24 तासांच्या आत ही लिंक उघडून/);
    const link = new URL(mail.body.match(/(https?:\/\/\S+)/)![1]);
    expect(link.searchParams.get("callbackURL")).toBe("/mr/login?verified=1");
    const followed = await handleAuthRequest(new Request(`${ORIGIN}${link.pathname}${link.search}`), newClient());
    expect(followed.status).toBe(302);
    expect(followed.headers.get("location")).toBe("/mr/login?verified=1");
  });

  it("notices to an account's owner are in the account's language, else the page's", async () => {
    const auth = await getAuth();
    // Made by staff: no language of its own yet.
    await auth.api.createUser({
      body: { email: "quiet@example.com", password: "quiet-pass-2026", name: "Quiet Owner", role: "user" },
    });
    await callAuthEndpoint(pagePost("/mr/login"), newClient(), "/sign-up/email", {
      name: "Someone Else",
      email: "quiet@example.com",
      password: "password-123",
      phoneNumber: phone(),
    });
    const notice = await lastTo("quiet@example.com");
    expect(notice.subject).toBe("तुमचे Nivaas खाते आधीपासून आहे");
    expect(notice.body).toContain(`${env.publicUrl}/mr/login`);
    expect(notice.body.startsWith("नमस्कार Quiet Owner, कोणीतरी या ई-मेल पत्त्याने")).toBe(true);

    // The account chose Hindi: a stranger's guesses from an English page are reported in Hindi.
    await db.update(user).set({ locale: "hi" }).where(eq(user.email, "quiet@example.com"));
    const client = newClient();
    for (let attempt = 0; attempt < 5; attempt += 1) {
      await callAuthEndpoint(pagePost("/login"), client, "/sign-in/email", {
        email: "quiet@example.com",
        password: `wrong-${attempt}`,
      });
    }
    const failures = await eventually(async () => {
      const [row] = await db
        .select()
        .from(outbox)
        .where(
          and(eq(outbox.recipient, "quiet@example.com"), eq(outbox.subject, "आपके Nivaas खाते में साइन इन के असफल प्रयास")),
        );
      return row;
    });
    expect(failures.body).toContain("लगातार 5 बार");
    expect(failures.body).toContain(`${env.publicUrl}/hi/forgot-password`);

    // The pause, asked about on a Marathi page, is worded in Marathi (a number in it: no English text to look up).
    const paused = await callAuthEndpoint(pagePost("/mr/login"), newClient(), "/sign-in/email", {
      email: "quiet@example.com",
      password: "quiet-pass-2026",
    });
    expect(paused.ok).toBe(false);
    if (!paused.ok) {
      expect(authErrorMessage(paused)).toMatch(/^खूप जास्त प्रयत्न झाले आहेत\. कृपया \d+ सेकंद थांबून पुन्हा प्रयत्न करा\.$/);
      expect(authErrorMessage({ ...paused, locale: "hi", retryAfter: 900 })).toBe(
        "बहुत अधिक प्रयास हो गए हैं। कृपया 15 मिनट रुककर फिर से कोशिश करें।",
      );
      expect(authErrorMessage({ ...paused, locale: "en", retryAfter: 61 })).toBe(
        "Too many attempts. Please wait 2 minutes and try again.",
      );
    }
  });

  it("signing in on a Marathi page makes Marathi the account's language", async () => {
    const auth = await getAuth();
    await auth.api.createUser({
      body: {
        email: "switcher@example.com",
        password: "switch-pass-2026",
        name: "Switching Reader",
        role: "user",
        data: { emailVerified: true },
      },
    });
    expect((await db.select().from(user).where(eq(user.email, "switcher@example.com")))[0].locale).toBeNull();
    const signedIn = await callAuthEndpoint(pagePost("/mr/login"), newClient(), "/sign-in/email", {
      email: "switcher@example.com",
      password: "switch-pass-2026",
    });
    expect(signedIn.ok).toBe(true);
    expect((await db.select().from(user).where(eq(user.email, "switcher@example.com")))[0].locale).toBe("mr");
  });
});
