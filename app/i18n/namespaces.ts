/**
 * The text namespaces (one JSON file per namespace and language in
 * app/locales), and the shape of the English texts that types every key.
 * Apart from app/i18n/i18n.ts so that app/i18n/page-texts.ts can name them
 * without importing i18next's set-up (which imports it in turn).
 */
import type en from "#app/locales/en/index";
import type enEmails from "#app/locales/en/emails.json";

/** A language's texts: what pages show, and on the server the e-mails and SMS too. */
export type Resources = typeof en & { emails?: typeof enEmails };
export const NAMESPACES = Object.freeze([
  "common",
  "home",
  "listings",
  "detail",
  "tools",
  "pages",
  "account",
  "owner",
  "messages",
  "emails",
  "values",
] as const satisfies readonly (keyof Resources)[]);
export type Namespace = (typeof NAMESPACES)[number];
