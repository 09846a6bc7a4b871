/**
 * /admin/audit: the audit trail, newest first: who changed what and when, with
 * each changed field's value before and after. Filtered by person, item (type
 * and id) and date range; a GET form, so it works without JavaScript and
 * every search has its own address.
 */
import { Form, Link } from "react-router";
import { History } from "lucide-react";
import type { Route } from "./+types/audit";
import { searchAudit, type AuditQuery } from "#app/domain/back-office/audit.server";
import { AUDIT_ITEM_TYPES, type AuditItemType } from "#app/lib/audit-items";
import { showingText, useListLinks } from "#app/components/admin/list-paging";
import { Pagination } from "#app/components/pagination";
import { formatDateTime, formatRupees } from "#app/lib/format";
import { isCalendarDate } from "#app/lib/calendar-date";
import { seo } from "#app/lib/seo";

export const meta: Route.MetaFunction = ({ matches }) => seo({ matches, title: "Admin - Audit trail", noindex: true });

/** The query string as the search takes it: anything malformed is left out rather than refused. */
function auditQueryOf(params: URLSearchParams): AuditQuery & { fromText: string; toText: string } {
  const text = (name: string, max = 100) => (params.get(name) ?? "").trim().slice(0, max);
  const itemType = text("type");
  const from = text("from", 10);
  const to = text("to", 10);
  return {
    person: text("person") || undefined,
    itemType: AUDIT_ITEM_TYPES.includes(itemType as AuditItemType) ? (itemType as AuditItemType) : undefined,
    itemId: text("item", 64) || undefined,
    from: isCalendarDate(from) ? from : undefined,
    to: isCalendarDate(to) ? to : undefined,
    fromText: from,
    toText: to,
    page: Number(params.get("page") ?? 1),
  };
}

export async function loader({ request }: Route.LoaderArgs) {
  const query = auditQueryOf(new URL(request.url).searchParams);
  const list = await searchAudit(query);
  return {
    ...list,
    filters: {
      person: query.person ?? "",
      type: query.itemType ?? "",
      item: query.itemId ?? "",
      from: query.from ?? "",
      to: query.to ?? "",
    },
    ignoredDates: [query.fromText, query.toText].filter((value) => value && !isCalendarDate(value)),
  };
}

/** Fields holding rupee amounts, shown as amounts. */
const AMOUNT_FIELDS = new Set(["price", "priceMin", "priceMax"]);

function ShownValue({ field, value }: { field: string; value: unknown }) {
  if (value === null || value === undefined || value === "") return <span className="text-slate-500">—</span>;
  if (AMOUNT_FIELDS.has(field) && typeof value === "number") {
    return (
      <span>
        {formatRupees(value)} <span className="text-xs text-slate-500">({value})</span>
      </span>
    );
  }
  const text = typeof value === "string" ? value : JSON.stringify(value);
  return <span className="break-all">{text.length > 300 ? `${text.slice(0, 300)}…` : text}</span>;
}

