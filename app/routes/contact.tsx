/**
 * /contact: the contact form (stored as an inquiry of type 'contact') and the
 * office's address, phones, e-mail, hours and WhatsApp, all from the settings.
 * The form posts to this route's action, so it works without JavaScript; with
 * it, the same zod rules run in the browser first.
 */
import { useEffect, useRef } from "react";
import { data, Form, useNavigation, useRouteLoaderData } from "react-router";
import { Clock, Mail, MapPin, MessageCircle, Phone, Send } from "lucide-react";
import type { Route } from "./+types/contact";
import type { loader as rootLoader } from "#app/root";
import { FormNotice, SelectField, TextAreaField, TextField } from "#app/components/leads/fields";
import { HoneypotField } from "#app/components/leads/honeypot-field";
import { schemaCheck, useFormErrors } from "#app/components/form/use-form-errors";
import { createInquiry } from "#app/domain/inquiries.server";
import { formOf } from "#app/server/request-body.server";
import { clientAddressContext, localeContext } from "#app/context";
import { isHoneypotFilled } from "#app/server/honeypot.server";
import { formLimiter, rateLimitMessage, retryAfterHeaders } from "#app/server/rate-limit.server";
import { getCurrentUser } from "#app/server/session.server";
import { CONTACT_SUBJECTS } from "#app/lib/options";
import { seo } from "#app/lib/seo";
import { telLink, whatsappLink } from "#app/lib/site";
import { formatOfficePhone } from "#app/lib/validation/phone";
import { contactSchema, LEAD_NOTICES } from "#app/lib/validation/leads";
import { validate } from "#app/lib/form/field-errors";
import { formValues } from "#app/lib/form/form-values";
import { REFUSAL_STATUS, type Refusal } from "#app/lib/form/refusal";

const OFFICE_HOURS = "Monday to Sunday 10:00 AM to 9:00 PM";

export const meta: Route.MetaFunction = ({ matches }) =>
  seo({
    matches,
    title: "Contact Us",
    description:
      "Talk to our property experts about buying, selling, renting or investing. Call, WhatsApp or send us a message.",
  });

type ContactAnswer = { ok: true } | Refusal;

/** Checked in the browser before posting, with the rules the action runs. */
const checkContact = schemaCheck(contactSchema);

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
      { ok: false, errors: {}, values, formError: rateLimitMessage(limit.retryAfterSeconds) },
      { status: REFUSAL_STATUS.rateLimited, headers: retryAfterHeaders(limit.retryAfterSeconds) },
    );
  }
  try {
    await createInquiry(
      { kind: "contact", ...checked.data },
      await getCurrentUser(request),
      context.get(localeContext),
    );
  } catch (error) {
    console.error("Storing a contact message failed:", error);
    return data<ContactAnswer>(
      { ok: false, errors: {}, values, formError: LEAD_NOTICES.contactFailure },
      { status: REFUSAL_STATUS.unavailable },
    );
  }
  return data<ContactAnswer>({ ok: true });
}

export default function ContactPage({ actionData }: Route.ComponentProps) {
  const site = useRouteLoaderData<typeof rootLoader>("root")?.site;
  return (
    <>
      <section className="bg-gradient-to-br from-primary-soft to-secondary-soft">
        <div className="container-page py-12 sm:py-16">
          <h1 className="text-3xl font-bold text-slate-900 sm:text-4xl">Contact Us</h1>
          <p className="mt-3 max-w-2xl text-lg text-slate-700">
            Buying, selling, renting or investing: tell us what you are looking for and one of our property experts will
            get back to you.
          </p>
        </div>
      </section>
      <section className="container-page grid gap-8 py-10 lg:grid-cols-3">
        <div className="card p-5 sm:p-8 lg:col-span-2">
          <h2 className="text-xl font-semibold text-slate-900">Send us a message</h2>
          <p className="mt-1 text-sm text-slate-600">All fields are required.</p>
          <ContactForm answer={actionData as ContactAnswer | undefined} />
        </div>
        {site ? <ContactDetails site={site} /> : null}
      </section>
    </>
  );
}

