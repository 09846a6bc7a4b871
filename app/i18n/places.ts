/**
 * Places in Devanagari: the Hindi and Marathi names of the cities and
 * localities the site lists, reviewed by hand (a data table, not a
 * transliteration), shown in those interfaces and used by search to match a
 * place typed in either script (app/lib/search-terms.ts). Where Marathi usage
 * differs from Hindi (Bandra: बांद्रा in Hindi, वांद्रे in Marathi) each has
 * its own; `aliases` are further spellings a searcher may type, in either
 * script (मुम्बई, बम्बई, Bombay).
 *
 * Keys are the English names as the catalogue stores them. A location such as
 * "Andheri West, Mumbai" is translated part by part (the parts between
 * commas). A part not in the table is translated word by word when every word
 * is known ("Andheri East" → "अंधेरी पूर्व", "Sector 62" → "सेक्टर 62"), and
 * otherwise shown as written — never half translated.
 *
 * Where a name has as many words as its key, its words pair up too ("Veera"
 * ↔ "वीरा"): for that word-by-word display and for search. Unit tests:
 * tests/unit/places.test.ts.
 */
import { useCallback } from "react";
import type { Locale } from "./locales";
import { useLocale } from "./use-locale";

export type PlaceNames = { hi: string; mr: string; aliases?: readonly string[] };

