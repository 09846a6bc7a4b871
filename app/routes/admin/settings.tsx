import { useEffect, useState } from "react";
import { data, Form, useNavigation } from "react-router";
import { Tabs } from "radix-ui";
import { AlertTriangle, CheckCircle2, Database, HardDrive, History, Save } from "lucide-react";
import type { Route } from "./+types/settings";
import { adminContext } from "#app/web/context";
import { uploadFormOf } from "#app/web/request-body.server";
import { env } from "#app/platform/env.server";
import { getSettings } from "#app/domain/site/settings.server";
import { z } from "#app/lib/zod";
import { saveSettings, type SettingsSave } from "#app/domain/back-office/settings.server";
import { formatBytes, systemInfo } from "#app/domain/site/system-info.server";
import { failedJobs, jobCounts, retryJob } from "#app/domain/back-office/jobs.server";
import { JobsPanel, RETRY_JOB_INTENT, RetryJobForm } from "#app/components/admin/jobs-panel";
import { parseId } from "#app/lib/ids";
import { ActionNotice } from "#app/components/admin/action-notice";
import {
  SettingsColourField,
  SettingsImageField,
  SettingsTextField,
  SettingsToggle,
} from "#app/components/admin/settings-fields";
import { formatDate } from "#app/lib/format";
import { seo } from "#app/lib/seo";
import { parseSettingsForm, type SettingsErrors } from "#app/lib/validation/admin-settings";
import { formatOfficePhone } from "#app/lib/phone";
import { useFormErrors } from "#app/components/form/use-form-errors";
import { REFUSAL_STATUS } from "#app/lib/form/refusal";
import { log } from "#app/platform/log.server";

export const meta: Route.MetaFunction = ({ matches }) => seo({ matches, title: "Admin - Settings", noindex: true });

const TABS = [
  {
    value: "general",
    label: "General",
    fields: [
      "siteName",
      "siteDescription",
      "logo",
      "favicon",
      "maintenanceMode",
      "foundingYear",
      "heroListedText",
      "heroCitiesText",
      "heroCustomersText",
      "heroYearsText",
      "heroSatisfactionText",
    ],
  },
  { value: "contact", label: "Contact", fields: ["contactEmail", "contactPhone", "contactPhoneAlt", "address"] },
  { value: "appearance", label: "Appearance", fields: ["primaryColor", "secondaryColor"] },
  { value: "notifications", label: "Notifications", fields: [] },
  { value: "security", label: "Security", fields: [] },
  { value: "system", label: "System", fields: ["maxImageUpload", "maxFileSize"] },
] as const;

const HERO_TEXT_FIELDS = [
  ["heroListedText", "Properties Listed"],
  ["heroCitiesText", "Cities"],
  ["heroCustomersText", "Happy Customers"],
  ["heroYearsText", "Years of Experience"],
  ["heroSatisfactionText", "Customer Satisfaction"],
] as const;

export async function loader({ request }: Route.LoaderArgs) {
  const [settings, system, counts, failed] = await Promise.all([
    getSettings(),
    systemInfo(),
    jobCounts(),
    failedJobs(),
  ]);
  const tab = new URL(request.url).searchParams.get("tab");
  return {
    settings,
    tab: TABS.some((t) => t.value === tab) ? (tab as string) : "general",
    system: {
      database: system.database.label,
      databaseSize: system.database.sizeBytes === null ? "Unknown" : formatBytes(system.database.sizeBytes),
      uploads: system.uploads ? `${system.uploads.files} files, ${formatBytes(system.uploads.bytes)}` : "Unknown",
      migration: system.migration.tag,
      migratedAt: system.migration.appliedAt,
    },
    recommendations: securityRecommendations(settings),
    jobs: { counts, failed },
  };
}

