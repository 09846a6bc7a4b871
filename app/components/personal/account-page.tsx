/**
 * The sections of /account (app/routes/account.tsx). Each form posts to the
 * route's action with its own `intent`; a refusal comes back with the
 * field's message and what was typed (never a password or code), and the
 * same rules run in the browser first when JavaScript is on.
 */
import { SavedSearchesPanel } from "#app/components/saved-searches/saved-searches-panel";
import { useCallback, type ReactNode } from "react";
import { useNavigation } from "react-router";
import { useTranslation } from "react-i18next";
import { RichText } from "#app/i18n/rich-text";
import { Form, Link } from "#app/i18n/link";
import { useFormat, useMessage } from "#app/i18n/use-locale";
import type { AccountPageData } from "#app/web/account-page.server";
import { ErrorBox, NoticeBox, PasswordField, TextField } from "#app/components/auth/fields";
import { schemaCheck, useFormErrors } from "#app/components/form/use-form-errors";
import type { IntentRefusal } from "#app/lib/form/refusal";
import {
  ACCOUNT_MESSAGES,
  deleteWithCodeSchema,
  deleteWithPasswordSchema,
  newPhoneSchema,
  passwordChangeSchema,
  phoneCodeSchema,
  profileSchema,
} from "#app/lib/validation/account";
import { formatPhone } from "#app/lib/phone";
import type { RecentItem } from "#app/domain/seekers/recently-viewed.server";
import { RecentlyViewedList } from "./recently-viewed-list";

export type AccountAnswer = { ok: true; intent: string; message: string; phone?: string } | IntentRefusal;

type AccountData = AccountPageData;

const checkProfile = schemaCheck(profileSchema);
const checkNewPhone = schemaCheck(newPhoneSchema);
const checkPhoneCode = schemaCheck(phoneCodeSchema);
const checkPassword = schemaCheck(passwordChangeSchema);
const checkDeleteWithPassword = schemaCheck(deleteWithPasswordSchema);
const checkDeleteWithCode = schemaCheck(deleteWithCodeSchema);

/** The answer, when it is about the form of `intent`. */
function answerFor(answer: AccountAnswer | undefined, ...intents: string[]) {
  return answer && intents.includes(answer.intent) ? answer : undefined;
}

function refusalOf(answer: AccountAnswer | undefined) {
  return answer && !answer.ok ? answer : undefined;
}

export function AccountPage({ data, answer }: { data: AccountData; answer: AccountAnswer | undefined }) {
  const { t } = useTranslation("account");
  const { profile } = data;
  return (
    <div className="container-page py-8 sm:py-12">
      <h1 className="text-3xl font-bold text-slate-900">{t("account.title")}</h1>
      <p className="mt-1 text-slate-600">{t("account.intro")}</p>
      <p className="mt-2 text-sm">
        <Link to="/account/professional" className="font-medium text-secondary-dark underline">
          {t("professional.link")}
        </Link>
        {data.apiKeys ? (
          <>
            {" · "}
            <Link to="/account/api-keys" className="font-medium text-secondary-dark underline">
              {t("apiKeys.link")}
            </Link>
          </>
        ) : null}
      </p>
      {/* One column of minmax(0, 1fr) on a phone, not an implicit column as wide as the widest section's content:
          the recently viewed strip scrolls inside its section instead of widening the page. */}
      <div className="mt-8 grid grid-cols-1 gap-6 lg:grid-cols-2">
        <ProfileSection profile={profile} answer={answer} />
        <PhoneSection phone={profile.phoneNumber} answer={answer} />
        <PasswordSection hasPassword={profile.hasPassword} answer={answer} />
        <SessionsSection sessions={data.sessions} answer={answer} />
        <PreferencesSection
          preferences={data.preferences}
          hasPhone={Boolean(profile.phoneNumber && profile.phoneNumberVerified)}
          answer={answer}
        />
        <SavedSearchesPanel searches={data.savedSearches} />
        <Section id="favourites" title={t("account.favourites.title")}>
          <p className="text-sm text-slate-600">
            {data.favouriteCount === 0
              ? t("account.favourites.none")
              : t("account.favourites.count", { count: data.favouriteCount })}
          </p>
          <Link to="/favorites" className="btn-outline mt-4">
            {t("account.favourites.open")}
          </Link>
        </Section>
        <RecentSection items={data.recentlyViewed} />
        <MyDataSection profile={profile} lastAdmin={data.lastAdmin} answer={answer} />
      </div>
    </div>
  );
}

function Section({
  id,
  title,
  wide = false,
  children,
}: {
  id: string;
  title: string;
  wide?: boolean;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={`${id}-heading`} className={`card p-5 sm:p-6 ${wide ? "lg:col-span-2" : ""}`}>
      <h2 id={`${id}-heading`} className="text-xl font-semibold text-slate-900">
        {title}
      </h2>
      <div className="mt-3">{children}</div>
    </section>
  );
}

