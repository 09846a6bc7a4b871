/**
 * /my-listings/import: bulk import of listings from a CSV or Excel (.xlsx)
 * sheet, for agents, builders and staff (the request pipeline's import guard
 * lets only them in; issue 34). The page has the upload form, the templates
 * and the documentation of every column, and the account's earlier imports.
 * An upload is checked at once (a file that is not a sheet, too large or too
 * long gets the field's message) and then dry-run as a job; its page
 * (/my-listings/import/:id) shows the preview and the progress.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import type { ReadableStream as NodeWebReadableStream } from "node:stream/web";
import { data, redirect } from "react-router";
import { useTranslation } from "react-i18next";
import type { Route } from "./+types/my-listings-import";
import { FormNotice, TextField } from "#app/components/leads/fields";
import { ImportHistory } from "#app/components/owners/import-history";
import { ImportColumnsTable } from "#app/components/owners/import-columns-table";
import { IMPORT_PROBLEM_TEXT, type ImportProblem } from "#app/components/owners/import-problems";
import { createImport, importHistory, inspectUpload } from "#app/domain/supply/imports.server";
import { IMPORT_LIMITS } from "#app/domain/supply/import-limits";
import { rememberAccountLocale } from "#app/domain/accounts/message-locale.server";
import { importAccountContext, localeContext } from "#app/web/context";
import { uploadFormOf } from "#app/web/request-body.server";
import { ownerTextsFor } from "#app/web/listing-photos.server";
import { Form, Link } from "#app/i18n/link";
import { localizePath } from "#app/i18n/locales";
import { useFormat } from "#app/i18n/use-locale";
import type { TextsHandle } from "#app/i18n/page-texts";
import { REFUSAL_STATUS } from "#app/lib/form/refusal";
import { metaT, seo } from "#app/lib/seo";

export const handle: TextsHandle = { texts: ["owner"] };

export const meta: Route.MetaFunction = ({ matches }) =>
  seo({ matches, title: metaT(matches, "owner")("import.title"), noindex: true });

export async function loader({ request, context }: Route.LoaderArgs) {
  const { user, account } = context.get(importAccountContext);
  const verified = account.verified;
  const cancelled = new URL(request.url).searchParams.get("done") === "cancelled";
  return { verified, history: await importHistory(user.id), cancelled };
}

type Answer = { ok: false; error: string };

export async function action({ context }: Route.ActionArgs) {
  const { user } = context.get(importAccountContext);
  const locale = context.get(localeContext);
  await rememberAccountLocale(user.id, locale);
  const t = await ownerTextsFor(locale);
  const limits = { mb: IMPORT_LIMITS.maxBytes / 1024 / 1024, rows: IMPORT_LIMITS.maxRows.toLocaleString("en-IN") };
  const refuse = (problem: ImportProblem, status: number, rowNumber?: number | null) =>
    data<Answer>(
      { ok: false, error: t(IMPORT_PROBLEM_TEXT[problem], { ...limits, row: rowNumber ?? "" }) },
      { status },
    );
  const body = uploadFormOf(context);
  if ("tooLarge" in body) return refuse("too-large", REFUSAL_STATUS.tooLarge);
  const file = body.form.get("file");
  if (!(file instanceof File) || file.size === 0) return refuse(file instanceof File ? "empty" : "missing", 400);
  if (file.size > IMPORT_LIMITS.maxBytes) return refuse("too-large", REFUSAL_STATUS.tooLarge);
  // The upload waits in a private temporary folder while it is checked and copied into the database.
  const dir = await fs.promises.mkdtemp(path.join(os.tmpdir(), "nivaas-import-upload-"));
  try {
    const copy = path.join(dir, "sheet");
    await pipeline(
      Readable.fromWeb(file.stream() as NodeWebReadableStream<Uint8Array>),
      fs.createWriteStream(copy, { mode: 0o600 }),
    );
    const inspection = await inspectUpload(copy);
    if (!inspection.ok) return refuse(inspection.problem, REFUSAL_STATUS.unprocessable, inspection.rowNumber);
    const id = await createImport(context.get(importAccountContext).account, {
      file: copy,
      fileName: file.name,
      byteSize: file.size,
      format: inspection.format,
      totalRows: inspection.totalRows,
      locale,
    });
    throw redirect(localizePath(locale, `/my-listings/import/${id}`));
  } finally {
    await fs.promises.rm(dir, { recursive: true, force: true });
  }
}

export default function ImportPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("owner");
  const format = useFormat();
  const { verified, history, cancelled } = loaderData;
  const error = (actionData as Answer | undefined)?.error;
  const mb = IMPORT_LIMITS.maxBytes / 1024 / 1024;
  return (
    <div className="container-page py-8">
      <p className="text-sm">
        <Link to="/my-listings" className="text-secondary-dark underline">
          {t("import.back")}
        </Link>
      </p>
      <h1 className="mt-2 text-2xl font-bold text-slate-900 sm:text-3xl">{t("import.title")}</h1>
      <p className="mt-2 max-w-3xl text-slate-700">
        {t("import.intro", { rows: format.number(IMPORT_LIMITS.maxRows), mb })}
      </p>
      {verified ? null : <p className="mt-2 max-w-3xl text-slate-700">{t("import.reviewNote")}</p>}
      {cancelled ? (
        <div className="mt-4">
          <FormNotice tone="success">{t("import.cancelled")}</FormNotice>
        </div>
      ) : null}

      <section className="card mt-6 p-5" aria-labelledby="upload-heading">
        <h2 id="upload-heading" className="text-lg font-semibold text-slate-900">
          {t("import.upload.heading")}
        </h2>
        <Form method="post" encType="multipart/form-data" noValidate className="mt-3 space-y-4">
          <TextField
            label={t("import.upload.file")}
            name="file"
            type="file"
            required
            accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
            hint={t("import.upload.hint", { rows: format.number(IMPORT_LIMITS.maxRows), mb })}
            error={error}
          />
          <button type="submit" className="btn-primary">
            {t("import.upload.submit")}
          </button>
        </Form>
      </section>

      <section className="mt-8" aria-labelledby="template-heading">
        <h2 id="template-heading" className="text-lg font-semibold text-slate-900">
          {t("import.template.heading")}
        </h2>
        <p className="mt-1 max-w-3xl text-slate-700">{t("import.template.intro")}</p>
        <p className="mt-3 flex flex-wrap gap-3">
          <a href="/my-listings/import/template.csv" download className="btn-outline">
            {t("import.template.csv")}
          </a>
          <a href="/my-listings/import/template.xlsx" download className="btn-outline">
            {t("import.template.xlsx")}
          </a>
        </p>
        <ImportColumnsTable />
      </section>

      <ImportHistory rows={history} />
    </div>
  );
}
