/**
 * Sign in / sign up, in the spec's four modes (login, signup, otp,
 * verify-otp). The mode lives in the URL and every form posts to this route's
 * action, which calls better-auth on the server: all of it works without
 * JavaScript.
 */
import type { FormEventHandler, ReactNode } from "react";
import { redirect } from "react-router";
import { useTranslation } from "react-i18next";
import { RichText } from "#app/i18n/rich-text";
import type { Route } from "./+types/login";
import { Form, Link } from "#app/i18n/link";
import { localizePath } from "#app/i18n/locales";
import { useMessage } from "#app/i18n/use-locale";
import { metaT, seo } from "#app/lib/seo";
import { clientAddressContext, localeContext } from "#app/web/context";
import { formOf } from "#app/web/request-body.server";
import { loginSchema, otpPhoneSchema, otpVerifySchema, safeRedirect, signupSchema } from "#app/lib/validation/auth";
import { canonicalPhone, formatPhone } from "#app/lib/phone";
import { errorsOf } from "#app/lib/form/field-errors";
import { formValues, textOf } from "#app/lib/form/form-values";
import { REFUSAL_STATUS, refuseIntent, type IntentRefusal, type RefusedFields } from "#app/lib/form/refusal";
import { ErrorBox, NoticeBox, PasswordField, TextField } from "#app/components/auth/fields";
import { useFormErrors } from "#app/components/form/use-form-errors";
import { AuthCard, EmailField, IntentButton, NewPasswordFields, PhoneField } from "#app/components/auth/account-form";
import { REGISTRATION_CLOSED_MESSAGE } from "#app/domain/accounts/auth.server";
import { authErrorMessage, authFailureStatus, callAuthEndpoint, cookieHeaders } from "#app/web/auth-endpoints.server";
import { getSettings } from "#app/domain/site/settings.server";
import { adoptVisitorLists } from "#app/web/visitor-lists.server";
import type { TextsHandle } from "#app/i18n/page-texts";

/** The texts this page needs beyond the shared ones (app/i18n/page-texts.ts). */
export const handle: TextsHandle = { texts: ["account"] };

const MODES = ["login", "signup", "otp", "verify-otp"] as const;
type Mode = (typeof MODES)[number];

const ACCOUNT_CREATED_MESSAGE = "Account created successfully! Please check your email for verification.";

/** Each mode's key in the account texts (login.heading.*, login.title.*). */
const MODE_KEYS = { login: "login", signup: "signup", otp: "otp", "verify-otp": "verifyOtp" } as const;

function parseMode(value: string | null): Mode {
  return MODES.includes(value as Mode) ? (value as Mode) : "login";
}

/** /login with a mode, keeping where the visitor was going. */
function loginHref(mode: Mode, redirectTo: string, extra: Record<string, string> = {}) {
  const params = new URLSearchParams({ mode, ...extra });
  if (redirectTo) params.set("redirectTo", redirectTo);
  return `/login?${params}`;
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) => {
  const t = metaT(matches, "account");
  return seo({
    matches,
    title: t(`login.title.${MODE_KEYS[loaderData?.mode ?? "login"]}`),
    description: t("login.description"),
  });
};

export async function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  let mode = parseMode(url.searchParams.get("mode"));
  const redirectTo = safeRedirect(url.searchParams.get("redirectTo"), "");
  const phone = canonicalPhone(url.searchParams.get("phone") ?? "") ?? "";
  if (mode === "verify-otp" && !phone) mode = "otp";

  let notice: string | null = null;
  let error: string | null = null;
  if (url.searchParams.get("created") === "1") notice = ACCOUNT_CREATED_MESSAGE;
  if (url.searchParams.get("deleted") === "1")
    notice = "Your account has been deleted and you are signed out everywhere.";
  if (url.searchParams.get("reset") === "1")
    notice = "Your password has been changed. Please sign in with your new password.";
  if (url.searchParams.get("verified") === "1") {
    if (url.searchParams.get("error"))
      error = "This verification link is invalid or has expired. Sign in to get a new one.";
    else notice = "Your email address is verified. Welcome!";
  }
  const settings = await getSettings();
  return { mode, redirectTo, phone, notice, error, allowRegistration: settings.allowRegistration };
}

/** Never sent back to refill a form. */
const SECRETS = ["password", "confirmPassword", "otp"];

