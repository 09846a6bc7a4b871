import { useTranslation } from "react-i18next";
import { IMPORT_COLUMNS } from "#app/domain/supply/import-columns";

/** The documentation of every column of a bulk-import sheet: its header, whether it is needed, what it holds, an example. */
export function ImportColumnsTable() {
  const { t } = useTranslation("owner");
  return (
    <div className="mt-4 overflow-x-auto">
      <table className="w-full min-w-[40rem] text-left text-sm">
        <caption className="sr-only">{t("import.columns.caption")}</caption>
        <thead className="border-b border-slate-200 text-slate-600">
          <tr>
            <th scope="col" className="py-2 pr-4 font-semibold">
              {t("import.columns.column")}
            </th>
            <th scope="col" className="py-2 pr-4 font-semibold">
              {t("import.columns.required")}
            </th>
            <th scope="col" className="py-2 pr-4 font-semibold">
              {t("import.columns.meaning")}
            </th>
            <th scope="col" className="py-2 font-semibold">
              {t("import.columns.example")}
            </th>
          </tr>
        </thead>
        <tbody>
          {IMPORT_COLUMNS.map((column) => (
            <tr key={column.header} className="border-b border-slate-100 align-top">
              <th scope="row" className="py-2 pr-4 font-mono text-xs font-semibold text-slate-900">
                {column.header}
              </th>
              <td className="py-2 pr-4 text-slate-700">{t(`import.columns.requiredValue.${column.required}`)}</td>
              <td className="py-2 pr-4 text-slate-700">
                {t(`import.column.${column.header}` as "import.column.title")}
                {column.options && column.options.length <= 20 ? (
                  <span className="mt-1 block text-xs text-slate-600">{column.options.join(", ")}</span>
                ) : null}
              </td>
              <td className="break-all py-2 font-mono text-xs text-slate-700">{column.examples[0]}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
