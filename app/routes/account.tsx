/**
 * /account: the signed-in person's own page. Profile (name; a new phone
 * number confirmed by a code sent to it; the e-mail shown), password change,
 * the devices signed in with "sign out other devices", notification
 * preferences, saved searches, recently viewed, favourites, and "My data":
 * download it all as JSON, or delete the account.
 *
 * Every change is a plain form post to this route's action (all of it works
 * without JavaScript) and goes through better-auth where it concerns the
 * account, its password, phone or sessions. Signed out, the page asks to sign
 * in and comes back here.
 */
import { data, redirect } from "react-router";
import type { Route } from "./+types/account";
import { metaT, seo } from "#app/lib/seo";
import { localizePath, type Locale } from "#app/i18n/locales";
import { clientAddressContext, localeContext } from "#app/web/context";
import { validate, type Checked } from "#app/lib/form/field-errors";
import { formValues, textOf } from "#app/lib/form/form-values";
import { REFUSAL_STATUS, refuseIntent, type RefusedFields } from "#app/lib/form/refusal";
import {
  ACCOUNT_MESSAGES,
  deleteWithCodeSchema,
  deleteWithPasswordSchema,
  newPhoneSchema,
  passwordChangeSchema,
  phoneCodeSchema,
  preferencesSchema,
  profileSchema,
} from "#app/lib/validation/account";
import { formOf } from "#app/web/request-body.server";
import { rememberAccountLocale } from "#app/domain/accounts/message-locale.server";
import { getCurrentUser, loginRedirectUrl } from "#app/web/session.server";
import { getAuth } from "#app/domain/accounts/auth.server";
import { authErrorMessage, authFailureStatus, callAuthEndpoint, cookieHeaders } from "#app/web/auth-endpoints.server";
import { formLimiter, rateLimitMessage, retryAfterHeaders } from "#app/platform/rate-limit.server";
import { compareCookie, recentCookie } from "#app/web/visitor-lists.server";
import { accountProfile } from "#app/domain/accounts/account.server";
import { deleteAccount, isLastAdmin } from "#app/domain/accounts/my-data.server";
import { savePreferences } from "#app/domain/seekers/notification-preferences.server";
import { loadAccountPage } from "#app/web/account-page.server";
import { AccountPage, type AccountAnswer } from "#app/components/personal/account-page";
import type { TextsHandle } from "#app/i18n/page-texts";
import { log } from "#app/platform/log.server";

/** The texts this page needs beyond the shared ones (app/i18n/page-texts.ts). */
export const handle: TextsHandle = { texts: ["account", "listings"] };

export const meta: Route.MetaFunction = ({ matches }) =>
  seo({ matches, title: metaT(matches, "account")("account.title"), noindex: true });

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await getCurrentUser({ request, context });
  if (!user) throw redirect(loginRedirectUrl(request));
  const profile = await accountProfile(user.id);
  if (!profile) throw redirect(loginRedirectUrl(request));
  return loadAccountPage(request, user, profile);
}

/** Never sent back to refill a form. */
const SECRETS = ["currentPassword", "newPassword", "confirmNewPassword", "deletePassword", "phoneCode", "deleteCode"];

/** A refused form: its messages and what the visitor typed (never secrets), with the refusal's real status. */
const refuse = (
  status: number,
  intent: string,
  values: Record<string, string>,
  result: RefusedFields,
  headers?: HeadersInit,
) => refuseIntent(status, intent, values, SECRETS, result, headers);

function done(intent: string, message: string, extra: { phone?: string; cookies?: string[] } = {}) {
  return data<AccountAnswer>(
    { ok: true, intent, message, phone: extra.phone },
    { headers: extra.cookies ? cookieHeaders(extra.cookies) : undefined },
  );
}

