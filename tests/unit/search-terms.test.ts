import { describe, expect, it } from "vitest";
import {
  bedroomsNamed,
  foldWord,
  MAX_SEARCH_WORDS,
  phrasePatterns,
  placeNamed,
  searchTermPatterns,
} from "#app/lib/search-terms";
import { PLACE_NAMES } from "#app/i18n/place-names";
import { SEARCH_WORDS } from "#app/i18n/search-words";

/** SQL's LIKE with backslash escapes, in JavaScript. */
function like(text: string, pattern: string): boolean {
  let source = "";
  for (let i = 0; i < pattern.length; i++) {
    const c = pattern[i];
    if (c === "\\") source += pattern[++i].replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
    else if (c === "%") source += ".*";
    else if (c === "_") source += ".";
    else source += c.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  }
  return new RegExp(`^${source}$`, "s").test(text);
}

/** What the list does with a search: every word matches one of its patterns (the text lower-cased as in SQL). */
const found = (text: string, search: string) =>
  searchTermPatterns(search).every((patterns) => patterns.some((p) => like(text.toLowerCase(), p)));
const locatedIn = (location: string, filter: string) =>
  phrasePatterns(filter).some((p) => like(location.toLowerCase(), p));

const sorted = (units: string[][]) => units.map((patterns) => [...patterns].sort());

