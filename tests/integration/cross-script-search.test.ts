/**
 * Cross-script search in the database (docs/decisions/016-cross-script-search.md):
 * a search or a location typed in Devanagari finds what its Latin spelling finds
 * and the reverse, listings written in Devanagari are found both ways, and saved
 * searches match (and alert) with the same patterns as the list pages.
 */
import { and, eq, inArray, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { useTestDatabase } from "../helpers/database";
import { saveProperty } from "#app/domain/back-office/properties.server";
import { listProperties } from "#app/domain/catalogue/properties.server";
import { listProjects } from "#app/domain/catalogue/projects.server";
import { savedSearchMatchCondition } from "#app/domain/catalogue/property-filter.server";
import { createSavedSearch } from "#app/domain/seekers/saved-searches.server";
import { recordMatches } from "#app/domain/seekers/search-alerts.server";
import { db } from "#app/platform/db.server";
import { generateProjects, generateProperties } from "#app/platform/demo-data.server";
import { projects, properties, savedSearchAlerts, savedSearches, user, type NewProperty } from "#app/platform/schema";
import { parseProjectQuery } from "#app/lib/project-query";
import { parsePropertyQuery, type ListingKind } from "#app/lib/property-query";
import { validateProperty } from "#app/lib/validation/admin-catalogue";

useTestDatabase();

const now = Date.UTC(2026, 10, 24);

function listing(overrides: Partial<NewProperty>): NewProperty {
  return {
    title: "",
    type: "Residential",
    category: "Apartment",
    price: 12_500_000,
    location: "",
    city: "Mumbai",
    area: 850,
    bedrooms: 2,
    bathrooms: 2,
    parking: 1,
    description: "",
    status: "sale",
    ownerName: "मालक",
    ownerContact: "9820000000",
    createdAt: new Date(now),
    updatedAt: new Date(now),
    ...overrides,
  };
}

/** Listings their owners wrote in Hindi and Marathi. */
const DEVANAGARI = {
  andheriHindi: listing({
    title: "अंधेरी में 2 बीएचके फ्लैट",
    location: "अंधेरी पश्चिम, मुंबई",
    description: "मेट्रो स्टेशन के पास, सोसाइटी में लिफ्ट और पार्किंग।",
    status: "rent",
    price: 55_000,
  }),
  bandraMarathi: listing({
    title: "वांद्रे पश्चिम येथे 3 बीएचके सदनिका विक्रीसाठी",
    location: "वांद्रे पश्चिम, मुंबई",
    description: "समुद्राजवळ प्रशस्त सदनिका, दोन वाहनतळ.",
    bedrooms: 3,
    price: 65_000_000,
  }),
  puneMarathi: listing({
    title: "बाणेर मध्ये 1 बीएचके सदनिका भाड्याने",
    location: "बाणेर, पुणे",
    city: "Pune",
    description: "हिंजवडी आयटी पार्कपासून जवळ.",
    bedrooms: 1,
    status: "rent",
    price: 22_000,
  }),
};

const ids: Record<keyof typeof DEVANAGARI, number> = { andheriHindi: 0, bandraMarathi: 0, puneMarathi: 0 };

async function found(kind: ListingKind, query: string): Promise<number[]> {
  const result = await listProperties(kind, parsePropertyQuery(kind, query), 10_000);
  expect(result.total).toBe(result.rows.length);
  return result.rows.map((row) => row.id).sort((a, b) => a - b);
}

async function projectTitles(query: string): Promise<string[]> {
  const result = await listProjects(parseProjectQuery(new URLSearchParams(query)), 1000);
  return result.projects.map((p) => p.title).sort();
}

beforeAll(async () => {
  const generated = generateProperties(400, 2026, now).map(({ photoIndexes: _unused, ...row }) => row);
  for (let i = 0; i < generated.length; i += 100) await db.insert(properties).values(generated.slice(i, i + 100));
  for (const key of Object.keys(DEVANAGARI) as (keyof typeof DEVANAGARI)[]) {
    const [row] = await db.insert(properties).values(DEVANAGARI[key]).returning({ id: properties.id });
    ids[key] = row.id;
  }
  await db.insert(projects).values(generateProjects(2026, now).map(({ photoIndexes: _unused, ...row }) => row));
});

describe("the residential list, searched in either script", () => {
  it("अंधेरी finds exactly what andheri finds, including the listing written in Devanagari", async () => {
    const latin = await found("residential", "search=andheri");
    expect(latin.length).toBeGreaterThan(10);
    expect(await found("residential", "search=%E0%A4%85%E0%A4%82%E0%A4%A7%E0%A5%87%E0%A4%B0%E0%A5%80")).toEqual(latin);
    expect(await found("residential", `search=${encodeURIComponent("अंधेरी")}`)).toEqual(latin);
    expect(await found("residential", "search=ANDHERI")).toEqual(latin);
    expect(latin).toContain(ids.andheriHindi);
  });

  it("वांद्रे (Marathi) and बांद्रा (Hindi) find Bandra", async () => {
    const bandra = await found("residential", "search=bandra");
    expect(bandra.length).toBeGreaterThan(10);
    expect(bandra).toContain(ids.bandraMarathi);
    expect(await found("residential", `search=${encodeURIComponent("वांद्रे")}`)).toEqual(bandra);
    expect(await found("residential", `search=${encodeURIComponent("बांद्रा")}`)).toEqual(bandra);
    expect(await found("residential", `search=${encodeURIComponent("बांद्रा पश्चिम")}`)).toEqual(
      await found("residential", "search=bandra%20west"),
    );
  });

  it("finds a listing written in Devanagari by a Devanagari search and by the Latin place name and words", async () => {
    const search = (text: string) => found("residential", `search=${encodeURIComponent(text)}`);
    expect(await search("अंधेरी 2 बीएचके")).toContain(ids.andheriHindi);
    expect(await search("अंधेरी में 2 BHK फ्लैट")).toContain(ids.andheriHindi);
    expect(await search("andheri 2 bhk")).toContain(ids.andheriHindi);
    expect(await search("andheri flat")).toContain(ids.andheriHindi);
    expect(await search("सदनिका विक्री")).toEqual([ids.bandraMarathi]);
    expect(await search("baner")).toContain(ids.puneMarathi);
    expect(await search("पुणे भाड्याने")).toEqual([ids.puneMarathi]);
    expect(await search("अंधेरी 3 बीएचके")).not.toContain(ids.andheriHindi);
  });

  it("finds Latin listings by Devanagari words, every word of a search in any order", async () => {
    const search = (text: string) => found("residential", `search=${encodeURIComponent(text)}`);
    // "अंधेरी 2 BHK": the search that used to find nothing.
    const twoBhkAndheri = await search("अंधेरी 2 BHK");
    expect(twoBhkAndheri.length).toBeGreaterThan(0);
    expect(twoBhkAndheri).toEqual(await search("2 bhk andheri"));
    const rows = await db
      .select({ id: properties.id, title: properties.title })
      .from(properties)
      .where(inArray(properties.id, twoBhkAndheri));
    for (const row of rows) if (row.id !== ids.andheriHindi) expect(row.title).toMatch(/2 BHK.*Andheri/);
    expect(await search("पुणे")).toEqual(await search("pune"));
    expect(await search("बेंगलुरु")).toEqual(await search("bangalore"));
  });

  it("reads N BHK in the search box as the bedroom count, with the Bedrooms filter", async () => {
    const search = (text: string, more = "") => found("residential", `search=${encodeURIComponent(text)}${more}`);
    const threeBedrooms = await found("residential", "bedrooms=3");
    expect(threeBedrooms).toContain(ids.bandraMarathi);
    for (const text of ["3 BHK", "3bhk", "३ बीएचके", "3 bedrooms"])
      expect(await search(text), text).toEqual(threeBedrooms);
    // The Hindi listing's text says nothing of 3 bedrooms, the Marathi one's title says "3 बीएचके": found by count.
    expect(await search("वांद्रे 3 BHK")).toContain(ids.bandraMarathi);
    expect(await search("andheri 3 bhk")).not.toContain(ids.andheriHindi);
    expect(await search("3 bhk", "&bedrooms=3")).toEqual(threeBedrooms);
    expect(await search("3 bhk", "&bedrooms=2")).toEqual([]);
    expect(await search("अंधेरी 2 BHK")).toEqual(await found("residential", `search=andheri&bedrooms=2`));
  });

  it("reads the location filter in either script, Mumbai with its localities", async () => {
    const location = (text: string) => found("residential", `location=${encodeURIComponent(text)}`);
    const andheri = await location("Andheri");
    expect(andheri).toContain(ids.andheriHindi);
    expect(await location("अंधेरी")).toEqual(andheri);
    expect(await location("अंधेरी पश्चिम")).toEqual(await location("Andheri West"));
    const mumbai = await location("Mumbai");
    expect(mumbai).toEqual(expect.arrayContaining([ids.andheriHindi, ids.bandraMarathi]));
    expect(mumbai).not.toContain(ids.puneMarathi);
    expect(await location("मुंबई")).toEqual(mumbai);
    expect(await location("मुम्बई")).toEqual(mumbai);
    expect(await location("पुणे")).toEqual(await location("Pune"));
    expect(await location("दिल्ली एनसीआर")).toEqual(await location("Delhi NCR"));
  });

  it("does the same on the commercial list", async () => {
    const latin = await found("commercial", "search=office%20andheri");
    expect(latin.length).toBeGreaterThan(0);
    expect(await found("commercial", `search=${encodeURIComponent("अंधेरी ऑफिस")}`)).toEqual(latin);
  });
});

describe("/projects, searched in either script", () => {
  it("finds the same projects for a place in either script, by search and by location", async () => {
    const andheri = await projectTitles("search=andheri");
    expect(andheri).toContain("Harbour Heights");
    expect(await projectTitles(`search=${encodeURIComponent("अंधेरी")}`)).toEqual(andheri);
    expect(await projectTitles(`location=${encodeURIComponent("अंधेरी पश्चिम")}`)).toEqual(
      await projectTitles("location=Andheri%20West"),
    );
    expect(await projectTitles(`location=${encodeURIComponent("बंगळुरू")}`)).toEqual(
      await projectTitles("location=Bangalore"),
    );
    expect(await projectTitles(`search=${encodeURIComponent("वीरा देसाई")}`)).toEqual(["Veera Business Park"]);
  });
});

describe("saved searches in Devanagari", () => {
  let userCount = 0;
  async function saveSearch(query: string, kind: "residential" | "commercial" = "residential") {
    userCount += 1;
    const userId = `seeker-${userCount}`;
    await db.insert(user).values({ id: userId, name: `Seeker ${userCount}`, email: `s${userCount}@example.com` });
    const outcome = await createSavedSearch(userId, {
      name: `Search ${userCount}`,
      kind,
      query,
      frequency: "instant",
      email: true,
      sms: false,
    });
    if (!outcome.ok) throw new Error(outcome.reason);
    return outcome.id;
  }

  /** Every property a saved search matches, through the alerts' own condition. */
  async function matchedBy(searchId: number): Promise<number[]> {
    const rows = await db
      .select({ id: properties.id })
      .from(savedSearches)
      .innerJoin(properties, sql`true`)
      .where(and(eq(savedSearches.id, searchId), savedSearchMatchCondition()));
    return rows.map((row) => row.id).sort((a, b) => a - b);
  }

  it("match what their list page shows", async () => {
    for (const query of [
      `search=${encodeURIComponent("अंधेरी")}`,
      `search=${encodeURIComponent("वांद्रे 3 बीएचके")}`,
      `location=${encodeURIComponent("मुंबई")}&status=rent`,
      `location=${encodeURIComponent("अंधेरी")}&search=${encodeURIComponent("फ्लैट")}`,
      "search=100%25%20_",
    ]) {
      expect(await matchedBy(await saveSearch(query)), query).toEqual(await found("residential", query));
    }
  });

  it("alert about a new listing written in Latin letters, and a Latin search about one in Devanagari", async () => {
    const hindiSearch = await saveSearch(`search=${encodeURIComponent("अंधेरी फ्लैट")}&status=rent`);
    const marathiLocation = await saveSearch(`location=${encodeURIComponent("मुंबई")}&status=rent`);
    const latinSearch = await saveSearch("search=andheri&status=rent");

    const save = async (fields: Record<string, string>) => {
      const checked = validateProperty({
        title: "",
        type: "Residential",
        category: "Apartment",
        status: "rent",
        price: "48000",
        location: "",
        city: "Mumbai",
        area: "700",
        bedrooms: "1",
        bathrooms: "1",
        parking: "0",
        description: "A bright flat near the station.",
        ownerName: "Kavita Rao",
        ownerContact: "98200 11223",
        developer: "",
        yearBuilt: "",
        furnishing: "",
        facing: "",
        floors: "",
        amenities: [],
        featured: "",
        active: "on",
        ...fields,
        photoUrls: ["https://example.com/a.jpg"],
      });
      if (!checked.ok) throw new Error(JSON.stringify(checked.errors));
      const saved = await saveProperty(
        {
          target: null,
          fields: checked.data,
          photos: [{ existing: "", url: "https://example.com/a.jpg", file: null }],
        },
        { id: "admin-1", name: "Admin" },
      );
      if (!saved.ok) throw new Error(saved.message);
      await recordMatches(saved.id);
      const alerts = await db
        .select({ searchId: savedSearchAlerts.searchId })
        .from(savedSearchAlerts)
        .where(eq(savedSearchAlerts.propertyId, saved.id));
      return alerts.map((a) => a.searchId);
    };

    const latinListing = await save({ title: "1 BHK Apartment in Andheri East", location: "Andheri East, Mumbai" });
    expect(latinListing).toEqual(expect.arrayContaining([hindiSearch, marathiLocation, latinSearch]));

    const devanagariListing = await save({ title: "अंधेरी पूर्व में 1 बीएचके फ्लैट", location: "अंधेरी पूर्व" });
    expect(devanagariListing).toEqual(expect.arrayContaining([hindiSearch, marathiLocation, latinSearch]));

    const elsewhere = await save({ title: "1 BHK flat in Juhu", location: "Juhu" });
    expect(elsewhere).toContain(marathiLocation);
    expect(elsewhere).not.toContain(hindiSearch);
    expect(elsewhere).not.toContain(latinSearch);

    const pune = await save({ title: "पुण्यात फ्लैट", location: "बाणेर, पुणे", city: "Pune" });
    expect(pune).not.toContain(marathiLocation);
  });
});
