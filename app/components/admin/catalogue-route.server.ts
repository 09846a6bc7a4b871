/**
 * The loader and action the admin Properties and Projects routes share. Each
 * route describes its catalogue (a `CatalogueStore`: the domain functions for
 * its table, its noun and how many files a save may carry besides photos);
 * these functions do the HTTP side: URL parameters, intents and status codes
 * (the admin check and the upload size limit happen in the request pipeline).
 */
import { data, type RouterContextProvider } from "react-router";
import { adminContext } from "#app/context";
import { parseId } from "#app/lib/ids";
import { readRows } from "#app/lib/validation/admin-catalogue";
import { getSettings } from "#app/domain/settings.server";
import { type Actor, type CatalogueFlag, type SaveResult, type SimpleResult } from "#app/domain/catalogue-admin.server";
import { tooLargeMessage } from "#app/domain/admin-files.server";
import { uploadFormOf } from "#app/server/request-body.server";
import type { CatalogueActionResult } from "./catalogue-action";
import type { CatalogueNoun } from "./catalogue-noun";

type Listed = { id: number; title: string };

export type CatalogueStore<Filters, Row extends Listed, Stats> = {
  noun: CatalogueNoun;
  filtersFrom: (params: URLSearchParams) => Filters;
  list: (
    filters: Filters,
  ) => Promise<{ rows: Row[]; page: number; pageSize: number; total: number; totalPages: number }>;
  stats: () => Promise<Stats>;
  /** One item by id, for ?edit= and ?delete= links to items not on the listed page. */
  find: (id: number) => Promise<NoInfer<Row> | undefined>;
  /** The form's posted text values, to refill it after a refused full-page save. */
  readForm: (form: FormData) => Record<string, unknown>;
  save: (form: FormData, actor: Actor) => Promise<SaveResult>;
  setFlag: (id: number, flag: CatalogueFlag, value: boolean, actor: Actor) => Promise<SimpleResult>;
  remove: (id: number, actor: Actor) => Promise<SimpleResult>;
};

/** The list page and the item in ?edit= or ?delete= (the no-JavaScript way into the form and the confirm step). */
export async function loadCatalogueScreen<Filters, Row extends Listed, Stats>(
  request: Request,
  store: CatalogueStore<Filters, Row, Stats>,
) {
  const url = new URL(request.url);
  const filters = store.filtersFrom(url.searchParams);
  const [list, stats, settings] = await Promise.all([store.list(filters), store.stats(), getSettings()]);
  const find = async (id: number | null) => {
    if (!id) return null;
    const row = list.rows.find((r) => r.id === id) ?? (await store.find(id));
    return row ? withoutSearchText(row) : null;
  };
  const [editing, deleting] = await Promise.all([
    find(parseId(url.searchParams.get("edit"))),
    find(parseId(url.searchParams.get("delete"))),
  ]);
  return {
    list,
    stats,
    filters,
    editing,
    deleting: deleting ? { id: deleting.id, title: deleting.title } : null,
    creating: url.searchParams.get("new") === "1",
    limits: { maxImages: settings.maxImageUpload, maxFileMb: settings.maxFileSize },
  };
}

/** A row read whole from the table carries its generated search text, which the page never needs. */
function withoutSearchText<Row>(row: Row): Row {
  const { searchText: _searchText, ...rest } = row as Row & { searchText?: unknown };
  return rest as Row;
}

/** Save, toggle-active, toggle-featured and delete, answered for a fetcher or a full page. */
export async function catalogueAction<Filters, Row extends Listed, Stats>(
  context: Readonly<RouterContextProvider>,
  store: CatalogueStore<Filters, Row, Stats>,
) {
  const admin = context.get(adminContext);
  const actor = { id: admin.id, name: admin.name };
  const one = store.noun.one.toLowerCase();
  const body = uploadFormOf(context);
  if (!("form" in body)) {
    const message = tooLargeMessage(body.maxBytes);
    return answer(
      { intent: "save", ok: false, message: `Error saving ${one}: ${message}`, errors: { photos: message } },
      413,
    );
  }
  const form = body.form;
  const intent = form.get("intent");
  if (intent === "save") {
    const saved = await store.save(form, actor);
    if (saved.ok) return answer({ intent, ok: true, message: saved.message, id: saved.id });
    return answer(
      {
        intent,
        ok: false,
        message: saved.message,
        errors: saved.errors,
        stale: saved.stale,
        // A stale form is re-opened with the current values, not the overwritten ones.
        values: saved.stale
          ? undefined
          : { ...store.readForm(form), photoRows: readRows(form, "photos", ["existing", "url"] as const) },
      },
      saved.stale ? 409 : 400,
    );
  }
  if (intent === "toggle-active" || intent === "toggle-featured") {
    const id = parseId(form.get("id"));
    if (!id) return answer({ intent, ok: false, message: `Unknown ${one}.` }, 400);
    const changed = await store.setFlag(
      id,
      intent === "toggle-active" ? "active" : "featured",
      form.get("value") === "true",
      actor,
    );
    return answer({ intent, ok: changed.ok, message: changed.message, id }, changed.ok ? 200 : 404);
  }
  if (intent === "delete") {
    const id = parseId(form.get("id"));
    if (!id) return answer({ intent, ok: false, message: `Error deleting ${one}: unknown ${one}` }, 400);
    const deleted = await store.remove(id, actor);
    return answer({ intent, ok: deleted.ok, message: deleted.message, id }, deleted.ok ? 200 : 404);
  }
  return answer({ intent: "unknown", ok: false, message: "Unknown action." }, 400);
}

function answer(result: CatalogueActionResult, status = 200) {
  return data(result, { status });
}
