import { data, Link, type ShouldRevalidateFunctionArgs } from "react-router";
import { Building2, CheckCircle2, Plus, Star, Tag } from "lucide-react";
import type { Route } from "./+types/properties";
import { seo } from "#app/lib/seo";
import { pageRange } from "#app/lib/pagination";
import { readPropertyForm, readRows } from "#app/lib/validation/admin-catalogue";
import { requireAdmin } from "#app/server/session.server";
import { getSettings } from "#app/domain/settings.server";
import {
  deletePropertyById,
  findPropertyForAdmin,
  idFrom,
  listPropertiesForAdmin,
  propertyAdminStats,
  propertyFiltersFrom,
  savePropertyFromForm,
  setPropertyFlag,
} from "#app/domain/catalogue-admin.server";
import { formBudget, readLimitedForm, uploadLimits, UploadTooLargeError } from "#app/domain/admin-files.server";
import { Pagination } from "#app/components/Pagination";
import { StatCard } from "#app/components/admin/StatCard";
import { Modal } from "#app/components/admin/Modal";
import { ConfirmDialog } from "#app/components/admin/ConfirmDialog";
import { ActionNotice } from "#app/components/admin/ActionNotice";
import { ListFilters } from "#app/components/admin/ListFilters";
import { AdminPropertyCard } from "#app/components/admin/AdminPropertyCard";
import { PropertyForm, type AdminPropertyRow } from "#app/components/admin/PropertyForm";
import type { CatalogueActionResult } from "#app/components/admin/catalogue-action";
import { pageNoticeFrom, useCataloguePage } from "#app/components/admin/use-catalogue-page";
import { InlineDeleteConfirm, InlineFormPanel } from "#app/components/admin/catalogue-parts";

export const meta: Route.MetaFunction = ({ matches }) => seo({ matches, title: "Admin - Properties", noindex: true });

const DELETE_TITLE = "Delete Property";
const DELETE_MESSAGE = "Are you sure you want to delete this property? This action cannot be undone.";

function withoutSearchText(row: AdminPropertyRow & { searchText?: unknown }): AdminPropertyRow {
  const { searchText: _searchText, ...rest } = row;
  return rest;
}

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  const url = new URL(request.url);
  const filters = propertyFiltersFrom(url.searchParams);
  const [list, stats, settings] = await Promise.all([listPropertiesForAdmin(filters), propertyAdminStats(), getSettings()]);
  // ?new=1, ?edit=ID and ?delete=ID open the form or the confirm step (the links behind the buttons, for use without JavaScript).
  const editId = idFrom(url.searchParams.get("edit"));
  const deleteId = idFrom(url.searchParams.get("delete"));
  const find = async (id: number | null) => {
    if (!id) return null;
    const row = list.rows.find((r) => r.id === id) ?? (await findPropertyForAdmin(id));
    return row ? withoutSearchText(row) : null;
  };
  const [editing, deleting] = await Promise.all([find(editId), find(deleteId)]);
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

export async function action({ request }: Route.ActionArgs) {
  const admin = await requireAdmin(request);
  const actor = { id: admin.id, name: admin.name };
  let form: FormData;
  try {
    form = await readLimitedForm(request, formBudget(uploadLimits(await getSettings()), 0));
  } catch (error) {
    if (!(error instanceof UploadTooLargeError)) throw error;
    const result: CatalogueActionResult = {
      intent: "save",
      ok: false,
      message: `Error saving property: ${error.message}`,
      errors: { photos: error.message },
    };
    return data(result, { status: 413 });
  }
  const intent = form.get("intent");
  if (intent === "save") {
    const saved = await savePropertyFromForm(form, actor);
    if (saved.ok) return data<CatalogueActionResult>({ intent, ok: true, message: saved.message, id: saved.id });
    const result: CatalogueActionResult = {
      intent,
      ok: false,
      message: saved.message,
      errors: saved.errors,
      stale: saved.stale,
      // A stale form is re-opened with the current values, not the overwritten ones.
      values: saved.stale ? undefined : { ...readPropertyForm(form), photoRows: readRows(form, "photos", ["existing", "url"] as const) },
    };
    return data(result, { status: saved.stale ? 409 : 400 });
  }
  if (intent === "toggle-active" || intent === "toggle-featured") {
    const id = idFrom(form.get("id"));
    if (!id) return data<CatalogueActionResult>({ intent, ok: false, message: "Unknown property." }, { status: 400 });
    const changed = await setPropertyFlag(id, intent === "toggle-active" ? "active" : "featured", form.get("value") === "true", actor);
    return data<CatalogueActionResult>({ intent, ok: changed.ok, message: changed.message, id }, { status: changed.ok ? 200 : 404 });
  }
  if (intent === "delete") {
    const id = idFrom(form.get("id"));
    if (!id) return data<CatalogueActionResult>({ intent, ok: false, message: "Error deleting property: unknown property" }, { status: 400 });
    const deleted = await deletePropertyById(id, actor);
    return data<CatalogueActionResult>({ intent, ok: deleted.ok, message: deleted.message, id }, { status: deleted.ok ? 200 : 404 });
  }
  return data<CatalogueActionResult>({ intent: "unknown", ok: false, message: "Unknown action." }, { status: 400 });
}

