import { useTranslation } from "react-i18next";
import { Link } from "#app/i18n/link";
import { useFormat } from "#app/i18n/use-locale";
import type { ImportHistoryRow } from "#app/domain/supply/imports.server";
import { ImportSummary } from "./import-summary";

/** The account's earlier imports, newest first, each with its counts and a link to its page. */
export function ImportHistory({ rows }: { rows: ImportHistoryRow[] }) {
  const { t } = useTranslation("owner");
  const format = useFormat();
  return (
    <section className="mt-10" aria-labelledby="history-heading">
      <h2 id="history-heading" className="text-lg font-semibold text-slate-900">
        {t("import.history.heading")}
      </h2>
      {rows.length === 0 ? (
        <p className="mt-2 text-slate-600">{t("import.history.none")}</p>
      ) : (
        <div className="mt-3 overflow-x-auto">
          <table className="w-full min-w-[36rem] text-left text-sm">
            <thead className="border-b border-slate-200 text-slate-600">
              <tr>
                <th scope="col" className="py-2 pr-4 font-semibold">
                  {t("import.history.file")}
                </th>
                <th scope="col" className="py-2 pr-4 font-semibold">
                  {t("import.history.date")}
                </th>
                <th scope="col" className="py-2 pr-4 font-semibold">
                  {t("import.history.status")}
                </th>
                <th scope="col" className="py-2 font-semibold">
                  {t("import.history.result")}
                </th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.id} className="border-b border-slate-100 align-top">
                  <th scope="row" className="py-2 pr-4 font-normal">
                    <Link to={`/my-listings/import/${row.id}`} className="text-secondary-dark underline">
                      {row.fileName}
                    </Link>
                  </th>
                  <td className="py-2 pr-4 text-slate-700">{format.dateTime(row.createdAt)}</td>
                  <td className="py-2 pr-4 text-slate-700">{t(`import.status.${statusKey(row.status)}`)}</td>
                  <td className="py-2 text-slate-700">
                    <ImportSummary
                      counts={["done", "importing", "failed"].includes(row.status) ? row.imported : row.checked}
                    />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}

const STATUSES = ["checking", "checked", "importing", "done", "refused", "cancelled", "failed"] as const;
export type ImportStatus = (typeof STATUSES)[number];

export function statusKey(status: string): ImportStatus {
  return (STATUSES as readonly string[]).includes(status) ? (status as ImportStatus) : "failed";
}
