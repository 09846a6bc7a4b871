import { describe, expect, it } from "vitest";
import { headerOfField, IMPORT_COLUMNS, mapHeaders, rowToRequest } from "#app/domain/supply/import-columns";
import { looksLikeFormula, neutraliseCell } from "#app/domain/supply/import-cells";
import { listingSchema } from "#app/lib/validation/leads";

describe("import columns", () => {
  it("has one column per listing field of the wizard's schema, plus external_ref and photo_urls", () => {
    // The location picker's own controls (a locality's centre to use) are the form's, not the listing's.
    const pickerControls = ["localityCentre", "useLocalityCentre"];
    const fields = Object.keys(listingSchema("residential").shape)
      .filter((field) => !pickerControls.includes(field))
      .sort();
    const mapped = IMPORT_COLUMNS.map((column) => column.field).filter(
      (field) => field !== "externalRef" && field !== "photoUrls",
    );
    expect(new Set(mapped).size).toBe(mapped.length);
    for (const field of mapped) expect(fields).toContain(field);
    for (const field of fields) expect(mapped).toContain(field);
    expect(IMPORT_COLUMNS.map((column) => column.header)).toEqual(
      expect.arrayContaining(["external_ref", "photo_urls"]),
    );
  });

  it("matches headers whatever their case, spacing or underscores, and lists the ones it does not know", () => {
    const map = mapHeaders(["External Ref", "propertyType", "PRICE", "Area", "notes", "price"]);
    expect(map.columns.map((column) => column?.header ?? null)).toEqual([
      "external_ref",
      "property_type",
      "price",
      "area_sqft",
      null,
      null,
    ]);
    expect(map.unknown).toEqual(["notes"]);
    expect(map.repeated).toEqual(["price"]);
  });

  it("turns a row into the listing's fields: Indian amounts, canonical choices, lists; empty cells left out", () => {
    const headers = [
      "external_ref",
      "property_type",
      "category",
      "listing_type",
      "price",
      "area_sqft",
      "bedrooms",
      "amenities",
      "state",
      "pincode",
      "photo_urls",
      "title",
    ];
    const map = mapHeaders(headers);
    const request = rowToRequest(map, [
      "AGT-1",
      "Residential",
      "apartment",
      "For Sale",
      "1.2 Cr",
      "1,450",
      "2 BHK",
      "lift; power backup ;security",
      "maharashtra",
      "400053",
      "https://a.example/1.jpg https://a.example/2.jpg",
      "",
    ]);
    expect(request).toEqual({
      externalRef: "AGT-1",
      listing: {
        propertyType: "residential",
        category: "Apartment",
        listingType: "sale",
        price: 12_000_000,
        area: 1450,
        bedrooms: 2,
        amenities: ["Lift", "Power Backup", "Security"],
        state: "Maharashtra",
        pincode: "400053",
      },
      photoUrls: ["https://a.example/1.jpg", "https://a.example/2.jpg"],
    });
  });

  it("passes a value it cannot read on as written, for the listing's rules to name", () => {
    const map = mapHeaders(["price", "bedrooms", "category"]);
    expect(rowToRequest(map, ["abc", "many", "Castle"]).listing).toEqual({
      price: "abc",
      bedrooms: "many",
      category: "Castle",
    });
  });

  it("names a listing field's message by the sheet's column", () => {
    expect(headerOfField("area")).toBe("area_sqft");
    expect(headerOfField("externalRef")).toBe("external_ref");
    expect(headerOfField("listing")).toBe("listing");
  });
});

describe("CSV injection", () => {
  it("prefixes an apostrophe to every cell a spreadsheet would run as a formula", () => {
    expect(neutraliseCell('=HYPERLINK("http://evil.example","Click")')).toBe(
      '\'=HYPERLINK("http://evil.example","Click")',
    );
    expect(neutraliseCell("+91 98765")).toBe("'+91 98765");
    expect(neutraliseCell("-5")).toBe("'-5");
    expect(neutraliseCell("@SUM(A1)")).toBe("'@SUM(A1)");
    expect(neutraliseCell("\t=1+1")).toBe("'\t=1+1");
    expect(neutraliseCell("\r=1+1")).toBe("'\r=1+1");
    expect(neutraliseCell("2 BHK in Andheri")).toBe("2 BHK in Andheri");
    expect(neutraliseCell("")).toBe("");
    expect(looksLikeFormula("=1")).toBe(true);
    expect(looksLikeFormula("1=1")).toBe(false);
  });
});