/** After a toggle, delete or a stale refusal the list must show the database's current state. */
export function shouldRevalidate({ actionResult, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  const result = actionResult as CatalogueActionResult | undefined;
  if (result && (result.stale || result.intent !== "save")) return true;
  return defaultShouldRevalidate;
}

export default function AdminProperties({ loaderData, actionData }: Route.ComponentProps) {
  const { list, stats, filters, editing, deleting, creating, limits } = loaderData;
  const page = useCataloguePage<AdminPropertyRow>({ creating, editing, deleting });
  const { hydrated, dialog, setDialog, hrefWith, listHref, location } = page;
  const savedWithoutJs = actionData?.intent === "save" && actionData.ok;
  const pageNotice = pageNoticeFrom(page.notice, actionData);
  // The form edits the list's current row when it is on this page (fresh after a stale refusal).
  const formRow = dialog?.kind === "form" && dialog.row ? (list.rows.find((r) => r.id === dialog.row!.id) ?? dialog.row) : null;
  const { from, to } = pageRange(list.page, list.pageSize, list.total);
  const filtered = Boolean(filters.search) || filters.type !== "all" || filters.status !== "all";

  return (
    <div className="space-y-6">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
        <div>
          <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">Properties</h1>
          <p className="text-sm text-slate-600">Add, edit, feature and switch off the properties listed on the site.</p>
        </div>
        <Link
          to={hrefWith({ new: "1" })}
          preventScrollReset
          onClick={(event) => {
            event.preventDefault();
            setDialog({ kind: "form", row: null });
          }}
          className="btn-primary"
        >
          <Plus aria-hidden className="h-4 w-4" /> Add New Property
        </Link>
      </div>

      <div className="grid grid-cols-2 gap-4 lg:grid-cols-4">
        <StatCard label="Total Properties" value={stats.total} icon={Building2} />
        <StatCard label="Active Listings" value={stats.active} icon={CheckCircle2} />
        <StatCard label="Featured" value={stats.featured} icon={Star} />
        <StatCard label="For Sale" value={stats.forSale} icon={Tag} />
      </div>

      <ActionNotice notice={pageNotice} onDismiss={hydrated ? () => page.setNotice(null) : undefined} />

      {!hydrated && (creating || editing) && !savedWithoutJs ? (
        <InlineFormPanel heading={editing ? "Edit Property" : "Add New Property"}>
          <PropertyForm
            property={editing}
            limits={limits}
            returned={actionData?.intent === "save" ? actionData : null}
            cancelHref={listHref}
          />
        </InlineFormPanel>
      ) : null}

      {!hydrated && deleting && actionData?.intent !== "delete" ? (
        <InlineDeleteConfirm heading={DELETE_TITLE} message={DELETE_MESSAGE} item={deleting} cancelHref={listHref} />
      ) : null}

      <ListFilters
        search={filters.search}
        searchLabel="Search properties"
        placeholder="Title, location, owner name or phone"
        selects={[
          {
            name: "type",
            label: "Type",
            value: filters.type,
            options: [
              { value: "all", label: "All Types" },
              { value: "residential", label: "Residential" },
              { value: "commercial", label: "Commercial" },
            ],
          },
          {
            name: "status",
            label: "Status",
            value: filters.status,
            options: [
              { value: "all", label: "All Status" },
              { value: "sale", label: "For Sale" },
              { value: "rent", label: "For Rent" },
            ],
          },
        ]}
        resetHref={location.pathname}
        active={filtered}
      />

      <p className="text-sm text-slate-600" aria-live="polite">
        Showing {from} to {to} of {list.total} results
      </p>

      {list.rows.length ? (
        <ul className="grid gap-5 sm:grid-cols-2 xl:grid-cols-3 2xl:grid-cols-4">
          {list.rows.map((property) => (
            <li key={property.id} className="flex">
              <AdminPropertyCard
                property={property}
                editHref={hrefWith({ edit: String(property.id) })}
                deleteHref={hrefWith({ delete: String(property.id) })}
                onEdit={() => setDialog({ kind: "form", row: property })}
                onDelete={() => setDialog({ kind: "delete", id: property.id, title: property.title })}
                onResult={page.onResult}
              />
            </li>
          ))}
        </ul>
      ) : (
        <div className="card p-10 text-center">
          <p className="font-medium text-slate-800">No properties found.</p>
          <p className="mt-1 text-sm text-slate-600">
            {filtered ? "Try another search or clear the filters." : "Add the first property with Add New Property."}
          </p>
        </div>
      )}

      <Pagination
        page={list.page}
        totalPages={list.totalPages}
        hrefFor={(n) => hrefWith({ page: n > 1 ? String(n) : null })}
        label="Properties pages"
      />

      {hydrated ? (
        <>
          <Modal
            open={dialog?.kind === "form"}
            onOpenChange={(open) => (open ? null : page.close())}
            title={formRow ? "Edit Property" : "Add New Property"}
            wide
          >
            {dialog?.kind === "form" ? (
              <PropertyForm
                key={`${formRow?.id ?? "new"}-${page.formKey}`}
                property={formRow}
                limits={limits}
                onSaved={page.onSaved}
                onCancel={page.close}
                onReload={page.reloadForm}
                cancelHref={listHref}
              />
            ) : null}
          </Modal>
          <ConfirmDialog
            open={dialog?.kind === "delete"}
            onOpenChange={(open) => (open ? null : page.close())}
            title={DELETE_TITLE}
            message={DELETE_MESSAGE}
            onConfirm={page.confirmDelete}
          />
        </>
      ) : null}
    </div>
  );
}