export const PLACE_NAMES: Readonly<Record<string, PlaceNames>> = {
  // ------------------------------------------------------------ cities and regions
  Mumbai: { hi: "मुंबई", mr: "मुंबई", aliases: ["मुम्बई", "बंबई", "बम्बई", "बॉम्बे", "Bombay"] },
  Delhi: { hi: "दिल्ली", mr: "दिल्ली", aliases: ["देहली"] },
  "Delhi NCR": { hi: "दिल्ली एनसीआर", mr: "दिल्ली एनसीआर" },
  Bangalore: {
    hi: "बेंगलुरु",
    mr: "बंगळुरू",
    aliases: ["बंगलोर", "बैंगलोर", "बेंगलूरु", "बेंगळुरू", "बंगलुरु", "Bengaluru"],
  },
  Hyderabad: { hi: "हैदराबाद", mr: "हैदराबाद" },
  Chennai: { hi: "चेन्नई", mr: "चेन्नई", aliases: ["मद्रास", "Madras"] },
  Pune: { hi: "पुणे", mr: "पुणे", aliases: ["पूना", "Poona"] },
  Kolkata: { hi: "कोलकाता", mr: "कोलकाता", aliases: ["कलकत्ता", "Calcutta"] },
  Ahmedabad: { hi: "अहमदाबाद", mr: "अहमदाबाद", aliases: ["अमदावाद"] },
  Jaipur: { hi: "जयपुर", mr: "जयपूर" },
  Surat: { hi: "सूरत", mr: "सुरत" },
  Raigad: { hi: "रायगढ़", mr: "रायगड" },
  Gurugram: { hi: "गुरुग्राम", mr: "गुरुग्राम", aliases: ["गुड़गांव", "गुडगाव", "Gurgaon"] },
  Noida: { hi: "नोएडा", mr: "नोएडा", aliases: ["नोयडा"] },
  Thane: { hi: "ठाणे", mr: "ठाणे", aliases: ["थाणे"] },
  "Navi Mumbai": { hi: "नवी मुंबई", mr: "नवी मुंबई" },

  // ------------------------------------------------------------ Mumbai's localities
  Andheri: { hi: "अंधेरी", mr: "अंधेरी" },
  "Andheri West": { hi: "अंधेरी पश्चिम", mr: "अंधेरी पश्चिम" },
  "Andheri East": { hi: "अंधेरी पूर्व", mr: "अंधेरी पूर्व" },
  Bandra: { hi: "बांद्रा", mr: "वांद्रे", aliases: ["बान्द्रा"] },
  "Bandra West": { hi: "बांद्रा पश्चिम", mr: "वांद्रे पश्चिम" },
  "Bandra East": { hi: "बांद्रा पूर्व", mr: "वांद्रे पूर्व" },
  Jogeshwari: { hi: "जोगेश्वरी", mr: "जोगेश्वरी" },
  "Jogeshwari West": { hi: "जोगेश्वरी पश्चिम", mr: "जोगेश्वरी पश्चिम" },
  "Jogeshwari East": { hi: "जोगेश्वरी पूर्व", mr: "जोगेश्वरी पूर्व" },
  Oshiwara: { hi: "ओशिवारा", mr: "ओशिवरा" },
  Juhu: { hi: "जुहू", mr: "जुहू", aliases: ["जुहु"] },
  Goregaon: { hi: "गोरेगांव", mr: "गोरेगाव" },
  "Goregaon East": { hi: "गोरेगांव पूर्व", mr: "गोरेगाव पूर्व" },
  "Goregaon West": { hi: "गोरेगांव पश्चिम", mr: "गोरेगाव पश्चिम" },
  Malad: { hi: "मलाड", mr: "मालाड" },
  "Malad West": { hi: "मलाड पश्चिम", mr: "मालाड पश्चिम" },
  "Malad East": { hi: "मलाड पूर्व", mr: "मालाड पूर्व" },
  Kandivali: { hi: "कांदिवली", mr: "कांदिवली", aliases: ["Kandivli"] },
  "Kandivali East": { hi: "कांदिवली पूर्व", mr: "कांदिवली पूर्व" },
  "Kandivali West": { hi: "कांदिवली पश्चिम", mr: "कांदिवली पश्चिम" },
  Borivali: { hi: "बोरीवली", mr: "बोरिवली", aliases: ["Borivli"] },
  "Borivali West": { hi: "बोरीवली पश्चिम", mr: "बोरिवली पश्चिम" },
  "Borivali East": { hi: "बोरीवली पूर्व", mr: "बोरिवली पूर्व" },
  Powai: { hi: "पवई", mr: "पवई" },
  "Veera Desai": { hi: "वीरा देसाई", mr: "वीरा देसाई" },
  "Mira Road": { hi: "मीरा रोड", mr: "मीरा रोड", aliases: ["मिरा रोड"] },
  "Mira Road East": { hi: "मीरा रोड पूर्व", mr: "मीरा रोड पूर्व" },
  Virar: { hi: "विरार", mr: "विरार" },
  "Virar West": { hi: "विरार पश्चिम", mr: "विरार पश्चिम" },
  Nalasopara: { hi: "नालासोपारा", mr: "नालासोपारा", aliases: ["नाला सोपारा", "Nala Sopara"] },
  "Nalasopara West": { hi: "नालासोपारा पश्चिम", mr: "नालासोपारा पश्चिम" },
  Karjat: { hi: "कर्जत", mr: "कर्जत" },
  // More of Mumbai, for the locations owners type.
  Dadar: { hi: "दादर", mr: "दादर" },
  Worli: { hi: "वर्ली", mr: "वरळी" },
  "Lower Parel": { hi: "लोअर परेल", mr: "लोअर परळ" },
  Colaba: { hi: "कोलाबा", mr: "कुलाबा" },
  Santacruz: { hi: "सांताक्रूज़", mr: "सांताक्रूझ" },
  Khar: { hi: "खार", mr: "खार" },
  "Vile Parle": { hi: "विले पार्ले", mr: "विले पार्ले", aliases: ["विलेपार्ले"] },
  Chembur: { hi: "चेंबूर", mr: "चेंबूर" },
  Ghatkopar: { hi: "घाटकोपर", mr: "घाटकोपर" },
  Kurla: { hi: "कुर्ला", mr: "कुर्ला" },
  Mulund: { hi: "मुलुंड", mr: "मुलुंड" },
  Dahisar: { hi: "दहिसर", mr: "दहिसर" },
  Vashi: { hi: "वाशी", mr: "वाशी" },

  // ------------------------------------------------------------ localities elsewhere
  "Gurugram Sector 54": { hi: "गुरुग्राम सेक्टर 54", mr: "गुरुग्राम सेक्टर 54" },
  "Noida Sector 150": { hi: "नोएडा सेक्टर 150", mr: "नोएडा सेक्टर 150" },
  Koramangala: { hi: "कोरमंगला", mr: "कोरमंगला" },
  Whitefield: { hi: "व्हाइटफ़ील्ड", mr: "व्हाईटफील्ड", aliases: ["व्हाइटफील्ड"] },
  Gachibowli: { hi: "गचीबावली", mr: "गचीबावली", aliases: ["गाचीबावली", "गचीबोवली"] },
  "Anna Nagar": { hi: "अन्ना नगर", mr: "अण्णा नगर" },
  Baner: { hi: "बानेर", mr: "बाणेर" },
  Hinjewadi: { hi: "हिंजवडी", mr: "हिंजवडी", aliases: ["हिंजेवाड़ी", "हिंजेवाडी", "Hinjawadi"] },
  "Salt Lake": { hi: "सॉल्ट लेक", mr: "सॉल्ट लेक", aliases: ["साल्ट लेक"] },
  Satellite: { hi: "सैटेलाइट", mr: "सॅटेलाइट" },
  "Vaishali Nagar": { hi: "वैशाली नगर", mr: "वैशाली नगर" },
  Vesu: { hi: "वेसू", mr: "वेसू" },

  // ------------------------------------------------------------ words within place names
  West: { hi: "पश्चिम", mr: "पश्चिम", aliases: ["वेस्ट"] },
  East: { hi: "पूर्व", mr: "पूर्व", aliases: ["ईस्ट"] },
  North: { hi: "उत्तर", mr: "उत्तर" },
  South: { hi: "दक्षिण", mr: "दक्षिण" },
  Sector: { hi: "सेक्टर", mr: "सेक्टर" },
  Road: { hi: "रोड", mr: "रोड" },
  Nagar: { hi: "नगर", mr: "नगर" },
};

