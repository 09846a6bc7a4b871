/**
 * /account/professional: a signed-in person asks to be listed as an agent
 * (with their MahaRERA agent number) or a builder (company name and MahaRERA
 * project numbers). Staff check the registration at /admin/professionals; the
 * page shows where the request stands and, once verified, links to the public
 * profile. A rejected request can be corrected and sent again. A verified
 * agent or builder uploads their logo here (or removes it): a multipart form
 * without JavaScript, checked by app/domain/supply/logos.server.ts, whose
 * refusals the logo field names (too large, not an image).
 */
import { data, redirect } from "react-router";
import { useTranslation } from "react-i18next";
import type { Route } from "./+types/account-professional";
import { FormNotice, SelectField, TextAreaField, TextField } from "#app/components/leads/fields";
import { requestSupplierProfile, supplierProfileOf } from "#app/domain/supply/profiles.server";
import { removeSupplierLogo, setSupplierLogo, type LogoRefusal } from "#app/domain/supply/logos.server";
import { SupplierMark } from "#app/components/catalogue/supplier-mark";
import { getSettings } from "#app/domain/site/settings.server";
import { validate, type FieldErrors } from "#app/lib/form/field-errors";
import { formValues, type FormValues } from "#app/lib/form/form-values";
import { REFUSAL_STATUS } from "#app/lib/form/refusal";
import { metaT, seo } from "#app/lib/seo";
import { SUPPLIER_MESSAGES, supplierRequestSchema } from "#app/lib/validation/supplier";
import { Form, Link } from "#app/i18n/link";
import { useMessage } from "#app/i18n/use-locale";
import type { TextsHandle } from "#app/i18n/page-texts";
import type { SupplierLogo } from "#app/lib/listing-shapes";
import { uploadFormOf } from "#app/web/request-body.server";
import { getCurrentUser, loginRedirectUrl } from "#app/web/session.server";

export const handle: TextsHandle = { texts: ["account"] };

export const meta: Route.MetaFunction = ({ matches }) =>
  seo({ matches, title: metaT(matches, "account")("professional.title"), noindex: true });

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await getCurrentUser({ request, context });
  if (!user) throw redirect(loginRedirectUrl(request));
  const profile = await supplierProfileOf(user.id);
  return {
    profile: profile
      ? {
          kind: profile.kind,
          slug: profile.slug,
          name: profile.name,
          status: profile.status,
          reraNumber: profile.reraNumber ?? "",
          reraProjects: profile.reraProjects.join(", "),
          areasServed: profile.areasServed ?? "",
          about: profile.about ?? "",
          reviewNote: profile.reviewNote,
          logo: profile.logo,
        }
      : null,
    maxFileSizeMb: (await getSettings()).maxFileSize,
  };
}

type Answer =
  | { ok: true; message: string }
  | { ok: false; errors: FieldErrors; values: FormValues; formError?: string }
  | { ok: true; logo: "saved" | "removed" }
  | { ok: false; logoError: LogoRefusal; maxFileSizeMb: number };

const LOGO_INTENT = "logo";
const REMOVE_LOGO_INTENT = "remove-logo";

const LOGO_REFUSAL_STATUS: Record<LogoRefusal, number> = {
  notApproved: REFUSAL_STATUS.conflict,
  empty: REFUSAL_STATUS.invalid,
  tooLarge: REFUSAL_STATUS.tooLarge,
  notImage: REFUSAL_STATUS.unprocessable,
  unreadable: REFUSAL_STATUS.unprocessable,
};

async function logoAction(form: FormData, actor: { id: string; name: string }) {
  if (form.get("intent") === REMOVE_LOGO_INTENT) {
    await removeSupplierLogo(actor);
    return { ok: true, logo: "removed" } satisfies Answer;
  }
  const file = form.get("logo");
  const upload = file instanceof File ? file : null;
  const result = await setSupplierLogo(actor, {
    size: upload?.size ?? 0,
    bytes: async () => Buffer.from(await upload!.arrayBuffer()),
  });
  if (result.ok) return { ok: true, logo: "saved" } satisfies Answer;
  return data<Answer>(
    { ok: false, logoError: result.reason, maxFileSizeMb: result.maxFileSizeMb },
    { status: LOGO_REFUSAL_STATUS[result.reason] },
  );
}

