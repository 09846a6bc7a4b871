import { Link } from "react-router";
import type { SiteInfo } from "#app/lib/site";
import { formatOfficePhone } from "#app/lib/validation/phone";
import { telLink } from "#app/lib/site";

const QUICK_LINKS = [
  { to: "/residential", label: "Residential Properties" },
  { to: "/commercial", label: "Commercial Properties" },
  { to: "/projects", label: "New Projects" },
  { to: "/emi-calculator", label: "EMI Calculator" },
  { to: "/about", label: "About Us" },
];

const SERVICES = [
  { to: "/list-property", label: "List Your Property" },
  { to: "/post-property", label: "Post Property" },
  // The original's valuation, home-loan and legal links led nowhere; these go
  // to the pages that actually help until those services exist.
  { to: "/contact", label: "Property Valuation" },
  { to: "/emi-calculator", label: "Home Loans" },
  { to: "/contact", label: "Legal Services" },
];

export function Footer({ site }: { site: SiteInfo }) {
  return (
    <footer className="mt-16 bg-slate-900 text-slate-300 [&_a:hover]:text-white">
      <div className="container-page grid gap-10 py-12 sm:grid-cols-2 lg:grid-cols-4">
        <div>
          <p className="text-xl font-bold text-white">{site.siteName}</p>
          <p className="mt-3 text-sm leading-6 text-slate-400">{site.siteDescription}</p>
          <p className="icon-pin mt-3 flex items-start gap-2 text-sm text-slate-400 before:mt-0.5">{site.address}</p>
        </div>
        <FooterLinks heading="Quick Links" links={QUICK_LINKS} />
        <FooterLinks heading="Services" links={SERVICES} />
        <div>
          <h2 className="text-sm font-semibold uppercase tracking-wide text-white">Contact</h2>
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
          <p>{`© 2025 ${site.siteName}. All rights reserved.`}</p>
          <div className="flex gap-5">
            <Link to="/terms">Terms of Service</Link>
            <Link to="/privacy">Privacy Policy</Link>
          </div>
        </div>
      </div>
    </footer>
  );
}

function FooterLinks({ heading, links }: { heading: string; links: { to: string; label: string }[] }) {
  return (
    <div>
      <h2 className="text-sm font-semibold uppercase tracking-wide text-white">{heading}</h2>
      <ul className="mt-4 space-y-2 text-sm">
        {links.map((link) => (
          <li key={link.label}>
            <Link to={link.to}>{link.label}</Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