export default function AuditAdmin({ loaderData }: Route.ComponentProps) {
  const { rows, page, totalPages, filters, ignoredDates } = loaderData;
  const { pageHref } = useListLinks();
  const filtered = Object.values(filters).some(Boolean);

  return (
    <div className="space-y-6">
      <header>
        <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">Audit trail</h1>
        <p className="mt-1 max-w-3xl text-slate-600">
          Every change staff and owners made, newest first: who, when, which item, and each changed field before and
          after. Entries cannot be edited; they are kept for the retention period set on the server (two years unless
          changed), and a deleted account&apos;s personal data is removed from them.
        </p>
      </header>

      <Form method="get" className="card grid gap-3 p-4 sm:grid-cols-2 lg:grid-cols-6 lg:items-end">
        <div className="lg:col-span-2">
          <label htmlFor="audit-person" className="field-label">
            Person
          </label>
          <input
            id="audit-person"
            name="person"
            defaultValue={filters.person}
            placeholder="Name or account id"
            className="field-input"
          />
        </div>
        <div>
          <label htmlFor="audit-type" className="field-label">
            Item
          </label>
          <select id="audit-type" name="type" defaultValue={filters.type} className="field-input">
            <option value="">All items</option>
            {AUDIT_ITEM_TYPES.map((type) => (
              <option key={type} value={type} className="capitalize">
                {type}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor="audit-item" className="field-label">
            Item id
          </label>
          <input id="audit-item" name="item" defaultValue={filters.item} inputMode="numeric" className="field-input" />
        </div>
        <div>
          <label htmlFor="audit-from" className="field-label">
            From
          </label>
          <input id="audit-from" name="from" type="date" defaultValue={filters.from} className="field-input" />
        </div>
        <div>
          <label htmlFor="audit-to" className="field-label">
            To
          </label>
          <input id="audit-to" name="to" type="date" defaultValue={filters.to} className="field-input" />
        </div>
        <div className="flex flex-wrap items-center gap-3 sm:col-span-2 lg:col-span-6">
          <button type="submit" className="btn-primary">
            Search
          </button>
          {filtered ? (
            <Link to="?" className="text-sm text-secondary underline">
              Clear filters
            </Link>
          ) : null}
          <p className="ml-auto text-sm text-slate-600">{showingText(loaderData, "entries")}</p>
        </div>
        {ignoredDates.length ? (
          <p className="text-sm text-red-700 sm:col-span-2 lg:col-span-6" role="alert">
            Dates must be calendar days (YYYY-MM-DD); {ignoredDates.join(" and ")} was left out of the search.
          </p>
        ) : null}
      </Form>

      {rows.length === 0 ? (
        <div className="card px-4 py-12 text-center text-slate-600">
          <p>No entries{filtered ? " match this search" : " yet"}.</p>
        </div>
      ) : (
        <ol className="space-y-3" aria-label="Audit entries">
          {rows.map((entry) => {
            const changes = Object.entries(entry.changes ?? {});
            return (
              <li key={entry.id} className="card p-4">
                <div className="flex flex-wrap items-start justify-between gap-2">
                  <div className="flex min-w-0 items-start gap-2">
                    <span
                      className="flex h-9 w-9 shrink-0 items-center justify-center rounded-lg bg-secondary-soft text-secondary"
                      aria-hidden
                    >
                      <History className="h-4 w-4" />
                    </span>
                    <div className="min-w-0">
                      <p className="font-medium text-slate-900">{entry.summary}</p>
                      <p className="text-xs text-slate-600">
                        <span className="font-semibold">{entry.actorName}</span> · {entry.action.replace(/_/g, " ")} ·{" "}
                        <span className="capitalize">{entry.entityType}</span>
                        {entry.entityId ? ` #${entry.entityId}` : ""}
                      </p>
                    </div>
                  </div>
                  <time dateTime={new Date(entry.createdAt).toISOString()} className="text-xs text-slate-600">
                    {formatDateTime(entry.createdAt)}
                  </time>
                </div>
                {changes.length ? (
                  <div className="mt-3 overflow-x-auto">
                    <table className="w-full text-left text-sm">
                      <caption className="sr-only">Changed fields</caption>
                      <thead className="text-xs uppercase text-slate-600">
                        <tr>
                          <th scope="col" className="py-1 pr-3 font-semibold">
                            Field
                          </th>
                          <th scope="col" className="py-1 pr-3 font-semibold">
                            Before
                          </th>
                          <th scope="col" className="py-1 font-semibold">
                            After
                          </th>
                        </tr>
                      </thead>
                      <tbody className="divide-y divide-slate-100 align-top text-slate-800">
                        {changes.map(([field, change]) => (
                          <tr key={field}>
                            <th scope="row" className="py-1 pr-3 font-medium">
                              {field}
                            </th>
                            <td className="py-1 pr-3">
                              <ShownValue field={field} value={change.before} />
                            </td>
                            <td className="py-1">
                              <ShownValue field={field} value={change.after} />
                            </td>
                          </tr>
                        ))}
                      </tbody>
                    </table>
                  </div>
                ) : null}
              </li>
            );
          })}
        </ol>
      )}

      <Pagination page={page} totalPages={totalPages} hrefFor={pageHref} label="Audit trail pages" />
    </div>
  );
}
