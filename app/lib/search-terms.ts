/**
 * Cross-script search: what a search box or a location filter's text must be
 * found as, in the LIKE patterns the lists match against their stored,
 * lower-cased text (docs/decisions/016-cross-script-search.md).
 *
 * The listings are stored as their owners wrote them; the search side does the
 * work. Each word of a search becomes its alternatives: the word as typed, and
 * — for a place in app/i18n/places.ts or a property word in
 * app/i18n/search-words.ts — its other spellings in either script. So
 * "अंधेरी" and "andheri" both look for "andheri" or "अंधेरी" (the same
 * patterns, the same results), "फ्लैट" for "flat", "apartment", "फ्लैट",
 * "सदनिका" …, and a word nobody listed for itself only.
 *
 * Two readings of a text:
 * - `searchTermPatterns` (the search box): every word must be found, in any
 *   order, each through any of its alternatives ("अंधेरी 2 BHK" finds "2 BHK
 *   Apartment in Andheri West"). A number stays with the word after it ("2
 *   bhk", also "2bhk"; a last number with the word before it, "sector 54"), a
 *   known place of several words stays whole ("andheri west", "अंधेरी
 *   पश्चिम"), and the joining words of Hindi and Marathi (में, का, मध्ये,
 *   साठी …) are left out: an English listing never contains them.
 * - `phrasePatterns` (the location filter): the whole text as one phrase, a
 *   substring of the location as before, each word through its alternatives
 *   ("अंधेरी पश्चिम" finds "Andheri West, Mumbai").
 *
 * Spelling noise is folded for looking words up: case, the nukta (फ़्लैट and
 * फ्लैट), candrabindu and anusvara, Devanagari digits; the patterns then
 * carry both forms a listing may use (with and without the nukta, ASCII and
 * Devanagari digits).
 *
 * Pure and synchronous: list pages, saved searches (stored patterns) and
 * alert matching all read the same result.
 */
import { PLACE_NAMES } from "#app/i18n/place-names";
import { SEARCH_STOP_WORDS, SEARCH_WORDS } from "#app/i18n/search-words";

/** A search's words beyond this many are ignored (each is a condition of the query). */
export const MAX_SEARCH_WORDS = 8;
/** Alternatives of one word or phrase beyond this many are not tried (a phrase multiplies its words'). */
const MAX_ALTERNATIVES = 32;

const NUKTA = "\u093c";
const DEVANAGARI = /[\u0900-\u097f]/;
const DEVANAGARI_DIGITS = "०१२३४५६७८९";
/** Letters Unicode also has with the nukta built in (क़ …); NFC keeps them apart, keyboards type either. */
const PRECOMPOSED: Record<string, string> = {
  क: "\u0958",
  ख: "\u0959",
  ग: "\u095a",
  ज: "\u095b",
  ड: "\u095c",
  ढ: "\u095d",
  फ: "\u095e",
  य: "\u095f",
};

