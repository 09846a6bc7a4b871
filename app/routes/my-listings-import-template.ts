/**
 * /my-listings/import/template.csv and /my-listings/import/template.xlsx: the
 * bulk-import template (app/domain/supply/import-template.server.ts) as a
 * download. Behind the import guard like the page.
 */
import type { Route } from "./+types/my-listings-import-template";
import { templateCsv, templateXlsx } from "#app/domain/supply/import-template.server";

const XLSX_TYPE = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";

export async function loader({ request }: Route.LoaderArgs) {
  const xlsx = new URL(request.url).pathname.endsWith(".xlsx");
  const headers = {
    "content-type": xlsx ? XLSX_TYPE : "text/csv; charset=utf-8",
    "content-disposition": `attachment; filename="nivaas-import-template.${xlsx ? "xlsx" : "csv"}"`,
    "cache-control": "private, no-store",
  };
  return new Response(xlsx ? new Uint8Array(await templateXlsx()) : templateCsv(), { headers });
}
