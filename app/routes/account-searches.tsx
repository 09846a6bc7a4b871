/**
 * /account/searches: a signed-in person's saved searches, each with its
 * current number of matches, opened, renamed, its alerts changed, or deleted;
 * and the endpoint "Save this search" posts to from the list pages. Every
 * form works without JavaScript; refusals answer their real status (ADR 006)
 * and show again with what was typed.
 */
import { data, redirect, useNavigation } from "react-router";
import { useTranslation } from "react-i18next";
import { RichText } from "#app/i18n/rich-text";
import type { Route } from "./+types/account-searches";
import { Form, Link } from "#app/i18n/link";
import { localizePath } from "#app/i18n/locales";
import { useFormat, useMessage } from "#app/i18n/use-locale";
import { FormNotice } from "#app/components/leads/fields";
import { ENHANCED_FLAG } from "#app/components/leads/inquiry-types";
import { schemaCheck, useFormErrors } from "#app/components/form/use-form-errors";
import { useAlertSummary, useKindLabel } from "#app/components/saved-searches/saved-searches-panel";
import {
  refilledSettings,
  SearchSettingsFields,
  type SearchSettingsValues,
} from "#app/components/saved-searches/search-settings-fields";
import {
  createSavedSearch,
  deleteSavedSearch,
  hasVerifiedPhone,
  savedSearchSummaries,
  updateSavedSearch,
  type SavedSearchSummary,
} from "#app/domain/seekers/saved-searches.server";
import { localeContext } from "#app/web/context";
import { formOf } from "#app/web/request-body.server";
import { getCurrentUser, loginRedirectUrl } from "#app/web/session.server";
import { validate } from "#app/lib/form/field-errors";
import { formValues, textOf, type FormValues } from "#app/lib/form/form-values";
import { REFUSAL_STATUS, type Refusal } from "#app/lib/form/refusal";
import { parseId } from "#app/lib/ids";
import { metaT, seo } from "#app/lib/seo";
import {
  MAX_SAVED_SEARCHES,
  SAVED_SEARCH_MESSAGES,
  searchHref,
  SEARCH_KINDS,
  sendsAlerts,
  type SaveSearchAnswer,
  type SearchKind,
} from "#app/lib/saved-search";
import { newSavedSearchSchema, searchSettingsSchema } from "#app/lib/validation/saved-search";
import type { TextsHandle } from "#app/i18n/page-texts";
import { log } from "#app/platform/log.server";

/** The texts this page needs beyond the shared ones (app/i18n/page-texts.ts). */
export const handle: TextsHandle = { texts: ["account", "listings"] };

export const meta: Route.MetaFunction = ({ matches }) =>
  seo({ matches, title: metaT(matches, "account")("searches.title"), noindex: true });

const NOTICES: Record<string, string> = {
  saved: SAVED_SEARCH_MESSAGES.saved,
  updated: SAVED_SEARCH_MESSAGES.updated,
  deleted: SAVED_SEARCH_MESSAGES.deleted,
};

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await getCurrentUser({ request, context });
  if (!user) throw redirect(loginRedirectUrl(request));
  const done = new URL(request.url).searchParams.get("done") ?? "";
  const [searches, smsAvailable] = await Promise.all([savedSearchSummaries(user.id), hasVerifiedPhone(user.id)]);
  return { searches, smsAvailable, notice: NOTICES[done] ?? null };
}

/** A refused form: which one (a new search, or the search being edited), its messages and what was typed. */
type PageRefusal = Refusal & { intent: "create" | "update" | "delete"; searchId: number | null };

function refuse(
  status: number,
  refusal: Omit<PageRefusal, "ok" | "errors"> & { errors?: PageRefusal["errors"] },
  enhanced = false,
) {
  const body: PageRefusal = { ok: false, errors: {}, ...refusal };
  return enhanced ? data<SaveSearchAnswer>(body, { status }) : data(body, { status });
}

