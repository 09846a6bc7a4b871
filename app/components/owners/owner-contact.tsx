/**
 * The owner's or agent's number on a property page (or an agent's or
 * builder's on their profile). Until a signed-in
 * visitor asks for it only the masked form is on the page (signed-out pages
 * are cached and shared, so they never hold the number). "View phone number"
 * sends a visitor to sign in and back; a signed-in visitor's click posts to
 * the page's "/phone" (/property/:id/phone, /agent/:slug/phone; a fetcher with JavaScript, the page itself without),
 * which records the reveal as a lead and answers the number.
 */
import { useFetcher } from "react-router";
import { useTranslation } from "react-i18next";
import { FormNotice } from "#app/components/leads/fields";
import { telLink, whatsappLink } from "#app/lib/site";
import { Link } from "#app/i18n/link";
import { useLocalizedPath, useMessage } from "#app/i18n/use-locale";

type RevealAnswer = { ok: true; phone: string } | { ok: false; message: string };

export function RevealedPhone({ phone }: { phone: string }) {
  const { t } = useTranslation("detail");
  return (
    <div>
      <p className="text-lg font-semibold text-slate-900">{phone}</p>
      <div className="mt-3 grid gap-2 sm:grid-cols-2">
        <a href={telLink(phone)} className="btn-outline">
          <span aria-hidden className="icon-phone flex" /> {t("contactBar.call")}
        </a>
        <a
          href={whatsappLink(phone)}
          target="_blank"
          rel="noopener noreferrer"
          className="btn bg-green-700 text-white hover:bg-green-800"
        >
          <span aria-hidden className="icon-chat flex" /> WhatsApp
        </a>
      </div>
    </div>
  );
}

export function OwnerPhone({
  pagePath,
  masked,
  signedIn,
}: {
  /** The page the number is on ("/property/12", "/agent/shah-realty"); the reveal posts to its "/phone". */
  pagePath: string;
  masked: string;
  signedIn: boolean;
}) {
  const { t } = useTranslation("detail");
  const translate = useMessage();
  const localized = useLocalizedPath();
  const fetcher = useFetcher<RevealAnswer>();
  const answer = fetcher.data;
  if (answer?.ok) {
    return (
      <div className="mt-4">
        <RevealedPhone phone={answer.phone} />
      </div>
    );
  }
  return (
    <div className="mt-4">
      <p className="flex items-center gap-2 font-semibold text-slate-900">
        <span aria-hidden className="icon-phone flex text-primary-dark" />{" "}
        <span data-testid="owner-phone">{masked}</span>
      </p>
      {signedIn ? (
        <fetcher.Form method="post" action={localized(`${pagePath}/phone`)} className="mt-3">
          <button type="submit" className="btn-outline w-full" disabled={fetcher.state !== "idle"}>
            {t("phone.view")}
          </button>
        </fetcher.Form>
      ) : (
        <Link to={`/login?redirectTo=${encodeURIComponent(localized(pagePath))}`} className="btn-outline mt-3 w-full">
          {t("phone.view")}
        </Link>
      )}
      {!signedIn ? <p className="mt-2 text-xs text-slate-600">{t("phone.signIn")}</p> : null}
      {answer && !answer.ok ? (
        <div className="mt-3">
          <FormNotice tone="error">{translate(answer.message)}</FormNotice>
        </div>
      ) : null}
    </div>
  );
}