/** Words of a name: single spaces, for matching what owners and URLs spell loosely. */
const words = (name: string) => name.trim().split(/\s+/);
const keyOf = (name: string) => words(name).join(" ").toLowerCase();

/** Whole names by their lower-cased English key. */
const BY_KEY = new Map(Object.entries(PLACE_NAMES).map(([key, names]) => [keyOf(key), names]));

/**
 * Single words and their translation, from the table's names whose words pair
 * one to one with the key's: single-word entries first, so "West" is पश्चिम
 * whatever longer name also contains it.
 */
const WORDS: Record<"hi" | "mr", Map<string, string>> = { hi: new Map(), mr: new Map() };
const entriesByLength = Object.entries(PLACE_NAMES).sort(([a], [b]) => words(a).length - words(b).length);
for (const [key, names] of entriesByLength) {
  const english = words(key);
  for (const locale of ["hi", "mr"] as const) {
    const translated = words(names[locale]);
    if (translated.length !== english.length) continue;
    english.forEach((word, i) => {
      const lower = word.toLowerCase();
      if (!WORDS[locale].has(lower)) WORDS[locale].set(lower, translated[i]);
    });
  }
}

/** One part of a location (between commas) in `locale`, or the part itself. */
function translatePart(locale: "hi" | "mr", part: string): string {
  const [, before, name, after] = /^(\s*)(.*?)(\s*)$/s.exec(part)!;
  if (!name) return part;
  const whole = BY_KEY.get(keyOf(name));
  if (whole) return before + whole[locale] + after;
  const translated: string[] = [];
  for (const word of words(name)) {
    if (/^\d+$/.test(word)) translated.push(word);
    else {
      const known = WORDS[locale].get(word.toLowerCase());
      if (!known) return part;
      translated.push(known);
    }
  }
  return before + translated.join(" ") + after;
}

/** A place's name in `locale` ("Andheri West, Mumbai" → "अंधेरी पश्चिम, मुंबई" in Hindi). */
export function placeName(locale: Locale, name: string): string {
  if (locale === "en" || !name) return name;
  return name
    .split(/(\s*,\s*)/)
    .map((part, i) => (i % 2 === 1 ? part : translatePart(locale, part)))
    .join("");
}

/** placeName in the page's language, for components. */
export function usePlaceName(): (name: string) => string {
  const locale = useLocale();
  return useCallback((name: string) => placeName(locale, name), [locale]);
}
