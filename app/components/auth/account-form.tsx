/**
 * The parts the account pages (/login, /forgot-password) share: their card,
 * the fields more than one of their forms asks for (each with its one label,
 * autocomplete hint and input mode), and the submit button.
 */
import type { ReactNode } from "react";
import { useNavigation } from "react-router";
import { useTranslation } from "react-i18next";
import { PasswordField, TextField } from "./fields";

/** The narrow card an account page's forms sit in. */
export function AuthCard({ children }: { children: ReactNode }) {
  return (
    <section className="bg-gradient-to-b from-slate-50 to-white py-10 sm:py-16">
      <div className="mx-auto w-full max-w-md px-4">
        <div className="card p-6 sm:p-8">{children}</div>
      </div>
    </section>
  );
}

type Prefill = { defaultValue?: string; error?: string };

export function EmailField({ defaultValue, error }: Prefill) {
  const { t } = useTranslation("account");
  return (
    <TextField
      name="email"
      label={t("fields.email")}
      type="email"
      autoComplete="email"
      inputMode="email"
      defaultValue={defaultValue}
      error={error}
      required
    />
  );
}

/** A mobile number: the ten digits after +91. */
export function PhoneField({ defaultValue, error }: Prefill) {
  const { t } = useTranslation("account");
  return (
    <TextField
      name="phone"
      label={t("fields.phone")}
      type="tel"
      inputMode="numeric"
      autoComplete="tel-national"
      prefix="+91"
      placeholder={t("fields.phonePlaceholder")}
      defaultValue={defaultValue}
      error={error}
      required
    />
  );
}

/** A new password and the same again (sign-up, reset); never prefilled. */
export function NewPasswordFields({ label, errors }: { label: string; errors: Partial<Record<string, string>> }) {
  const { t } = useTranslation("account");
  return (
    <>
      <PasswordField
        name="password"
        label={label}
        autoComplete="new-password"
        hint={t("fields.passwordHint")}
        error={errors.password}
        required
      />
      <PasswordField
        name="confirmPassword"
        label={t("fields.confirmPassword")}
        autoComplete="new-password"
        error={errors.confirmPassword}
        required
      />
    </>
  );
}

/**
 * A form's submit button. It posts `intent` (the action tells the page's
 * forms apart by it) and shows `busyLabel` while that intent is being sent.
 */
export function IntentButton({ intent, label, busyLabel }: { intent: string; label: string; busyLabel: string }) {
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" && navigation.formData?.get("intent") === intent;
  return (
    <button type="submit" name="intent" value={intent} className="btn-primary w-full" disabled={busy}>
      {busy ? busyLabel : label}
    </button>
  );
}
