/**
 * The location picker's rules (app/lib/validation/position.ts), as the List
 * Your Property wizard (its step 2 and the final check) and the admin
 * property and project forms run them: a position outside India or not a
 * number gets the field's message; coordinates come in pairs; "Use the
 * locality's centre" stores the chosen locality's centre and needs one.
 */
import { describe, expect, it } from "vitest";
import { validateListing, validateListingStep } from "#app/lib/validation/leads";
import {
  readProjectForm,
  readPropertyForm,
  validateProject,
  validateProperty,
} from "#app/lib/validation/admin-catalogue";
import { pickedPosition, POSITION_MESSAGES, validatePosition } from "#app/lib/validation/position";

const listing = {
  propertyType: "residential",
  category: "Apartment",
  title: "Lake-facing 2 BHK in Powai",
  description: "A bright two-bedroom flat with a balcony, close to the lake, the schools and the markets.",
  address: "4 Lake Road, Powai",
  city: "Mumbai",
  state: "Maharashtra",
  pincode: "400076",
  area: "910",
  bedrooms: "2",
  bathrooms: "2",
  parking: "",
  listingType: "sale",
  price: "21500000",
  ownerName: "Asha Mehta",
  ownerPhone: "9820012345",
  ownerEmail: "asha@example.in",
};

const POWAI_OPTION = "72.906,19.1176";

describe("the wizard's position", () => {
  it("stores the tapped or typed position, rounded to six decimals", () => {
    const result = validateListing({ ...listing, latitude: "19.12345678", longitude: " 72.9101 " });
    expect(result.ok && result.data.position).toEqual({ x: 72.9101, y: 19.123457 });
    // The picker's own fields are not stored as such.
    expect(result.ok && "latitude" in result.data).toBe(false);
  });

  it("has no position when both fields are blank (the locality's centre is used on approval)", () => {
    const result = validateListing({ ...listing, latitude: "", longitude: "" });
    expect(result.ok && result.data.position).toBeNull();
    const absent = validateListing(listing);
    expect(absent.ok && absent.data.position).toBeNull();
  });

  it("gives latitude 95 and 'abc' the field's message at Next Step and at the end", () => {
    expect(validateListingStep(2, { ...listing, latitude: "95", longitude: "72.9" })).toEqual({
      latitude: POSITION_MESSAGES.latitudeOutside,
    });
    expect(validateListingStep(2, { ...listing, latitude: "abc", longitude: "72.9" })).toEqual({
      latitude: POSITION_MESSAGES.latitude,
    });
    const final = validateListing({ ...listing, latitude: "19.1", longitude: "abc" });
    expect(final.ok ? {} : final.errors).toEqual({ longitude: POSITION_MESSAGES.longitude });
    const outside = validateListing({ ...listing, latitude: "51.5", longitude: "-0.12" });
    expect(outside.ok ? {} : outside.errors).toEqual({
      latitude: POSITION_MESSAGES.latitudeOutside,
      longitude: POSITION_MESSAGES.longitudeOutside,
    });
  });

  it("asks for both coordinates or neither", () => {
    const result = validateListing({ ...listing, latitude: "19.1", longitude: "" });
    expect(result.ok ? {} : result.errors).toEqual({ longitude: POSITION_MESSAGES.longitudeMissing });
  });

  it("uses the chosen locality's centre when asked, whatever the coordinate fields hold", () => {
    const result = validateListing({
      ...listing,
      localityCentre: POWAI_OPTION,
      useLocalityCentre: "on",
      latitude: "",
      longitude: "",
    });
    expect(result.ok && result.data.position).toEqual({ x: 72.906, y: 19.1176 });
    const missing = validateListing({ ...listing, useLocalityCentre: "on" });
    expect(missing.ok ? {} : missing.errors).toEqual({ localityCentre: POSITION_MESSAGES.localityMissing });
    // A locality chosen only to centre the map does not replace the tapped position.
    const tapped = validateListing({ ...listing, localityCentre: POWAI_OPTION, latitude: "19.12", longitude: "72.91" });
    expect(tapped.ok && tapped.data.position).toEqual({ x: 72.91, y: 19.12 });
  });

  it("ignores a locality value that is not a centre in India", () => {
    expect(validatePosition({ localityCentre: "-0.12,51.5", useLocalityCentre: "on" }).success).toBe(false);
    expect(validatePosition({ localityCentre: "<script>", useLocalityCentre: "on" }).success).toBe(false);
    const parsed = validatePosition({ localityCentre: POWAI_OPTION });
    expect(parsed.success && pickedPosition(parsed.data)).toBeNull();
  });
});

describe("the admin forms' position", () => {
  const property = {
    title: "Two-bed flat",
    type: "Residential",
    category: "Apartment",
    status: "sale",
    price: "9500000",
    location: "Powai, Mumbai",
    area: "900",
    bedrooms: "2",
    bathrooms: "2",
    parking: "1",
    description: "A flat.",
    ownerName: "Asha",
    ownerContact: "9820012345",
  };

  function form(values: Record<string, string>) {
    const data = new FormData();
    for (const [name, value] of Object.entries(values)) data.set(name, value);
    return data;
  }

  it("read the picker's fields from the form and store the position", () => {
    const result = validateProperty(readPropertyForm(form({ ...property, latitude: "19.1201", longitude: "72.9083" })));
    expect(result.ok && result.data.position).toEqual({ x: 72.9083, y: 19.1201 });
    const centre = validateProperty(
      readPropertyForm(form({ ...property, localityCentre: POWAI_OPTION, useLocalityCentre: "on" })),
    );
    expect(centre.ok && centre.data.position).toEqual({ x: 72.906, y: 19.1176 });
  });

  it("give latitude 95 and 'abc' the field's message", () => {
    const result = validateProperty(readPropertyForm(form({ ...property, latitude: "95", longitude: "abc" })));
    expect(result.ok ? {} : result.errors).toMatchObject({
      latitude: POSITION_MESSAGES.latitudeOutside,
      longitude: POSITION_MESSAGES.longitude,
    });
    const project = validateProject(readProjectForm(form({ latitude: "abc", longitude: "72.9" })));
    expect(project.ok ? {} : project.errors).toMatchObject({ latitude: POSITION_MESSAGES.latitude });
  });
});