export async function action({ request, context }: Route.ActionArgs) {
  const user = await getCurrentUser({ request, context });
  if (!user) return redirect(loginRedirectUrl(request));
  const body = uploadFormOf(context);
  // Only the logo form sends a file; a body past the limit can only be a logo too large to read.
  if (!("form" in body)) {
    const { maxFileSize } = await getSettings();
    return data<Answer>(
      { ok: false, logoError: "tooLarge", maxFileSizeMb: maxFileSize },
      { status: REFUSAL_STATUS.tooLarge },
    );
  }
  const intent = body.form.get("intent");
  if (intent === LOGO_INTENT || intent === REMOVE_LOGO_INTENT) return logoAction(body.form, user);
  const values = formValues(body.form);
  const checked = validate(supplierRequestSchema, values);
  if (!checked.ok)
    return data<Answer>({ ok: false, errors: checked.errors, values }, { status: REFUSAL_STATUS.invalid });
  const outcome = await requestSupplierProfile(user.id, checked.data);
  if (outcome === "requested") return { ok: true, message: SUPPLIER_MESSAGES.requested } satisfies Answer;
  return data<Answer>(
    { ok: false, errors: {}, values, formError: SUPPLIER_MESSAGES[outcome] },
    { status: REFUSAL_STATUS.conflict },
  );
}

