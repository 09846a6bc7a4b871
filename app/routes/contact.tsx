/**
 * /contact: the contact form (stored as an inquiry of type 'contact') and the
 * office's address, phones, e-mail, hours and WhatsApp, all from the settings.
 * The form posts to this route's action, so it works without JavaScript; with
 * it, the same zod rules run in the browser first.
 */
import { PlaceMap } from "#app/components/maps/place-map";
import { useEffect, useRef } from "react";
import { data, useNavigation, useRouteLoaderData } from "react-router";
import { useTranslation } from "react-i18next";
import type { CssIconClass } from "#app/components/icons/css-icons";
import type { Route } from "./+types/contact";
import type { loader as rootLoader } from "#app/root";
import {
  EmailField,
  FormNotice,
  PhoneField,
  SelectField,
  TextAreaField,
  TextField,
} from "#app/components/leads/fields";
import { HoneypotField } from "#app/components/leads/honeypot-field";
import { schemaCheck, useFormErrors } from "#app/components/form/use-form-errors";
import { deferredCheck } from "#app/lib/form/deferred-check";
import { createInquiry } from "#app/domain/leads/inquiries.server";
import { formOf } from "#app/web/request-body.server";
import { clientAddressContext, localeContext } from "#app/web/context";
import { Form } from "#app/i18n/link";
import { useLocalizedPath, useMessage } from "#app/i18n/use-locale";
import { isHoneypotFilled } from "#app/web/honeypot.server";
import { formLimiter, rateLimitMessage, retryAfterHeaders } from "#app/platform/rate-limit.server";
import { getCurrentUser } from "#app/web/session.server";
import { CONTACT_SUBJECTS } from "#app/lib/options";
import { metaT, seo } from "#app/lib/seo";
import { telLink, whatsappLink } from "#app/lib/site";
import { formatOfficePhone } from "#app/lib/phone";
import { contactSchema } from "#app/lib/validation/leads";
import { LEAD_NOTICES } from "#app/lib/lead-notices";
import { validate } from "#app/lib/form/field-errors";
import { formValues } from "#app/lib/form/form-values";
import { REFUSAL_STATUS, type Refusal } from "#app/lib/form/refusal";
import type { TextsHandle } from "#app/i18n/page-texts";
import { log } from "#app/platform/log.server";

/** The texts this page needs beyond the shared ones (app/i18n/page-texts.ts). */
export const handle: TextsHandle = { texts: ["detail", "pages"] };

export const meta: Route.MetaFunction = ({ matches }) => {
  const t = metaT(matches, "pages");
  return seo({ matches, title: t("contact.meta.title"), description: t("contact.meta.description") });
};

type ContactAnswer = { ok: true } | Refusal;

/** Checked in the browser before posting, with the rules the action runs. */
// The form's rules (and zod, about 30 KB) load after the page (lib/form/deferred-check.ts): most visitors come for
// the address, the numbers and the map, and a message posted before they have arrived waits for them.
const checkContact = deferredCheck(() =>
  import("#app/lib/validation/leads").then((rules) => schemaCheck(rules.contactSchema)),
);

export async function action({ request, context }: Route.ActionArgs) {
  const form = formOf(context);
  const values = formValues(form);
  // A bot filled the hidden field: tell it all went well and keep nothing.
  if (isHoneypotFilled(form)) return data<ContactAnswer>({ ok: true });

  const checked = validate(contactSchema, values);
  if (!checked.ok) {
    return data<ContactAnswer>(
      { ok: false, errors: checked.errors, formError: checked.formError, values },
      { status: REFUSAL_STATUS.invalid },
    );
  }

  const limit = await formLimiter.consume("contact", context.get(clientAddressContext));
  if (!limit.allowed) {
    return data<ContactAnswer>(
      {
        ok: false,
        errors: {},
        values,
        formError: rateLimitMessage(limit.retryAfterSeconds, context.get(localeContext)),
      },
      { status: REFUSAL_STATUS.rateLimited, headers: retryAfterHeaders(limit.retryAfterSeconds) },
    );
  }
  try {
    await createInquiry(
      { kind: "contact", ...checked.data },
      await getCurrentUser({ request, context }),
      context.get(localeContext),
    );
  } catch (error) {
    log.error({ err: error }, "Storing a contact message failed");
    return data<ContactAnswer>(
      { ok: false, errors: {}, values, formError: LEAD_NOTICES.contactFailure },
      { status: REFUSAL_STATUS.unavailable },
    );
  }
  return data<ContactAnswer>({ ok: true });
}

export default function ContactPage({ actionData }: Route.ComponentProps) {
  const site = useRouteLoaderData<typeof rootLoader>("root")?.site;
  const { t } = useTranslation("pages");
  return (
    <>
      <section className="bg-gradient-to-br from-primary-soft to-secondary-soft">
        <div className="container-page py-12 sm:py-16">
          <h1 className="text-3xl font-bold text-slate-900 sm:text-4xl">{t("contact.title")}</h1>
          <p className="mt-3 max-w-2xl text-lg text-slate-700">{t("contact.intro")}</p>
        </div>
      </section>
      <section className="container-page grid gap-8 py-10 lg:grid-cols-3">
        <div className="card p-5 sm:p-8 lg:col-span-2">
          <h2 className="text-xl font-semibold text-slate-900">{t("contact.form.title")}</h2>
          <p className="mt-1 text-sm text-slate-600">{t("contact.form.allRequired")}</p>
          <ContactForm answer={actionData as ContactAnswer | undefined} />
        </div>
        {site ? <ContactDetails site={site} /> : null}
      </section>
    </>
  );
}

