import { describe, expect, it } from "vitest";
import {
  contactSchema,
  inquirySchema,
  siteVisitSchema,
  validateListing,
  validateListingStep,
} from "#app/lib/validation/leads";
import { firstStepWithError } from "#app/lib/listing-steps";
import { todayInIndia } from "#app/lib/format";
import { validate } from "#app/lib/form/field-errors";
import { formValues } from "#app/lib/form/form-values";
import { createRateLimiter, rateLimitMessage } from "#app/platform/rate-limit.server";

const validListing = {
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
  parking: "",
  amenities: ["Lift", "Security"],
  listingType: "sale",
  price: "18500000",
  ownerName: "Asha Mehta",
  ownerPhone: "9820012345",
  ownerEmail: "Asha@Example.in",
};

function daysFromToday(days: number) {
  const date = new Date(`${todayInIndia()}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

describe("contact form rules", () => {
  it("accepts a complete message and normalises phone and e-mail", () => {
    const result = validate(contactSchema, {
      name: " Ravi ",
      phone: "98200 12345",
      email: "RAVI@example.com",
      subject: "buying",
      message: "Call me",
    });
    expect(result).toEqual({
      ok: true,
      data: { name: "Ravi", phone: "9820012345", email: "ravi@example.com", subject: "buying", message: "Call me" },
    });
  });

  it("names every missing field", () => {
    const result = validate(contactSchema, { name: "", phone: "", email: "", subject: "", message: "" });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors).toEqual({
      name: "Name is required",
      phone: "Phone number is required",
      email: "Email is required",
      subject: "Please choose a subject",
      message: "Message is required",
    });
  });

  it("refuses malformed phone, e-mail and unknown subjects with the spec's words", () => {
    const result = validate(contactSchema, {
      name: "Ravi",
      phone: "12345",
      email: "not-an-email",
      subject: "bribe",
      message: "x",
    });
    expect(result.ok || result.errors).toMatchObject({
      phone: "Invalid phone number",
      email: "Invalid email",
      subject: "Please choose a subject from the list",
    });
  });

  it("treats a missing field in a hand-made request like an empty one", () => {
    const result = validate(contactSchema, {});
    expect(result.ok || result.errors.name).toBe("Name is required");
  });
});

describe("inquiry rules", () => {
  it("needs name, e-mail and phone; the message is optional", () => {
    const ok = validate(inquirySchema, {
      name: "Ravi",
      email: "ravi@example.com",
      phone: "9820012345",
      message: "",
      inquiryType: "property",
      referenceId: "7",
    });
    expect(ok).toMatchObject({ ok: true, data: { message: null, referenceId: 7, inquiryType: "property" } });
    const bad = validate(inquirySchema, { inquiryType: "property", referenceId: "x" });
    expect(bad.ok || bad.errors).toMatchObject({
      name: "Name is required",
      email: "Email is required",
      phone: "Phone number is required",
      referenceId: "Unknown property or project",
    });
  });
});

describe("site visit rules", () => {
  const base = { name: "Ravi", phone: "9820012345", time: "10:00 AM", projectId: "3" };

  it("accepts today and refuses yesterday, nonsense dates and far-off years", () => {
    expect(validate(siteVisitSchema, { ...base, date: todayInIndia() }).ok).toBe(true);
    const past = validate(siteVisitSchema, { ...base, date: daysFromToday(-1) });
    expect(past.ok || past.errors.date).toBe("Please choose today or a later date");
    const nonsense = validate(siteVisitSchema, { ...base, date: "2026-02-31" });
    expect(nonsense.ok || nonsense.errors.date).toBe("Please choose a valid date");
    const far = validate(siteVisitSchema, { ...base, date: daysFromToday(400) });
    expect(far.ok || far.errors.date).toBe("Please choose a date within the next year");
  });

  it("requires all four fields, a 10-digit phone and one of the slots", () => {
    const empty = validate(siteVisitSchema, { projectId: "3" });
    expect(empty.ok || empty.errors).toEqual({
      name: "Name is required",
      phone: "Phone number is required",
      date: "Preferred date is required",
      time: "Preferred time is required",
    });
    const bad = validate(siteVisitSchema, { ...base, phone: "98200123456", date: todayInIndia(), time: "1:00 PM" });
    expect(bad.ok || bad.errors).toEqual({
      phone: "Invalid phone number",
      time: "Please choose one of the listed times",
    });
  });
});

describe("List Your Property rules", () => {
  it("accepts a residential listing and cleans its values", () => {
    const result = validateListing(validListing);
    expect(result).toMatchObject({
      ok: true,
      data: { area: 950, bedrooms: 2, bathrooms: 2, parking: 0, price: 18_500_000, ownerEmail: "asha@example.in" },
    });
  });

  it("accepts a commercial listing without bedrooms or bathrooms", () => {
    const result = validateListing({
      ...validListing,
      propertyType: "commercial",
      category: "Office",
      bedrooms: "",
      bathrooms: "",
      parking: "4",
    });
    expect(result).toMatchObject({ ok: true, data: { bedrooms: null, bathrooms: null, parking: 4 } });
  });

  it("step 1 refuses with the spec's words and checks the category belongs to the type", () => {
    expect(validateListingStep(1, {})).toEqual({
      propertyType: "Property type is required",
      category: "Category is required",
      title: "Title must be at least 10 characters",
      description: "Description must be at least 50 characters",
    });
    expect(validateListingStep(1, { ...validListing, category: "Office" })).toEqual({
      category: "Choose a category from the list",
    });
    expect(validateListingStep(1, { ...validListing, title: "Short" })).toEqual({
      title: "Title must be at least 10 characters",
    });
  });

  it("step 2 requires bedrooms and bathrooms only for residential", () => {
    const empty = { propertyType: "residential" };
    expect(validateListingStep(2, empty)).toEqual({
      address: "Address is required",
      city: "City is required",
      state: "State is required",
      pincode: "Invalid pincode",
      area: "Area must be positive",
      bedrooms: "Bedrooms required for residential",
      bathrooms: "Bathrooms required for residential",
    });
    expect(
      validateListingStep(2, {
        ...validListing,
        pincode: "4000",
        area: "-5",
        bedrooms: "0",
        bathrooms: "0",
        parking: "-1",
      }),
    ).toEqual({
      pincode: "Invalid pincode",
      area: "Area must be positive",
      bedrooms: "At least 1 bedroom",
      bathrooms: "At least 1 bathroom",
      parking: "Parking cannot be negative",
    });
    expect(
      validateListingStep(2, { ...validListing, propertyType: "commercial", bedrooms: "", bathrooms: "" }),
    ).toEqual({});
  });

  it("steps 3 and 4 carry price and contact messages", () => {
    expect(validateListingStep(3, {})).toEqual({
      listingType: "Listing type is required",
      price: "Price must be positive",
    });
    expect(validateListingStep(3, { listingType: "sale", price: "0" })).toEqual({ price: "Price must be positive" });
    expect(validateListingStep(4, { ownerName: "", ownerPhone: "98200", ownerEmail: "asha@" })).toEqual({
      ownerName: "Owner name is required",
      ownerPhone: "Invalid phone number",
      ownerEmail: "Invalid email",
    });
  });

  it("refuses amenities outside the list and reports the first failing step", () => {
    const result = validateListing({ ...validListing, amenities: ["Helipad"], ownerEmail: "x" });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors).toMatchObject({ amenities: "Choose amenities from the list", ownerEmail: "Invalid email" });
    expect(firstStepWithError(result.errors)).toBe(2);
  });

  it("reads forms: strings as strings, checkbox groups as arrays, files left out", () => {
    const form = new FormData();
    form.set("title", "A title");
    form.append("amenities", "Lift");
    form.append("amenities", "CCTV");
    form.set("photo", new Blob(["x"]), "x.jpg");
    expect(formValues(form, ["amenities"])).toEqual({ title: "A title", amenities: ["Lift", "CCTV"] });
  });
});

describe("per-client fixed-window limiter", () => {
  it("allows the limit per window and client, then refuses until the window ends", async () => {
    let now = 1_000_000;
    const limiter = createRateLimiter({ contact: { limit: 2, windowMs: 60_000 } }, () => now);
    expect(await limiter.consume("contact", "a")).toEqual({ allowed: true, remaining: 1 });
    expect(await limiter.consume("contact", "a")).toEqual({ allowed: true, remaining: 0 });
    expect(await limiter.consume("contact", "a")).toEqual({ allowed: false, retryAfterSeconds: 60 });
    expect((await limiter.check("contact", "b")).allowed).toBe(true);
    now += 30_000;
    expect(await limiter.check("contact", "a")).toEqual({ allowed: false, retryAfterSeconds: 30 });
    now += 30_000;
    expect(await limiter.consume("contact", "a")).toEqual({ allowed: true, remaining: 1 });
  });

  it("says how long to wait in words", () => {
    expect(rateLimitMessage(20)).toContain("wait a minute");
    expect(rateLimitMessage(61)).toContain("wait 2 minutes");
  });
});
