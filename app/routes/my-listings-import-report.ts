/**
 * /my-listings/import/:id/report.csv: the import's report, streamed — the
 * original rows with `import_status` and `import_errors` columns, no cell a
 * formula (app/domain/supply/imports.server.ts, importReportRows).
 */
import { Readable } from "node:stream";
import { stringify } from "csv-stringify";
import { data } from "react-router";
import type { Route } from "./+types/my-listings-import-report";
import { importReportRows, reportFileName } from "#app/domain/supply/imports.server";
import { importAccountContext } from "#app/web/context";
import { parseId } from "#app/lib/ids";

export async function loader({ params, context }: Route.LoaderArgs) {
  const { user } = context.get(importAccountContext);
  const id = parseId(params.id);
  const report = id === null ? null : await importReportRows(user.id, id, user.role === "admin");
  if (!report || id === null) throw data({ message: "This report does not exist." }, { status: 404 });
  const csv = Readable.from(report.rows).pipe(stringify({ bom: true }));
  return new Response(Readable.toWeb(csv) as ReadableStream<Uint8Array>, {
    headers: {
      "content-type": "text/csv; charset=utf-8",
      "content-disposition": `attachment; filename="${reportFileName(report.fileName, id)}"`,
      "cache-control": "private, no-store",
    },
  });
}