describe("searchTermPatterns", () => {
  it("reads a place the same in either script", () => {
    expect(sorted(searchTermPatterns("अंधेरी"))).toEqual(sorted(searchTermPatterns("andheri")));
    expect(sorted(searchTermPatterns("Andheri"))).toEqual(sorted(searchTermPatterns("ANDHERI")));
    expect(sorted(searchTermPatterns("वांद्रे"))).toEqual(sorted(searchTermPatterns("bandra")));
    expect(sorted(searchTermPatterns("बांद्रा"))).toEqual(sorted(searchTermPatterns("bandra")));
    expect(sorted(searchTermPatterns("मुम्बई"))).toEqual(sorted(searchTermPatterns("मुंबई")));
    expect(sorted(searchTermPatterns("bombay"))).toEqual(sorted(searchTermPatterns("mumbai")));
    expect(sorted(searchTermPatterns("अंधेरी पश्चिम"))).toEqual(sorted(searchTermPatterns("andheri west")));
    expect(sorted(searchTermPatterns("बंगलोर"))).toEqual(sorted(searchTermPatterns("bangalore")));
  });

  it("finds listings written in either script", () => {
    const latin = "Spacious 2 BHK Apartment in Andheri West, Andheri West, Mumbai. Near the metro.";
    const devanagari = "अंधेरी में 2 बीएचके फ्लैट अंधेरी पश्चिम, मुंबई। मेट्रो स्टेशन के पास";
    for (const search of ["andheri", "अंधेरी", "Andheri 2 BHK", "अंधेरी 2 BHK", "अंधेरी में 2 बीएचके", "andheri 2bhk"]) {
      expect(found(latin, search), search).toBe(true);
      expect(found(devanagari, search), search).toBe(true);
    }
    expect(found(devanagari, "flat")).toBe(true);
    expect(found(devanagari, "metro station")).toBe(true);
    expect(found(devanagari, "andheri west mumbai")).toBe(true);
    expect(found(latin, "फ्लैट")).toBe(true); // फ्लैट also means "apartment"
    expect(found(latin, "सदनिका")).toBe(true);
    expect(found(latin, "मुंबई मेट्रो")).toBe(true);
    expect(found(latin, "bandra")).toBe(false);
    expect(found(devanagari, "वांद्रे")).toBe(false);
    expect(found(latin, "3 bhk")).toBe(false);
    expect(found(devanagari, "२ बीएचके")).toBe(true);
  });

  it("keeps English searches of English words as they were: a word and its Devanagari forms only", () => {
    expect(searchTermPatterns("flat")[0][0]).toBe("%flat%");
    expect(searchTermPatterns("flat")[0]).not.toContain("%apartment%");
    expect(found("A bright apartment", "flat")).toBe(false);
    expect(searchTermPatterns("sea-facing")).toEqual([["%sea-facing%"]]);
  });

  it("needs every word, in any order", () => {
    expect(found("Sea view flat in Juhu", "juhu sea")).toBe(true);
    expect(found("Sea view flat in Juhu", "juhu garden")).toBe(false);
    expect(searchTermPatterns("  ")).toEqual([]);
  });

  it("keeps a number with its word, and a known place of several words whole", () => {
    expect(searchTermPatterns("3 bhk")).toHaveLength(1);
    expect(searchTermPatterns("3 bhk")[0]).toEqual(expect.arrayContaining(["%3 bhk%", "%3bhk%", "%3 बीएचके%"]));
    expect(found("4 bedrooms, 3 bathrooms, 2 BHK", "3 bhk")).toBe(false);
    expect(searchTermPatterns("gurugram sector 54")).toHaveLength(1);
    expect(searchTermPatterns("sector 54")).toHaveLength(1);
    expect(found("Gurugram Sector 54, Delhi NCR", "sector 54")).toBe(true);
    expect(found("गुरुग्राम सेक्टर 54", "Gurugram Sector 54")).toBe(true);
    expect(searchTermPatterns("bandra west")).toHaveLength(1);
    expect(found("बांद्रा पश्चिम", "bandra west")).toBe(true);
    expect(found("वांद्रे वेस्ट", "bandra west")).toBe(true);
  });

  it("leaves out the joining words of Hindi and Marathi", () => {
    expect(searchTermPatterns("अंधेरी में फ्लैट")).toHaveLength(2);
    expect(searchTermPatterns("पुणे मध्ये सदनिका विक्रीसाठी")).toHaveLength(3);
    expect(found("3 BHK Apartment for sale in Baner, Pune", "पुणे मध्ये सदनिका विक्रीसाठी")).toBe(true);
    // A search of nothing but joining words looks for them.
    expect(searchTermPatterns("में")).toEqual([["%में%"]]);
  });

  it("folds the nukta, case and Devanagari digits to look words up, and looks for both spellings", () => {
    expect(foldWord("फ़्लैट")).toBe(foldWord("फ्लैट"));
    expect(foldWord("\u095eलैट")).toBe(foldWord("फलैट"));
    expect(foldWord("२०२६")).toBe("2026");
    expect(sorted(searchTermPatterns("फ़्लैट"))).toEqual(sorted(searchTermPatterns("फ्लैट")));
    expect(found("नया फ़्लैट", "फ्लैट")).toBe(true);
    expect(found("नया फ्लैट", "फ़्लैट")).toBe(true);
    expect(found("गुड़गांव सेक्टर 54", "gurgaon")).toBe(true);
    expect(found("गुडगांव सेक्टर 54", "gurugram")).toBe(true);
    expect(found("गु\u095cगांव", "gurugram")).toBe(true);
  });

  it("takes % and _ literally and is bounded", () => {
    expect(searchTermPatterns("100%")).toEqual([["%100\\%%"]]);
    expect(searchTermPatterns("e_t")).toEqual([["%e\\_t%"]]);
    expect(searchTermPatterns(",")).toEqual([["%,%"]]);
    const many = searchTermPatterns(Array.from({ length: 40 }, (_, i) => `word${i}`).join(" "));
    expect(many).toHaveLength(MAX_SEARCH_WORDS);
    const places = searchTermPatterns("mumbai mumbai mumbai gurugram sector 54 bangalore 2 bhk flat");
    for (const patterns of places) expect(patterns.length).toBeLessThanOrEqual(40);
  });
});

describe("phrasePatterns (the location filter)", () => {
  it("is a substring of the location, each word in either script", () => {
    expect(locatedIn("Andheri West, Mumbai", "अंधेरी")).toBe(true);
    expect(locatedIn("Andheri West, Mumbai", "अंधेरी पश्चिम")).toBe(true);
    expect(locatedIn("Andheri West, Mumbai", "Andheri West, Mumbai")).toBe(true);
    expect(locatedIn("अंधेरी पश्चिम, मुंबई", "Andheri West, Mumbai")).toBe(true);
    expect(locatedIn("अंधेरी पश्चिम, मुंबई", "andheri")).toBe(true);
    expect(locatedIn("Andheri West, Mumbai", "ndheri we")).toBe(true);
    expect(locatedIn("Andheri West, Mumbai", "West Andheri")).toBe(false);
    expect(locatedIn("Bandra West, Mumbai", "वांद्रे")).toBe(true);
    expect(locatedIn("Noida Sector 150, Delhi NCR", "दिल्ली")).toBe(true);
    expect(locatedIn("Whitefield, Bangalore", "बेंगलुरु")).toBe(true);
    expect(locatedIn("Whitefield, Bangalore", "Bengaluru")).toBe(true);
    expect(phrasePatterns("")).toEqual([]);
  });

  it("knows which place a whole text names", () => {
    expect(placeNamed("मुंबई")).toBe("Mumbai");
    expect(placeNamed(" Bombay ")).toBe("Mumbai");
    expect(placeNamed("बम्बई")).toBe("Mumbai");
    expect(placeNamed("वांद्रे पश्चिम")).toBe("Bandra West");
    expect(placeNamed("Mumbai, India")).toBeNull();
  });
});

