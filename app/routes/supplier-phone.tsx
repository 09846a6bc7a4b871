/**
 * /agent/:slug/phone and /builder/:slug/phone: a signed-in visitor reveals an
 * agent's or builder's number from their profile, exactly as on a property
 * page (app/routes/property-phone.tsx): a POST, so it works without
 * JavaScript; recorded as a lead for the agent or builder; 30 new reveals per
 * account per day (shared with listings) and the `phone_reveal` rule per
 * client address. Signed out, the page sends the visitor to sign in and back
 * to the profile. A profile without a phone number answers 404.
 */
import { data, redirect } from "react-router";
import { useTranslation } from "react-i18next";
import type { Route } from "./+types/supplier-phone";
import { RevealedPhone } from "#app/components/owners/owner-contact";
import { FormNotice } from "#app/components/leads/fields";
import { clientAddressContext, localeContext } from "#app/web/context";
import { publicSupplierProfile } from "#app/domain/supply/profiles.server";
import { DAILY_REVEAL_LIMIT, revealPhone } from "#app/domain/leads/owner-leads.server";
import { metaT, seo } from "#app/lib/seo";
import { Form, Link } from "#app/i18n/link";
import { localizePath, type Locale } from "#app/i18n/locales";
import { useMessage } from "#app/i18n/use-locale";
import { maskPhone } from "#app/lib/masked-phone";
import { formatPhone } from "#app/lib/phone";
import { REFUSAL_STATUS } from "#app/lib/form/refusal";
import type { SupplierKind } from "#app/lib/validation/supplier";
import { formLimiter, retryAfterHeaders, rateLimitMessage } from "#app/platform/rate-limit.server";
import { detailTexts } from "#app/web/detail-notices.server";
import { getCurrentUser } from "#app/web/session.server";
import type { TextsHandle } from "#app/i18n/page-texts";

export const handle: TextsHandle = { texts: ["detail"] };

export const meta: Route.MetaFunction = ({ matches }) =>
  seo({ matches, title: metaT(matches, "detail")("phone.title"), noindex: true });

type RevealAnswer = { ok: true; phone: string } | { ok: false; message: string };

function kindOf(pathname: string): SupplierKind {
  return /\/builder\//.test(pathname) ? "builder" : "agent";
}

/** The approved profile with a phone number, or 404. */
async function profileOr404(request: Request, slug: string | undefined) {
  const kind = kindOf(new URL(request.url).pathname);
  const profile = await publicSupplierProfile(kind, slug ?? "");
  if (!profile?.phone) throw data(null, { status: 404 });
  return { ...profile, path: `/${kind}/${encodeURIComponent(profile.slug)}` };
}

function signInFor(locale: Locale, path: string) {
  return localizePath(locale, `/login?redirectTo=${encodeURIComponent(localizePath(locale, path))}`);
}

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const profile = await profileOr404(request, params.slug);
  const user = await getCurrentUser({ request, context });
  if (!user) throw redirect(signInFor(context.get(localeContext), profile.path));
  return { name: profile.name, path: profile.path, masked: maskPhone(profile.phone!) };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const profile = await profileOr404(request, params.slug);
  const { locale, t } = await detailTexts(context);
  const user = await getCurrentUser({ request, context });
  if (!user) throw redirect(signInFor(locale, profile.path));
  const limit = await formLimiter.consume("phone_reveal", context.get(clientAddressContext));
  if (!limit.allowed) {
    return data<RevealAnswer>(
      { ok: false, message: rateLimitMessage(limit.retryAfterSeconds, context.get(localeContext)) },
      { status: REFUSAL_STATUS.rateLimited, headers: retryAfterHeaders(limit.retryAfterSeconds) },
    );
  }
  const result = await revealPhone(user, { supplierProfileId: profile.id });
  if (!result.ok && result.reason === "not_found") throw data(null, { status: 404 });
  if (!result.ok) {
    const message = t("phone.revealLimit", { limit: DAILY_REVEAL_LIMIT });
    return data<RevealAnswer>({ ok: false, message }, { status: REFUSAL_STATUS.rateLimited });
  }
  return { ok: true, phone: formatPhone(result.phone) } satisfies RevealAnswer;
}

export default function SupplierPhonePage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("detail");
  const translate = useMessage();
  const answer = actionData as RevealAnswer | undefined;
  return (
    <div className="container-page max-w-xl py-10">
      <h1 className="text-2xl font-bold text-slate-900">{t("phone.heading")}</h1>
      <p className="mt-2 text-slate-700">
        <Link to={loaderData.path} className="underline">
          {loaderData.name}
        </Link>
      </p>
      <div className="card mt-6 p-5">
        {answer?.ok ? (
          <RevealedPhone phone={answer.phone} />
        ) : (
          <>
            <p className="text-lg font-semibold text-slate-900">{loaderData.masked}</p>
            <Form method="post" className="mt-4">
              <button type="submit" className="btn-primary">
                {t("phone.view")}
              </button>
            </Form>
            {answer && !answer.ok ? (
              <div className="mt-4">
                <FormNotice tone="error">{translate(answer.message)}</FormNotice>
              </div>
            ) : null}
          </>
        )}
      </div>
    </div>
  );
}