function kindOf(values: FormValues): SearchKind | null {
  const kind = textOf(values, "kind");
  return (SEARCH_KINDS as readonly string[]).includes(kind) ? (kind as SearchKind) : null;
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = formOf(context);
  const values = formValues(form);
  const intent = textOf(values, "intent");
  const enhanced = form.get(ENHANCED_FLAG) === "1";
  const user = await getCurrentUser({ request, context });
  const locale = context.get(localeContext);
  const inLanguage = (path: string) => localizePath(locale, path);

  if (intent === "create") {
    if (!user) {
      if (enhanced) {
        return refuse(
          REFUSAL_STATUS.unauthorised,
          { intent, searchId: null, values, formError: "Please sign in to save searches." },
          true,
        );
      }
      // Signed out (or the session ended): sign in, then back to the same search.
      const kind = kindOf(values);
      const back = kind ? searchHref(kind, textOf(values, "query").replace(/^\?/, "")) : "/account/searches";
      return redirect(`${inLanguage("/login")}?redirectTo=${encodeURIComponent(inLanguage(back))}`);
    }
    const checked = validate(newSavedSearchSchema, values);
    if (!checked.ok) {
      return refuse(
        REFUSAL_STATUS.invalid,
        { intent, searchId: null, values, errors: checked.errors, formError: checked.formError },
        enhanced,
      );
    }
    if (checked.data.sms && !(await hasVerifiedPhone(user.id))) {
      return refuse(
        REFUSAL_STATUS.invalid,
        { intent, searchId: null, values, errors: { sms: SAVED_SEARCH_MESSAGES.smsUnverified } },
        enhanced,
      );
    }
    try {
      const outcome = await createSavedSearch(user.id, checked.data, locale);
      if (!outcome.ok) {
        return refuse(
          REFUSAL_STATUS.unprocessable,
          { intent, searchId: null, values, formError: SAVED_SEARCH_MESSAGES.limit },
          enhanced,
        );
      }
    } catch (error) {
      log.error({ err: error }, "Saving a search failed");
      return refuse(
        REFUSAL_STATUS.unavailable,
        { intent, searchId: null, values, formError: SAVED_SEARCH_MESSAGES.failed },
        enhanced,
      );
    }
    if (enhanced) return data<SaveSearchAnswer>({ ok: true, message: SAVED_SEARCH_MESSAGES.saved });
    return redirect(inLanguage("/account/searches?done=saved"));
  }

  if (!user) return redirect(loginRedirectUrl(request));
  const searchId = parseId(textOf(values, "id"));
  if (intent === "update") {
    const checked = validate(searchSettingsSchema, values);
    if (!checked.ok) {
      return refuse(REFUSAL_STATUS.invalid, {
        intent,
        searchId,
        values,
        errors: checked.errors,
        formError: checked.formError,
      });
    }
    if (checked.data.sms && !(await hasVerifiedPhone(user.id))) {
      return refuse(REFUSAL_STATUS.invalid, {
        intent,
        searchId,
        values,
        errors: { sms: SAVED_SEARCH_MESSAGES.smsUnverified },
      });
    }
    const updated = searchId !== null && (await updateSavedSearch(user.id, searchId, checked.data, locale));
    if (!updated) {
      return refuse(REFUSAL_STATUS.notFound, {
        intent,
        searchId: null,
        values,
        formError: SAVED_SEARCH_MESSAGES.notFound,
      });
    }
    return redirect(inLanguage("/account/searches?done=updated"));
  }
  if (intent === "delete") {
    const deleted = searchId !== null && (await deleteSavedSearch(user.id, searchId));
    if (!deleted) {
      return refuse(REFUSAL_STATUS.notFound, {
        intent,
        searchId: null,
        values,
        formError: SAVED_SEARCH_MESSAGES.notFound,
      });
    }
    return redirect(inLanguage("/account/searches?done=deleted"));
  }
  return refuse(REFUSAL_STATUS.invalid, {
    intent: "update",
    searchId: null,
    values,
    formError: SAVED_SEARCH_MESSAGES.notFound,
  });
}