describe("the place table and the dictionary as search reads them", () => {
  it("finds every place's English name by each of its Hindi, Marathi and other names, and the reverse", () => {
    const problems: string[] = [];
    for (const [key, names] of Object.entries(PLACE_NAMES)) {
      for (const name of [names.hi, names.mr, ...(names.aliases ?? [])]) {
        if (!found(key, name)) problems.push(`${name} does not find ${key}`);
        if (!found(name, key)) problems.push(`${key} does not find ${name}`);
        if (!locatedIn(`${key}, India`, name)) problems.push(`location ${name} does not find ${key}`);
      }
    }
    expect(problems).toEqual([]);
  });

  it("never makes two different places one (only their own spellings share a word)", () => {
    // Every Latin word a place's Devanagari word searches for, beyond the expected pairs, is a mistake.
    const spellingsOf: Record<string, string[]> = {
      mumbai: ["bombay"],
      bangalore: ["bengaluru"],
      chennai: ["madras"],
      pune: ["poona"],
      kolkata: ["calcutta"],
      gurugram: ["gurgaon"],
      kandivali: ["kandivli"],
      borivali: ["borivli"],
      hinjewadi: ["hinjawadi"],
      nalasopara: ["nala sopara"],
    };
    for (const [key, names] of Object.entries(PLACE_NAMES)) {
      if (key.includes(" ")) continue;
      const latin = searchTermPatterns(names.hi)[0]
        .map((p) => p.slice(1, -1))
        .filter((alt) => /^[a-z ]+$/.test(alt))
        .sort();
      expect(latin, key).toEqual([key.toLowerCase(), ...(spellingsOf[key.toLowerCase()] ?? [])].sort());
    }
  });

  it("lets every dictionary word find what it means", () => {
    for (const entry of SEARCH_WORDS) {
      for (const word of entry.words) {
        for (const mean of entry.means) expect(found(`... ${mean} ...`, word), `${word} → ${mean}`).toBe(true);
      }
      for (const mean of entry.means) {
        for (const word of entry.words) expect(found(`... ${word} ...`, mean), `${mean} → ${word}`).toBe(true);
      }
    }
  });
});

describe("bedroomsNamed", () => {
  it("reads N BHK and N bedrooms, in either script and with the number joined, as a bedroom count", () => {
    for (const search of ["3 BHK", "3bhk", "3 bhk", "३ बीएचके", "3 बीएचके", "3 bedrooms", "3 Bedroom", "3 बेडरूम"]) {
      expect(bedroomsNamed(search), search).toEqual({ bedrooms: [3], rest: "" });
    }
  });

  it("leaves the rest of the search as text, without joining words left on their own", () => {
    expect(bedroomsNamed("अंधेरी में 2 BHK फ्लैट")).toEqual({ bedrooms: [2], rest: "अंधेरी में फ्लैट" });
    expect(bedroomsNamed("sea-facing 2bhk, Juhu")).toEqual({ bedrooms: [2], rest: "sea-facing juhu" });
    expect(bedroomsNamed("2 BHK में")).toEqual({ bedrooms: [2], rest: "" });
    expect(bedroomsNamed("2 bhk 3 bhk")).toEqual({ bedrooms: [2, 3], rest: "" });
  });

  it("leaves a search without a count as typed", () => {
    for (const search of ["andheri bhk", "BHK", "sector 54", "2.5 bhk", "100 bhk", "bhk 3", "  "]) {
      expect(bedroomsNamed(search), search).toEqual({ bedrooms: [], rest: search });
    }
  });
});
