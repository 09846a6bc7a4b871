import { NavLink } from "react-router";

/** My listings' two tabs: the listings and the leads about them. */
export function OwnerTabs({ newLeads }: { newLeads: number }) {
  const tab = ({ isActive }: { isActive: boolean }) =>
    `-mb-px border-b-2 px-4 py-2 text-sm font-semibold ${
      isActive ? "border-primary text-primary-dark" : "border-transparent text-slate-600 hover:text-slate-900"
    }`;
  return (
    <nav aria-label="My listings" className="mt-6 flex gap-2 border-b border-slate-200">
      <NavLink to="/my-listings" end className={tab}>
        Listings
      </NavLink>
      <NavLink to="/my-listings/leads" className={tab}>
        Leads{newLeads > 0 ? ` (${newLeads} new)` : ""}
      </NavLink>
    </nav>
  );
}
