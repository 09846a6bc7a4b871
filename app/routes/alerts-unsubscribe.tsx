/**
 * /alerts/unsubscribe?token=…: the one-click link in every saved-search
 * alert. Opening it turns that search's alerts off, signed in or not (the
 * token is signed by the server, see unsubscribe-tokens.server.ts), and says
 * so. A token the server did not issue answers 400, one for a search since
 * deleted 404: each with a page that says what happened, never a 5xx.
 * The path is private: never kept by the page cache or a CDN.
 */
import { data } from "react-router";
import { useTranslation } from "react-i18next";
import { Link } from "#app/i18n/link";
import type { Route } from "./+types/alerts-unsubscribe";
import { turnOffAlerts } from "#app/domain/seekers/saved-searches.server";
import { verifyUnsubscribeToken } from "#app/domain/seekers/unsubscribe-tokens.server";
import { metaT, seo } from "#app/lib/seo";
import type { TextsHandle } from "#app/i18n/page-texts";

/** The texts this page needs beyond the shared ones (app/i18n/page-texts.ts). */
export const handle: TextsHandle = { texts: ["account"] };

export const meta: Route.MetaFunction = ({ matches }) =>
  seo({ matches, title: metaT(matches, "account")("unsubscribe.title"), noindex: true });

type Outcome = { state: "off"; name: string } | { state: "invalid" } | { state: "gone" };

export async function loader({ request }: Route.LoaderArgs) {
  const searchId = verifyUnsubscribeToken(new URL(request.url).searchParams.get("token"));
  if (searchId === null) return data<Outcome>({ state: "invalid" }, { status: 400 });
  const name = await turnOffAlerts(searchId);
  if (name === null) return data<Outcome>({ state: "gone" }, { status: 404 });
  return data<Outcome>({ state: "off", name });
}

export default function UnsubscribePage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("account");
  const outcome = loaderData as Outcome;
  const title = t(`unsubscribe.${outcome.state}.title`);
  return (
    <section className="container-page max-w-xl py-16">
      <div className="card p-6 sm:p-8">
        <span aria-hidden className="icon-bell-off flex text-slate-500 [--icon-size:2.5rem]" />
        <h1 className="mt-4 text-2xl font-bold text-slate-900">{title}</h1>
        <p className="mt-3 text-slate-700" role="status">
          {outcome.state === "off"
            ? t("unsubscribe.off.body", { name: outcome.name })
            : t(`unsubscribe.${outcome.state}.body`)}
        </p>
        <Link to="/account/searches" className="btn-primary mt-6">
          {t("searches.title")}
        </Link>
      </div>
    </section>
  );
}
