/**
 * Forgot password: an e-mail address → a reset link by e-mail (valid one
 * hour, usable once) → /forgot-password?token=… to choose a new password →
 * signed in. The answer to the first step is the same whether or not the
 * address has an account. better-auth issues, checks and consumes the link.
 */
import { redirect } from "react-router";
import { useTranslation } from "react-i18next";
import type { Route } from "./+types/forgot-password";
import { Form, Link } from "#app/i18n/link";
import { localizePath } from "#app/i18n/locales";
import { useMessage } from "#app/i18n/use-locale";
import { metaT, seo } from "#app/lib/seo";
import { clientAddressContext, localeContext } from "#app/web/context";
import { formOf } from "#app/web/request-body.server";
import { forgotPasswordSchema, resetPasswordSchema } from "#app/lib/validation/auth";
import { errorsOf } from "#app/lib/form/field-errors";
import { formValues, textOf } from "#app/lib/form/form-values";
import { REFUSAL_STATUS, refuseIntent, type IntentRefusal, type RefusedFields } from "#app/lib/form/refusal";
import { ErrorBox, NoticeBox } from "#app/components/auth/fields";
import { useFormErrors } from "#app/components/form/use-form-errors";
import { AuthCard, EmailField, IntentButton, NewPasswordFields } from "#app/components/auth/account-form";
import { resetLinkAccount } from "#app/domain/accounts/auth.server";
import {
  authErrorMessage,
  authFailureStatus,
  callAuthEndpoint,
  cookieHeaders,
  signInAfterReset,
} from "#app/web/auth-endpoints.server";
import type { TextsHandle } from "#app/i18n/page-texts";

/** The texts this page needs beyond the shared ones (app/i18n/page-texts.ts). */
export const handle: TextsHandle = { texts: ["account"] };

type Step = "request" | "sent" | "reset" | "invalid" | "done";

export const meta: Route.MetaFunction = ({ matches, loaderData }) => {
  const t = metaT(matches, "account");
  return seo({
    matches,
    title: loaderData?.step === "reset" ? t("forgot.resetTitle") : t("forgot.title"),
    description: t("forgot.description"),
    noindex: true,
  });
};

export async function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const token = url.searchParams.get("token");
  if (token) {
    const account = await resetLinkAccount(token);
    return { step: (account ? "reset" : "invalid") as Step, token: account ? token : "" };
  }
  if (url.searchParams.get("sent") === "1") return { step: "sent" as Step, token: "" };
  if (url.searchParams.get("done") === "1") return { step: "done" as Step, token: "" };
  return { step: "request" as Step, token: "" };
}

/** Never sent back to refill a form. */
const SECRETS = ["password", "confirmPassword", "token"];

/** A refused form: its messages and what the visitor typed (never secrets), with the refusal's real status. */
const refuse = (status: number, intent: string, values: Record<string, string>, result: RefusedFields) =>
  refuseIntent(status, intent, values, SECRETS, result);

export async function action({ request, context }: Route.ActionArgs) {
  const values = formValues(formOf(context)) as Record<string, string>;
  const intent = textOf(values, "intent");
  const locale = context.get(localeContext);
  const failure = (result: Parameters<typeof authErrorMessage>[0]) =>
    refuse(authFailureStatus(result), intent, values, { formError: authErrorMessage(result) });

  if (intent === "request") {
    const parsed = forgotPasswordSchema.safeParse(values);
    if (!parsed.success) return refuse(REFUSAL_STATUS.invalid, intent, values, errorsOf(parsed.error));
    const result = await callAuthEndpoint(request, context.get(clientAddressContext), "/request-password-reset", {
      email: parsed.data.email,
      redirectTo: "/forgot-password",
    });
    if (!result.ok) return failure(result);
    return redirect(localizePath(locale, "/forgot-password?sent=1"));
  }

  if (intent === "reset") {
    const parsed = resetPasswordSchema.safeParse(values);
    if (!parsed.success) return refuse(REFUSAL_STATUS.invalid, intent, values, errorsOf(parsed.error));
    const account = await resetLinkAccount(parsed.data.token);
    if (!account) {
      return redirect(localizePath(locale, `/forgot-password?token=${encodeURIComponent(parsed.data.token)}`));
    }
    const result = await callAuthEndpoint(request, context.get(clientAddressContext), "/reset-password", {
      token: parsed.data.token,
      newPassword: parsed.data.password,
    });
    if (!result.ok) return failure(result);
    const cookies = await signInAfterReset(
      request,
      context.get(clientAddressContext),
      account.email,
      parsed.data.password,
    );
    if (!cookies) return redirect(localizePath(locale, "/login?mode=login&reset=1"));
    return redirect(localizePath(locale, "/forgot-password?done=1"), { headers: cookieHeaders(cookies) });
  }

  return refuse(REFUSAL_STATUS.invalid, intent, values, { formError: "Please enter your email address." });
}

