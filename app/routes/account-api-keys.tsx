/**
 * /account/api-keys: agents, approved builders and staff make keys for the
 * public API (/api/v1) and revoke them. A new key is shown once, in the
 * answer to the form that made it (the database keeps only its hash); the
 * list shows each key's prefix, scopes, when it was made and last used, and
 * when it expires. Both forms are plain posts: the page works without
 * JavaScript. Keys are never managed across origins (the request pipeline
 * refuses a foreign Origin on any post).
 */
import { data, redirect } from "react-router";
import { useTranslation } from "react-i18next";
import type { Route } from "./+types/account-api-keys";
import { FormNotice, TextField } from "#app/components/leads/fields";
import {
  createApiKey,
  listApiKeys,
  mayHoldApiKeys,
  revokeApiKey,
  type ApiKeySummary,
} from "#app/domain/api-access/api-keys.server";
import { validate, type FieldErrors } from "#app/lib/form/field-errors";
import { formValues, type FormValues } from "#app/lib/form/form-values";
import { REFUSAL_STATUS } from "#app/lib/form/refusal";
import { metaT, seo } from "#app/lib/seo";
import {
  API_KEY_MESSAGES,
  API_SCOPES,
  apiKeyFormSchema,
  revokeApiKeySchema,
  type ApiScope,
} from "#app/lib/validation/api-keys";
import { Form, Link } from "#app/i18n/link";
import { useFormat, useMessage } from "#app/i18n/use-locale";
import type { TextsHandle } from "#app/i18n/page-texts";
import { formOf } from "#app/web/request-body.server";
import { getCurrentUser, loginRedirectUrl } from "#app/web/session.server";

export const handle: TextsHandle = { texts: ["account"] };

export const meta: Route.MetaFunction = ({ matches }) =>
  seo({ matches, title: metaT(matches, "account")("apiKeys.title"), noindex: true });

const serialised = (key: ApiKeySummary, now: number) => ({
  ...key,
  expired: key.expiresAt !== null && key.expiresAt.getTime() <= now,
  createdAt: key.createdAt.toISOString(),
  lastUsedAt: key.lastUsedAt?.toISOString() ?? null,
  expiresAt: key.expiresAt?.toISOString() ?? null,
  revokedAt: key.revokedAt?.toISOString() ?? null,
});

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await getCurrentUser({ request, context });
  if (!user) throw redirect(loginRedirectUrl(request));
  if (!(await mayHoldApiKeys(user))) return { allowed: false as const, keys: [] };
  return { allowed: true as const, keys: (await listApiKeys(user.id)).map((key) => serialised(key, Date.now())) };
}

type Answer =
  | { ok: true; intent: "create"; message: string; secret: string; name: string }
  | { ok: true; intent: "revoke"; message: string }
  | { ok: false; intent: string; errors: FieldErrors; values: FormValues; formError?: string };

export async function action({ request, context }: Route.ActionArgs) {
  const user = await getCurrentUser({ request, context });
  if (!user) return redirect(loginRedirectUrl(request));
  const values = formValues(formOf(context), ["scopes"]);
  const intent = values.intent === "revoke" ? "revoke" : "create";
  const refuse = (status: number, errors: FieldErrors, formError?: string) =>
    data<Answer>({ ok: false, intent, errors, values, ...(formError ? { formError } : {}) }, { status });
  if (!(await mayHoldApiKeys(user))) return refuse(REFUSAL_STATUS.forbidden, {}, API_KEY_MESSAGES.notAllowed);
  const actor = { id: user.id, name: user.name };

  if (intent === "revoke") {
    const checked = validate(revokeApiKeySchema, values);
    if (!checked.ok) return refuse(REFUSAL_STATUS.notFound, {}, API_KEY_MESSAGES.notFound);
    const outcome = await revokeApiKey(actor, checked.data.id);
    if (outcome === "not-found") return refuse(REFUSAL_STATUS.notFound, {}, API_KEY_MESSAGES.notFound);
    return { ok: true, intent, message: API_KEY_MESSAGES.revoked } satisfies Answer;
  }

  const checked = validate(apiKeyFormSchema, values);
  if (!checked.ok) return refuse(REFUSAL_STATUS.invalid, checked.errors, checked.formError);
  const created = await createApiKey(actor, checked.data);
  if (!created.ok) return refuse(REFUSAL_STATUS.conflict, {}, API_KEY_MESSAGES.tooMany);
  return {
    ok: true,
    intent,
    message: API_KEY_MESSAGES.created,
    secret: created.secret,
    name: checked.data.name,
  } satisfies Answer;
}

