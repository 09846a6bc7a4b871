import { useRouteLoaderData } from "react-router";
import { useTranslation } from "react-i18next";
import { RichText } from "#app/i18n/rich-text";
import type { Route } from "./+types/terms";
import type { loader as rootLoader } from "#app/root";
import { LegalPage } from "#app/components/legal-page";
import { Link } from "#app/i18n/link";
import { metaT, seo } from "#app/lib/seo";
import type { TextsHandle } from "#app/i18n/page-texts";

/** The texts this page needs beyond the shared ones (app/i18n/page-texts.ts). */
export const handle: TextsHandle = { texts: ["pages"] };

export const meta: Route.MetaFunction = ({ matches }) => {
  const t = metaT(matches, "pages");
  return seo({ matches, title: t("terms.meta.title"), description: t("terms.meta.description") });
};

export default function Terms() {
  const site = useRouteLoaderData<typeof rootLoader>("root")?.site;
  const name = site?.siteName ?? "Nivaas";
  const { t } = useTranslation("pages");
  return (
    <LegalPage title={t("terms.title")} updated={t("terms.updated")}>
      <p>{t("terms.intro", { name })}</p>

      <h2>{t("terms.provide.title")}</h2>
      <p>{t("terms.provide.text", { name })}</p>

      <h2>{t("terms.listings.title")}</h2>
      <ul>
        <li>{t("terms.listings.source")}</li>
        <li>{t("terms.listings.verify")}</li>
        <li>{t("terms.listings.estimates")}</li>
      </ul>

      <h2>{t("terms.duties.title")}</h2>
      <ul>
        <li>{t("terms.duties.truth")}</li>
        <li>{t("terms.duties.own")}</li>
        <li>{t("terms.duties.conduct")}</li>
        <li>{t("terms.duties.password")}</li>
      </ul>

      <h2>{t("terms.submissions.title")}</h2>
      <p>{t("terms.submissions.text")}</p>

      <h2>{t("terms.accounts.title")}</h2>
      <p>{t("terms.accounts.text")}</p>

      <h2>{t("terms.liability.title")}</h2>
      <p>{t("terms.liability.text", { name })}</p>

      <h2>{t("terms.privacy.title")}</h2>
      <p>
        <RichText
          t={t}
          i18nKey="terms.privacy.text"
          components={{ a: <Link className="text-secondary underline" to="/privacy" /> }}
        />
      </p>

      <h2>{t("terms.law.title")}</h2>
      <p>{t("terms.law.text")}</p>

      <h2>{t("terms.changes.title")}</h2>
      <p>
        <RichText
          t={t}
          i18nKey="terms.changes.text"
          components={{ a: <Link className="text-secondary underline" to="/contact" /> }}
        />
      </p>
    </LegalPage>
  );
}
