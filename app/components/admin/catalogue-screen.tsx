import { Fragment } from "react";
import { Plus, type LucideIcon } from "lucide-react";
import { pageRange } from "#app/lib/pagination";
import { Pagination } from "#app/components/pagination";
import { StatCard } from "./stat-card";
import { Modal } from "./modal";
import { ConfirmDialog } from "./confirm-dialog";
import { ActionNotice } from "./action-notice";
import { ListFilters } from "./list-filters";
import type { CatalogueActionResult, UploadLimitsView } from "./catalogue-action";
import type { CatalogueNoun } from "./catalogue-noun";
import type { CatalogueCardActions } from "./catalogue-card";
import type { CatalogueFormProps } from "./catalogue-form";
import { pageNoticeFrom, useCataloguePage } from "./use-catalogue-page";
import { InlineDeleteConfirm, InlineFormPanel, InPlaceLink } from "./catalogue-parts";

type Item = { id: number; title: string };

/** What a catalogue route's loader gives its screen (see app/routes/admin/catalogue.server.ts). */
export type CatalogueScreenData<Row extends Item> = {
  list: { rows: Row[]; page: number; pageSize: number; total: number; totalPages: number };
  editing: Row | null;
  deleting: Item | null;
  creating: boolean;
  limits: UploadLimitsView;
  filters: { search: string };
};

/**
 * The admin Properties and Projects screens: heading with Add New, figures,
 * the last action's outcome, filters, the card grid with paging, and the
 * add/edit form and delete confirmation (dialogs with JavaScript, in the page
 * without). The route supplies its words, figures, filters, card and form.
 */
export function CatalogueScreen<Row extends Item>({
  noun,
  intro,
  data,
  actionData,
  stats,
  searchPlaceholder,
  filterSelects,
  gridClassName,
  renderCard,
  renderForm,
}: {
  noun: CatalogueNoun;
  /** The line under the heading. */
  intro: string;
  data: CatalogueScreenData<Row>;
  actionData: CatalogueActionResult | undefined;
  stats: { label: string; value: number; icon: LucideIcon }[];
  searchPlaceholder: string;
  /** The list's filters besides the search; each one's "all" value means unset. */
  filterSelects: React.ComponentProps<typeof ListFilters>["selects"];
  /** The card grid's columns per screen width. */
  gridClassName: string;
  renderCard: (row: Row, actions: CatalogueCardActions) => React.ReactNode;
  renderForm: (row: Row | null, props: CatalogueFormProps) => React.ReactNode;
}) {
  const { list, editing, deleting, creating, limits } = data;
  const filtered = Boolean(data.filters.search) || filterSelects.some((select) => select.value !== "all");
  const page = useCataloguePage<Row>({ creating, editing, deleting });
  const { hydrated, dialog, setDialog, hrefWith, listHref, location } = page;
  const savedWithoutJs = actionData?.intent === "save" && actionData.ok;
  const pageNotice = pageNoticeFrom(page.notice, actionData);
  // The form edits the list's current row when it is on this page (fresh after a stale refusal).
  const formRow =
    dialog?.kind === "form" && dialog.row ? (list.rows.find((r) => r.id === dialog.row!.id) ?? dialog.row) : null;
  const { from, to } = pageRange(list.page, list.pageSize, list.total);

  const one = noun.one.toLowerCase();
  const many = noun.many.toLowerCase();
  const addLabel = `Add New ${noun.one}`;
  const editLabel = `Edit ${noun.one}`;
  const deleteTitle = `Delete ${noun.one}`;
  const deleteMessage = `Are you sure you want to delete this ${one}? This action cannot be undone.`;

  return (
    <div className="space-y-6">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
        <div>
          <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">{noun.many}</h1>
          <p className="text-sm text-slate-600">{intro}</p>
        </div>
        <InPlaceLink
          to={hrefWith({ new: "1" })}
          preventScrollReset
          onActivate={() => setDialog({ kind: "form", row: null })}
          className="btn-primary"
        >
          <Plus aria-hidden className="h-4 w-4" /> {addLabel}
        </InPlaceLink>
      </div>

      <div className="grid grid-cols-2 gap-4 lg:grid-cols-4">
        {stats.map((stat) => (
          <StatCard key={stat.label} {...stat} />
        ))}
      </div>

      <ActionNotice notice={pageNotice} onDismiss={hydrated ? () => page.setNotice(null) : undefined} />

      {!hydrated && (creating || editing) && !savedWithoutJs ? (
        <InlineFormPanel heading={editing ? editLabel : addLabel}>
          {renderForm(editing, {
            limits,
            returned: actionData?.intent === "save" ? actionData : null,
            cancelHref: listHref,
          })}
        </InlineFormPanel>
      ) : null}

      {!hydrated && deleting && actionData?.intent !== "delete" ? (
        <InlineDeleteConfirm heading={deleteTitle} message={deleteMessage} item={deleting} cancelHref={listHref} />
      ) : null}

      <ListFilters
        search={data.filters.search}
        searchLabel={`Search ${many}`}
        placeholder={searchPlaceholder}
        selects={filterSelects}
        resetHref={location.pathname}
        active={filtered}
      />

      {/* An empty list says so in its empty state below, not as "Showing 0 to 0 of 0". */}
      <p className="text-sm text-slate-600" aria-live="polite">
        {list.total > 0 ? `Showing ${from} to ${to} of ${list.total} results` : null}
      </p>

      {list.rows.length ? (
        <ul className={gridClassName}>
          {list.rows.map((row) => (
            <li key={row.id} className="flex">
              {renderCard(row, {
                editHref: hrefWith({ edit: String(row.id) }),
                deleteHref: hrefWith({ delete: String(row.id) }),
                onEdit: () => setDialog({ kind: "form", row }),
                onDelete: () => setDialog({ kind: "delete", id: row.id, title: row.title }),
                onResult: page.onResult,
              })}
            </li>
          ))}
        </ul>
      ) : (
        <div className="card p-10 text-center">
          <p className="font-medium text-slate-800">{`No ${many} found.`}</p>
          <p className="mt-1 text-sm text-slate-600">
            {filtered ? "Try another search or clear the filters." : `Add the first ${one} with ${addLabel}.`}
          </p>
        </div>
      )}

      <Pagination
        page={list.page}
        totalPages={list.totalPages}
        hrefFor={(n) => hrefWith({ page: n > 1 ? String(n) : null })}
        label={`${noun.many} pages`}
      />

      {hydrated ? (
        <>
          <Modal
            open={dialog?.kind === "form"}
            onOpenChange={(open) => (open ? null : page.close())}
            title={formRow ? editLabel : addLabel}
            wide
          >
            {dialog?.kind === "form" ? (
              <Fragment key={`${formRow?.id ?? "new"}-${page.formKey}`}>
                {renderForm(formRow, {
                  limits,
                  onSaved: page.onSaved,
                  onCancel: page.close,
                  onReload: page.reloadForm,
                  cancelHref: listHref,
                })}
              </Fragment>
            ) : null}
          </Modal>
          <ConfirmDialog
            open={dialog?.kind === "delete"}
            onOpenChange={(open) => (open ? null : page.close())}
            title={deleteTitle}
            message={deleteMessage}
            onConfirm={page.confirmDelete}
          />
        </>
      ) : null}
    </div>
  );
}