export async function action({ request, context }: Route.ActionArgs) {
  const user = await getCurrentUser({ request, context });
  if (!user) throw redirect(loginRedirectUrl(request));
  await rememberAccountLocale(user.id, context.get(localeContext));
  const values = formValues(formOf(context)) as Record<string, string>;
  const intent = textOf(values, "intent");
  const client = context.get(clientAddressContext);
  const locale = context.get(localeContext);
  const invalid = (checked: Extract<Checked<unknown>, { ok: false }>) =>
    refuse(REFUSAL_STATUS.invalid, intent, values, checked);
  const call = (endpoint: string, body: Record<string, unknown>) => callAuthEndpoint(request, client, endpoint, body);
  const failed = (result: Extract<Awaited<ReturnType<typeof call>>, { ok: false }>, field?: string) =>
    refuse(
      authFailureStatus(result),
      intent,
      values,
      field ? { errors: { [field]: authErrorMessage(result) } } : { formError: authErrorMessage(result) },
    );

  switch (intent) {
    case "profile": {
      const checked = validate(profileSchema, values);
      if (!checked.ok) return invalid(checked);
      const result = await call("/update-user", { name: checked.data.name });
      return result.ok ? done(intent, ACCOUNT_MESSAGES.nameSaved, { cookies: result.cookies }) : failed(result);
    }
    case "phone-send": {
      const checked = validate(newPhoneSchema, values);
      if (!checked.ok) return invalid(checked);
      if (checked.data.newPhone === user.phoneNumber) {
        return refuse(REFUSAL_STATUS.invalid, intent, values, { errors: { newPhone: ACCOUNT_MESSAGES.samePhone } });
      }
      const result = await call("/phone-number/send-otp", { phoneNumber: checked.data.newPhone });
      return result.ok ? done(intent, ACCOUNT_MESSAGES.codeSent, { phone: checked.data.newPhone }) : failed(result);
    }
    case "phone-verify": {
      const checked = validate(phoneCodeSchema, values);
      if (!checked.ok) return invalid(checked);
      const result = await call("/phone-number/verify", {
        phoneNumber: checked.data.newPhone,
        code: checked.data.phoneCode,
        updatePhoneNumber: true,
      });
      // A refused code keeps the code form open (the page reads the number from the refilled values).
      if (!result.ok) return failed(result, "phoneCode");
      return done(intent, ACCOUNT_MESSAGES.phoneSaved, { cookies: result.cookies });
    }
    case "password": {
      const checked = validate(passwordChangeSchema, values);
      if (!checked.ok) return invalid(checked);
      const result = await call("/change-password", {
        currentPassword: checked.data.currentPassword,
        newPassword: checked.data.newPassword,
        revokeOtherSessions: false,
      });
      if (!result.ok && result.code === "INVALID_PASSWORD") {
        return refuse(REFUSAL_STATUS.invalid, intent, values, {
          errors: { currentPassword: ACCOUNT_MESSAGES.wrongPassword },
        });
      }
      return result.ok ? done(intent, ACCOUNT_MESSAGES.passwordSaved, { cookies: result.cookies }) : failed(result);
    }
    case "sessions": {
      const result = await call("/revoke-other-sessions", {});
      return result.ok ? done(intent, ACCOUNT_MESSAGES.sessionsRevoked, { cookies: result.cookies }) : failed(result);
    }
    case "preferences": {
      const checked = validate(preferencesSchema, values);
      if (!checked.ok) return invalid(checked);
      try {
        await savePreferences(user.id, checked.data);
      } catch (error) {
        log.error({ err: error }, "Saving notification preferences failed");
        return refuse(REFUSAL_STATUS.unavailable, intent, values, { formError: ACCOUNT_MESSAGES.saveFailed });
      }
      return done(intent, ACCOUNT_MESSAGES.preferencesSaved);
    }
    case "delete-code": {
      if (!user.phoneNumber) {
        return refuse(REFUSAL_STATUS.unprocessable, intent, values, { formError: ACCOUNT_MESSAGES.noPhoneForCode });
      }
      const result = await call("/phone-number/send-otp", { phoneNumber: user.phoneNumber });
      return result.ok ? done(intent, ACCOUNT_MESSAGES.deleteCodeSent) : failed(result);
    }
    case "delete":
      return deleteOwnAccount(request, client, user, values, locale);
  }
  return refuse(REFUSAL_STATUS.invalid, intent, values, { formError: "Please choose what to change." });
}