/** A refused form: its messages and what the visitor typed (never secrets), with the refusal's real status. */
const refuse = (status: number, intent: string, values: Record<string, string>, result: RefusedFields) =>
  refuseIntent(status, intent, values, SECRETS, result);

export async function action({ request, context }: Route.ActionArgs) {
  const values = formValues(formOf(context)) as Record<string, string>;
  const intent = textOf(values, "intent");
  const redirectTo = safeRedirect(values.redirectTo, "");
  const locale = context.get(localeContext);
  // Signed in: the compare and recently viewed lists this browser kept join the account.
  // Back where the visitor was going, or home, in the language they signed in with.
  const done = async (cookies: string[], answer: unknown) => {
    const signedIn = (answer as { user?: { id?: unknown } | null } | null)?.user;
    const userId = typeof signedIn?.id === "string" ? signedIn.id : null;
    const adopted = userId ? await adoptVisitorLists(request, userId) : [];
    return redirect(localizePath(locale, redirectTo || "/"), { headers: cookieHeaders([...cookies, ...adopted]) });
  };
  const client = context.get(clientAddressContext);
  const failure = (result: Parameters<typeof authErrorMessage>[0]) =>
    refuse(authFailureStatus(result), intent, values, { formError: authErrorMessage(result) });

  if (intent === "login") {
    const parsed = loginSchema.safeParse(values);
    if (!parsed.success) return refuse(REFUSAL_STATUS.invalid, intent, values, errorsOf(parsed.error));
    const result = await callAuthEndpoint(request, client, "/sign-in/email", {
      email: parsed.data.email,
      password: parsed.data.password,
      rememberMe: parsed.data.remember,
      callbackURL: "/login?verified=1",
    });
    if (!result.ok) return failure(result);
    return done(result.cookies, result.data);
  }

  if (intent === "signup") {
    const parsed = signupSchema.safeParse(values);
    if (!parsed.success) return refuse(REFUSAL_STATUS.invalid, intent, values, errorsOf(parsed.error));
    if (!(await getSettings()).allowRegistration)
      return refuse(REFUSAL_STATUS.forbidden, intent, values, { formError: REGISTRATION_CLOSED_MESSAGE });
    const result = await callAuthEndpoint<{ token: string | null }>(request, client, "/sign-up/email", {
      name: parsed.data.name,
      email: parsed.data.email,
      password: parsed.data.password,
      phoneNumber: parsed.data.phone,
      callbackURL: "/login?verified=1",
    });
    if (!result.ok) return failure(result);
    // No session means the e-mail must be verified first.
    if (!result.data.token) return redirect(localizePath(locale, loginHref("login", redirectTo, { created: "1" })));
    return done(result.cookies, result.data);
  }

  if (intent === "send-otp") {
    const parsed = otpPhoneSchema.safeParse(values);
    if (!parsed.success) return refuse(REFUSAL_STATUS.invalid, intent, values, errorsOf(parsed.error));
    const result = await callAuthEndpoint(request, client, "/phone-number/send-otp", {
      phoneNumber: parsed.data.phone,
    });
    if (!result.ok) return failure(result);
    return redirect(localizePath(locale, loginHref("verify-otp", redirectTo, { phone: parsed.data.phone })));
  }

  if (intent === "verify-otp") {
    const parsed = otpVerifySchema.safeParse(values);
    if (!parsed.success) return refuse(REFUSAL_STATUS.invalid, intent, values, errorsOf(parsed.error));
    const result = await callAuthEndpoint(request, client, "/phone-number/verify", {
      phoneNumber: parsed.data.phone,
      code: parsed.data.otp,
    });
    if (!result.ok) return failure(result);
    return done(result.cookies, result.data);
  }

  return refuse(REFUSAL_STATUS.invalid, intent, values, { formError: "Please choose how you want to sign in." });
}

