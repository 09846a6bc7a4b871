/**
 * The loader and action the admin Properties and Projects routes share. Each
 * route describes its catalogue (a `CatalogueStore`: how its URL and form are
 * read, the domain functions for its table, its noun and how many files a save
 * may carry besides photos); these functions do the HTTP side: reading the
 * URL and the form once into typed input, intents and status codes (the admin
 * check and the upload size limit happen in the request pipeline).
 */
import { data, type RouterContextProvider } from "react-router";
import { adminContext } from "#app/web/context";
import { parseId } from "#app/lib/ids";
import { z } from "zod";
import {
  readProjectForm,
  readPropertyForm,
  rowIndexes,
  validateProject,
  validateProperty,
} from "#app/lib/validation/admin-catalogue";
import type { FieldErrors } from "#app/lib/form/field-errors";
import { queryText } from "#app/lib/query-values";
import { PROJECT_TYPES } from "#app/lib/options";
import { uploadFormOf } from "#app/web/request-body.server";
import type { Actor } from "#app/domain/site/activity.server";
import { getSettings } from "#app/domain/site/settings.server";
import type { CatalogueFlag, SaveResult, SaveTarget, SimpleResult } from "#app/domain/back-office/catalogue.server";
import { tooLargeMessage, type FloorPlanRow, type PhotoRow } from "#app/domain/back-office/files.server";
import {
  PROPERTY_STATUS_FILTERS,
  PROPERTY_TYPE_FILTERS,
  type AdminPropertyFilters,
  type PropertySave,
} from "#app/domain/back-office/properties.server";
import {
  PROJECT_STATUS_FILTERS,
  type AdminProjectFilters,
  type ProjectSave,
} from "#app/domain/back-office/projects.server";
import type { CatalogueActionResult } from "#app/components/admin/catalogue-action";
import type { CatalogueNoun } from "#app/components/admin/catalogue-noun";

type Listed = { id: number; title: string };

/** A posted save form read once: the typed save (or why it is refused) and the text values to refill the form with. */
export type ReadSave<Input> = {
  values: Record<string, unknown>;
  parsed: { ok: true; input: Input } | { ok: false; errors: FieldErrors; message?: string };
};

export type CatalogueStore<Filters, Row extends Listed, Stats, Input> = {
  noun: CatalogueNoun;
  readFilters: (params: URLSearchParams) => Filters;
  list: (
    filters: Filters,
  ) => Promise<{ rows: Row[]; page: number; pageSize: number; total: number; totalPages: number }>;
  stats: () => Promise<Stats>;
  /** One item by id, for ?edit= and ?delete= links to items not on the listed page. */
  find: (id: number) => Promise<NoInfer<Row> | undefined>;
  readSave: (form: FormData) => ReadSave<Input>;
  save: (input: Input, actor: Actor) => Promise<SaveResult>;
  setFlag: (id: number, flag: CatalogueFlag, value: boolean, actor: Actor) => Promise<SimpleResult>;
  remove: (id: number, actor: Actor) => Promise<SimpleResult>;
};

// ---------------------------------------------------------------- the URL

/** A list page from the URL: a whole number from 1 (clamped to the last page by the list). */
const pageParam = z.coerce.number().int().min(1).max(100_000).catch(1);
const searchParam = z.string().nullable().transform(queryText);

function filterParam<T extends string>(allowed: readonly [T, ...T[]]) {
  return z.enum(allowed).catch(allowed[0]);
}

/** The admin Properties list's filters from its URL; anything unknown falls back to "all" and page 1. */
export function readPropertyFilters(params: URLSearchParams): AdminPropertyFilters {
  return z
    .object({
      search: searchParam,
      type: filterParam(PROPERTY_TYPE_FILTERS),
      status: filterParam(PROPERTY_STATUS_FILTERS),
      page: pageParam,
    })
    .parse({
      search: params.get("search"),
      type: params.get("type"),
      status: params.get("status"),
      page: params.get("page"),
    });
}

/** The admin Projects list's filters from its URL; a type must be one of the project types. */
export function readProjectFilters(params: URLSearchParams): AdminProjectFilters {
  return z
    .object({
      search: searchParam,
      status: filterParam(PROJECT_STATUS_FILTERS),
      type: filterParam(["all", ...PROJECT_TYPES]),
      page: pageParam,
    })
    .parse({
      search: params.get("search"),
      status: params.get("status"),
      type: params.get("type"),
      page: params.get("page"),
    });
}

// ---------------------------------------------------------------- the save form