export default function SavedSearchesPage({ loaderData, actionData }: Route.ComponentProps) {
  const { searches, smsAvailable, notice } = loaderData;
  const refusal = actionData as PageRefusal | undefined;
  const { t } = useTranslation("account");
  const translate = useMessage();
  return (
    <section className="container-page max-w-4xl py-10">
      <p className="text-sm">
        <Link to="/account" className="font-medium text-secondary-dark hover:underline">
          {t("searches.back")}
        </Link>
      </p>
      <h1 className="mt-2 text-3xl font-bold text-slate-900">{t("searches.title")}</h1>
      <p className="mt-2 text-slate-700">{t("searches.intro", { max: MAX_SAVED_SEARCHES })}</p>
      <div className="mt-6 space-y-4">
        {notice ? <FormNotice tone="success">{translate(notice)}</FormNotice> : null}
        {refusal?.formError && refusal.searchId === null && refusal.intent !== "create" ? (
          <FormNotice tone="error">{translate(refusal.formError)}</FormNotice>
        ) : null}
        {refusal?.intent === "create" ? <RefusedNewSearch refusal={refusal} smsAvailable={smsAvailable} /> : null}
        {searches.length === 0 ? (
          <div className="card p-6 text-slate-700">
            <p>{t("searches.none")}</p>
            <p className="mt-2">
              <RichText
                t={t}
                i18nKey="searches.noneHelp"
                components={{
                  residential: <Link to="/residential" className={LIST_LINK} />,
                  commercial: <Link to="/commercial" className={LIST_LINK} />,
                  projects: <Link to="/projects" className={LIST_LINK} />,
                }}
              />
            </p>
          </div>
        ) : (
          <ul className="space-y-4" aria-label={t("searches.listLabel")}>
            {searches.map((search) => (
              <li key={search.id}>
                <SavedSearchItem
                  search={search}
                  smsAvailable={smsAvailable}
                  refusal={refusal?.intent === "update" && refusal.searchId === search.id ? refusal : undefined}
                />
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}

const LIST_LINK = "font-medium text-secondary-dark underline";

const checkSettings = schemaCheck(searchSettingsSchema);

function SavedSearchItem({
  search,
  smsAvailable,
  refusal,
}: {
  search: SavedSearchSummary;
  smsAvailable: boolean;
  refusal: PageRefusal | undefined;
}) {
  const navigation = useNavigation();
  const { t } = useTranslation("account");
  const format = useFormat();
  const translate = useMessage();
  const alertSummary = useAlertSummary();
  const kindLabel = useKindLabel();
  const { errors, onSubmit, clearOnInput } = useFormErrors(refusal?.errors, checkSettings);
  const current: SearchSettingsValues = {
    name: search.name,
    frequency: search.frequency,
    email: search.email,
    sms: search.sms,
  };
  const busy = navigation.state === "submitting" && navigation.formData?.get("id") === String(search.id);
  return (
    <article className="card p-5" aria-labelledby={`saved-search-${search.id}`}>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0">
          <h2 id={`saved-search-${search.id}`} className="break-words text-lg font-semibold text-slate-900">
            {search.name}
          </h2>
          <p className="mt-1 text-sm text-slate-600">
            {t(search.matchesCapped ? "searches.matchesCapped" : "searches.matches", {
              kind: kindLabel(search.kind),
              count: search.matches,
              number: format.number(search.matches),
            })}
          </p>
          <p className="mt-1 flex items-center gap-1 text-sm text-slate-700">
            <span aria-hidden className="icon-bell flex shrink-0" />
            {alertSummary(search)}
          </p>
        </div>
        <div className="flex shrink-0 flex-wrap gap-2">
          <Link
            to={search.href}
            className="btn-primary py-2"
            aria-label={t("searches.openLabel", { name: search.name })}
          >
            <span aria-hidden className="icon-external-link flex" />
            {t("searches.open")}
          </Link>
          <Form method="post">
            <input type="hidden" name="intent" value="delete" />
            <input type="hidden" name="id" value={search.id} />
            <button
              type="submit"
              className="btn-outline py-2"
              aria-label={t("searches.deleteLabel", { name: search.name })}
            >
              <span aria-hidden className="icon-trash flex" />
              {t("searches.delete")}
            </button>
          </Form>
        </div>
      </div>
      <details className="mt-4 border-t border-slate-200 pt-3" open={refusal ? true : undefined}>
        <summary className="cursor-pointer text-sm font-semibold text-secondary-dark">
          {sendsAlerts(search.kind) ? t("searches.renameOrAlerts") : t("searches.rename")}
        </summary>
        <Form
          method="post"
          noValidate
          onSubmit={onSubmit}
          onChange={clearOnInput}
          aria-label={t("searches.changeLabel", { name: search.name })}
          className="mt-4 space-y-4"
        >
          <input type="hidden" name="intent" value="update" />
          <input type="hidden" name="id" value={search.id} />
          <SearchSettingsFields
            kind={search.kind}
            values={refilledSettings(refusal?.values, current)}
            errors={errors}
            smsAvailable={smsAvailable || search.sms}
          />
          {refusal?.formError ? <FormNotice tone="error">{translate(refusal.formError)}</FormNotice> : null}
          <button type="submit" className="btn-primary" disabled={busy}>
            {busy ? t("searches.saving") : t("searches.saveChanges")}
          </button>
        </Form>
      </details>
    </article>
  );
}

const checkNewSearch = schemaCheck(newSavedSearchSchema);

/** A "Save this search" posted without JavaScript and refused: the same form again, with its messages. */
function RefusedNewSearch({ refusal, smsAvailable }: { refusal: PageRefusal; smsAvailable: boolean }) {
  const { errors, onSubmit, clearOnInput } = useFormErrors(refusal.errors, checkNewSearch);
  const { t } = useTranslation("account");
  const translate = useMessage();
  const kind = kindOf(refusal.values) ?? "residential";
  const query = textOf(refusal.values, "query");
  return (
    <div className="card p-5">
      <h2 className="text-lg font-semibold text-slate-900">{t("searches.saveThis")}</h2>
      <p className="mt-1 text-sm">
        <Link to={searchHref(kind, query)} className="font-medium text-secondary-dark underline">
          {t("searches.backToSearch")}
        </Link>
      </p>
      <Form method="post" noValidate onSubmit={onSubmit} onChange={clearOnInput} className="mt-4 space-y-4">
        <input type="hidden" name="intent" value="create" />
        <input type="hidden" name="kind" value={kind} />
        <input type="hidden" name="query" value={query} />
        <SearchSettingsFields
          kind={kind}
          values={refilledSettings(refusal.values, { name: "", frequency: "instant", email: true, sms: false })}
          errors={errors}
          smsAvailable={smsAvailable}
        />
        {refusal.formError ? <FormNotice tone="error">{translate(refusal.formError)}</FormNotice> : null}
        <button type="submit" className="btn-primary">
          {t("searches.save")}
        </button>
      </Form>
    </div>
  );
}
