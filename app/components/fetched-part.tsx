/**
 * A part of a page whose code is not in the page's first load: it is fetched
 * when the part is first drawn. The server renders the part whole
 * (entry.server.tsx waits for all of a document), so the visitor sees it at
 * once and, until its code has arrived and React has hydrated it, it works as
 * HTML does: its links lead and its forms post (every form works without
 * JavaScript).
 *
 * Used for what the visitor does not see or press first: the refusal pages,
 * which are rare, and the parts of a detail page below its top (the sidebar's
 * forms, the cost table, the reviews), fetched right after the page's own
 * code so that the top of the page is ready sooner (ADR 050).
 *
 * The part is memoised: a re-render of the page with the same props is no
 * update to it, so React keeps the server's HTML in place while the code
 * loads, instead of replacing it with the empty fallback.
 */
import { lazy, memo, Suspense, type ComponentType } from "react";
import { loadLocale } from "#app/i18n/i18n";
import { localeOfPath } from "#app/i18n/locales";
import type { PageNamespace } from "#app/i18n/page-texts";

export type FetchedPart<Props extends object> = ComponentType<Props> & {
  /** Fetches the part's code ahead, e.g. alongside the data of a client-side navigation to its page. */
  preload: () => Promise<unknown>;
};

export function fetchedPart<Props extends object>(load: () => Promise<ComponentType<Props>>): FetchedPart<Props> {
  let loading: Promise<ComponentType<Props>> | undefined;
  let loaded: ComponentType<Props> | undefined;
  const loadOnce = () =>
    (loading ??= load().then(
      (component) => (loaded = component),
      // If the code cannot be fetched (the connection dropped), the part is left out rather than the whole
      // page turned into an error page; the rest of the page keeps working.
      () => Nothing as ComponentType<Props>,
    ));
  const Part = lazy(() =>
    // Code already here (fetched ahead with a navigation's data) is handed over at once: React reads a
    // thenable that has settled synchronously as loaded, and draws the part with the page instead of its
    // fallback first. A promise always settles a tick later.
    loaded ? settledNow({ default: loaded }) : loadOnce().then((component) => ({ default: component })),
  );
  function Fetched(props: Props) {
    return (
      <Suspense fallback={null}>
        <Part {...props} />
      </Suspense>
    );
  }
  return Object.assign(memo(Fetched) as unknown as ComponentType<Props>, { preload: loadOnce });
}

/**
 * For a route's clientLoader, run alongside its data when the visitor comes from another page: fetches the
 * parts' code and the page's texts, so that the page is drawn whole at once. Without it each part would show
 * its empty fallback first, until its code (or the texts it asks for) arrived.
 */
export function fetchPageParts(
  request: Request,
  texts: readonly PageNamespace[],
  parts: readonly Pick<FetchedPart<object>, "preload">[],
): Promise<unknown> {
  const locale = localeOfPath(new URL(request.url).pathname);
  // A failure is met again, and handled, where the page asks for the texts or draws the part.
  return Promise.all([loadLocale(locale, texts).catch(() => {}), ...parts.map((part) => part.preload())]);
}

/** A thenable that hands its value to `then` at once, where a promise would a tick later. */
function settledNow<T>(value: T): Promise<T> {
  return { then: (onSettled: (value: T) => unknown) => onSettled(value) } as unknown as Promise<T>;
}

function Nothing() {
  return null;
}