export default function ApiKeys({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("account");
  const translate = useMessage();
  const format = useFormat();
  const answer = actionData as Answer | undefined;
  const failed = answer && !answer.ok ? answer : undefined;
  const failedCreate = failed?.intent === "create" ? failed : undefined;
  const typed = (key: string) =>
    typeof failedCreate?.values[key] === "string" ? (failedCreate.values[key] as string) : "";
  const chosenScopes = failedCreate ? ((failedCreate.values.scopes as string[] | undefined) ?? []) : ["read"];

  return (
    <div className="container-page max-w-4xl py-8 sm:py-10">
      <p className="text-sm">
        <Link to="/account" className="text-secondary-dark underline">
          {t("apiKeys.back")}
        </Link>
      </p>
      <h1 className="mt-2 text-2xl font-bold text-slate-900 sm:text-3xl">{t("apiKeys.heading")}</h1>
      <p className="mt-2 text-slate-700">{t("apiKeys.intro")}</p>

      {!loaderData.allowed ? (
        <section className="card mt-6 p-5" data-testid="api-keys-not-allowed">
          <p className="text-slate-700">{t("apiKeys.notAllowed")}</p>
          <p className="mt-3">
            <Link to="/account/professional" className="btn-outline">
              {t("professional.link")}
            </Link>
          </p>
        </section>
      ) : (
        <>
          {answer?.ok && answer.intent === "create" ? (
            <section className="card mt-6 space-y-3 border-green-300 p-5" data-testid="new-api-key">
              <FormNotice tone="success">{translate(answer.message)}</FormNotice>
              <p className="text-sm text-slate-700">{t("apiKeys.newKeyFor", { name: answer.name })}</p>
              <label htmlFor="new-api-key" className="block text-sm font-medium text-slate-700">
                {t("apiKeys.newKeyLabel")}
              </label>
              <input
                id="new-api-key"
                readOnly
                value={answer.secret}
                className="field-input font-mono text-sm"
                spellCheck={false}
                autoComplete="off"
              />
              <p className="text-sm text-slate-600">{t("apiKeys.howToUse")}</p>
            </section>
          ) : null}
          {answer?.ok && answer.intent === "revoke" ? (
            <div className="mt-6">
              <FormNotice tone="success">{translate(answer.message)}</FormNotice>
            </div>
          ) : null}
          {failed?.intent === "revoke" && failed.formError ? (
            <div className="mt-6">
              <FormNotice tone="error">{translate(failed.formError)}</FormNotice>
            </div>
          ) : null}

          <section className="mt-8" aria-labelledby="keys-heading">
            <h2 id="keys-heading" className="text-xl font-semibold text-slate-900">
              {t("apiKeys.listHeading")}
            </h2>
            {loaderData.keys.length === 0 ? (
              <p className="mt-2 text-slate-700">{t("apiKeys.none")}</p>
            ) : (
              <div className="mt-3 overflow-x-auto">
                <table className="w-full text-left text-sm" data-testid="api-keys-table">
                  <thead className="border-b border-slate-300 text-slate-700">
                    <tr>
                      <th scope="col" className="py-2 pr-3 font-semibold">
                        {t("apiKeys.columns.name")}
                      </th>
                      <th scope="col" className="py-2 pr-3 font-semibold">
                        {t("apiKeys.columns.key")}
                      </th>
                      <th scope="col" className="py-2 pr-3 font-semibold">
                        {t("apiKeys.columns.scopes")}
                      </th>
                      <th scope="col" className="py-2 pr-3 font-semibold">
                        {t("apiKeys.columns.created")}
                      </th>
                      <th scope="col" className="py-2 pr-3 font-semibold">
                        {t("apiKeys.columns.lastUsed")}
                      </th>
                      <th scope="col" className="py-2 pr-3 font-semibold">
                        {t("apiKeys.columns.expires")}
                      </th>
                      <th scope="col" className="py-2 font-semibold">
                        {t("apiKeys.columns.status")}
                      </th>
                    </tr>
                  </thead>
                  <tbody>
                    {loaderData.keys.map((key) => (
                      <tr key={key.id} className="border-b border-slate-200 align-top">
                        <td className="py-2 pr-3 font-medium text-slate-900">{key.name}</td>
                        <td className="py-2 pr-3 font-mono text-slate-700">{key.prefix}…</td>
                        <td className="py-2 pr-3 text-slate-700">
                          {key.scopes.map((scope) => t(`apiKeys.scope.${scope as ApiScope}`)).join(", ")}
                        </td>
                        <td className="py-2 pr-3 text-slate-700">{format.date(key.createdAt)}</td>
                        <td className="py-2 pr-3 text-slate-700">
                          {key.lastUsedAt ? format.dateTime(key.lastUsedAt) : t("apiKeys.never")}
                        </td>
                        <td className="py-2 pr-3 text-slate-700">
                          {key.expiresAt ? format.date(key.expiresAt) : t("apiKeys.noExpiry")}
                        </td>
                        <td className="py-2">
                          {key.revokedAt ? (
                            <span className="text-slate-600">
                              {t("apiKeys.revokedOn", { date: format.date(key.revokedAt) })}
                            </span>
                          ) : key.expired ? (
                            <span className="text-slate-600">{t("apiKeys.expired")}</span>
                          ) : (
                            <Form method="post">
                              <input type="hidden" name="intent" value="revoke" />
                              <input type="hidden" name="id" value={key.id} />
                              <button
                                type="submit"
                                className="btn-outline px-3 py-1 text-sm"
                                aria-label={t("apiKeys.revokeLabel", { name: key.name })}
                              >
                                {t("apiKeys.revoke")}
                              </button>
                            </Form>
                          )}
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            )}
          </section>

          <section className="mt-8" aria-labelledby="create-heading">
            <h2 id="create-heading" className="text-xl font-semibold text-slate-900">
              {t("apiKeys.createHeading")}
            </h2>
            <Form method="post" noValidate className="card mt-3 space-y-4 p-5">
              <input type="hidden" name="intent" value="create" />
              <TextField
                label={t("apiKeys.fields.name")}
                name="name"
                required
                maxLength={60}
                hint={t("apiKeys.fields.nameHint")}
                defaultValue={typed("name")}
                error={failedCreate?.errors.name}
              />
              <fieldset aria-describedby={failedCreate?.errors.scopes ? "scopes-error" : undefined}>
                <legend className="mb-1 text-sm font-medium text-slate-700">{t("apiKeys.fields.scopes")}</legend>
                <div className="space-y-1">
                  {API_SCOPES.map((scope) => (
                    <label key={scope} className="flex items-center gap-2 text-sm text-slate-800">
                      <input
                        type="checkbox"
                        name="scopes"
                        value={scope}
                        defaultChecked={chosenScopes.includes(scope)}
                        className="h-4 w-4"
                      />
                      {t(`apiKeys.scope.${scope}`)}
                    </label>
                  ))}
                </div>
                {failedCreate?.errors.scopes ? (
                  <p id="scopes-error" className="mt-1 text-sm text-red-700">
                    {translate(failedCreate.errors.scopes)}
                  </p>
                ) : null}
              </fieldset>
              <TextField
                label={t("apiKeys.fields.expiresOn")}
                name="expiresOn"
                type="date"
                optional
                hint={t("apiKeys.fields.expiresOnHint")}
                defaultValue={typed("expiresOn")}
                error={failedCreate?.errors.expiresOn}
              />
              {failedCreate?.formError ? (
                <FormNotice tone="error">{translate(failedCreate.formError)}</FormNotice>
              ) : null}
              <button type="submit" className="btn-primary">
                {t("apiKeys.create")}
              </button>
            </Form>
          </section>
        </>
      )}
    </div>
  );
}
