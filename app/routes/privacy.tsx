import { useRouteLoaderData } from "react-router";
import { useTranslation } from "react-i18next";
import { RichText } from "#app/i18n/rich-text";
import type { Route } from "./+types/privacy";
import type { loader as rootLoader } from "#app/root";
import { LegalPage } from "#app/components/legal-page";
import { Link } from "#app/i18n/link";
import { metaT, seo } from "#app/lib/seo";
import { PersonalDataSection } from "#app/components/personal/privacy-personal-data";
import type { TextsHandle } from "#app/i18n/page-texts";

/** The texts this page needs beyond the shared ones (app/i18n/page-texts.ts). */
export const handle: TextsHandle = { texts: ["pages"] };

export const meta: Route.MetaFunction = ({ matches }) => {
  const t = metaT(matches, "pages");
  return seo({ matches, title: t("privacy.meta.title"), description: t("privacy.meta.description") });
};

const strong = { strong: <strong /> };

/** Written in the spirit of India's Digital Personal Data Protection Act, 2023. */
export default function Privacy() {
  const site = useRouteLoaderData<typeof rootLoader>("root")?.site;
  const name = site?.siteName ?? "Nivaas";
  const email = site?.contactEmail ?? "";
  const { t } = useTranslation("pages");
  const post = site?.address ? t("privacy.contact.byPost", { name, address: site.address }) : "";
  return (
    <LegalPage title={t("privacy.title")} updated={t("privacy.updated")}>
      <p>{t("privacy.intro", { name })}</p>

      <h2>{t("privacy.collect.title")}</h2>
      <ul>
        <li>
          <RichText t={t} i18nKey="privacy.collect.contact" components={strong} />
        </li>
        <li>
          <RichText t={t} i18nKey="privacy.collect.inquiries" components={strong} />
        </li>
        <li>
          <RichText t={t} i18nKey="privacy.collect.listings" components={strong} />
        </li>
        <li>
          <RichText t={t} i18nKey="privacy.collect.photos" components={strong} />
        </li>
        <li>
          <RichText t={t} i18nKey="privacy.collect.account" components={strong} />
        </li>
        <li>
          <RichText t={t} i18nKey="privacy.collect.technical" components={strong} />
        </li>
      </ul>
      <p>{t("privacy.collect.noTrackers")}</p>

      <h2>{t("privacy.use.title")}</h2>
      <ul>
        <li>{t("privacy.use.inquiries")}</li>
        <li>{t("privacy.use.listings")}</li>
        <li>{t("privacy.use.account")}</li>
        <li>{t("privacy.use.protect")}</li>
      </ul>

      <h2>{t("privacy.share.title")}</h2>
      <p>{t("privacy.share.text")}</p>

      <h2>{t("privacy.keep.title")}</h2>
      <ul>
        <li>{t("privacy.keep.inquiries")}</li>
        <li>{t("privacy.keep.submissions")}</li>
        <li>{t("privacy.keep.accounts")}</li>
        <li>{t("privacy.keep.logs")}</li>
      </ul>

      <h2>{t("privacy.rights.title")}</h2>
      <p>{t("privacy.rights.text")}</p>

      <PersonalDataSection siteName={name} email={email} />

      <h2>{t("privacy.security.title")}</h2>
      <p>{t("privacy.security.text")}</p>

      <h2>{t("privacy.contact.title")}</h2>
      <p>
        <RichText
          t={t}
          i18nKey={email ? "privacy.contact.text" : "privacy.contact.textNoEmail"}
          values={{ email, post }}
          components={{
            email: <a className="text-secondary underline" href={`mailto:${email}`} />,
            a: <Link className="text-secondary underline" to="/contact" />,
          }}
        />
      </p>
    </LegalPage>
  );
}
