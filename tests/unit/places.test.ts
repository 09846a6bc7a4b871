import { describe, expect, it } from "vitest";
import { PLACE_NAMES } from "#app/i18n/place-names";
import { placeName } from "#app/i18n/places";
import { generateProjects, generateProperties } from "#app/platform/demo-data.server";
import { HOME_LOCATIONS, LISTING_LOCATIONS, MUMBAI_LOCALITIES, PROJECT_LOCATIONS } from "#app/lib/options";

const LATIN = /[A-Za-z]/;

describe("placeName", () => {
  it("names places in Hindi and Marathi, part by part, and leaves English alone", () => {
    expect(placeName("hi", "Andheri West, Mumbai")).toBe("अंधेरी पश्चिम, मुंबई");
    expect(placeName("mr", "Andheri West, Mumbai")).toBe("अंधेरी पश्चिम, मुंबई");
    expect(placeName("hi", "Bandra")).toBe("बांद्रा");
    expect(placeName("mr", "Bandra")).toBe("वांद्रे");
    expect(placeName("mr", "Bandra West, Mumbai")).toBe("वांद्रे पश्चिम, मुंबई");
    expect(placeName("hi", "Bangalore")).toBe("बेंगलुरु");
    expect(placeName("mr", "Bangalore")).toBe("बंगळुरू");
    expect(placeName("hi", "Pune")).toBe("पुणे");
    expect(placeName("hi", "Delhi NCR")).toBe("दिल्ली एनसीआर");
    expect(placeName("mr", "Gurugram Sector 54, Delhi NCR")).toBe("गुरुग्राम सेक्टर 54, दिल्ली एनसीआर");
    expect(placeName("en", "Andheri West, Mumbai")).toBe("Andheri West, Mumbai");
  });

  it("reads a name as owners type it: any case, loose spaces", () => {
    expect(placeName("hi", "andheri  west,mumbai")).toBe("अंधेरी पश्चिम,मुंबई");
    expect(placeName("mr", "  Juhu ")).toBe("  जुहू ");
  });

  it("translates an unlisted name word by word only when every word is known", () => {
    expect(placeName("mr", "Thane West")).toBe("ठाणे पश्चिम");
    expect(placeName("hi", "Sector 62, Noida")).toBe("सेक्टर 62, नोएडा");
    expect(placeName("hi", "Juhu Tara Road, Mumbai")).toBe("Juhu Tara Road, मुंबई");
    expect(placeName("hi", "Lokhandwala Complex")).toBe("Lokhandwala Complex");
    expect(placeName("hi", "")).toBe("");
  });

  it("covers every city and locality the site lists: option lists, demo listings and projects", () => {
    const now = Date.UTC(2026, 10, 24);
    const names = new Set<string>([
      ...MUMBAI_LOCALITIES,
      ...HOME_LOCATIONS,
      ...LISTING_LOCATIONS,
      ...PROJECT_LOCATIONS,
      ...generateProperties(3000, 2026, now).map((p) => p.location),
      ...generateProjects(2026, now).map((p) => p.location),
    ]);
    const untranslated = [...names].flatMap((name) =>
      (["hi", "mr"] as const)
        .filter((locale) => LATIN.test(placeName(locale, name)))
        .map((locale) => `${locale}: ${name} → ${placeName(locale, name)}`),
    );
    expect(untranslated).toEqual([]);
  });

  it("writes Hindi and Marathi names in Devanagari, with digits as the English name has them", () => {
    for (const [key, names] of Object.entries(PLACE_NAMES)) {
      for (const name of [names.hi, names.mr]) {
        expect(name, key).toMatch(/^[\u0900-\u097f0-9 ]+$/);
        expect(name.match(/\d+/g) ?? [], key).toEqual(key.match(/\d+/g) ?? []);
      }
    }
  });
});