/** The result of the section's last post: a confirmation or the form-level refusal. */
function Outcome({ answer }: { answer: AccountAnswer | undefined }) {
  const translate = useMessage();
  if (!answer) return null;
  if (answer.ok) return <NoticeBox>{translate(answer.message)}</NoticeBox>;
  return answer.formError ? <ErrorBox>{translate(answer.formError)}</ErrorBox> : null;
}

function SubmitButton({
  intent,
  label,
  className = "btn-primary",
}: {
  intent: string;
  label: string;
  className?: string;
}) {
  const { t } = useTranslation("account");
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" && navigation.formData?.get("intent") === intent;
  return (
    <button type="submit" name="intent" value={intent} disabled={busy} className={className}>
      {busy ? t("account.wait") : label}
    </button>
  );
}

function ProfileSection({ profile, answer }: { profile: AccountData["profile"]; answer: AccountAnswer | undefined }) {
  const mine = answerFor(answer, "profile");
  const refused = refusalOf(mine);
  const { errors, onSubmit, clearOnInput } = useFormErrors(refused?.errors, checkProfile);
  const { t } = useTranslation("account");
  const format = useFormat();
  return (
    <Section id="profile" title={t("account.profile.title")}>
      <dl className="mb-4 grid gap-2 text-sm">
        <div>
          <dt className="text-slate-600">{t("account.profile.email")}</dt>
          <dd className="break-words font-medium text-slate-900">{profile.email ?? t("account.profile.noEmail")}</dd>
        </div>
        <div>
          <dt className="text-slate-600">{t("account.profile.memberSince")}</dt>
          <dd className="font-medium text-slate-900">{format.dateTime(profile.createdAt)}</dd>
        </div>
      </dl>
      <Form method="post" noValidate onSubmit={onSubmit} onChange={clearOnInput} className="space-y-4">
        <Outcome answer={mine} />
        <TextField
          name="name"
          label={t("fields.fullName")}
          autoComplete="name"
          required
          defaultValue={refused?.values.name ?? profile.name}
          error={errors.name}
        />
        <SubmitButton intent="profile" label={t("account.profile.save")} />
      </Form>
    </Section>
  );
}

function PhoneSection({ phone, answer }: { phone: string | null; answer: AccountAnswer | undefined }) {
  const sent = answerFor(answer, "phone-send");
  const verify = answerFor(answer, "phone-verify");
  // The code form: right after the code was sent, and again after a refused code.
  const pendingPhone =
    sent?.ok && sent.phone ? sent.phone : verify && !verify.ok ? (verify.values.newPhone ?? null) : null;
  const sendRefused = refusalOf(sent);
  const verifyRefused = refusalOf(verify);
  const send = useFormErrors(sendRefused?.errors, checkNewPhone);
  const confirm = useFormErrors(verifyRefused?.errors, checkPhoneCode);
  const { t } = useTranslation("account");
  return (
    <Section id="phone" title={t("account.phone.title")}>
      <p className="text-sm text-slate-600">
        <RichText
          t={t}
          i18nKey="account.phone.current"
          values={{ number: phone ? formatPhone(phone) : t("account.phone.noneYet") }}
          components={{ strong: <strong className="font-semibold text-slate-900" /> }}
        />
      </p>
      {verify?.ok ? (
        <div className="mt-3">
          <Outcome answer={verify} />
        </div>
      ) : null}
      {pendingPhone ? (
        <Form
          method="post"
          noValidate
          onSubmit={confirm.onSubmit}
          onChange={confirm.clearOnInput}
          className="mt-4 space-y-4"
        >
          {sent?.ok ? <Outcome answer={sent} /> : <Outcome answer={verify} />}
          <input type="hidden" name="newPhone" value={pendingPhone} />
          <p className="text-sm text-slate-700">
            <RichText
              t={t}
              i18nKey="account.phone.pending"
              values={{ number: formatPhone(pendingPhone) }}
              components={{ strong: <strong /> }}
            />
          </p>
          <TextField
            name="phoneCode"
            label={t("account.code")}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            required
            error={confirm.errors.phoneCode ?? confirm.errors.newPhone}
          />
          <div className="flex flex-wrap gap-3">
            <SubmitButton intent="phone-verify" label={t("account.phone.confirm")} />
            <Link to="/account" className="btn-outline">
              {t("account.phone.cancel")}
            </Link>
          </div>
        </Form>
      ) : (
        <Form method="post" noValidate onSubmit={send.onSubmit} onChange={send.clearOnInput} className="mt-4 space-y-4">
          <Outcome answer={sendRefused ? sent : undefined} />
          <TextField
            name="newPhone"
            label={t("account.phone.newLabel")}
            type="tel"
            inputMode="numeric"
            autoComplete="tel-national"
            prefix="+91"
            placeholder={t("fields.phonePlaceholder")}
            hint={t("account.phone.hint")}
            required
            defaultValue={sendRefused?.values.newPhone}
            error={send.errors.newPhone}
          />
          <SubmitButton intent="phone-send" label={t("account.phone.send")} />
        </Form>
      )}
    </Section>
  );
}