export default function ForgotPasswordPage({ loaderData, actionData }: Route.ComponentProps) {
  const { step, token } = loaderData;
  return (
    <AuthCard>
      {step === "request" ? <RequestStep result={actionData} /> : null}
      {step === "sent" ? <SentStep /> : null}
      {step === "reset" ? <ResetStep token={token} result={actionData} /> : null}
      {step === "invalid" ? <InvalidStep /> : null}
      {step === "done" ? <DoneStep /> : null}
    </AuthCard>
  );
}

function Heading({
  icon,
  title,
  children,
}: {
  icon: "icon-key" | "icon-mail-check";
  title: string;
  children: React.ReactNode;
}) {
  return (
    <div className="text-center">
      <span
        aria-hidden
        className={`${icon} mx-auto flex h-12 w-12 items-center justify-center rounded-full bg-primary-soft text-primary-dark [--icon-size:1.5rem]`}
      />
      <h1 className="mt-4 text-2xl font-bold text-slate-900 sm:text-3xl">{title}</h1>
      <p className="mt-2 text-sm text-slate-600">{children}</p>
    </div>
  );
}

function RequestStep({ result }: { result: IntentRefusal | undefined }) {
  const { t } = useTranslation("account");
  const translate = useMessage();
  const own = result?.intent === "request" ? result : undefined;
  const { errors, clearOnInput } = useFormErrors(own?.errors);
  return (
    <>
      <Heading icon="icon-key" title={t("forgot.title")}>
        {t("forgot.intro")}
      </Heading>
      <Form method="post" noValidate className="mt-6 space-y-4" onChange={clearOnInput}>
        {own?.formError ? <ErrorBox>{translate(own.formError)}</ErrorBox> : null}
        <EmailField defaultValue={own?.values.email} error={errors.email} />
        <IntentButton intent="request" label={t("forgot.send")} busyLabel={t("forgot.sending")} />
      </Form>
      <BackToLogin />
    </>
  );
}

function SentStep() {
  const { t } = useTranslation("account");
  return (
    <>
      <Heading icon="icon-mail-check" title={t("forgot.sentTitle")}>
        {t("forgot.sentIntro")}
      </Heading>
      <div className="mt-6">
        <NoticeBox>{t("forgot.sentNotice")}</NoticeBox>
      </div>
      <BackToLogin />
    </>
  );
}

function ResetStep({ token, result }: { token: string; result: IntentRefusal | undefined }) {
  const { t } = useTranslation("account");
  const translate = useMessage();
  const own = result?.intent === "reset" ? result : undefined;
  const { errors, clearOnInput } = useFormErrors(own?.errors);
  return (
    <>
      <Heading icon="icon-key" title={t("forgot.resetTitle")}>
        {t("forgot.resetIntro")}
      </Heading>
      <Form method="post" noValidate className="mt-6 space-y-4" onChange={clearOnInput}>
        {own?.formError ? <ErrorBox>{translate(own.formError)}</ErrorBox> : null}
        <input type="hidden" name="token" value={token} />
        <NewPasswordFields label={t("forgot.newPassword")} errors={errors} />
        <IntentButton intent="reset" label={t("forgot.resetTitle")} busyLabel={t("forgot.saving")} />
      </Form>
    </>
  );
}

function InvalidStep() {
  const { t } = useTranslation("account");
  return (
    <>
      <Heading icon="icon-key" title={t("forgot.invalidTitle")}>
        {t("forgot.invalidIntro")}
      </Heading>
      <Link to="/forgot-password" className="btn-primary mt-6 w-full">
        {t("forgot.requestNew")}
      </Link>
      <BackToLogin />
    </>
  );
}

function DoneStep() {
  const { t } = useTranslation("account");
  return (
    <>
      <Heading icon="icon-mail-check" title={t("forgot.doneTitle")}>
        {t("forgot.doneIntro")}
      </Heading>
      <Link to="/" className="btn-primary mt-6 w-full">
        {t("forgot.continueHome")}
      </Link>
    </>
  );
}

function BackToLogin() {
  const { t } = useTranslation("account");
  return (
    <p className="mt-6 text-center text-sm text-slate-600">
      {t("forgot.remembered")}{" "}
      <Link to="/login" className="font-medium text-primary-dark hover:underline">
        {t("forgot.backToSignIn")}
      </Link>
    </p>
  );
}