const rowText = z.preprocess((value) => (typeof value === "string" ? value : ""), z.string());
/** An upload field: a chosen file, or null when the field is missing or empty (a browser posts an empty file). */
const upload = z.preprocess(
  (value) => (value instanceof File && value.size > 0 ? value : null),
  z.instanceof(File).nullable(),
);

/** The `prefix.N.*` rows of the form, in index order, each read by `shape`. */
function formRows<Shape extends z.ZodRawShape>(form: FormData, prefix: string, shape: Shape) {
  const row = z.object(shape);
  return rowIndexes(form, prefix).map((index) =>
    row.parse(Object.fromEntries(Object.keys(shape).map((key) => [key, form.get(`${prefix}.${index}.${key}`)]))),
  );
}

function photoRows(form: FormData): PhotoRow[] {
  return formRows(form, "photos", { existing: rowText, url: rowText, file: upload });
}

function floorPlanRows(form: FormData): FloorPlanRow[] {
  return formRows(form, "floorPlans", { existing: rowText, title: rowText, file: upload });
}

/** The version the form was opened on: updated_at as the form carried it, or null when it is not a date. */
const openedVersion = z
  .string()
  .refine((value) => !Number.isNaN(Date.parse(value)))
  .nullable()
  .catch(null);

/**
 * Which row the save writes: none without an `id` (a new item); an `id` that
 * cannot be a row is refused.
 */
function saveTargetOf(form: FormData): { ok: true; target: SaveTarget } | { ok: false } {
  const idValue = form.get("id");
  if (!idValue) return { ok: true, target: null };
  const id = parseId(idValue);
  if (!id) return { ok: false };
  return { ok: true, target: { id, openedVersion: openedVersion.parse(form.get("updatedAt")) } };
}

/** Reads a save form once: its text fields validated, its rows, its target, and the values to refill it with. */
function readSaveForm<Fields, Input>(
  form: FormData,
  noun: string,
  fields: { ok: true; data: Fields } | { ok: false; errors: FieldErrors },
  raw: Record<string, unknown>,
  build: (target: SaveTarget, fields: Fields, photos: PhotoRow[]) => Input,
): ReadSave<Input> {
  const photos = photoRows(form);
  const values = { ...raw, photoRows: photos.map(({ existing, url }) => ({ existing, url })) };
  if (!fields.ok) return { values, parsed: { ok: false, errors: fields.errors } };
  const target = saveTargetOf(form);
  if (!target.ok)
    return { values, parsed: { ok: false, errors: {}, message: `Error saving ${noun}: unknown ${noun}` } };
  return { values, parsed: { ok: true, input: build(target.target, fields.data, photos) } };
}

export function readPropertySave(form: FormData): ReadSave<PropertySave> {
  const raw = readPropertyForm(form);
  return readSaveForm(form, "property", validateProperty(raw), raw, (target, fields, photos) => ({
    target,
    fields,
    photos,
  }));
}

export function readProjectSave(form: FormData): ReadSave<ProjectSave> {
  const raw = readProjectForm(form);
  return readSaveForm(form, "project", validateProject(raw), raw, (target, fields, photos) => ({
    target,
    fields,
    photos,
    floorPlans: floorPlanRows(form),
    brochure: { file: upload.parse(form.get("brochure")), remove: form.get("brochureRemove") === "on" },
  }));
}

// ---------------------------------------------------------------- loader and action

/** The list page and the item in ?edit= or ?delete= (the no-JavaScript way into the form and the confirm step). */
export async function loadCatalogueScreen<Filters, Row extends Listed, Stats, Input>(
  request: Request,
  store: CatalogueStore<Filters, Row, Stats, Input>,
) {
  const url = new URL(request.url);
  const filters = store.readFilters(url.searchParams);
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
export async function catalogueAction<Filters, Row extends Listed, Stats, Input>(
  context: Readonly<RouterContextProvider>,
  store: CatalogueStore<Filters, Row, Stats, Input>,
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
    const { values, parsed } = store.readSave(form);
    const saved = parsed.ok ? await store.save(parsed.input, actor) : ({ ...parsed, ok: false } as const);
    if (saved.ok) return answer({ intent, ok: true, message: saved.message, id: saved.id });
    const stale = "stale" in saved ? saved.stale : undefined;
    return answer(
      {
        intent,
        ok: false,
        message: saved.message,
        errors: saved.errors,
        stale,
        // A stale form is re-opened with the current values, not the overwritten ones.
        values: stale ? undefined : values,
      },
      stale ? 409 : 400,
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
