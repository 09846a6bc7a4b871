/**
 * A page's scripts are fetched at low priority.
 *
 * Every page is complete HTML whose links and forms work before any script
 * runs; the scripts (about 215–255 KB gzipped) only make it interactive.
 * React Router's <Scripts> preloads each of them in <head> at the browser's
 * default priority for scripts (high), so on a phone on a slow network they
 * share the bandwidth with the stylesheet, the fonts and the pictures the
 * visitor is waiting to see. Marked `fetchpriority="low"`, they still start
 * at once and still run before the document's load event (the module script
 * that imports them delays it, as before), but what paints comes first.
 *
 * React Router's <Scripts> has no way to give its preloads or its module
 * script a priority, so entry.server adds it to the rendered document. The
 * patterns are React Router's exact markup; if a version renders it
 * differently the document is sent unchanged and
 * tests/unit/script-priority.test.ts fails.
 */
const PRELOAD = '<link rel="modulepreload" href=';
const MODULE_SCRIPT = /(<script nonce="[^"]*") type="module" async="">/g;

export function lowPriorityScripts(html: string): string {
  return html
    .replaceAll(PRELOAD, '<link rel="modulepreload" fetchpriority="low" href=')
    .replace(MODULE_SCRIPT, '$1 fetchpriority="low" type="module" async="">');
}
