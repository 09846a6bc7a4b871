import { Link, useRouteLoaderData } from "react-router";
import type { Route } from "./+types/terms";
import type { loader as rootLoader } from "#app/root";
import { LegalPage } from "#app/components/legal-page";
import { seo } from "#app/lib/seo";

export const meta: Route.MetaFunction = ({ matches }) =>
  seo({ matches, title: "Terms of Service", description: "The terms that apply when you use our property portal." });

export default function Terms() {
  const site = useRouteLoaderData<typeof rootLoader>("root")?.site;
  const name = site?.siteName ?? "Nivaas";
  return (
    <LegalPage title="Terms of Service" updated="21 November 2026">
      <p>
        These terms apply to your use of the {name} website. By using the site you agree to them. If you do not agree,
        please do not use the site.
      </p>

      <h2>What we provide</h2>
      <p>
        {name} is a platform where owners, agents and developers list residential and commercial properties and
        projects, and where visitors search them, send inquiries and book site visits. We are not a party to any sale,
        lease or other agreement between you and a seller, landlord, agent or developer.
      </p>

      <h2>Listings and accuracy</h2>
      <ul>
        <li>
          Listings are provided by their owners, agents or developers. Our team reviews submissions before they go live,
          but we do not guarantee that every detail (price, area, availability, approvals) is accurate or current.
        </li>
        <li>
          Before you pay any amount or sign any agreement, verify the title, approvals and RERA registration of the
          property yourself or with a professional.
        </li>
        <li>
          Figures such as the EMI calculator's results are estimates for guidance only; your lender's terms decide the
          actual instalment.
        </li>
      </ul>

      <h2>Your responsibilities</h2>
      <ul>
        <li>Give true information when you create an account, send an inquiry or submit a listing.</li>
        <li>
          List only properties you own or are authorised to market, and upload only photos you have the right to use.
        </li>
        <li>
          Do not post misleading, unlawful or offensive content, send spam, or try to disrupt or gain unauthorised
          access to the site.
        </li>
        <li>Keep your password confidential; you are responsible for activity under your account.</li>
      </ul>

      <h2>Submissions</h2>
      <p>
        When you submit a property, you allow us to review, edit for clarity, publish and promote it on the site. We may
        decline or remove any listing at our discretion, for example if it appears inaccurate, duplicated or unlawful.
      </p>

      <h2>Accounts</h2>
      <p>We may suspend or close accounts that break these terms. You may ask us to delete your account at any time.</p>

      <h2>Liability</h2>
      <p>
        The site is provided "as is". To the extent the law allows, {name} is not liable for losses arising from your
        dealings with other users or from reliance on listing information. Nothing in these terms limits rights you have
        under applicable consumer protection law.
      </p>

      <h2>Privacy</h2>
      <p>
        How we handle personal data is described in our{" "}
        <Link className="text-secondary underline" to="/privacy">
          Privacy Policy
        </Link>
        .
      </p>

      <h2>Governing law</h2>
      <p>
        These terms are governed by the laws of India. Courts in Mumbai, Maharashtra have jurisdiction over any dispute.
      </p>

      <h2>Changes and contact</h2>
      <p>
        We may update these terms; the date above shows the latest version. Questions? Reach us through the{" "}
        <Link className="text-secondary underline" to="/contact">
          contact page
        </Link>
        .
      </p>
    </LegalPage>
  );
}
