/**
 * Saved searches on both sides: the kinds, frequencies and limit, the form's
 * messages, a search's link and its plain-words description. The form's rules
 * are validation/saved-search.ts (with zod, which list pages load only when
 * the form is used).
 */
import type { Refusal } from "./form/refusal";
import { formatPrice } from "./format";
import { parsePropertyQuery } from "./property-query";
import { parseProjectQuery } from "./project-query";

export const SEARCH_KINDS = ["residential", "commercial", "projects"] as const;
export type SearchKind = (typeof SEARCH_KINDS)[number];

export const ALERT_FREQUENCIES = [
  { value: "instant", label: "Instant" },
  { value: "daily", label: "Daily digest" },
  { value: "weekly", label: "Weekly digest" },
  { value: "off", label: "Off" },
] as const;
export type AlertFrequency = (typeof ALERT_FREQUENCIES)[number]["value"];

export const MAX_SAVED_SEARCHES = 20;
export const MAX_SEARCH_NAME = 80;
/** Longer than any query the list forms make; a longer one is not a search anyone built. */
export const MAX_SEARCH_QUERY = 2000;

export const SAVED_SEARCH_MESSAGES = {
  name: "Please give the search a name",
  nameLength: `Please keep the name under ${MAX_SEARCH_NAME} characters`,
  frequency: "Please choose how often to be alerted",
  channel: "Please choose e-mail or SMS for the alerts, or set alerts to Off",
  smsUnverified: "SMS alerts need a verified phone number on your account",
  limit: `You can keep up to ${MAX_SAVED_SEARCHES} saved searches. Delete one on the Saved searches page to save another.`,
  saved: "Search saved.",
  updated: "Saved search updated.",
  deleted: "Saved search deleted.",
  notFound: "This saved search no longer exists.",
  failed: "We could not save your search. Please try again.",
  projectSearch:
    "Alerts are sent for property searches (new listings and price drops). A project search keeps your filters and shows its current matches.",
} as const;

/**
 * Whether a kind of search can alert: property searches can (listing events,
 * ADR 013); nothing announces new projects, so a project search is kept with
 * its alerts off rather than offering choices that would never send.
 */
export function sendsAlerts(kind: SearchKind): boolean {
  return kind !== "projects";
}

/** What "Save this search" answers its fetcher. */
export type SaveSearchAnswer = { ok: true; message: string } | Refusal;

/** What a list page tells its "Save this search" about the visitor. */
export type SaveSearchOffer =
  | { signedIn: false }
  | {
      signedIn: true;
      /** The account has a verified phone, so SMS can be chosen. */
      smsAvailable: boolean;
      /** The account already keeps the most searches it may. */
      full: boolean;
    };

/** The list page a search opens. */
export function searchHref(kind: SearchKind, query: string): string {
  return `/${kind}${query ? `?${query}` : ""}`;
}

/**
 * The words a search's plain-words description is made of. English by default
 * (ENGLISH_SEARCH_WORDS); the "Save this search" panel passes its page
 * language's, so a Hindi visitor is offered a Hindi name. The filters
 * themselves (the query) stay as the URL has them.
 */
export type SearchWords = {
  /** "Projects", "Ongoing projects". */
  projects: (status: string) => string;
  rent: string;
  buy: string;
  /** A commercial search with no type chosen. */
  commercial: string;
  /** A category or project type stored in English ("Apartment"). */
  value: (value: string) => string;
  /** A location stored in English ("Andheri West"). */
  place: (name: string) => string;
  /** "3 BHK"; `orMore` for the 5+ choice. */
  bedrooms: (count: number, orMore: boolean) => string;
  price: (value: number) => string;
  between: (min: string, max: string) => string;
  upTo: (max: string) => string;
  from: (min: string) => string;
  quoted: (text: string) => string;
  /** A search with no filter: "All residential". */
  all: (kind: SearchKind) => string;
};

const KIND_NAMES: Record<SearchKind, string> = {
  residential: "Residential",
  commercial: "Commercial",
  projects: "Projects",
};

export const ENGLISH_SEARCH_WORDS: SearchWords = {
  projects: (status) => (status ? `${status[0].toUpperCase()}${status.slice(1)} projects` : "Projects"),
  rent: "Rent",
  buy: "Buy",
  commercial: "Commercial",
  value: (value) => value,
  place: (name) => name,
  bedrooms: (count, orMore) => `${count}${orMore ? "+" : ""} BHK`,
  price: (value) => formatPrice(value),
  between: (min, max) => `${min} to ${max}`,
  upTo: (max) => `up to ${max}`,
  from: (min) => `from ${min}`,
  quoted: (text) => `"${text}"`,
  all: (kind) => `All ${KIND_NAMES[kind].toLowerCase()}`,
};

function priceWords(min: number | null, max: number | null, words: SearchWords): string | null {
  if (min !== null && max !== null) return words.between(words.price(min), words.price(max));
  if (max !== null) return words.upTo(words.price(max));
  if (min !== null) return words.from(words.price(min));
  return null;
}

/** A search in plain words, e.g. "Rent, Mumbai, up to ₹60,000": the name a new search is offered. */
export function describeSearch(kind: SearchKind, query: string, words: SearchWords = ENGLISH_SEARCH_WORDS): string {
  const params = new URLSearchParams(query);
  const parts: (string | null)[] = [];
  if (kind === "projects") {
    const parsed = parseProjectQuery(params);
    parts.push(
      words.projects(parsed.status),
      parsed.type ? words.value(parsed.type) : null,
      parsed.location ? words.place(parsed.location) : null,
      parsed.developer || null,
      priceWords(parsed.minPrice, parsed.maxPrice, words),
      parsed.search ? words.quoted(parsed.search) : null,
    );
  } else {
    const parsed = parsePropertyQuery(kind, params);
    parts.push(
      parsed.status === "rent" ? words.rent : parsed.status === "sale" ? words.buy : null,
      parsed.type ? words.value(parsed.type) : kind === "commercial" ? words.commercial : null,
      parsed.location ? words.place(parsed.location) : null,
      parsed.bedrooms !== null ? words.bedrooms(parsed.bedrooms, parsed.bedrooms >= 5) : null,
      priceWords(parsed.minPrice, parsed.maxPrice, words),
      parsed.search ? words.quoted(parsed.search) : null,
    );
  }
  const joined = parts.filter(Boolean).join(", ");
  return (joined || words.all(kind)).slice(0, MAX_SEARCH_NAME);
}
