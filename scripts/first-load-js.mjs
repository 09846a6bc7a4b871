/**
 * What a page's first load costs in JavaScript, split into the framework and
 * our own code: shared by `npm run bench:pages` and the browser test that
 * holds every public page to its budget (tests/e2e/first-load-js.spec.ts).
 *
 * A page's first load is every script and modulepreload its server-rendered
 * HTML names (React Router's <Scripts> lists the entry, the matched routes'
 * modules and every chunk they import statically); what is imported
 * dynamically (a dialog, a form's rules, the map) is not in it.
 *
 * "framework" is React, React DOM and React Router: the build puts exactly
 * those packages in the `framework` chunk (vite.config.ts), beside the
 * bundler's few hundred bytes of module runtime. Everything else, i18next
 * included, is "ours".
 */
import { brotliCompressSync, constants, gzipSync } from "node:zlib";

/** Our own code's budget per page, gzipped (issue 32: at most 30 KB beyond the framework). */
export const OURS_BUDGET_BYTES = 30 * 1024;

/** The /assets/*.js files a page's HTML loads at once (script src and modulepreload href), in order. */
export function firstLoadScripts(html) {
  const found = [...html.matchAll(/<(?:script|link)\b[^>]*?\b(?:src|href)="(\/assets\/[^"]+\.js)"/g)].map((m) => m[1]);
  // The inline module script imports the routes' modules by URL as well.
  const imported = [...html.matchAll(/import \* as \w+ from "(\/assets\/[^"]+\.js)"/g)].map((m) => m[1]);
  return [...new Set([...found, ...imported])];
}

/** "framework" or "ours", by the chunk's name (the build's chunk groups: vite.config.ts). */
export function scriptKind(asset) {
  return /\/(?:framework|rolldown-runtime)-[\w-]+\.js$/.test(asset) ? "framework" : "ours";
}

/** Sizes of one file: raw, gzip (level 6, the usual server setting) and brotli (quality 11, the build's copies). */
export function sizesOf(bytes) {
  return {
    raw: bytes.length,
    gzip: gzipSync(bytes, { level: 6 }).length,
    brotli: brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length,
  };
}

/**
 * The page's first-load JavaScript by kind, summed per file:
 * `{ framework: {raw, gzip, brotli, files}, ours: {…} }`. `fetchAsset(path)` gives a file's bytes.
 */
export async function firstLoadJs(html, fetchAsset, cache = new Map()) {
  const totals = {
    framework: { raw: 0, gzip: 0, brotli: 0, files: [] },
    ours: { raw: 0, gzip: 0, brotli: 0, files: [] },
  };
  for (const asset of firstLoadScripts(html)) {
    if (!cache.has(asset)) cache.set(asset, sizesOf(await fetchAsset(asset)));
    const sizes = cache.get(asset);
    const total = totals[scriptKind(asset)];
    total.raw += sizes.raw;
    total.gzip += sizes.gzip;
    total.brotli += sizes.brotli;
    total.files.push({ asset, ...sizes });
  }
  return totals;
}
