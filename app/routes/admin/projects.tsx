import { data, Link, type ShouldRevalidateFunctionArgs } from "react-router";
import { CalendarClock, CheckCircle2, HardHat, Landmark, Plus } from "lucide-react";
import type { Route } from "./+types/projects";
import { seo } from "#app/lib/seo";
import { pageRange } from "#app/lib/pagination";
import { PROJECT_TYPES } from "#app/lib/options";
import { readProjectForm, readRows } from "#app/lib/validation/admin-catalogue";
import { requireAdmin } from "#app/server/session.server";
import { getSettings } from "#app/domain/settings.server";
import {
  deleteProjectById,
  findProjectForAdmin,
  idFrom,
  listProjectsForAdmin,
  projectAdminStats,
  projectFiltersFrom,
  saveProjectFromForm,
  setProjectFlag,
} from "#app/domain/catalogue-admin.server";
import { formBudget, readLimitedForm, uploadLimits, UploadTooLargeError } from "#app/domain/admin-files.server";
import { Pagination } from "#app/components/Pagination";
import { StatCard } from "#app/components/admin/StatCard";
import { Modal } from "#app/components/admin/Modal";
import { ConfirmDialog } from "#app/components/admin/ConfirmDialog";
import { ActionNotice } from "#app/components/admin/ActionNotice";
import { ListFilters } from "#app/components/admin/ListFilters";
import { AdminProjectCard } from "#app/components/admin/AdminProjectCard";
import { ProjectForm, type AdminProjectRow } from "#app/components/admin/ProjectForm";
import type { CatalogueActionResult } from "#app/components/admin/catalogue-action";
import { pageNoticeFrom, useCataloguePage } from "#app/components/admin/use-catalogue-page";
import { InlineDeleteConfirm, InlineFormPanel } from "#app/components/admin/catalogue-parts";

export const meta: Route.MetaFunction = ({ matches }) => seo({ matches, title: "Admin - Projects", noindex: true });

const DELETE_TITLE = "Delete Project";
const DELETE_MESSAGE = "Are you sure you want to delete this project? This action cannot be undone.";
/** Floor plans and the brochure may come on top of the photos in one save. */
const EXTRA_FILES = 31;

function withoutSearchText(row: AdminProjectRow & { searchText?: unknown }): AdminProjectRow {
  const { searchText: _searchText, ...rest } = row;
  return rest;
}

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  const url = new URL(request.url);
  const filters = projectFiltersFrom(url.searchParams, PROJECT_TYPES);
  const [list, stats, settings] = await Promise.all([listProjectsForAdmin(filters), projectAdminStats(), getSettings()]);
  const find = async (id: number | null) => {
    if (!id) return null;
    const row = list.rows.find((r) => r.id === id) ?? (await findProjectForAdmin(id));
    return row ? withoutSearchText(row) : null;
  };
  const [editing, deleting] = await Promise.all([find(idFrom(url.searchParams.get("edit"))), find(idFrom(url.searchParams.get("delete")))]);
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
    form = await readLimitedForm(request, formBudget(uploadLimits(await getSettings()), EXTRA_FILES));
  } catch (error) {
    if (!(error instanceof UploadTooLargeError)) throw error;
    const result: CatalogueActionResult = {
      intent: "save",
      ok: false,
      message: `Error saving project: ${error.message}`,
      errors: { photos: error.message },
    };
    return data(result, { status: 413 });
  }
  const intent = form.get("intent");
  if (intent === "save") {
    const saved = await saveProjectFromForm(form, actor);
    if (saved.ok) return data<CatalogueActionResult>({ intent, ok: true, message: saved.message, id: saved.id });
    const result: CatalogueActionResult = {
      intent,
      ok: false,
      message: saved.message,
      errors: saved.errors,
      stale: saved.stale,
      values: saved.stale ? undefined : { ...readProjectForm(form), photoRows: readRows(form, "photos", ["existing", "url"] as const) },
    };
    return data(result, { status: saved.stale ? 409 : 400 });
  }
  if (intent === "toggle-active" || intent === "toggle-featured") {
    const id = idFrom(form.get("id"));
    if (!id) return data<CatalogueActionResult>({ intent, ok: false, message: "Unknown project." }, { status: 400 });
    const changed = await setProjectFlag(id, intent === "toggle-active" ? "active" : "featured", form.get("value") === "true", actor);
    return data<CatalogueActionResult>({ intent, ok: changed.ok, message: changed.message, id }, { status: changed.ok ? 200 : 404 });
  }
  if (intent === "delete") {
    const id = idFrom(form.get("id"));
    if (!id) return data<CatalogueActionResult>({ intent, ok: false, message: "Error deleting project: unknown project" }, { status: 400 });
    const deleted = await deleteProjectById(id, actor);
    return data<CatalogueActionResult>({ intent, ok: deleted.ok, message: deleted.message, id }, { status: deleted.ok ? 200 : 404 });
  }
  return data<CatalogueActionResult>({ intent: "unknown", ok: false, message: "Unknown action." }, { status: 400 });
}