function PasswordSection({ hasPassword, answer }: { hasPassword: boolean; answer: AccountAnswer | undefined }) {
  const mine = answerFor(answer, "password");
  const refused = refusalOf(mine);
  const { errors, onSubmit, clearOnInput } = useFormErrors(refused?.errors, checkPassword);
  const { t } = useTranslation("account");
  return (
    <Section id="password" title={t("account.password.title")}>
      {hasPassword ? (
        <Form method="post" noValidate onSubmit={onSubmit} onChange={clearOnInput} className="space-y-4">
          <Outcome answer={mine} />
          <PasswordField
            name="currentPassword"
            label={t("account.password.current")}
            autoComplete="current-password"
            required
            error={errors.currentPassword}
          />
          <PasswordField
            name="newPassword"
            label={t("account.password.new")}
            autoComplete="new-password"
            hint={t("fields.passwordHint")}
            required
            error={errors.newPassword}
          />
          <PasswordField
            name="confirmNewPassword"
            label={t("account.password.confirm")}
            autoComplete="new-password"
            required
            error={errors.confirmNewPassword}
          />
          <SubmitButton intent="password" label={t("account.password.change")} />
        </Form>
      ) : (
        <p className="text-sm text-slate-600">{t("account.password.none")}</p>
      )}
    </Section>
  );
}

function SessionsSection({
  sessions,
  answer,
}: {
  sessions: AccountData["sessions"];
  answer: AccountAnswer | undefined;
}) {
  const mine = answerFor(answer, "sessions");
  const others = sessions.filter((session) => !session.current).length;
  const { t } = useTranslation("account");
  const format = useFormat();
  const deviceName = useDeviceName();
  return (
    <Section id="sessions" title={t("account.sessions.title")}>
      <Outcome answer={mine} />
      <ul className="mt-2 divide-y divide-slate-200 text-sm">
        {sessions.map((session) => (
          <li key={session.id} className="py-2.5">
            <p className="font-medium text-slate-900">
              {deviceName(session.device)}
              {session.current ? (
                <span className="ml-2 rounded-full bg-green-100 px-2 py-0.5 text-xs font-semibold text-green-800">
                  {t("account.sessions.thisDevice")}
                </span>
              ) : null}
            </p>
            <p className="text-slate-600">
              {t("account.sessions.signedIn", { when: format.dateTime(session.signedInAt) })}
              {session.ipAddress ? ` · ${session.ipAddress}` : ""}
            </p>
          </li>
        ))}
      </ul>
      {others > 0 ? (
        <Form method="post" className="mt-4">
          <SubmitButton intent="sessions" label={t("account.sessions.signOutOthers")} className="btn-outline" />
        </Form>
      ) : (
        <p className="mt-3 text-sm text-slate-600">{t("account.sessions.noOthers")}</p>
      )}
    </Section>
  );
}

/**
 * A session's device in the page's language: describeUserAgent's "Chrome on
 * Android" (browser and system names are names), "A browser", "Unknown device".
 */
function useDeviceName() {
  const { t } = useTranslation("account");
  return useCallback(
    (device: string) => {
      if (device === "Unknown device") return t("account.sessions.unknownDevice");
      const [browser, system] = device.split(" on ");
      const name = browser === "A browser" ? t("account.sessions.aBrowser") : browser;
      return system ? t("account.sessions.device", { browser: name, system }) : name;
    },
    [t],
  );
}

/** The preferences, each labelled by `account.preferences.<name>`. */
const PREFERENCE_FIELDS = [
  { name: "alertsEmail" },
  { name: "alertsSms", needsPhone: true },
  { name: "leadsEmail" },
  { name: "leadsSms", needsPhone: true },
  { name: "marketing" },
] as const;