function ContactForm({ answer }: { answer: ContactAnswer | undefined }) {
  const navigation = useNavigation();
  const formRef = useRef<HTMLFormElement>(null);
  const failed = answer && !answer.ok ? answer : undefined;
  const { errors, onSubmit, clearOnInput } = useFormErrors(failed?.errors, checkContact);
  const busy = navigation.state === "submitting" && navigation.formAction === "/contact";

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
      aria-label="Contact form"
      className="relative mt-6 space-y-5"
    >
      <HoneypotField />
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          label="Full Name"
          name="name"
          autoComplete="name"
          required
          defaultValue={values?.name}
          error={errors.name}
          placeholder="Your name"
        />
        <TextField
          label="Phone Number"
          name="phone"
          type="tel"
          inputMode="numeric"
          autoComplete="tel-national"
          required
          defaultValue={values?.phone}
          error={errors.phone}
          placeholder="10-digit mobile number"
        />
      </div>
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          label="Email Address"
          name="email"
          type="email"
          autoComplete="email"
          required
          defaultValue={values?.email}
          error={errors.email}
          placeholder="you@example.com"
        />
        <SelectField
          label="Subject"
          name="subject"
          required
          defaultValue={values?.subject ?? ""}
          error={errors.subject}
        >
          <option value="">Select a subject</option>
          {CONTACT_SUBJECTS.map((subject) => (
            <option key={subject.value} value={subject.value}>
              {subject.label}
            </option>
          ))}
        </SelectField>
      </div>
      <TextAreaField
        label="Message"
        name="message"
        rows={6}
        required
        defaultValue={values?.message}
        error={errors.message}
        placeholder="Tell us what you are looking for: area, budget, timeline..."
      />
      {answer?.ok ? <FormNotice tone="success">{LEAD_NOTICES.contactSuccess}</FormNotice> : null}
      {failed?.formError ? <FormNotice tone="error">{failed.formError}</FormNotice> : null}
      <button type="submit" className="btn-primary w-full sm:w-auto" disabled={busy}>
        <Send aria-hidden className="h-4 w-4" />
        {busy ? "Sending..." : "Send Message"}
      </button>
    </Form>
  );
}

function ContactDetails({
  site,
}: {
  site: NonNullable<ReturnType<typeof useRouteLoaderData<typeof rootLoader>>>["site"];
}) {
  const directions = `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(site.address)}`;
  return (
    <aside className="space-y-4" aria-label="Our office">
      <InfoCard icon={<MapPin aria-hidden className="h-5 w-5" />} title="Office Address">
        <address className="not-italic">{site.address}</address>
        <a
          href={directions}
          target="_blank"
          rel="noopener noreferrer"
          className="mt-2 inline-block font-medium text-secondary-dark underline"
        >
          Get directions
        </a>
      </InfoCard>
      <InfoCard icon={<Phone aria-hidden className="h-5 w-5" />} title="Phone">
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
      <InfoCard icon={<Mail aria-hidden className="h-5 w-5" />} title="Email">
        <a href={`mailto:${site.contactEmail}`} className="font-medium text-secondary-dark hover:underline">
          {site.contactEmail}
        </a>
      </InfoCard>
      <InfoCard icon={<Clock aria-hidden className="h-5 w-5" />} title="Office Hours">
        <p>{OFFICE_HOURS}</p>
      </InfoCard>
      <InfoCard icon={<MessageCircle aria-hidden className="h-5 w-5" />} title="WhatsApp">
        <p>Quick questions? Chat with us on WhatsApp.</p>
        <a
          href={whatsappLink(site.contactPhone, "Hello, I have a question about a property.")}
          target="_blank"
          rel="noopener noreferrer"
          className="btn mt-3 bg-[#1f7a45] text-white hover:bg-[#17603a]"
        >
          <MessageCircle aria-hidden className="h-4 w-4" /> Chat on WhatsApp
        </a>
      </InfoCard>
    </aside>
  );
}

function InfoCard({ icon, title, children }: { icon: React.ReactNode; title: string; children: React.ReactNode }) {
  return (
    <div className="card flex gap-4 p-5">
      <div className="flex h-10 w-10 shrink-0 items-center justify-center rounded-full bg-primary-soft text-primary-dark">
        {icon}
      </div>
      <div className="min-w-0 text-sm text-slate-700">
        <h2 className="text-base font-semibold text-slate-900">{title}</h2>
        <div className="mt-1">{children}</div>
      </div>
    </div>
  );
}
