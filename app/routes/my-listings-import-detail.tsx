/**
 * /my-listings/import/:id: one bulk import. While its dry run or its import
 * runs (jobs), the page shows a progress bar read from the database, so it
 * survives a reload, and asks again every two seconds: with JavaScript by
 * revalidating, without it by a refresh in a <noscript> (and a Refresh
 * link). Once checked, it shows the preview — how many rows are new,
 * changed, unchanged or in error, and the first errors by row, column and
 * message — with Confirm import and Cancel; once done, the result. The
 * report CSV can be downloaded from the preview on.
 */
import { useEffect } from "react";
import { data, redirect, useRevalidator } from "react-router";
import { useTranslation } from "react-i18next";
import type { Route } from "./+types/my-listings-import-detail";
import { FormNotice } from "#app/components/leads/fields";
import { ImportSummary } from "#app/components/owners/import-summary";
import { statusKey } from "#app/components/owners/import-history";
import { problemText } from "#app/components/owners/import-problems";
import { IMPORT_LIMITS } from "#app/domain/supply/import-limits";
import { cancelImport, confirmImport, importView, type ImportCounts } from "#app/domain/supply/imports.server";
import { importAccountContext, localeContext } from "#app/web/context";
import { formOf } from "#app/web/request-body.server";
import { ownerTextsFor } from "#app/web/listing-photos.server";
import { Form, Link } from "#app/i18n/link";
import { localizePath } from "#app/i18n/locales";
import { useFormat, useMessage } from "#app/i18n/use-locale";
import type { TextsHandle } from "#app/i18n/page-texts";
import { parseId } from "#app/lib/ids";
import { REFUSAL_STATUS } from "#app/lib/form/refusal";
import { metaT, seo } from "#app/lib/seo";

export const handle: TextsHandle = { texts: ["owner"] };

export const meta: Route.MetaFunction = ({ matches }) =>
  seo({ matches, title: metaT(matches, "owner")("import.title"), noindex: true });

const POLL_MS = 2_000;
const RUNNING = ["checking", "importing"];

function notFound(): never {
  throw data({ message: "This import does not exist, or it is not one of yours." }, { status: 404 });
}

export async function loader({ params, context }: Route.LoaderArgs) {
  const { user } = context.get(importAccountContext);
  const id = parseId(params.id);
  if (id === null) notFound();
  const view = await importView(user.id, id, user.role === "admin");
  if (!view) notFound();
  return { view };
}

export async function action({ params, context }: Route.ActionArgs) {
  const { user } = context.get(importAccountContext);
  const locale = context.get(localeContext);
  const id = parseId(params.id);
  if (id === null) notFound();
  const intent = formOf(context).get("intent");
  const t = await ownerTextsFor(locale);
  const staff = user.role === "admin";
  if (intent === "confirm") {
    const outcome = await confirmImport(user.id, id, staff);
    if (outcome === "not-found") notFound();
    if (outcome === "not-ready")
      return data({ ok: false, message: t("import.notReady") }, { status: REFUSAL_STATUS.conflict });
    throw redirect(localizePath(locale, `/my-listings/import/${id}`));
  }
  if (intent === "cancel") {
    const outcome = await cancelImport(user.id, id, staff);
    if (outcome === "not-found") notFound();
    if (outcome === "too-late")
      return data({ ok: false, message: t("import.tooLate") }, { status: REFUSAL_STATUS.conflict });
    throw redirect(localizePath(locale, "/my-listings/import?done=cancelled"));
  }
  return data({ ok: false, message: t("import.chooseAction") }, { status: REFUSAL_STATUS.invalid });
}

function Counts({ counts }: { counts: ImportCounts }) {
  const { t } = useTranslation("owner");
  const format = useFormat();
  const items = [
    ["new", counts.new],
    ["changed", counts.changed],
    ["unchanged", counts.unchanged],
    ["errors", counts.errors],
  ] as const;
  return (
    <dl className="mt-4 grid max-w-xl grid-cols-2 gap-3 sm:grid-cols-4">
      {items.map(([key, value]) => (
        <div key={key} className="rounded-lg border border-slate-200 p-3">
          <dt className="text-sm text-slate-600">{t(`import.counts.${key}`)}</dt>
          <dd className="text-xl font-bold text-slate-900">{format.number(value)}</dd>
        </div>
      ))}
    </dl>
  );
}

/** Asks the server again every two seconds while a job works on the import (with JavaScript). */
function usePolling(active: boolean) {
  const revalidator = useRevalidator();
  useEffect(() => {
    if (!active) return;
    const timer = window.setInterval(() => {
      if (revalidator.state === "idle") void revalidator.revalidate();
    }, POLL_MS);
    return () => window.clearInterval(timer);
  }, [active, revalidator]);
}