/** Punctuation around a word that is not part of it. */
const EDGE_PUNCTUATION = /^[,.;:!?()[\]{}"'।॥]+|[,.;:!?()[\]{}"'।॥]+$/g;

/** As typed, in one Unicode form and lower case: what a pattern looks for. */
function clean(text: string): string {
  return text.normalize("NFC").toLowerCase();
}

function asciiDigits(text: string): string {
  return text.replace(/[०-९]/g, (d) => String(DEVANAGARI_DIGITS.indexOf(d)));
}

/** The key a word is looked up by: spelling noise folded away. */
export function foldWord(word: string): string {
  return asciiDigits(
    word
      .normalize("NFD")
      .replaceAll(NUKTA, "")
      .normalize("NFC")
      .toLowerCase()
      .replaceAll("\u0901", "\u0902")
      .replace(/[\u200c\u200d]/g, ""),
  );
}

/** The forms of `text` a listing may contain: with the nukta apart, built in, or left out. */
function spellings(text: string): string[] {
  if (!text.includes(NUKTA) && !/[\u0929\u0931\u0934\u0958-\u095f]/.test(text)) return [text];
  const apart = text.normalize("NFD").normalize("NFC");
  const builtIn = apart.replace(/([कखगजडढफय])\u093c/g, (_, letter: string) => PRECOMPOSED[letter]);
  const without = apart.normalize("NFD").replaceAll(NUKTA, "").normalize("NFC");
  return [...new Set([apart, builtIn, without])];
}

const words = (text: string) => text.trim().split(/\s+/);
const wordOf = (token: string) => token.replace(EDGE_PUNCTUATION, "");
const NUMBER = /^\d+(?:[.,]\d+)*$/;

// ---------------------------------------------------------------- the lexicon

/** Every spelling of one thing (a place, a place's word), cleaned. */
class Classes {
  private parent = new Map<string, string>();
  private find(x: string): string {
    if (!this.parent.has(x)) this.parent.set(x, x);
    let root = x;
    while (this.parent.get(root) !== root) root = this.parent.get(root)!;
    return root;
  }
  join(a: string, b: string) {
    const [ra, rb] = [this.find(a), this.find(b)];
    if (ra !== rb) this.parent.set(rb, ra);
  }
  /** Each class's members, by the fold of each member. */
  byFold(): Map<string, Set<string>> {
    const members = new Map<string, Set<string>>();
    for (const x of this.parent.keys()) {
      const root = this.find(x);
      if (!members.has(root)) members.set(root, new Set());
      members.get(root)!.add(x);
    }
    const out = new Map<string, Set<string>>();
    for (const x of this.parent.keys()) {
      const key = foldWord(x);
      const set = out.get(key) ?? new Set<string>();
      for (const member of members.get(this.find(x))!) set.add(member);
      out.set(key, set);
    }
    return out;
  }
}

type Lexicon = {
  /** A word's alternatives by its fold: places' words (both ways) and dictionary words. */
  words: Map<string, Set<string>>;
  /** A place named in several words: its names' alternatives, by the fold of each name. */
  phrases: Map<string, Set<string>>;
  /** The English name of the place each name (any script, any alias) stands for, by fold. */
  places: Map<string, string>;
  stopWords: Set<string>;
};

const foldPhrase = (text: string) => words(text).map(foldWord).join(" ");

/** Each place's English name and all its names (English first), cleaned, single-spaced. */
const PLACE_FORMS = Object.entries(PLACE_NAMES).map(([key, names]) => ({
  key,
  forms: [key, names.hi, names.mr, ...(names.aliases ?? [])].map((form) => words(clean(form)).join(" ")),
}));

function buildLexicon(): Lexicon {
  const placeWords = new Classes();
  const phrases = new Map<string, Set<string>>();
  const places = new Map<string, string>();
  for (const { key, forms } of PLACE_FORMS) {
    const english = words(forms[0]);
    for (const form of forms) {
      if (!places.has(foldPhrase(form))) places.set(foldPhrase(form), key);
      const parts = words(form);
      if (parts.length === 1) placeWords.join(forms[0], form);
      else {
        const set = phrases.get(foldPhrase(form)) ?? new Set<string>();
        for (const other of forms) set.add(other);
        phrases.set(foldPhrase(form), set);
      }
      // A name that pairs word for word with the English one teaches its words.
      if (parts.length === english.length && parts.length > 1)
        parts.forEach((part, i) => placeWords.join(english[i], part));
    }
  }
  const wordMap = placeWords.byFold();
  const add = (map: Map<string, Set<string>>, key: string, alternatives: Iterable<string>) => {
    const set = map.get(key) ?? new Set<string>();
    for (const alternative of alternatives) set.add(alternative);
    map.set(key, set);
  };
  // A place's one-word name also finds its names of several words ("Nalasopara", "नाला सोपारा").
  for (const { forms } of PLACE_FORMS) {
    for (const form of forms) if (!form.includes(" ")) add(wordMap, foldWord(form), forms);
  }
  for (const entry of SEARCH_WORDS) {
    const devanagari = entry.words.map((word) => wordOf(clean(word)));
    // A Devanagari word: everything the entry names. A Latin word: itself and the Devanagari words.
    for (const word of devanagari) add(wordMap, foldWord(word), [...entry.means, ...devanagari]);
    for (const mean of entry.means) {
      add(mean.includes(" ") ? phrases : wordMap, foldPhrase(mean), [mean, ...devanagari]);
    }
  }
  return { words: wordMap, phrases, places, stopWords: new Set(SEARCH_STOP_WORDS.map(foldWord)) };
}

const LEXICON = buildLexicon();

// ---------------------------------------------------------------- reading a text

/** The typed form first, then the rest in a fixed order (equal searches give equal patterns). */
function ordered(first: string, rest: Iterable<string>): string[] {
  const others = [...new Set(rest)].filter((x) => x !== first).sort();
  return [first, ...others];
}

/** One word's alternatives, the typed form first. */
function wordAlternatives(word: string): string[] {
  const typed = asciiDigits(word);
  if (NUMBER.test(typed)) {
    const devanagari = typed.replace(/\d/g, (d) => DEVANAGARI_DIGITS[Number(d)]);
    return ordered(typed, [devanagari]);
  }
  return ordered(word, LEXICON.words.get(foldWord(word)) ?? []);
}

/** Latin letters and Devanagari (letters or digits) together: a spelling no listing uses. */
const mixed = (text: string) => /[a-z]/.test(text) && DEVANAGARI.test(text);

/**
 * The alternatives of a sequence: each part's alternatives in turn, with the
 * joins between them — in one script at a time ("andheri west", "अंधेरी
 * पश्चिम", not "andheri पश्चिम"), and the sequence as typed (first).
 */
function product(parts: string[][], joins: string[][]): string[] {
  let typed = "";
  let out = [""];
  parts.forEach((alternatives, i) => {
    const join = i === 0 ? [""] : joins[i - 1];
    const next = out.flatMap((head) => join.flatMap((j) => alternatives.map((alt) => head + j + alt)));
    typed += join[0] + alternatives[0];
    const kept = [typed, ...next.filter((alt) => alt !== typed && !mixed(alt))];
    // Too many: this part (and its join) as typed only.
    out = kept.length > MAX_ALTERNATIVES ? out.map((head) => head + join[0] + alternatives[0]) : kept;
  });
  return out;
}

/** A word or a known place of several words (`width`), and its alternatives. */
type Segment = { alternatives: string[]; width: number; number: boolean };

/**
 * Words into segments: a known place of several words (up to four, joined by
 * spaces only) is one segment, any other word is its own.
 */
function segments(tokens: string[], spaced: boolean[]): Segment[] {
  const out: Segment[] = [];
  for (let i = 0; i < tokens.length;) {
    let taken = 1;
    let alternatives: string[] | null = null;
    for (let n = Math.min(4, tokens.length - i); n >= 2 && !alternatives; n--) {
      if (spaced.slice(i, i + n - 1).some((s) => !s)) continue;
      const phrase = tokens.slice(i, i + n);
      const names = LEXICON.phrases.get(phrase.map(foldWord).join(" "));
      if (!names) continue;
      const composed = product(
        phrase.map(wordAlternatives),
        phrase.slice(1).map(() => [" "]),
      );
      alternatives = ordered(composed[0], [...composed, ...names]);
      taken = n;
    }
    out.push({
      alternatives: alternatives ?? wordAlternatives(tokens[i]),
      width: taken,
      number: !alternatives && NUMBER.test(asciiDigits(tokens[i])),
    });
    i += taken;
  }
  return out;
}

/** A LIKE pattern for text containing `text` literally (as db.server's containsPattern). */
function contains(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** The patterns of a set of alternatives: each in every spelling a listing may use. */
function patterns(alternatives: string[]): string[] {
  return [...new Set(alternatives.flatMap((alt) => (DEVANAGARI.test(alt) ? spellings(alt) : [alt])).map(contains))];
}

/** A search's words, edge punctuation dropped; "2bhk" is "2 bhk". */
function searchTokens(typed: string[]): string[] {
  return typed
    .map(wordOf)
    .filter(Boolean)
    .flatMap((token) => {
      const match = /^([\d०-९]+)(\p{L}.*)$/u.exec(token);
      return match ? [match[1], match[2]] : [token];
    });
}

/** Words that, after a number, count bedrooms: BHK and bedroom(s) in either script, by their fold. */
const BEDROOM_WORDS = new Set(
  ["bhk", "bedroom", "bedrooms"].flatMap((word) => [word, ...(LEXICON.words.get(word) ?? [])]).map(foldWord),
);
/** A bedroom count a search may name: one or two digits (larger is not a count; bedrooms is a small integer). */
const BEDROOM_COUNT = /^\d{1,2}$/;

/**
 * The bedroom counts a search box's text names, and the rest of it. The site
 * calls a listing with three bedrooms a "3 BHK" (its facts, its saved
 * searches' names), so "3 BHK", "3bhk", "३ बीएचके" and "3 bedrooms" are read
 * as that count, not as text the listing must contain: a listing is found by
 * what it is, not by how its owner worded it, and the search need not read
 * the text of every listing that mentions BHK. The rest (without the joining
 * words of Hindi and Marathi, "" when nothing else is left) is searched as text.
 */
export function bedroomsNamed(text: string): { bedrooms: number[]; rest: string } {
  const tokens = searchTokens(words(clean(text)).filter(Boolean));
  const bedrooms: number[] = [];
  const kept: string[] = [];
  for (let i = 0; i < tokens.length; i++) {
    const count = asciiDigits(tokens[i]);
    if (BEDROOM_COUNT.test(count) && i + 1 < tokens.length && BEDROOM_WORDS.has(foldWord(tokens[i + 1]))) {
      bedrooms.push(Number(count));
      i++;
    } else kept.push(tokens[i]);
  }
  if (bedrooms.length === 0) return { bedrooms, rest: text };
  const meaningful = kept.some((token) => !LEXICON.stopWords.has(foldWord(token)));
  return { bedrooms, rest: meaningful ? kept.join(" ") : "" };
}

/**
 * The search box's text as the LIKE patterns a listing's text must match: one
 * list per word (or number with its word, or known place), every list
 * matched by any of its patterns. [] for a text with nothing to look for.
 */
export function searchTermPatterns(text: string): string[][] {
  const typed = words(clean(text)).filter(Boolean);
  let tokens = searchTokens(typed);
  const meaningful = tokens.filter((token) => !LEXICON.stopWords.has(foldWord(token)));
  if (meaningful.length > 0) tokens = meaningful;
  if (tokens.length === 0) return typed.length > 0 ? [patterns([typed.join(" ")])] : [];

  const units: string[][] = [];
  const parts = segments(
    tokens,
    tokens.map(() => true),
  );
  for (let i = 0; i < parts.length; i++) {
    const part = parts[i];
    const either = [" ", ""];
    if (part.number && i + 1 < parts.length) {
      units.push(product([part.alternatives, parts[i + 1].alternatives], [either]));
      i++;
    } else if (part.number && units.length > 0) {
      units[units.length - 1] = product([units[units.length - 1], part.alternatives], [either]);
    } else units.push(part.alternatives);
  }
  return units.slice(0, MAX_SEARCH_WORDS).map(patterns);
}

/**
 * The location filter's text as LIKE patterns, any of which the lower-cased
 * location must match: the whole text in order, its separators as typed, each
 * word (or known place) through its alternatives. [] for an empty text.
 */
export function phrasePatterns(text: string): string[] {
  const pieces = clean(text)
    .trim()
    .split(/(\s*,\s*|\s+)/);
  const tokens = pieces.filter((_, i) => i % 2 === 0);
  const separators = pieces.filter((_, i) => i % 2 === 1);
  if (tokens.length === 0 || (tokens.length === 1 && !tokens[0])) return [];
  // A phrase of a place only spans spaces, not a comma.
  const spaced = separators.map((separator) => !separator.includes(","));
  const parts = segments(tokens, spaced);
  // The separators that remain between segments.
  const joins: string[][] = [];
  let index = 0;
  for (const part of parts.slice(0, -1)) {
    index += part.width;
    joins.push([separators[index - 1]]);
  }
  return patterns(
    product(
      parts.map((part) => part.alternatives),
      joins,
    ),
  );
}

/** The English name of the place a whole text names, in any script or alias ("मुंबई", "Bombay" → "Mumbai"). */
export function placeNamed(text: string): string | null {
  return LEXICON.places.get(foldPhrase(clean(text).replace(EDGE_PUNCTUATION, ""))) ?? null;
}
