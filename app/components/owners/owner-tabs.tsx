import { useTranslation } from "react-i18next";
import { NavLink } from "#app/i18n/link";

/** My listings' two tabs: the listings and the leads about them. */
export function OwnerTabs({ newLeads }: { newLeads: number }) {
  const { t } = useTranslation("owner");
  const tab = ({ isActive }: { isActive: boolean }) =>
    `-mb-px border-b-2 px-4 py-2 text-sm font-semibold ${
      isActive ? "border-primary text-primary-dark" : "border-transparent text-slate-600 hover:text-slate-900"
    }`;
  return (
    <nav aria-label={t("myListings.title")} className="mt-6 flex gap-2 border-b border-slate-200">
      <NavLink to="/my-listings" end className={tab}>
        {t("tabs.listings")}
      </NavLink>
      <NavLink to="/my-listings/leads" className={tab}>
        {newLeads > 0 ? t("tabs.leadsNew", { n: newLeads }) : t("tabs.leads")}
      </NavLink>
    </nav>
  );
}
