import { test, expect } from "./support/fixtures";
import { firstLoadJs, firstLoadScripts } from "../../scripts/first-load-js.mjs";

/**
 * Issue 32: nothing a page does not use is in its first load (ADR 040). The
 * first load is what the server-rendered HTML names (modulepreload and
 * script tags), measured as `npm run bench:pages` does
 * (scripts/first-load-js.mjs): the framework (React, React DOM, React Router)
 * apart, our own code gzipped.
 *
 * Two kinds of checks:
 * - Which chunks a page may not load: the calculators only where an EMI or a
 *   cost is drawn, the cards' and filters' code only where listings are shown,
 *   the forms' rules (zod) never on a public page: they load after it
 *   (lib/form/deferred-check.ts), even where the form is the page (contact,
 *   the wizard).
 * - A ceiling per page for our code: what the page weighed when the browser's
 *   translator replaced i18next (ADR 048), plus 3–4 KB for the features still
 *   to come. Lower a ceiling when a page gets lighter. The issue's target is
 *   30 KB (OURS_BUDGET_BYTES) for every page: the list, detail and wizard pages
 *   and the EMI calculator are still above it.
 */
const KB = 1024;
const PAGES: { path: string; ceilingKb: number; never: string[] }[] = [
  { path: "/", ceilingKb: 32, never: ["calculators", "rules", "listing", "forms", "detail", "trans"] },
  { path: "/residential", ceilingKb: 40, never: ["calculators", "rules", "detail", "trans"] },
  { path: "/commercial", ceilingKb: 40, never: ["calculators", "rules", "detail", "trans"] },
  { path: "/projects", ceilingKb: 43, never: ["calculators", "rules", "detail", "trans"] },
  { path: "/hi/residential", ceilingKb: 40, never: ["calculators", "rules", "detail", "trans"] },
  { path: "/property/1", ceilingKb: 55, never: ["rules", "listing"] },
  { path: "/project/1", ceilingKb: 51, never: ["calculators", "rules", "listing"] },
  { path: "/emi-calculator", ceilingKb: 33, never: ["catalogue", "geo", "rules", "listing", "forms", "detail"] },
  { path: "/compare", ceilingKb: 32, never: ["calculators", "rules", "listing", "forms", "detail"] },
  { path: "/favorites", ceilingKb: 30, never: ["calculators", "rules", "listing", "forms", "detail"] },
  {
    path: "/localities",
    ceilingKb: 20,
    never: ["catalogue", "geo", "calculators", "rules", "listing", "forms", "detail"],
  },
  { path: "/about", ceilingKb: 17, never: ["catalogue", "calculators", "rules", "listing", "forms", "detail"] },
  { path: "/login", ceilingKb: 29, never: ["catalogue", "calculators", "rules", "listing", "detail"] },
  { path: "/contact", ceilingKb: 28, never: ["catalogue", "calculators", "listing", "rules"] },
  { path: "/list-property", ceilingKb: 36, never: ["catalogue", "calculators", "listing", "rules"] },
];

/** The build's file for a chunk: its name and an 8-character hash (`listing-…`, not `listing-wizard-…`). */
function isChunk(asset: string, chunk: string) {
  return new RegExp(`^/assets/${chunk}-[\\w-]{8}\\.js$`).test(asset);
}

for (const { path, ceilingKb, never } of PAGES) {
  test(`${path}: its first load holds only what it draws, our code within ${ceilingKb} KB gzipped`, async ({
    request,
  }) => {
    const response = await request.get(path);
    expect(response.status()).toBe(200);
    const html = await response.text();
    const scripts = firstLoadScripts(html);
    // The measure reads something: the entry, the framework and the site's frame are always there.
    for (const chunk of ["entry.client", "framework", "site"]) {
      expect(
        scripts.some((asset) => isChunk(asset, chunk)),
        `${chunk} on ${path}`,
      ).toBe(true);
    }
    for (const chunk of never) {
      expect(
        scripts.filter((asset) => isChunk(asset, chunk)),
        `${path} should not load the ${chunk} chunk`,
      ).toEqual([]);
    }
    const split = await firstLoadJs(html, async (asset: string) => {
      const file = await request.get(asset);
      expect(file.status()).toBe(200);
      return file.body();
    });
    const ours = split.ours.files.map((file: { asset: string; gzip: number }) => `${file.asset} ${file.gzip}`);
    expect(split.ours.gzip, `our code on ${path}:\n${ours.join("\n")}`).toBeLessThanOrEqual(ceilingKb * KB);
    // The framework is the one shared chunk (and the bundler's runtime), never our code.
    expect(split.framework.files.length).toBeLessThanOrEqual(2);
  });
}
