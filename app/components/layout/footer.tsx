import { useTranslation } from "react-i18next";
import type { ParseKeys } from "i18next";
import { Link } from "#app/i18n/link";
import { useMessage } from "#app/i18n/use-locale";
import type { SiteInfo } from "#app/lib/site";
import { formatOfficePhone } from "#app/lib/phone";
import { telLink } from "#app/lib/site";
import { todayInIndia } from "#app/lib/format";

type FooterLink = { to: string; label: ParseKeys<"common"> };

const QUICK_LINKS: FooterLink[] = [
  { to: "/residential", label: "footer.residentialProperties" },
  { to: "/commercial", label: "footer.commercialProperties" },
  { to: "/projects", label: "footer.newProjects" },
  { to: "/emi-calculator", label: "footer.emiCalculator" },
  { to: "/about", label: "footer.aboutUs" },
];

// Each link leads to a page that does what it says: no service without a page
// of its own (the original's valuation and legal links led nowhere) and no
// second name for the same page (Post Property is List Your Property).
const SERVICES: FooterLink[] = [
  { to: "/list-property", label: "footer.listYourProperty" },
  // The calculator's "how much can I borrow" section.
  { to: "/emi-calculator#borrow-heading", label: "footer.homeLoans" },
  { to: "/localities", label: "footer.localityPrices" },
];

export function Footer({ site }: { site: SiteInfo }) {
  const { t } = useTranslation();
  // The settings' texts are the owner's; the default ones have translations (common.json).
  const translate = useMessage();
  return (
    <footer className="mt-16 bg-slate-900 text-slate-300 [&_a:hover]:text-white">
      <div className="container-page grid gap-10 py-12 sm:grid-cols-2 lg:grid-cols-4">
        <div>
          <p className="text-xl font-bold text-white">{site.siteName}</p>
          <p className="mt-3 text-sm leading-6 text-slate-400">{translate(site.siteDescription)}</p>
          <p className="icon-pin mt-3 flex items-start gap-2 text-sm text-slate-400 before:mt-0.5">
            {translate(site.address)}
          </p>
        </div>
        <FooterLinks heading={t("footer.quickLinks")} links={QUICK_LINKS} />
        <FooterLinks heading={t("footer.services")} links={SERVICES} />
        <div>
          <h2 className="text-sm font-semibold uppercase tracking-wide text-white">{t("footer.contact")}</h2>
          <ul className="mt-4 space-y-3 text-sm">
            <li>
              <a href={telLink(site.contactPhone)} className="icon-phone flex items-center gap-2">
                {formatOfficePhone(site.contactPhone)}
              </a>
            </li>
            <li>
              <a href={telLink(site.contactPhoneAlt)} className="icon-phone flex items-center gap-2">
                {formatOfficePhone(site.contactPhoneAlt)}
              </a>
            </li>
            <li>
              <a href={`mailto:${site.contactEmail}`} className="icon-mail flex items-center gap-2">
                {site.contactEmail}
              </a>
            </li>
          </ul>
        </div>
      </div>
      <div className="border-t border-slate-800">
        <div className="container-page flex flex-col items-center justify-between gap-3 py-5 text-sm text-slate-400 sm:flex-row">
          <p>{t("footer.copyright", { siteName: site.siteName, year: todayInIndia().slice(0, 4) })}</p>
          <div className="flex gap-5">
            <Link to="/terms">{t("footer.terms")}</Link>
            <Link to="/privacy">{t("footer.privacy")}</Link>
          </div>
        </div>
      </div>
    </footer>
  );
}

function FooterLinks({ heading, links }: { heading: string; links: FooterLink[] }) {
  const { t } = useTranslation();
  return (
    <div>
      <h2 className="text-sm font-semibold uppercase tracking-wide text-white">{heading}</h2>
      <ul className="mt-4 space-y-2 text-sm">
        {links.map((link) => (
          <li key={link.label}>
            <Link to={link.to}>{t(link.label)}</Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