/** Advice that reflects this installation, not a fixed list. */
function securityRecommendations(settings: {
  requireEmailVerification: boolean;
  allowRegistration: boolean;
  maintenanceMode: boolean;
}) {
  return [
    {
      done: settings.requireEmailVerification,
      text: "Require e-mail verification so every account has a working address.",
    },
    {
      done: env.publicUrl.startsWith("https://"),
      text: "Serve the site over HTTPS (set PUBLIC_URL to an https:// address behind your proxy).",
    },
    {
      done: Boolean(process.env.SMTP_URL),
      text: "Configure SMTP_URL so e-mails are delivered instead of only kept in the outbox.",
    },
    {
      done: !settings.maintenanceMode,
      text: "Switch maintenance mode off as soon as work is finished; visitors cannot reach the site while it is on.",
    },
    {
      done: null,
      text: settings.allowRegistration
        ? "Registration is open: review new accounts on the Users page and deactivate any you do not recognise."
        : "Registration is closed: only administrators can add accounts.",
    },
    {
      done: null,
      text: "Give the admin role only to staff who need it, and use a long, unique password for each admin.",
    },
  ];
}

type ActionResult = {
  ok: boolean;
  message: string;
  errors?: SettingsErrors;
  values?: Record<string, string | undefined>;
};

// Every refusal answers its real status (413, 400, 503; 404 and 409 for a job retry), explained in the payload.
export async function action({ context }: Route.ActionArgs) {
  const admin = context.get(adminContext);
  // The pipeline reads at most two images at the file-size limit plus the text (settingsBodyLimit).
  const body = uploadFormOf(context);
  if ("form" in body && body.form.get("intent") === RETRY_JOB_INTENT)
    return retryFailedJob(body.form.get("jobId"), admin);
  if (!("form" in body)) {
    const current = await getSettings();
    return data<ActionResult>(
      {
        ok: false,
        message: `The upload is too large. Each image may be at most ${current.maxFileSize} MB.`,
        errors: { logo: `Logo and favicon together must fit within the ${current.maxFileSize} MB limit each` },
      },
      { status: REFUSAL_STATUS.tooLarge },
    );
  }
  try {
    const result = await saveSettings(readSettingsSave(body.form), admin);
    if (result.ok) return data<ActionResult>({ ok: true, message: "Settings saved successfully!" });
    return data<ActionResult>(
      {
        ok: false,
        message: "Please correct the highlighted fields and save again.",
        errors: result.errors,
        values: result.values,
      },
      { status: REFUSAL_STATUS.invalid },
    );
  } catch (error) {
    log.error({ err: error }, "Saving settings failed");
    return data<ActionResult>(
      { ok: false, message: "Failed to save settings. Please try again." },
      { status: REFUSAL_STATUS.unavailable },
    );
  }
}

/** The System tab's Retry button: queues a failed job again. */
async function retryFailedJob(value: FormDataEntryValue | null, admin: { id: string; name: string }) {
  const id = parseId(value);
  if (id === null) {
    return data<ActionResult>(
      { ok: false, message: "That job could not be found." },
      { status: REFUSAL_STATUS.notFound },
    );
  }
  const result = await retryJob(id, admin);
  if (result.ok) return data<ActionResult>({ ok: true, message: `Job ${result.name} #${id} is queued again.` });
  if (result.problem === "already-queued") {
    return data<ActionResult>(
      { ok: false, message: `Job ${result.name} #${id} was not queued: another run of it is already waiting.` },
      { status: REFUSAL_STATUS.conflict },
    );
  }
  return data<ActionResult>(
    { ok: false, message: `Job #${id} is no longer failed: it was retried already or removed.` },
    { status: REFUSAL_STATUS.notFound },
  );
}

/** An image field: a chosen file, or null when none was chosen (a browser posts an empty file). */
const imageUpload = z.preprocess(
  (value) => (value instanceof File && value.size > 0 ? value : null),
  z.instanceof(File).nullable(),
);

/** The posted form read once into the save's typed input. */
function readSettingsSave(form: FormData): SettingsSave {
  const fields = parseSettingsForm(form);
  const values: Record<string, string | undefined> = {};
  for (const [key, value] of form.entries()) if (typeof value === "string") values[key] = value;
  const image = (field: "logo" | "favicon") => ({
    file: imageUpload.parse(form.get(field)),
    remove: Boolean(form.get(`remove_${field}`)),
  });
  return {
    fields,
    values: fields.ok ? values : fields.values,
    images: { logo: image("logo"), favicon: image("favicon") },
  };
}

