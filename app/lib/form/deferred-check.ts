/**
 * Form checks whose code loads after the page, not with it.
 *
 * A form's browser-side check runs the same zod schema as the server. zod and
 * the schemas are about 27 KB gzipped, and on a list or a detail page most
 * visitors never use the form (an inquiry, a site visit, "Save this search").
 * Such a page declares its check with `deferredCheck`, and the code is
 * imported after the page: the browser entry starts every check the page's
 * modules declared once the page's load event is over (so the stylesheet,
 * pictures and the page's scripts never share a slow network with it), and
 * hydrates without waiting for them, so that links, menus and filters work as
 * early as before. A form posted before its check has arrived loads it at
 * once and waits for it (use-form-errors.ts). A check declared by a page
 * reached later, through a client-side navigation, starts loading at once.
 */
import type { FieldErrors } from "./field-errors";

/** A pre-submit check: the messages for a form as it stands ({} when it may be posted). */
export type FormCheck = (form: HTMLFormElement) => FieldErrors;

/** Rules that load after the page: `loaded` once they have arrived. */
export type Deferred<Rules> = { load: () => Promise<Rules>; loaded?: Rules };
export type DeferredCheck = Deferred<FormCheck>;

/** Rules declared before the browser entry asked for them. */
const declared: Deferred<unknown>[] = [];
let entryStarted = false;

/**
 * `load` imports the schema's module:
 * `deferredCheck(() => import("…").then((rules) => schemaCheck(rules.schema)))`.
 * It runs once; a failed import is tried again at the next post.
 */
export function deferredCheck(load: () => Promise<FormCheck>): DeferredCheck {
  return deferredRules(load);
}

/**
 * The same for rules a form applies in its own way (the wizard checks one step
 * at a time): `deferredRules(() => import("…"))` gives the module once loaded.
 */
export function deferredRules<Rules>(load: () => Promise<Rules>): Deferred<Rules> {
  let pending: Promise<Rules> | undefined;
  const rules: Deferred<Rules> = {
    load: () => {
      pending ??= load().then(
        (loaded) => (rules.loaded = loaded),
        (error: unknown) => {
          pending = undefined;
          throw error;
        },
      );
      return pending;
    },
  };
  if (typeof window !== "undefined") {
    if (entryStarted) void rules.load().catch(() => undefined);
    else declared.push(rules);
  }
  return rules;
}

/**
 * For the browser entry: loads the checks the page's modules declared (a
 * failed one is tried again at the next post, or left to the server, which
 * runs the same rules).
 */
export async function loadDeclaredChecks(): Promise<void> {
  entryStarted = true;
  await Promise.allSettled(declared.splice(0).map((rules) => rules.load()));
}
