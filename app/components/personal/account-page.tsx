/**
 * The sections of /account (app/routes/account.tsx). Each form posts to the
 * route's action with its own `intent`; a refusal comes back with the
 * field's message and what was typed (never a password or code), and the
 * same rules run in the browser first when JavaScript is on.
 */
import { SavedSearchesPanel } from "#app/components/saved-searches/saved-searches-panel";
import type { ReactNode } from "react";
import { Form, Link, useNavigation } from "react-router";
import type { loader } from "#app/routes/account";
import { ErrorBox, NoticeBox, PasswordField, TextField } from "#app/components/auth/fields";
import { schemaCheck, useFormErrors } from "#app/components/form/use-form-errors";
import type { Refusal } from "#app/lib/form/refusal";
import {
  ACCOUNT_MESSAGES,
  deleteWithCodeSchema,
  deleteWithPasswordSchema,
  newPhoneSchema,
  passwordChangeSchema,
  phoneCodeSchema,
  profileSchema,
} from "#app/lib/validation/account";
import { formatDateTime } from "#app/lib/format";
import { formatPhone } from "#app/lib/validation/phone";
import type { RecentItem } from "#app/domain/recently-viewed.server";
import { RecentlyViewedList } from "./recently-viewed-list";

export type AccountAnswer =
  | { ok: true; intent: string; message: string; phone?: string }
  | (Refusal<Record<string, string>> & { intent: string });

type AccountData = Awaited<ReturnType<typeof loader>>;

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
  const { profile } = data;
  return (
    <div className="container-page py-8 sm:py-12">
      <h1 className="text-3xl font-bold text-slate-900">My Account</h1>
      <p className="mt-1 text-slate-600">Your details, sign-in, messages and the data we keep about you.</p>
      <div className="mt-8 grid gap-6 lg:grid-cols-2">
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
        <Section id="favourites" title="Favourites">
          <p className="text-sm text-slate-600">
            {data.favouriteCount === 0
              ? "You have not saved any properties yet."
              : `You have saved ${data.favouriteCount} ${data.favouriteCount === 1 ? "property" : "properties"}.`}
          </p>
          <Link to="/favorites" className="btn-outline mt-4">
            Open my favourites
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
  if (!answer) return null;
  if (answer.ok) return <NoticeBox>{answer.message}</NoticeBox>;
  return answer.formError ? <ErrorBox>{answer.formError}</ErrorBox> : null;
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
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" && navigation.formData?.get("intent") === intent;
  return (
    <button type="submit" name="intent" value={intent} disabled={busy} className={className}>
      {busy ? "Please wait…" : label}
    </button>
  );
}

