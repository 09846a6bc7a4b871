/**
 * Places in Devanagari: the Hindi and Marathi names of the cities and
 * localities the site lists, reviewed by hand (a data table, not a
 * transliteration), shown in those interfaces (./places.ts) and used by
 * search to match a place typed in either script (app/lib/search-terms.ts).
 *
 * The table is ./place-names.json, in four groups: cities and regions,
 * Mumbai's localities (with more of Mumbai for the locations owners type),
 * localities elsewhere, and words within place names ("West", "Sector").
 * Keys are the English names as the catalogue stores them. Where Marathi
 * usage differs from Hindi (Bandra: बांद्रा in Hindi, वांद्रे in Marathi) each
 * has its own; `aliases` are further spellings a searcher may type, in either
 * script (मुम्बई, बम्बई, Bombay). Where a name has as many words as its key,
 * its words pair up too ("Veera" ↔ "वीरा"), for the word-by-word display and
 * for search.
 *
 * It is data, so a browser fetches it as data, and only for a Hindi or
 * Marathi page (./place-table.ts): an English page shows the names as
 * stored. This module, which holds it in the code, is the server's.
 */
import groups from "./place-names.json";
import { flattenPlaceNames, type PlaceTable } from "./place-table";

export const PLACE_NAMES: PlaceTable = flattenPlaceNames(groups);