export function shouldRevalidate({ actionResult, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  const result = actionResult as CatalogueActionResult | undefined;
  if (result && (result.stale || result.intent !== "save")) return true;
  return defaultShouldRevalidate;
}

export default function AdminProjects({ loaderData, actionData }: Route.ComponentProps) {
  const { list, stats, filters, editing, deleting, creating, limits } = loaderData;
  const page = useCataloguePage<AdminProjectRow>({ creating, editing, deleting });
  const { hydrated, dialog, setDialog, hrefWith, listHref, location } = page;
  const savedWithoutJs = actionData?.intent === "save" && actionData.ok;
  const pageNotice = pageNoticeFrom(page.notice, actionData);
  const formRow = dialog?.kind === "form" && dialog.row ? (list.rows.find((r) => r.id === dialog.row!.id) ?? dialog.row) : null;
  const { from, to } = pageRange(list.page, list.pageSize, list.total);
  const filtered = Boolean(filters.search) || filters.status !== "all" || filters.type !== "all";

  return (
    <div className="space-y-6">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
        <div>
          <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">Projects</h1>
          <p className="text-sm text-slate-600">Developer projects with their configurations, plans, brochure and progress.</p>
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
          <Plus aria-hidden className="h-4 w-4" /> Add New Project
        </Link>
      </div>

      <div className="grid grid-cols-2 gap-4 lg:grid-cols-4">
        <StatCard label="Total Projects" value={stats.total} icon={Landmark} />
        <StatCard label="Ongoing" value={stats.ongoing} icon={HardHat} />
        <StatCard label="Upcoming" value={stats.upcoming} icon={CalendarClock} />
        <StatCard label="Completed" value={stats.completed} icon={CheckCircle2} />
      </div>

      <ActionNotice notice={pageNotice} onDismiss={hydrated ? () => page.setNotice(null) : undefined} />

      {!hydrated && (creating || editing) && !savedWithoutJs ? (
        <InlineFormPanel heading={editing ? "Edit Project" : "Add New Project"}>
          <ProjectForm project={editing} limits={limits} returned={actionData?.intent === "save" ? actionData : null} cancelHref={listHref} />
        </InlineFormPanel>
      ) : null}

      {!hydrated && deleting && actionData?.intent !== "delete" ? (
        <InlineDeleteConfirm heading={DELETE_TITLE} message={DELETE_MESSAGE} item={deleting} cancelHref={listHref} />
      ) : null}

      <ListFilters
        search={filters.search}
        searchLabel="Search projects"
        placeholder="Title, developer, location or RERA number"
        selects={[
          {
            name: "status",
            label: "Status",
            value: filters.status,
            options: [
              { value: "all", label: "All Status" },
              { value: "ongoing", label: "Ongoing" },
              { value: "upcoming", label: "Upcoming" },
              { value: "completed", label: "Completed" },
            ],
          },
          {
            name: "type",
            label: "Type",
            value: filters.type,
            options: [{ value: "all", label: "All Types" }, ...PROJECT_TYPES.map((t) => ({ value: t, label: t }))],
          },
        ]}
        resetHref={location.pathname}
        active={filtered}
      />

      <p className="text-sm text-slate-600" aria-live="polite">
        Showing {from} to {to} of {list.total} results
      </p>

      {list.rows.length ? (
        <ul className="grid gap-5 md:grid-cols-2 xl:grid-cols-3">
          {list.rows.map((project) => (
            <li key={project.id} className="flex">
              <AdminProjectCard
                project={project}
                editHref={hrefWith({ edit: String(project.id) })}
                deleteHref={hrefWith({ delete: String(project.id) })}
                onEdit={() => setDialog({ kind: "form", row: project })}
                onDelete={() => setDialog({ kind: "delete", id: project.id, title: project.title })}
                onResult={page.onResult}
              />
            </li>
          ))}
        </ul>
      ) : (
        <div className="card p-10 text-center">
          <p className="font-medium text-slate-800">No projects found.</p>
          <p className="mt-1 text-sm text-slate-600">
            {filtered ? "Try another search or clear the filters." : "Add the first project with Add New Project."}
          </p>
        </div>
      )}

      <Pagination page={list.page} totalPages={list.totalPages} hrefFor={(n) => hrefWith({ page: n > 1 ? String(n) : null })} label="Projects pages" />

      {hydrated ? (
        <>
          <Modal open={dialog?.kind === "form"} onOpenChange={(open) => (open ? null : page.close())} title={formRow ? "Edit Project" : "Add New Project"} wide>
            {dialog?.kind === "form" ? (
              <ProjectForm
                key={`${formRow?.id ?? "new"}-${page.formKey}`}
                project={formRow}
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