function PreferencesSection({
  preferences,
  hasPhone,
  answer,
}: {
  preferences: AccountData["preferences"];
  hasPhone: boolean;
  answer: AccountAnswer | undefined;
}) {
  const mine = answerFor(answer, "preferences");
  const { t } = useTranslation("account");
  return (
    <Section id="notifications" title={t("account.preferences.title")}>
      <Form method="post" className="space-y-4">
        <Outcome answer={mine} />
        <fieldset>
          <legend className="text-sm text-slate-600">{t("account.preferences.legend")}</legend>
          <ul className="mt-3 space-y-2.5">
            {PREFERENCE_FIELDS.map((field) => (
              <li key={field.name}>
                <label className="flex items-start gap-2.5 text-sm text-slate-800">
                  <input
                    type="checkbox"
                    name={field.name}
                    defaultChecked={preferences[field.name]}
                    className="mt-0.5 h-4 w-4 shrink-0 rounded border-slate-300"
                  />
                  <span>
                    {t(`account.preferences.${field.name}`)}
                    {"needsPhone" in field && !hasPhone ? (
                      <span className="block text-xs text-slate-500">{t("account.preferences.needsPhone")}</span>
                    ) : null}
                  </span>
                </label>
              </li>
            ))}
          </ul>
        </fieldset>
        <SubmitButton intent="preferences" label={t("account.preferences.save")} />
      </Form>
    </Section>
  );
}

function RecentSection({ items }: { items: RecentItem[] }) {
  const { t } = useTranslation("account");
  return (
    <Section id="recently-viewed" title={t("account.recent.title")} wide>
      {items.length === 0 ? (
        <p className="text-sm text-slate-600">{t("account.recent.none")}</p>
      ) : (
        <RecentlyViewedList items={items} />
      )}
    </Section>
  );
}

function MyDataSection({
  profile,
  lastAdmin,
  answer,
}: {
  profile: AccountData["profile"];
  lastAdmin: boolean;
  answer: AccountAnswer | undefined;
}) {
  const mine = answerFor(answer, "delete", "delete-code");
  const refused = refusalOf(answerFor(answer, "delete"));
  const codeAnswer = answerFor(answer, "delete-code");
  const { errors, onSubmit, clearOnInput } = useFormErrors(
    refused?.errors,
    profile.hasPassword ? checkDeleteWithPassword : checkDeleteWithCode,
  );
  const { t } = useTranslation("account");
  const translate = useMessage();
  return (
    <Section id="my-data" title={t("account.data.title")} wide>
      <p className="text-sm text-slate-600">
        <RichText
          t={t}
          i18nKey="account.data.intro"
          components={{ privacy: <Link to="/privacy" className="text-secondary-dark underline" /> }}
        />
      </p>
      {/* A file download (a plain link, not the router's): it works without JavaScript too. */}
      <a href="/account/my-data" download className="btn-secondary mt-4">
        {t("account.data.download")}
      </a>

      <div className="mt-8 border-t border-slate-200 pt-6">
        <h3 className="text-lg font-semibold text-red-800">{t("account.delete.title")}</h3>
        {lastAdmin ? (
          <p className="mt-2 rounded-lg bg-amber-50 px-4 py-3 text-sm text-amber-900">
            {translate(ACCOUNT_MESSAGES.lastAdmin)}
          </p>
        ) : (
          <>
            <p className="mt-2 text-sm text-slate-600">{t("account.delete.intro")}</p>
            {!profile.hasPassword ? (
              <Form method="post" className="mt-4 space-y-3">
                {codeAnswer ? <Outcome answer={codeAnswer} /> : null}
                <p className="text-sm text-slate-700">
                  {t("account.delete.codeIntro", {
                    phone: profile.phoneNumber ? formatPhone(profile.phoneNumber) : t("account.delete.yourPhone"),
                  })}
                </p>
                <SubmitButton intent="delete-code" label={t("account.delete.sendCode")} className="btn-outline" />
              </Form>
            ) : null}
            <Form method="post" noValidate onSubmit={onSubmit} onChange={clearOnInput} className="mt-4 space-y-4">
              {mine && mine.intent === "delete" ? <Outcome answer={mine} /> : null}
              {profile.hasPassword ? (
                <PasswordField
                  name="deletePassword"
                  label={t("account.delete.password")}
                  autoComplete="current-password"
                  required
                  error={errors.deletePassword}
                />
              ) : (
                <TextField
                  name="deleteCode"
                  label={t("account.code")}
                  inputMode="numeric"
                  autoComplete="one-time-code"
                  maxLength={6}
                  required
                  error={errors.deleteCode}
                />
              )}
              <div>
                <label className="flex items-start gap-2.5 text-sm text-slate-800">
                  <input
                    type="checkbox"
                    name="confirmDelete"
                    aria-invalid={errors.confirmDelete ? true : undefined}
                    aria-describedby={errors.confirmDelete ? "confirm-delete-error" : undefined}
                    className="mt-0.5 h-4 w-4 shrink-0 rounded border-slate-300"
                  />
                  {t("account.delete.confirm")}
                </label>
                {errors.confirmDelete ? (
                  <p id="confirm-delete-error" className="field-error">
                    {translate(errors.confirmDelete)}
                  </p>
                ) : null}
              </div>
              <SubmitButton
                intent="delete"
                label={t("account.delete.title")}
                className="btn bg-red-700 text-white hover:bg-red-800"
              />
            </Form>
          </>
        )}
      </div>
    </Section>
  );
}
