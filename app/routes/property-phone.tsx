/**
 * /property/:id/phone: a signed-in visitor reveals a listing's phone number
 * (a POST, so it works without JavaScript; the property page posts here with
 * a fetcher and shows the answer in place). The reveal is recorded as a lead
 * for the owner. Limits: 30 new reveals per account per day, and the
 * `phone_reveal` rule per client address. Signed out, the page sends the
 * visitor to sign in and back to the property.
 */
import { data, redirect } from "react-router";
import { useTranslation } from "react-i18next";
import type { Route } from "./+types/property-phone";
import { RevealedPhone } from "#app/components/owners/owner-contact";
import { FormNotice } from "#app/components/leads/fields";
import { clientAddressContext, localeContext } from "#app/web/context";
import { getPublicProperty } from "#app/domain/catalogue/properties.server";
import { DAILY_REVEAL_LIMIT, revealPropertyPhone } from "#app/domain/leads/owner-leads.server";
import { idOr404 } from "#app/lib/ids";
import { metaT, seo } from "#app/lib/seo";
import { Form, Link } from "#app/i18n/link";
import { localizePath, type Locale } from "#app/i18n/locales";
import { useMessage } from "#app/i18n/use-locale";
import { maskPhone } from "#app/lib/masked-phone";
import { formatPhone } from "#app/lib/phone";
import { REFUSAL_STATUS } from "#app/lib/form/refusal";
import { formLimiter, retryAfterHeaders, rateLimitMessage } from "#app/platform/rate-limit.server";
import { detailTexts } from "#app/web/detail-notices.server";
import { getCurrentUser } from "#app/web/session.server";
import type { TextsHandle } from "#app/i18n/page-texts";

/** The texts this page needs beyond the shared ones (app/i18n/page-texts.ts). */
export const handle: TextsHandle = { texts: ["detail"] };

export const meta: Route.MetaFunction = ({ matches }) =>
  seo({ matches, title: metaT(matches, "detail")("phone.title"), noindex: true });

export type RevealAnswer = { ok: true; phone: string } | { ok: false; message: string };

function signInFor(locale: Locale, id: number) {
  return localizePath(locale, `/login?redirectTo=${encodeURIComponent(localizePath(locale, `/property/${id}`))}`);
}

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const id = idOr404(params.id);
  const user = await getCurrentUser({ request, context });
  if (!user) throw redirect(signInFor(context.get(localeContext), id));
  const property = await getPublicProperty(id);
  if (!property) throw data(null, { status: 404 });
  return { id, title: property.title, ownerName: property.ownerName, masked: maskPhone(property.ownerContact) };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const id = idOr404(params.id);
  const { locale, t } = await detailTexts(context);
  const user = await getCurrentUser({ request, context });
  if (!user) throw redirect(signInFor(locale, id));
  const limit = await formLimiter.consume("phone_reveal", context.get(clientAddressContext));
  if (!limit.allowed) {
    return data<RevealAnswer>(
      { ok: false, message: rateLimitMessage(limit.retryAfterSeconds, context.get(localeContext)) },
      { status: REFUSAL_STATUS.rateLimited, headers: retryAfterHeaders(limit.retryAfterSeconds) },
    );
  }
  const result = await revealPropertyPhone(user, id);
  if (!result.ok && result.reason === "not_found") throw data(null, { status: 404 });
  if (!result.ok) {
    const message = t("phone.revealLimit", { limit: DAILY_REVEAL_LIMIT });
    return data<RevealAnswer>({ ok: false, message }, { status: REFUSAL_STATUS.rateLimited });
  }
  return { ok: true, phone: formatPhone(result.phone) } satisfies RevealAnswer;
}

export default function PropertyPhonePage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("detail");
  const translate = useMessage();
  const answer = actionData as RevealAnswer | undefined;
  return (
    <div className="container-page max-w-xl py-10">
      <h1 className="text-2xl font-bold text-slate-900">{t("phone.heading")}</h1>
      <p className="mt-2 text-slate-700">
        <Link to={`/property/${loaderData.id}`} className="underline">
          {loaderData.title}
        </Link>{" "}
        · {loaderData.ownerName}
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