export default function ImportDetail({ loaderData, actionData }: Route.ComponentProps) {
  const { view } = loaderData;
  const { t } = useTranslation("owner");
  const translate = useMessage();
  const format = useFormat();
  const status = statusKey(view.status);
  const running = RUNNING.includes(status);
  usePolling(running);
  const imported = ["importing", "done", "failed"].includes(status);
  const counts = imported ? view.imported : view.checked;
  const reportHref = `/my-listings/import/${view.id}/report.csv`;
  const showReport = ["checked", "importing", "done", "failed"].includes(status);
  return (
    <div className="container-page py-8">
      {running ? (
        // Without JavaScript the page reloads itself while the job works (with it, usePolling asks instead).
        // Written as raw HTML: React would hoist a <meta> element into the head, where it would act with JavaScript too.
        <noscript dangerouslySetInnerHTML={{ __html: `<meta http-equiv="refresh" content="${POLL_MS / 1000}">` }} />
      ) : null}
      <p className="text-sm">
        <Link to="/my-listings/import" className="text-secondary-dark underline">
          {t("import.backToImport")}
        </Link>
      </p>
      <h1 className="mt-2 text-2xl font-bold text-slate-900 sm:text-3xl">{t("import.title")}</h1>
      <p className="mt-1 text-slate-600">
        {view.fileName} · {t("import.rows", { count: view.totalRows, n: format.number(view.totalRows) })} ·{" "}
        {format.dateTime(view.createdAt)}
      </p>

      {actionData && !actionData.ok ? (
        <div className="mt-4">
          <FormNotice tone="error">{translate(actionData.message)}</FormNotice>
        </div>
      ) : null}

      <section
        className="card mt-6 p-5"
        aria-labelledby="state-heading"
        data-testid="import-state"
        data-status={status}
      >
        <h2 id="state-heading" className="text-lg font-semibold text-slate-900">
          {t(`import.status.${status}`)}
        </h2>

        {running ? (
          <div className="mt-3">
            <label htmlFor="import-progress" className="text-sm text-slate-700">
              {t(status === "checking" ? "import.progress.checking" : "import.progress.importing", {
                done: format.number(view.processedRows),
                total: format.number(view.totalRows),
              })}
            </label>
            <progress
              id="import-progress"
              className="mt-2 block h-3 w-full max-w-xl"
              value={view.processedRows}
              max={Math.max(1, view.totalRows)}
            />
            <p className="mt-3 text-sm">
              <Link to={`/my-listings/import/${view.id}`} className="text-secondary-dark underline">
                {t("import.refresh")}
              </Link>
            </p>
          </div>
        ) : null}

        {status === "refused" ? (
          <p className="mt-2 text-slate-700">
            {t(problemText(view.fileError), {
              rows: format.number(IMPORT_LIMITS.maxRows),
              mb: IMPORT_LIMITS.maxBytes / 1024 / 1024,
              row: "",
            })}
          </p>
        ) : null}
        {status === "failed" ? <p className="mt-2 text-slate-700">{t("import.failedText")}</p> : null}

        {status === "checked" || status === "done" || (status === "importing" && view.processedRows > 0) ? (
          <div className="mt-2">
            <p className="text-lg text-slate-900" role="status" data-testid="import-summary">
              <ImportSummary counts={counts} />
            </p>
            <Counts counts={counts} />
          </div>
        ) : null}

        {status === "checked" ? (
          <div className="mt-5">
            <p className="text-slate-700">{t("import.confirmText")}</p>
            <div className="mt-3 flex flex-wrap gap-3">
              <Form method="post">
                <button type="submit" name="intent" value="confirm" className="btn-primary">
                  {t("import.confirm")}
                </button>
              </Form>
              <Form method="post">
                <button type="submit" name="intent" value="cancel" className="btn-outline">
                  {t("import.cancel")}
                </button>
              </Form>
            </div>
          </div>
        ) : null}

        {showReport ? (
          <p className="mt-5">
            <a href={reportHref} download className="btn-outline">
              {t("import.report")}
            </a>
          </p>
        ) : null}
      </section>

      {view.errors.length > 0 && !running ? (
        <section className="mt-8" aria-labelledby="errors-heading">
          <h2 id="errors-heading" className="text-lg font-semibold text-slate-900">
            {t("import.errors.heading")}
          </h2>
          <div className="mt-3 overflow-x-auto">
            <table className="w-full min-w-[32rem] text-left text-sm" data-testid="import-errors">
              <thead className="border-b border-slate-200 text-slate-600">
                <tr>
                  <th scope="col" className="py-2 pr-4 font-semibold">
                    {t("import.errors.row")}
                  </th>
                  <th scope="col" className="py-2 pr-4 font-semibold">
                    {t("import.errors.column")}
                  </th>
                  <th scope="col" className="py-2 font-semibold">
                    {t("import.errors.message")}
                  </th>
                </tr>
              </thead>
              <tbody>
                {view.errors.map((error, index) => (
                  <tr key={`${error.rowNumber}-${index}`} className="border-b border-slate-100">
                    <td className="py-2 pr-4 text-slate-900">{error.rowNumber}</td>
                    <td className="py-2 pr-4 font-mono text-xs text-slate-900">{error.column}</td>
                    <td className="py-2 text-slate-700">{translate(error.message)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </section>
      ) : null}
    </div>
  );
}
