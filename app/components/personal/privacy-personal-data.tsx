/**
 * The privacy page's section on the data kept for an account and in the
 * browser (India's DPDP Act 2023): what, why, for how long, how to download
 * or delete it, and whom to write to with a grievance.
 */
import { useTranslation } from "react-i18next";
import { RichText } from "#app/i18n/rich-text";
import { Link } from "#app/i18n/link";

export function PersonalDataSection({ siteName, email }: { siteName: string; email: string }) {
  const { t } = useTranslation("pages");
  const strong = { strong: <strong /> };
  const accountLink = { ...strong, a: <Link className="text-secondary underline" to="/account" /> };
  return (
    <>
      <h2>{t("personal.title")}</h2>
      <p>{t("personal.intro")}</p>
      <ul>
        <li>
          <RichText t={t} i18nKey="personal.account" components={strong} />
        </li>
        <li>
          <RichText t={t} i18nKey="personal.sessions" components={strong} />
        </li>
        <li>
          <RichText t={t} i18nKey="personal.lists" components={strong} />
        </li>
        <li>
          <RichText t={t} i18nKey="personal.noAccount" components={{ ...strong, code: <code /> }} />
        </li>
        <li>
          <RichText t={t} i18nKey="personal.leads" components={strong} />
        </li>
      </ul>

      <h3 className="mt-6 font-semibold text-slate-900">{t("personal.choices.title")}</h3>
      <ul>
        <li>
          <RichText t={t} i18nKey="personal.download" components={accountLink} />
        </li>
        <li>
          <RichText t={t} i18nKey="personal.delete" components={accountLink} />
        </li>
        <li>{t("personal.request")}</li>
      </ul>

      <h3 className="mt-6 font-semibold text-slate-900">{t("personal.grievance.title")}</h3>
      <p>
        <RichText
          t={t}
          i18nKey={email ? "personal.grievance.text" : "personal.grievance.textNoEmail"}
          values={{ siteName, email }}
          components={{ email: <a className="text-secondary underline" href={`mailto:${email}`} /> }}
        />
      </p>
    </>
  );
}
