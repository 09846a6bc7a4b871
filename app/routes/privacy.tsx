import { Link, useRouteLoaderData } from "react-router";
import type { Route } from "./+types/privacy";
import type { loader as rootLoader } from "#app/root";
import { LegalPage } from "#app/components/legal-page";
import { seo } from "#app/lib/seo";
import { PersonalDataSection } from "#app/components/personal/privacy-personal-data";

export const meta: Route.MetaFunction = ({ matches }) =>
  seo({
    matches,
    title: "Privacy Policy",
    description: "What personal data we collect, why, how long we keep it, who we share it with and how to reach us.",
  });

/** Written in the spirit of India's Digital Personal Data Protection Act, 2023. */
export default function Privacy() {
  const site = useRouteLoaderData<typeof rootLoader>("root")?.site;
  const name = site?.siteName ?? "Nivaas";
  const email = site?.contactEmail ?? "";
  return (
    <LegalPage title="Privacy Policy" updated="23 November 2026">
      <p>
        {name} ("we", "us") runs this property portal. This notice explains what personal data we collect when you use
        it, why we collect it, how long we keep it and the choices you have. We process personal data in line with
        India's Digital Personal Data Protection Act, 2023 (DPDP Act). By using the site and submitting a form you
        consent to the processing described here for the purposes stated; you can withdraw that consent at any time (see
        "Your rights").
      </p>

      <h2>What we collect</h2>
      <ul>
        <li>
          <strong>Contact details</strong> you give us: your name, phone number and e-mail address, when you send an
          inquiry, book a site visit, create an account or list a property.
        </li>
        <li>
          <strong>Inquiries and messages</strong>: the subject and text you write, the property or project you asked
          about, and a preferred date and time for a site visit.
        </li>
        <li>
          <strong>Property listings</strong>: the address, description, price, specifications and photos of a property
          you submit, with the owner's name, phone and e-mail.
        </li>
        <li>
          <strong>Photos</strong> you upload. We remove all embedded metadata (including camera details and GPS
          location) before storing them.
        </li>
        <li>
          <strong>Account data</strong>: your password (stored only as a one-way hash), your saved favourites and your
          sign-in sessions.
        </li>
        <li>
          <strong>Technical data</strong>: your IP address and browser type, used to keep you signed in, to limit abuse
          (for example, too many attempts) and to keep the service secure.
        </li>
      </ul>
      <p>We do not use advertising trackers, and we do not sell personal data.</p>

      <h2>Why we use it</h2>
      <ul>
        <li>
          To answer your inquiry, arrange site visits and put you in touch with the owner, agent or developer concerned.
        </li>
        <li>To review, publish and manage property listings you submit, and to tell you the outcome.</li>
        <li>To run your account: sign-in, one-time codes by SMS, password resets and favourites.</li>
        <li>To protect the site and its users against fraud, spam and misuse, and to meet our legal obligations.</li>
      </ul>

      <h2>Who we share it with</h2>
      <p>
        When you inquire about a property or project, we share your name, phone and e-mail with the owner, agent or
        developer of that listing so they can respond. We use service providers for hosting, e-mail and SMS delivery,
        who process data only on our instructions. We disclose data to authorities when the law requires it. We never
        sell your data.
      </p>

      <h2>How long we keep it</h2>
      <ul>
        <li>Inquiries and site-visit requests: up to 24 months after the last contact, then deleted.</li>
        <li>
          Property submissions that are rejected: up to 6 months; approved listings: while the listing is live and 12
          months after it is removed.
        </li>
        <li>Accounts: until you ask us to delete your account; inactive accounts are deleted after 3 years.</li>
        <li>Security logs and rate-limit records: up to 90 days.</li>
      </ul>

      <h2>Your rights</h2>
      <p>
        Under the DPDP Act you may ask us for a summary of the personal data we hold about you, have it corrected,
        completed or erased, withdraw your consent, and nominate another person to exercise these rights on your behalf.
        You may also raise a grievance with us, and if you are not satisfied with our response, with the Data Protection
        Board of India.
      </p>

      <PersonalDataSection siteName={name} email={email} />

      <h2>Security</h2>
      <p>
        Passwords are hashed, sessions use secure cookies, uploads are checked before they are stored, and access to the
        back-office is restricted to authorised staff.
      </p>

      <h2>Contact and grievances</h2>
      <p>
        For any privacy question, request or grievance, write to our Grievance Officer at{" "}
        {email ? (
          <a className="text-secondary underline" href={`mailto:${email}`}>
            {email}
          </a>
        ) : (
          "our contact address"
        )}
        {site?.address ? `, or by post to ${name}, ${site.address}` : ""}. We reply within 30 days. You can also reach
        us through the{" "}
        <Link className="text-secondary underline" to="/contact">
          contact page
        </Link>
        .
      </p>
    </LegalPage>
  );
}