function ProfileSection({ profile, answer }: { profile: AccountData["profile"]; answer: AccountAnswer | undefined }) {
  const mine = answerFor(answer, "profile");
  const refused = refusalOf(mine);
  const { errors, onSubmit, clearOnInput } = useFormErrors(refused?.errors, checkProfile);
  return (
    <Section id="profile" title="Profile">
      <dl className="mb-4 grid gap-2 text-sm">
        <div>
          <dt className="text-slate-600">E-mail</dt>
          <dd className="font-medium text-slate-900">{profile.email ?? "None (you sign in with your phone)"}</dd>
        </div>
        <div>
          <dt className="text-slate-600">Member since</dt>
          <dd className="font-medium text-slate-900">{formatDateTime(profile.createdAt)}</dd>
        </div>
      </dl>
      <Form method="post" noValidate onSubmit={onSubmit} onChange={clearOnInput} className="space-y-4">
        <Outcome answer={mine} />
        <TextField
          name="name"
          label="Full Name"
          autoComplete="name"
          required
          defaultValue={refused?.values.name ?? profile.name}
          error={errors.name}
        />
        <SubmitButton intent="profile" label="Save name" />
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
  return (
    <Section id="phone" title="Phone number">
      <p className="text-sm text-slate-600">
        Current number:{" "}
        <strong className="font-semibold text-slate-900">{phone ? formatPhone(phone) : "none yet"}</strong>
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
          {sent?.ok ? <NoticeBox>{sent.message}</NoticeBox> : <Outcome answer={verify} />}
          <input type="hidden" name="newPhone" value={pendingPhone} />
          <p className="text-sm text-slate-700">
            New number: <strong>{formatPhone(pendingPhone)}</strong>
          </p>
          <TextField
            name="phoneCode"
            label="6-digit code"
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            required
            error={confirm.errors.phoneCode ?? confirm.errors.newPhone}
          />
          <div className="flex flex-wrap gap-3">
            <SubmitButton intent="phone-verify" label="Confirm new number" />
            <Link to="/account" className="btn-outline">
              Cancel
            </Link>
          </div>
        </Form>
      ) : (
        <Form method="post" noValidate onSubmit={send.onSubmit} onChange={send.clearOnInput} className="mt-4 space-y-4">
          <Outcome answer={sendRefused ? sent : undefined} />
          <TextField
            name="newPhone"
            label="New phone number"
            type="tel"
            inputMode="numeric"
            autoComplete="tel-national"
            prefix="+91"
            placeholder="10-digit mobile number"
            hint="We send a code to the new number to check that it is yours."
            required
            defaultValue={sendRefused?.values.newPhone}
            error={send.errors.newPhone}
          />
          <SubmitButton intent="phone-send" label="Send code" />
        </Form>
      )}
    </Section>
  );
}

function PasswordSection({ hasPassword, answer }: { hasPassword: boolean; answer: AccountAnswer | undefined }) {
  const mine = answerFor(answer, "password");
  const refused = refusalOf(mine);
  const { errors, onSubmit, clearOnInput } = useFormErrors(refused?.errors, checkPassword);
  return (
    <Section id="password" title="Password">
      {hasPassword ? (
        <Form method="post" noValidate onSubmit={onSubmit} onChange={clearOnInput} className="space-y-4">
          <Outcome answer={mine} />
          <PasswordField
            name="currentPassword"
            label="Current password"
            autoComplete="current-password"
            required
            error={errors.currentPassword}
          />
          <PasswordField
            name="newPassword"
            label="New password"
            autoComplete="new-password"
            hint="At least 8 characters."
            required
            error={errors.newPassword}
          />
          <PasswordField
            name="confirmNewPassword"
            label="Confirm new password"
            autoComplete="new-password"
            required
            error={errors.confirmNewPassword}
          />
          <SubmitButton intent="password" label="Change password" />
        </Form>
      ) : (
        <p className="text-sm text-slate-600">
          Your account signs in with a one-time code sent to your phone, so it has no password to change.
        </p>
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
  return (
    <Section id="sessions" title="Signed-in devices">
      <Outcome answer={mine} />
      <ul className="mt-2 divide-y divide-slate-200 text-sm">
        {sessions.map((session) => (
          <li key={session.id} className="py-2.5">
            <p className="font-medium text-slate-900">
              {session.device}
              {session.current ? (
                <span className="ml-2 rounded-full bg-green-100 px-2 py-0.5 text-xs font-semibold text-green-800">
                  This device
                </span>
              ) : null}
            </p>
            <p className="text-slate-600">
              Signed in {formatDateTime(session.signedInAt)}
              {session.ipAddress ? ` · ${session.ipAddress}` : ""}
            </p>
          </li>
        ))}
      </ul>
      {others > 0 ? (
        <Form method="post" className="mt-4">
          <SubmitButton intent="sessions" label="Sign out other devices" className="btn-outline" />
        </Form>
      ) : (
        <p className="mt-3 text-sm text-slate-600">No other device is signed in.</p>
      )}
    </Section>
  );
}

const PREFERENCE_FIELDS = [
  { name: "alertsEmail", label: "Saved-search alerts by e-mail" },
  { name: "alertsSms", label: "Saved-search alerts by SMS", needsPhone: true },
  { name: "leadsEmail", label: "Inquiries about my listings by e-mail" },
  { name: "leadsSms", label: "Inquiries about my listings by SMS", needsPhone: true },
  { name: "marketing", label: "News and offers (off unless you turn it on)" },
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
  return (
    <Section id="notifications" title="Notifications">
      <Form method="post" className="space-y-4">
        <Outcome answer={mine} />
        <fieldset>
          <legend className="text-sm text-slate-600">Which messages we may send you:</legend>
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
                    {field.label}
                    {"needsPhone" in field && !hasPhone ? (
                      <span className="block text-xs text-slate-500">Sent once your phone number is verified.</span>
                    ) : null}
                  </span>
                </label>
              </li>
            ))}
          </ul>
        </fieldset>
        <SubmitButton intent="preferences" label="Save preferences" />
      </Form>
    </Section>
  );
}