export default function ProfessionalRequest({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("account");
  const translate = useMessage();
  const { profile, maxFileSizeMb } = loaderData;
  const sent = actionData as Answer | undefined;
  const logoAnswer = sent && ("logo" in sent || "logoError" in sent) ? sent : undefined;
  const answer = logoAnswer ? undefined : (sent as Extract<Answer, { message: string } | { errors: FieldErrors }>);
  const failed = answer && !answer.ok ? answer : undefined;
  const value = (key: string, stored: string | undefined) =>
    typeof failed?.values[key] === "string" ? (failed.values[key] as string) : stored;
  const open = !profile || profile.status === "rejected";

  return (
    <div className="container-page max-w-2xl py-8 sm:py-10">
      <p className="text-sm">
        <Link to="/account" className="text-secondary-dark underline">
          {t("professional.back")}
        </Link>
      </p>
      <h1 className="mt-2 text-2xl font-bold text-slate-900 sm:text-3xl">{t("professional.heading")}</h1>
      <p className="mt-2 text-slate-700">{t("professional.intro")}</p>

      {answer?.ok ? (
        <div className="mt-6">
          <FormNotice tone="success">{translate(answer.message)}</FormNotice>
        </div>
      ) : null}

      {profile && !answer?.ok ? (
        <section className="card mt-6 p-5" aria-labelledby="status-heading" data-testid="professional-status">
          <h2 id="status-heading" className="font-semibold text-slate-900">
            {t(`professional.status.${profile.status as "pending" | "approved" | "rejected"}`)}
          </h2>
          <p className="mt-1 text-slate-700">
            {profile.name} · {t(`professional.kind.${profile.kind as "agent" | "builder"}`)}
          </p>
          {profile.status === "approved" ? (
            <p className="mt-3">
              <Link to={`/${profile.kind}/${encodeURIComponent(profile.slug)}`} className="btn-outline">
                {t("professional.viewProfile")}
              </Link>
            </p>
          ) : null}
          {profile.status === "approved" ? (
            <LogoForm name={profile.name} logo={profile.logo} maxFileSizeMb={maxFileSizeMb} answer={logoAnswer} />
          ) : null}
          {profile.status === "rejected" && profile.reviewNote ? (
            <p className="mt-2 text-sm text-slate-700">{t("professional.staffNote", { note: profile.reviewNote })}</p>
          ) : null}
        </section>
      ) : null}

      {open && !answer?.ok ? (
        <Form method="post" noValidate className="card mt-6 space-y-4 p-5">
          <SelectField
            label={t("professional.fields.kind")}
            name="kind"
            required
            defaultValue={value("kind", profile?.kind) ?? ""}
            error={failed?.errors.kind}
          >
            <option value="">{t("professional.fields.chooseKind")}</option>
            <option value="agent">{t("professional.kind.agent")}</option>
            <option value="builder">{t("professional.kind.builder")}</option>
          </SelectField>
          <TextField
            label={t("professional.fields.name")}
            name="name"
            required
            maxLength={100}
            autoComplete="organization"
            defaultValue={value("name", profile?.name)}
            error={failed?.errors.name}
          />
          <TextField
            label={t("professional.fields.reraNumber")}
            name="reraNumber"
            hint={t("professional.fields.reraNumberHint")}
            maxLength={20}
            autoCapitalize="characters"
            defaultValue={value("reraNumber", profile?.reraNumber)}
            error={failed?.errors.reraNumber}
          />
          <TextAreaField
            label={t("professional.fields.reraProjects")}
            name="reraProjects"
            hint={t("professional.fields.reraProjectsHint")}
            rows={3}
            maxLength={2000}
            defaultValue={value("reraProjects", profile?.reraProjects)}
            error={failed?.errors.reraProjects}
          />
          <TextField
            label={t("professional.fields.areasServed")}
            name="areasServed"
            optional
            maxLength={300}
            defaultValue={value("areasServed", profile?.areasServed)}
            error={failed?.errors.areasServed}
          />
          <TextAreaField
            label={t("professional.fields.about")}
            name="about"
            optional
            rows={4}
            maxLength={1000}
            defaultValue={value("about", profile?.about)}
            error={failed?.errors.about}
          />
          {failed?.formError ? <FormNotice tone="error">{translate(failed.formError)}</FormNotice> : null}
          <button type="submit" className="btn-primary">
            {t("professional.send")}
          </button>
        </Form>
      ) : null}
    </div>
  );
}

function LogoForm({
  name,
  logo,
  maxFileSizeMb,
  answer,
}: {
  name: string;
  logo: SupplierLogo | null;
  maxFileSizeMb: number;
  answer: Answer | undefined;
}) {
  const { t } = useTranslation("account");
  const error = answer && "logoError" in answer ? answer : null;
  const done = answer && "logo" in answer ? answer.logo : null;
  return (
    <div className="mt-5 border-t border-slate-200 pt-5" data-testid="logo-form">
      <h3 className="font-semibold text-slate-900">{t("professional.logo.heading")}</h3>
      <div className="mt-3 flex flex-wrap items-center gap-4">
        <SupplierMark name={name} logo={logo} size="large" />
        {logo ? (
          <Form method="post">
            <input type="hidden" name="intent" value="remove-logo" />
            <button type="submit" className="btn-outline">
              {t("professional.logo.remove")}
            </button>
          </Form>
        ) : null}
      </div>
      <Form method="post" encType="multipart/form-data" className="mt-4 space-y-3">
        <input type="hidden" name="intent" value="logo" />
        <div>
          <label htmlFor="logo-file" className="text-sm font-medium text-slate-700">
            {t("professional.logo.label")}
          </label>
          <p id="logo-hint" className="text-sm text-slate-600">
            {t("professional.logo.hint", { mb: maxFileSizeMb })}
          </p>
          <input
            id="logo-file"
            type="file"
            name="logo"
            accept="image/jpeg,image/png,image/webp,image/gif,image/avif"
            required
            aria-describedby={error ? "logo-hint logo-error" : "logo-hint"}
            aria-invalid={error ? true : undefined}
            className="mt-1 block w-full max-w-full text-sm"
          />
          {error ? (
            <p id="logo-error" className="mt-1 text-sm font-medium text-red-700" role="alert">
              {t(`professional.logo.errors.${error.logoError}`, { mb: error.maxFileSizeMb })}
            </p>
          ) : null}
        </div>
        <button type="submit" className="btn-primary">
          {t("professional.logo.upload")}
        </button>
      </Form>
      {done ? (
        <div className="mt-3">
          <FormNotice tone="success">
            {t(done === "saved" ? "professional.logo.saved" : "professional.logo.removed")}
          </FormNotice>
        </div>
      ) : null}
    </div>
  );
}
