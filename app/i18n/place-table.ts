/**
 * Where the place names' table (./place-names.json, about 2 KB gzipped of
 * Devanagari) comes from. The server provides it at start-up
 * (server-texts.server.ts). A browser fetches it, as data like the page's
 * texts, only for a Hindi or Marathi page, before that page renders (i18n.ts
 * `loadLocale`; the root layout preloads it): an English page never shows
 * it.
 */
/** A place's names in Hindi and Marathi, and further spellings a searcher may type. */
export type PlaceNames = { hi: string; mr: string; aliases?: readonly string[] };

export type PlaceTable = Readonly<Record<string, PlaceNames>>;

/** The file's groups (cities, localities, words) as one table by English name. */
export function flattenPlaceNames(groups: Readonly<Record<string, PlaceTable>>): PlaceTable {
  return Object.assign({}, ...Object.values(groups)) as PlaceTable;
}

/**
 * Where a browser fetches the table: a fingerprinted file of the build. A
 * function, evaluated when first asked (as page-texts.ts's `textsUrl`): Vite
 * rewrites the glob at build time, and scripts run without Vite never ask.
 */
export function placeNamesUrl(): string {
  const files = import.meta.glob<string>("./place-names.json", {
    query: "?url&no-inline",
    import: "default",
    eager: true,
  });
  return files["./place-names.json"]!;
}

let table: PlaceTable | undefined;
let pending: Promise<void> | undefined;

export function providePlaceNames(names: PlaceTable): void {
  table = names;
}

/** Fetches the table in a browser, once (a failed fetch is tried again by the next call). */
export function loadPlaceNames(): Promise<void> {
  if (table) return Promise.resolve();
  pending ??= fetch(placeNamesUrl())
    .then((response) => {
      if (!response.ok) throw new Error(`Place names: ${response.status}`);
      return response.json() as Promise<Record<string, PlaceTable>>;
    })
    .then(
      (groups) => providePlaceNames(flattenPlaceNames(groups)),
      (error: unknown) => {
        pending = undefined;
        throw error;
      },
    );
  return pending;
}

/** The table; a Hindi or Marathi name asked for before it was loaded is a fault of the caller. */
export function loadedPlaceNames(): PlaceTable {
  if (!table) throw new Error("Place names asked for before they were loaded (app/i18n/place-table.ts)");
  return table;
}