export default function SettingsAdmin({ loaderData, actionData }: Route.ComponentProps) {
  const { settings, system, recommendations, jobs } = loaderData;
  const navigation = useNavigation();
  const saving = navigation.state === "submitting" && navigation.formMethod?.toLowerCase() === "post";
  // The shared form hook: the server's messages, each cleared as soon as its field is edited.
  const { errors, clearOnInput } = useFormErrors(actionData?.errors);
  const values = actionData?.values;
  // The tab to open after a refused save follows the server's answer, not messages cleared since.
  const answered: SettingsErrors = actionData?.errors ?? {};
  const errorTab = TABS.find((t) => t.fields.some((field) => answered[field as keyof SettingsErrors]))?.value;
  const [tab, setTab] = useState<string>(errorTab ?? loaderData.tab);

  // After a refused save, show the first tab holding an error.
  useEffect(() => {
    if (errorTab) setTab(errorTab);
  }, [actionData, errorTab]);

  const text = (field: keyof typeof settings & string) => values?.[field] ?? String(settings[field] ?? "");
  // Stored office numbers are shown as every screen shows them; refused ones as typed.
  const phoneText = (field: "contactPhone" | "contactPhoneAlt") =>
    values?.[field] ?? formatOfficePhone(settings[field]);
  const on = (field: keyof typeof settings & string) => (values ? values[field] === "on" : Boolean(settings[field]));
  // Every panel stays in the form (so one save sends every field); only the chosen one is shown.
  const panelClass = "space-y-5 data-[state=inactive]:hidden";

  return (
    <div className="space-y-6">
      <header>
        <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">Settings</h1>
        <p className="mt-1 text-slate-600">
          Site details, contact information, colours and limits. Changes apply to the site at once.
        </p>
      </header>

      <ActionNotice notice={actionData ? { ok: actionData.ok, message: actionData.message } : null} />

      <Form
        method="post"
        encType="multipart/form-data"
        key={String(settings.updatedAt)}
        noValidate
        onChange={clearOnInput}
        className="space-y-6"
      >
        <Tabs.Root value={tab} onValueChange={setTab} className="card overflow-hidden">
          <Tabs.List
            aria-label="Settings sections"
            className="flex overflow-x-auto border-b border-slate-200 bg-slate-50"
          >
            {TABS.map((t) => {
              const hasError = t.fields.some((field) => errors[field as keyof SettingsErrors]);
              return (
                <Tabs.Trigger key={t.value} value={t.value} asChild>
                  {/* A link, so the tabs also switch before JavaScript has loaded. */}
                  <a
                    href={`?tab=${t.value}`}
                    onClick={(event) => event.preventDefault()}
                    className="flex shrink-0 items-center gap-1.5 border-b-2 border-transparent px-4 py-3 text-sm font-medium text-slate-700 hover:text-slate-900 data-[state=active]:border-primary-dark data-[state=active]:bg-white data-[state=active]:text-primary-dark"
                  >
                    {t.label}
                    {hasError ? <AlertTriangle aria-label="has errors" className="h-4 w-4 text-red-700" /> : null}
                  </a>
                </Tabs.Trigger>
              );
            })}
          </Tabs.List>

          <div className="space-y-8 p-4 sm:p-6">
            <Tabs.Content value="general" forceMount className={panelClass}>
              <h2 className="text-lg font-semibold text-slate-900">General</h2>
              <SettingsTextField
                name="siteName"
                label="Site Name"
                defaultValue={text("siteName")}
                error={errors.siteName}
                maxLength={60}
                required
              />
              <SettingsTextField
                name="siteDescription"
                label="Site Description"
                defaultValue={text("siteDescription")}
                error={errors.siteDescription}
                multiline
                maxLength={300}
                hint="Used for search results and link previews."
              />
              <div className="grid gap-5 lg:grid-cols-2">
                <SettingsImageField
                  name="logo"
                  label="Logo"
                  currentUrl={settings.logoUrl}
                  error={errors.logo}
                  hint={`PNG, JPEG, WebP, GIF or AVIF, at most ${settings.maxFileSize} MB. Transparency is kept.`}
                  previewClassName="h-12 w-auto max-w-40 object-contain"
                />
                <SettingsImageField
                  name="favicon"
                  label="Favicon"
                  currentUrl={settings.faviconUrl}
                  error={errors.favicon}
                  hint={`A square image works best; it is stored as a 64×64 PNG. At most ${settings.maxFileSize} MB.`}
                  previewClassName="h-8 w-8 object-contain"
                />
              </div>
              <SettingsToggle
                name="maintenanceMode"
                label="Maintenance Mode"
                description="Visitors see a maintenance page (and search engines a 503) until you switch it off. Signed-in administrators can still use the whole site."
                defaultChecked={on("maintenanceMode")}
              />
              <fieldset className="space-y-4 rounded-lg border border-slate-200 p-4">
                <legend className="px-1 font-semibold text-slate-900">Home page figures</legend>
                <p className="text-sm text-slate-600">
                  The home page and About page show five figures computed from the site's data: listings live now,
                  cities with listings, people who contacted owners through the site, years since the founding year, and
                  the share of 4 and 5 star reviews (once reviews are approved). Leave a text empty to show the computed
                  figure; a text you enter is shown instead, as your own claim, in every language.
                </p>
                <SettingsTextField
                  name="foundingYear"
                  label="Founding Year"
                  inputMode="numeric"
                  maxLength={4}
                  defaultValue={text("foundingYear")}
                  error={errors.foundingYear}
                  hint="Years of Experience counts from it; empty hides that figure unless you give its text."
                />
                <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
                  {HERO_TEXT_FIELDS.map(([name, label]) => (
                    <SettingsTextField
                      key={name}
                      name={name}
                      label={`${label} (your text)`}
                      maxLength={20}
                      defaultValue={text(name)}
                      error={errors[name]}
                      hint="Empty: computed."
                    />
                  ))}
                </div>
              </fieldset>
            </Tabs.Content>

            <Tabs.Content value="contact" forceMount className={panelClass}>
              <h2 className="text-lg font-semibold text-slate-900">Contact</h2>
              <p className="text-sm text-slate-600">
                Shown in the header, footer, contact page and the WhatsApp chat link.
              </p>
              <SettingsTextField
                name="contactEmail"
                label="Contact Email"
                type="email"
                defaultValue={text("contactEmail")}
                error={errors.contactEmail}
                autoComplete="off"
              />
              <div className="grid gap-5 sm:grid-cols-2">
                <SettingsTextField
                  name="contactPhone"
                  label="Phone"
                  type="tel"
                  defaultValue={phoneText("contactPhone")}
                  error={errors.contactPhone}
                  hint="Also the WhatsApp number."
                />
                <SettingsTextField
                  name="contactPhoneAlt"
                  label="Second Phone"
                  type="tel"
                  defaultValue={phoneText("contactPhoneAlt")}
                  error={errors.contactPhoneAlt}
                  hint="Optional."
                />
              </div>
              <SettingsTextField
                name="address"
                label="Office Address"
                defaultValue={text("address")}
                error={errors.address}
                multiline
                maxLength={300}
              />
            </Tabs.Content>

            <Tabs.Content value="appearance" forceMount className={panelClass}>
              <h2 className="text-lg font-semibold text-slate-900">Appearance</h2>
              <div className="grid gap-5 sm:grid-cols-2">
                <SettingsColourField
                  name="primaryColor"
                  label="Primary Color"
                  defaultValue={text("primaryColor")}
                  error={errors.primaryColor}
                />
                <SettingsColourField
                  name="secondaryColor"
                  label="Secondary Color"
                  defaultValue={text("secondaryColor")}
                  error={errors.secondaryColor}
                />
              </div>
              <p className="text-sm text-slate-600">
                Buttons and text use a darker shade of the primary colour so they stay readable.
              </p>
            </Tabs.Content>

            <Tabs.Content value="notifications" forceMount className={panelClass}>
              <h2 className="text-lg font-semibold text-slate-900">Notifications</h2>
              <SettingsToggle
                name="emailNotifications"
                label="Email Notifications"
                description="Receive notifications by e-mail."
                defaultChecked={on("emailNotifications")}
              />
              <SettingsToggle
                name="smsNotifications"
                label="SMS Notifications"
                description="Receive notifications by SMS."
                defaultChecked={on("smsNotifications")}
              />
              <SettingsToggle
                name="pushNotifications"
                label="Push Notifications"
                description="Show a desktop alert for each new inquiry or submission while the admin panel is open (each browser asks once, from the bell)."
                defaultChecked={on("pushNotifications")}
              />
            </Tabs.Content>

            <Tabs.Content value="security" forceMount className={panelClass}>
              <h2 className="text-lg font-semibold text-slate-900">Security</h2>
              <SettingsToggle
                name="allowRegistration"
                label="Allow User Registration"
                description="When off, nobody can create an account from the sign-up page."
                defaultChecked={on("allowRegistration")}
              />
              <SettingsToggle
                name="requireEmailVerification"
                label="Require Email Verification"
                description="New accounts must confirm their e-mail address before signing in."
                defaultChecked={on("requireEmailVerification")}
              />
              <div className="rounded-lg border border-blue-200 bg-blue-50 p-4">
                <h3 className="font-semibold text-blue-950">Security Recommendations</h3>
                <ul className="mt-2 space-y-2 text-sm text-blue-950">
                  {recommendations.map((item) => (
                    <li key={item.text} className="flex items-start gap-2">
                      {item.done === true ? (
                        <CheckCircle2 aria-label="Done" className="mt-0.5 h-4 w-4 shrink-0 text-green-700" />
                      ) : item.done === false ? (
                        <AlertTriangle aria-label="To do" className="mt-0.5 h-4 w-4 shrink-0 text-amber-700" />
                      ) : (
                        <span aria-hidden className="mt-2 h-1.5 w-1.5 shrink-0 rounded-full bg-blue-900" />
                      )}
                      <span>{item.text}</span>
                    </li>
                  ))}
                </ul>
              </div>
            </Tabs.Content>

            <Tabs.Content value="system" forceMount className={panelClass}>
              <h2 className="text-lg font-semibold text-slate-900">System</h2>
              <div className="grid gap-5 sm:grid-cols-2">
                <SettingsTextField
                  name="maxImageUpload"
                  label="Max Images per Property"
                  type="number"
                  min={1}
                  max={50}
                  inputMode="numeric"
                  defaultValue={text("maxImageUpload")}
                  error={errors.maxImageUpload}
                  hint="1 to 50 photos per listing."
                />
                <SettingsTextField
                  name="maxFileSize"
                  label="Max File Size (MB)"
                  type="number"
                  min={1}
                  max={50}
                  inputMode="numeric"
                  defaultValue={text("maxFileSize")}
                  error={errors.maxFileSize}
                  hint="Applies to every photo, logo and favicon upload."
                />
              </div>
              <dl className="grid gap-3 rounded-lg border border-slate-200 bg-slate-50 p-4 text-sm sm:grid-cols-2">
                <SystemFact icon={Database} label="Database" value={system.database} />
                <SystemFact icon={Database} label="Database size" value={system.databaseSize} />
                <SystemFact icon={HardDrive} label="Uploaded files" value={system.uploads} />
                <SystemFact
                  icon={History}
                  label="Last migration"
                  value={
                    system.migration
                      ? `${system.migration}${system.migratedAt ? `, written ${formatDate(system.migratedAt)}` : ""}`
                      : "Unknown"
                  }
                />
              </dl>
              <JobsPanel jobs={jobs} />
            </Tabs.Content>
          </div>
        </Tabs.Root>

        <div className="flex justify-end">
          <button type="submit" className="btn-primary" disabled={saving}>
            <Save aria-hidden className="h-4 w-4" /> {saving ? "Saving..." : "Save Changes"}
          </button>
        </div>
      </Form>
      <RetryJobForm />
    </div>
  );
}

// A definition list's group holds only its term and description: the icon goes in the term.
function SystemFact({ icon: Icon, label, value }: { icon: typeof Database; label: string; value: string }) {
  return (
    <div>
      <dt className="flex items-center gap-2 text-slate-600">
        <Icon aria-hidden className="h-4 w-4 shrink-0 text-slate-500" />
        {label}
      </dt>
      <dd className="pl-6 font-medium wrap-anywhere text-slate-900">{value}</dd>
    </div>
  );
}