function ContactForm({ answer }: { answer: ContactAnswer | undefined }) {
  const { t } = useTranslation("pages");
  const translate = useMessage();
  const localized = useLocalizedPath();
  const navigation = useNavigation();
  const failed = answer && !answer.ok ? answer : undefined;
  const formRef = useRef<HTMLFormElement>(null);
  const { errors, onSubmit, clearOnInput } = useFormErrors(failed?.errors, checkContact);
  const busy = navigation.state === "submitting" && navigation.formAction === localized("/contact");

  // Sent: clear the form (without JavaScript the page arrives empty anyway).
  useEffect(() => {
    if (answer?.ok) formRef.current?.reset();
  }, [answer]);

  const values = failed?.values;
  return (
    <Form
      ref={formRef}
      method="post"
      action="/contact"
      noValidate
      onSubmit={onSubmit}
      onChange={clearOnInput}
      aria-label={t("contact.form.label")}
      className="relative mt-6 space-y-5"
    >
      <HoneypotField />
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          label={t("contact.name")}
          name="name"
          autoComplete="name"
          required
          defaultValue={values?.name}
          error={errors.name}
          placeholder={t("contact.namePlaceholder")}
        />
        <PhoneField
          label={t("contact.phone")}
          name="phone"
          required
          defaultValue={values?.phone}
          error={errors.phone}
          placeholder={t("contact.phonePlaceholder")}
        />
      </div>
      <div className="grid gap-5 sm:grid-cols-2">
        <EmailField
          label={t("contact.email")}
          name="email"
          required
          defaultValue={values?.email}
          error={errors.email}
        />
        <SelectField
          label={t("contact.subject")}
          name="subject"
          required
          defaultValue={values?.subject ?? ""}
          error={errors.subject}
        >
          <option value="">{t("contact.subjectPlaceholder")}</option>
          {CONTACT_SUBJECTS.map((subject) => (
            <option key={subject.value} value={subject.value}>
              {translate(subject.label)}
            </option>
          ))}
        </SelectField>
      </div>
      <TextAreaField
        label={t("contact.message")}
        name="message"
        rows={6}
        required
        defaultValue={values?.message}
        error={errors.message}
        placeholder={t("contact.messagePlaceholder")}
      />
      {answer?.ok ? <FormNotice tone="success">{translate(LEAD_NOTICES.contactSuccess)}</FormNotice> : null}
      {failed?.formError ? <FormNotice tone="error">{translate(failed.formError)}</FormNotice> : null}
      <button type="submit" className="btn-primary w-full sm:w-auto" disabled={busy}>
        <span aria-hidden className="icon-send flex" />
        {busy ? t("contact.sending") : t("contact.send")}
      </button>
    </Form>
  );
}

function ContactDetails({
  site,
}: {
  site: NonNullable<ReturnType<typeof useRouteLoaderData<typeof rootLoader>>>["site"];
}) {
  const { t } = useTranslation("pages");
  const directions = `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(site.address)}`;
  return (
    <aside className="space-y-4" aria-label={t("contact.office")}>
      <InfoCard icon="icon-pin" title={t("contact.address")}>
        <address className="not-italic">{site.address}</address>
        {site.officePosition ? (
          <div className="mt-3">
            <PlaceMap
              lat={site.officePosition.y}
              lng={site.officePosition.x}
              label={t("contact.office")}
              address={site.address}
            />
          </div>
        ) : null}
        <a
          href={directions}
          target="_blank"
          rel="noopener noreferrer"
          className="mt-2 inline-block font-medium text-secondary-dark underline"
        >
          {t("contact.directions")}
        </a>
      </InfoCard>
      <InfoCard icon="icon-phone" title={t("contact.phoneTitle")}>
        <ul className="space-y-1">
          {[site.contactPhone, site.contactPhoneAlt].filter(Boolean).map((phone) => (
            <li key={phone}>
              <a href={telLink(phone)} className="font-medium text-secondary-dark hover:underline">
                {formatOfficePhone(phone)}
              </a>
            </li>
          ))}
        </ul>
      </InfoCard>
      <InfoCard icon="icon-mail" title={t("contact.emailTitle")}>
        <a href={`mailto:${site.contactEmail}`} className="font-medium text-secondary-dark hover:underline">
          {site.contactEmail}
        </a>
      </InfoCard>
      <InfoCard icon="icon-clock" title={t("contact.hours")}>
        <p>{t("contact.hoursText")}</p>
      </InfoCard>
      <InfoCard icon="icon-chat" title={t("contact.whatsapp")}>
        <p>{t("contact.whatsappText")}</p>
        <a
          href={whatsappLink(site.contactPhone, t("contact.whatsappMessage"))}
          target="_blank"
          rel="noopener noreferrer"
          className="btn mt-3 bg-[#1f7a45] text-white hover:bg-[#17603a]"
        >
          <span aria-hidden className="icon-chat flex" /> {t("contact.whatsappButton")}
        </a>
      </InfoCard>
    </aside>
  );
}

function InfoCard({ icon, title, children }: { icon: CssIconClass; title: string; children: React.ReactNode }) {
  return (
    <div className="card flex gap-4 p-5">
      <div
        aria-hidden
        className={`${icon} flex h-10 w-10 shrink-0 items-center justify-center rounded-full bg-primary-soft text-primary-dark [--icon-size:1.25rem]`}
      />
      <div className="min-w-0 text-sm text-slate-700">
        <h2 className="text-base font-semibold text-slate-900">{title}</h2>
        <div className="mt-1">{children}</div>
      </div>
    </div>
  );
}
