/**
 * The small dictionary of property words search understands in Devanagari
 * (app/lib/search-terms.ts; places are in app/i18n/places.ts). Each entry:
 * the Latin words the listings use (`means`, lower case) and the Hindi and
 * Marathi words (and common spellings) that mean them (`words`).
 *
 * A Devanagari word searches for all of its entry's `means` and `words`
 * ("सदनिका" finds "flat", "apartment", "फ्लैट" …). A Latin word of `means`
 * searches for itself and the entry's Devanagari `words` only ("flat" finds
 * "flat" and "फ्लैट", not "apartment"), so English searches over English
 * listings find exactly what they did before.
 *
 * Words are looked up with the nukta folded away (फ़्लैट finds the entry of
 * फ्लैट), but a listing is only found in the spellings listed here (and the
 * nukta written apart or built in): list both where both are written.
 * Keep `words` to whole words that are not parts of common others: a Latin
 * search looks for them anywhere in a listing ("नई" would be found inside
 * "चेन्नई").
 */

export type SearchWord = { means: readonly string[]; words: readonly string[] };

export const SEARCH_WORDS: readonly SearchWord[] = [
  // Homes and their kinds
  { means: ["flat", "apartment"], words: ["फ्लैट", "फ़्लैट", "फ्लॅट", "सदनिका", "अपार्टमेंट", "अपार्टमेन्ट"] },
  { means: ["bhk"], words: ["बीएचके"] },
  { means: ["rk"], words: ["आरके"] },
  { means: ["studio"], words: ["स्टूडियो", "स्टुडिओ"] },
  { means: ["villa", "bungalow"], words: ["विला", "व्हिला", "बंगला", "बंगलो", "बंगले"] },
  { means: ["penthouse"], words: ["पेंटहाउस", "पेंटहाऊस"] },
  { means: ["duplex"], words: ["डुप्लेक्स"] },
  { means: ["row house"], words: ["रो-हाउस", "रो-हाऊस"] },
  { means: ["house", "home"], words: ["घर", "मकान", "हाउस", "हाऊस"] },
  { means: ["plot", "land"], words: ["प्लॉट", "प्लाट", "भूखंड", "जमीन", "ज़मीन"] },
  // Commercial
  { means: ["office"], words: ["ऑफिस", "ऑफ़िस", "आफिस", "कार्यालय", "दफ्तर", "दफ़्तर"] },
  { means: ["shop", "retail"], words: ["दुकान", "दुकानें", "शॉप", "गाळा"] },
  { means: ["showroom"], words: ["शोरूम"] },
  { means: ["warehouse", "godown"], words: ["गोदाम", "गोडाउन", "वेयरहाउस", "वेअरहाऊस"] },
  { means: ["co-working", "coworking"], words: ["को-वर्किंग", "कोवर्किंग"] },
  { means: ["restaurant"], words: ["रेस्टोरेंट", "रेस्टॉरंट", "रेस्तरां"] },
  { means: ["commercial"], words: ["कमर्शियल", "व्यावसायिक", "वाणिज्यिक"] },
  { means: ["residential"], words: ["आवासीय", "निवासी", "रहिवासी"] },
  // Deals
  { means: ["rent"], words: ["किराया", "किराये", "किराए", "किरायेदार", "भाड़े", "भाडे", "भाड्याने", "भाडेतत्त्वावर", "रेंट"] },
  { means: ["sale"], words: ["बिक्री", "बिकाऊ", "विक्री", "विक्रीसाठी", "सेल"] },
  { means: ["buy"], words: ["खरीद", "खरीदें", "खरीदना", "खरेदी"] },
  // Rooms, furnishing, amenities and surroundings
  { means: ["bedroom"], words: ["बेडरूम", "शयनकक्ष"] },
  { means: ["bathroom"], words: ["बाथरूम", "स्नानघर"] },
  { means: ["kitchen"], words: ["किचन", "रसोई", "स्वयंपाकघर"] },
  { means: ["balcony"], words: ["बालकनी", "बाल्कनी"] },
  { means: ["furnished"], words: ["फर्निश्ड", "फ़र्निश्ड", "सुसज्जित"] },
  { means: ["unfurnished"], words: ["अनफर्निश्ड"] },
  { means: ["parking"], words: ["पार्किंग"] },
  { means: ["gym"], words: ["जिम", "व्यायामशाला"] },
  { means: ["pool"], words: ["पूल", "तरणताल"] },
  { means: ["swimming"], words: ["स्विमिंग"] },
  { means: ["garden"], words: ["गार्डन", "बगीचा", "बाग", "उद्यान"] },
  { means: ["lift"], words: ["लिफ्ट"] },
  { means: ["security"], words: ["सिक्योरिटी", "सिक्युरिटी", "सुरक्षा"] },
  { means: ["sea"], words: ["समुद्र"] },
  { means: ["view"], words: ["व्यू", "दृश्य"] },
  { means: ["metro"], words: ["मेट्रो"] },
  { means: ["station"], words: ["स्टेशन"] },
  { means: ["school"], words: ["स्कूल", "शाळा", "विद्यालय"] },
  { means: ["hospital"], words: ["अस्पताल", "हॉस्पिटल", "रुग्णालय"] },
  { means: ["project"], words: ["प्रोजेक्ट", "प्रकल्प", "परियोजना"] },
];

/**
 * Hindi and Marathi words that only join others ("अंधेरी में फ्लैट", "पुण्यात
 * सदनिका विक्रीसाठी" → the particles में, साठी …): left out of a search, as a
 * listing in English never contains them.
 */
export const SEARCH_STOP_WORDS: readonly string[] = [
  // Hindi
  "में",
  "मे",
  "का",
  "की",
  "के",
  "को",
  "से",
  "पर",
  "और",
  "एवं",
  "तथा",
  "लिए",
  "है",
  "हैं",
  "वाला",
  "वाली",
  "वाले",
  "पास",
  // Marathi
  "मध्ये",
  "येथे",
  "आणि",
  "व",
  "चा",
  "ची",
  "चे",
  "च्या",
  "साठी",
  "ला",
  "वर",
  "जवळ",
];
