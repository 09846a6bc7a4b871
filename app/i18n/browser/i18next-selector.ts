/**
 * What the browser's build gives for "i18next" (vite.config.ts): the one
 * function react-i18next's <Trans> imports from it, which turns a key written
 * as a selector function (`($) => $.some.key`) into its text key. The site
 * writes every key as a string, so this is never called with a function; it
 * is here so that the import does not bring the whole of i18next (15 KB
 * gzipped, every page) to the browser.
 */
export function keyFromSelector(selector: unknown): string {
  throw new Error(`Text keys are strings in this app; got ${typeof selector}`);
}
