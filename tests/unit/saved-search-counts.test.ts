/**
 * A saved search's number of matches as the account page writes it: exact, or
 * the list's cap with a "+" when more match (savedSearchSummaries counts up to
 * the list's cap), in each language.
 */
import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { I18nextProvider } from "react-i18next";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { SavedSearchesPanel } from "#app/components/saved-searches/saved-searches-panel";
import type { SavedSearchSummary } from "#app/domain/seekers/saved-searches.server";
import type { Resources } from "#app/i18n/i18n";
import { createI18n } from "#app/i18n/server-texts.server";
import en from "#app/locales/en/index";
import hi from "#app/locales/hi/index";
import mr from "#app/locales/mr/index";

const RESOURCES = { en, hi, mr };

function summary(matches: number, matchesCapped: boolean): SavedSearchSummary {
  return {
    id: 1,
    name: "Mumbai",
    kind: "residential",
    href: "/residential?location=Mumbai",
    frequency: "off",
    email: true,
    sms: false,
    matches,
    matchesCapped,
    createdAt: new Date(Date.UTC(2026, 11, 7)),
  };
}

function drawn(locale: keyof typeof RESOURCES, search: SavedSearchSummary): string {
  const i18n = createI18n(locale, RESOURCES[locale] as unknown as Resources);
  const html = renderToString(
    createElement(
      I18nextProvider,
      { i18n },
      createElement(MemoryRouter, null, createElement(SavedSearchesPanel, { searches: [search] })),
    ),
  );
  return html.replace(/<!-- -->/g, "");
}

describe("a saved search's matches on the account page", () => {
  it("says the exact number, or the cap and more", () => {
    expect(drawn("en", summary(4310, false))).toContain("Residential · 4,310 matches · Alerts off");
    expect(drawn("en", summary(1, false))).toContain("Residential · 1 match · Alerts off");
    expect(drawn("en", summary(10000, true))).toContain("Residential · 10,000+ matches · Alerts off");
    for (const locale of ["hi", "mr"] as const) {
      const html = drawn(locale, summary(10000, true));
      expect(html).toMatch(/10,000\+ /);
      expect(drawn(locale, summary(10000, false))).not.toContain("10,000+");
    }
  });
});