function RecentSection({ items }: { items: RecentItem[] }) {
  return (
    <Section id="recently-viewed" title="Recently viewed" wide>
      {items.length === 0 ? (
        <p className="text-sm text-slate-600">Properties and projects you open appear here.</p>
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
  return (
    <Section id="my-data" title="My data" wide>
      <p className="text-sm text-slate-600">
        Download everything we keep about you: your profile, favourites, compare list, recently viewed, the inquiries
        and site visits you sent and the properties you submitted. See our{" "}
        <Link to="/privacy" className="text-secondary-dark underline">
          privacy policy
        </Link>{" "}
        for how we use it.
      </p>
      {/* A file download (a plain link, not the router's): it works without JavaScript too. */}
      <a href="/account/my-data" download className="btn-secondary mt-4">
        Download my data
      </a>

      <div className="mt-8 border-t border-slate-200 pt-6">
        <h3 className="text-lg font-semibold text-red-800">Delete my account</h3>
        {lastAdmin ? (
          <p className="mt-2 rounded-lg bg-amber-50 px-4 py-3 text-sm text-amber-900">{ACCOUNT_MESSAGES.lastAdmin}</p>
        ) : (
          <>
            <p className="mt-2 text-sm text-slate-600">
              This deletes your account, your sessions on every device, your favourites, saved searches, compare list
              and history. Inquiries and properties you sent stay with us for our records, without your name, e-mail or
              phone. It cannot be undone.
            </p>
            {!profile.hasPassword ? (
              <Form method="post" className="mt-4 space-y-3">
                {codeAnswer ? <Outcome answer={codeAnswer} /> : null}
                <p className="text-sm text-slate-700">
                  Your account has no password: confirm with a code sent to{" "}
                  {profile.phoneNumber ? formatPhone(profile.phoneNumber) : "your phone"}.
                </p>
                <SubmitButton intent="delete-code" label="Send me a code" className="btn-outline" />
              </Form>
            ) : null}
            <Form method="post" noValidate onSubmit={onSubmit} onChange={clearOnInput} className="mt-4 space-y-4">
              {mine && mine.intent === "delete" ? <Outcome answer={mine} /> : null}
              {profile.hasPassword ? (
                <PasswordField
                  name="deletePassword"
                  label="Your password"
                  autoComplete="current-password"
                  required
                  error={errors.deletePassword}
                />
              ) : (
                <TextField
                  name="deleteCode"
                  label="6-digit code"
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
                  I understand that my account is deleted for good.
                </label>
                {errors.confirmDelete ? (
                  <p id="confirm-delete-error" className="field-error">
                    {errors.confirmDelete}
                  </p>
                ) : null}
              </div>
              <SubmitButton
                intent="delete"
                label="Delete my account"
                className="btn bg-red-700 text-white hover:bg-red-800"
              />
            </Form>
          </>
        )}
      </div>
    </Section>
  );
}