/**
 * "Delete my account": refused for the last administrator; otherwise the
 * owner confirms with the password (or, for an account without one, the code
 * sent to its phone), the account goes, and every device is signed out.
 */
async function deleteOwnAccount(
  request: Request,
  client: string | undefined,
  user: { id: string; phoneNumber: string | null },
  values: Record<string, string>,
  locale: Locale,
) {
  const intent = "delete";
  if (await isLastAdmin(user.id)) {
    return refuse(REFUSAL_STATUS.forbidden, intent, values, { formError: ACCOUNT_MESSAGES.lastAdmin });
  }
  const profile = await accountProfile(user.id);
  if (!profile) throw redirect(localizePath(locale, "/login"));
  const checked = profile.hasPassword
    ? validate(deleteWithPasswordSchema, values)
    : validate(deleteWithCodeSchema, values);
  if (!checked.ok) return refuse(REFUSAL_STATUS.invalid, intent, values, checked);

  const limit = await formLimiter.consume("account_confirm", user.id);
  if (!limit.allowed) {
    return refuse(
      REFUSAL_STATUS.rateLimited,
      intent,
      values,
      { formError: rateLimitMessage(limit.retryAfterSeconds, locale) },
      retryAfterHeaders(limit.retryAfterSeconds),
    );
  }
  const auth = await getAuth();
  if (profile.hasPassword) {
    const password = (checked.data as { deletePassword: string }).deletePassword;
    const valid = await auth.api
      .verifyPassword({ headers: request.headers, body: { password } })
      .then(() => true)
      .catch(() => false);
    if (!valid) {
      return refuse(REFUSAL_STATUS.invalid, intent, values, {
        errors: { deletePassword: ACCOUNT_MESSAGES.wrongPassword },
      });
    }
  } else {
    if (!user.phoneNumber) {
      return refuse(REFUSAL_STATUS.unprocessable, intent, values, { formError: ACCOUNT_MESSAGES.noPhoneForCode });
    }
    const result = await callAuthEndpoint(request, client, "/phone-number/verify", {
      phoneNumber: user.phoneNumber,
      code: (checked.data as { deleteCode: string }).deleteCode,
      disableSession: true,
    });
    if (!result.ok) {
      return refuse(authFailureStatus(result), intent, values, { errors: { deleteCode: authErrorMessage(result) } });
    }
  }

  let outcome: Awaited<ReturnType<typeof deleteAccount>>;
  try {
    outcome = await deleteAccount(user.id);
  } catch (error) {
    log.error({ err: error }, "Deleting an account failed");
    return refuse(REFUSAL_STATUS.unavailable, intent, values, { formError: ACCOUNT_MESSAGES.deleteFailed });
  }
  if (!outcome.ok) {
    return refuse(REFUSAL_STATUS.forbidden, intent, values, {
      formError: outcome.reason === "lastAdmin" ? ACCOUNT_MESSAGES.lastAdmin : ACCOUNT_MESSAGES.deleteFailed,
    });
  }
  // The sessions went with the account; this clears this browser's cookies too.
  const signedOut = await auth.api.signOut({ headers: request.headers, asResponse: true });
  const cookies = [...signedOut.headers.getSetCookie(), compareCookie([]), recentCookie([])];
  return redirect(localizePath(locale, "/login?deleted=1"), { headers: cookieHeaders(cookies) });
}

export default function Account({ loaderData, actionData }: Route.ComponentProps) {
  return <AccountPage data={loaderData} answer={actionData as AccountAnswer | undefined} />;
}