export default function LoginPage({ loaderData, actionData }: Route.ComponentProps) {
  const { mode, redirectTo, phone, notice, error, allowRegistration } = loaderData;
  const { t } = useTranslation("account");
  const translate = useMessage();
  const showTabs = mode === "login" || mode === "signup";

  return (
    <AuthCard>
      <h1 className="text-center text-2xl font-bold text-slate-900 sm:text-3xl">
        {t(`login.heading.${MODE_KEYS[mode]}`)}
      </h1>
      <p className="mt-2 text-center text-sm text-slate-600">
        {mode === "verify-otp" ? (
          <RichText
            t={t}
            i18nKey="login.intro.verifyOtp"
            values={{ phone: formatPhone(phone) }}
            components={{ strong: <strong className="font-semibold text-slate-900" /> }}
          />
        ) : (
          t(`login.intro.${MODE_KEYS[mode]}`)
        )}
      </p>

      {showTabs ? (
        <div role="tablist" aria-label={t("login.tabs")} className="mt-6 grid grid-cols-2 rounded-lg bg-slate-100 p-1">
          {(["login", "signup"] as const).map((tab) => (
            <Link
              key={tab}
              to={loginHref(tab, redirectTo)}
              role="tab"
              aria-selected={mode === tab}
              aria-controls="auth-panel"
              replace
              className={`rounded-md px-3 py-2 text-center text-sm font-semibold transition-colors ${
                mode === tab ? "bg-white text-primary-dark shadow-sm" : "text-slate-600 hover:text-slate-900"
              }`}
            >
              {tab === "login" ? t("login.signIn") : t("login.signUp")}
            </Link>
          ))}
        </div>
      ) : null}

      {/* Keyed by mode: switching tabs starts from an empty form. */}
      <div id="auth-panel" role={showTabs ? "tabpanel" : undefined} className="mt-6 space-y-4" key={mode}>
        {notice ? <NoticeBox>{translate(notice)}</NoticeBox> : null}
        {error ? <ErrorBox>{translate(error)}</ErrorBox> : null}
        {mode === "signup" && !allowRegistration ? <NoticeBox>{t("login.registrationClosed")}</NoticeBox> : null}
        {actionData?.formError ? <ErrorBox>{translate(actionData.formError)}</ErrorBox> : null}
        {mode === "login" ? <LoginForm redirectTo={redirectTo} result={actionData} /> : null}
        {mode === "signup" ? <SignupForm redirectTo={redirectTo} result={actionData} /> : null}
        {mode === "otp" ? <OtpPhoneForm redirectTo={redirectTo} result={actionData} /> : null}
        {mode === "verify-otp" ? <OtpVerifyForm redirectTo={redirectTo} phone={phone} result={actionData} /> : null}
      </div>

      <LegalNote />
    </AuthCard>
  );
}

type FormProps = { redirectTo: string; result: IntentRefusal | undefined };

/**
 * One of the page's forms: posted to this route's action, which checks it
 * (hence noValidate), with where the visitor goes once signed in.
 */
function AccountForm({
  redirectTo,
  onChange,
  children,
}: {
  redirectTo: string;
  onChange: FormEventHandler<HTMLFormElement>;
  children: ReactNode;
}) {
  return (
    <Form method="post" noValidate className="space-y-4" onChange={onChange}>
      <input type="hidden" name="redirectTo" value={redirectTo} />
      {children}
    </Form>
  );
}

function resultFor(intent: string, result: IntentRefusal | undefined) {
  return result?.intent === intent ? result : undefined;
}

function LoginForm({ redirectTo, result }: FormProps) {
  const { t } = useTranslation("account");
  const own = resultFor("login", result);
  const { errors, clearOnInput } = useFormErrors(own?.errors);
  return (
    <>
      <AccountForm redirectTo={redirectTo} onChange={clearOnInput}>
        <EmailField defaultValue={own?.values.email} error={errors.email} />
        <PasswordField
          name="password"
          label={t("fields.password")}
          autoComplete="current-password"
          error={errors.password}
          required
        />
        <div className="flex flex-wrap items-center justify-between gap-3">
          <label className="flex items-center gap-2 text-sm text-slate-700">
            <input
              type="checkbox"
              name="remember"
              defaultChecked={own?.values.remember === "on"}
              className="h-4 w-4 rounded border-slate-300 accent-[var(--color-primary-dark)]"
            />
            {t("login.remember")}
          </label>
          <Link to="/forgot-password" className="text-sm font-medium text-primary-dark hover:underline">
            {t("login.forgot")}
          </Link>
        </div>
        <IntentButton intent="login" label={t("login.signIn")} busyLabel={t("login.signingIn")} />
      </AccountForm>
      <OtpSwitch redirectTo={redirectTo} />
    </>
  );
}

function SignupForm({ redirectTo, result }: FormProps) {
  const { t } = useTranslation("account");
  const own = resultFor("signup", result);
  const { errors, clearOnInput } = useFormErrors(own?.errors);
  return (
    <AccountForm redirectTo={redirectTo} onChange={clearOnInput}>
      <TextField
        name="name"
        label={t("fields.fullName")}
        autoComplete="name"
        defaultValue={own?.values.name}
        error={errors.name}
        required
      />
      <PhoneField defaultValue={own?.values.phone} error={errors.phone} />
      <EmailField defaultValue={own?.values.email} error={errors.email} />
      <NewPasswordFields label={t("fields.password")} errors={errors} />
      <IntentButton intent="signup" label={t("login.createAccount")} busyLabel={t("login.creatingAccount")} />
    </AccountForm>
  );
}

function OtpPhoneForm({ redirectTo, result }: FormProps) {
  const { t } = useTranslation("account");
  const own = resultFor("send-otp", result);
  const { errors, clearOnInput } = useFormErrors(own?.errors);
  return (
    <>
      <AccountForm redirectTo={redirectTo} onChange={clearOnInput}>
        <PhoneField defaultValue={own?.values.phone} error={errors.phone} />
        <IntentButton intent="send-otp" label={t("login.sendOtp")} busyLabel={t("login.sendingOtp")} />
      </AccountForm>
      <p className="text-center text-sm text-slate-600">
        <Link to={loginHref("login", redirectTo)} className="font-medium text-primary-dark hover:underline">
          {t("login.withPassword")}
        </Link>
      </p>
    </>
  );
}

function OtpVerifyForm({ redirectTo, phone, result }: FormProps & { phone: string }) {
  const { t } = useTranslation("account");
  const own = resultFor("verify-otp", result);
  const resend = resultFor("send-otp", result);
  const { errors, clearOnInput } = useFormErrors(own?.errors ?? resend?.errors);
  return (
    <>
      <AccountForm redirectTo={redirectTo} onChange={clearOnInput}>
        <input type="hidden" name="phone" value={phone} />
        <TextField
          name="otp"
          label={t("login.enterOtp")}
          inputMode="numeric"
          autoComplete="one-time-code"
          pattern="[0-9]*"
          maxLength={6}
          placeholder={t("login.otpPlaceholder")}
          hint={t("login.otpHint")}
          error={errors.otp ?? errors.phone}
          required
        />
        <IntentButton intent="verify-otp" label={t("login.verifyOtp")} busyLabel={t("login.verifying")} />
      </AccountForm>
      <div className="flex flex-wrap items-center justify-between gap-2 text-sm">
        <Form method="post">
          <input type="hidden" name="redirectTo" value={redirectTo} />
          <input type="hidden" name="phone" value={phone} />
          <button
            type="submit"
            name="intent"
            value="send-otp"
            className="font-medium text-primary-dark hover:underline"
          >
            {t("login.resendOtp")}
          </button>
        </Form>
        <Link to={loginHref("otp", redirectTo)} className="font-medium text-primary-dark hover:underline">
          {t("login.changePhone")}
        </Link>
      </div>
    </>
  );
}

function OtpSwitch({ redirectTo }: { redirectTo: string }) {
  const { t } = useTranslation("account");
  return (
    <div className="space-y-3">
      <div className="flex items-center gap-3 text-xs uppercase tracking-wide text-slate-500">
        <span className="h-px flex-1 bg-slate-200" /> {t("login.or")} <span className="h-px flex-1 bg-slate-200" />
      </div>
      <Link to={loginHref("otp", redirectTo)} className="btn-outline w-full">
        {t("login.withOtp")}
      </Link>
    </div>
  );
}

const LEGAL_LINK = "font-medium text-slate-700 underline hover:text-slate-900";

function LegalNote() {
  const { t } = useTranslation("account");
  return (
    <p className="mt-6 text-center text-xs leading-5 text-slate-500">
      <RichText
        t={t}
        i18nKey="login.legal"
        components={{
          terms: <Link to="/terms" className={LEGAL_LINK} />,
          privacy: <Link to="/privacy" className={LEGAL_LINK} />,
        }}
      />
    </p>
  );
}
