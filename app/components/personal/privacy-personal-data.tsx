/**
 * The privacy page's section on the data kept for an account and in the
 * browser (India's DPDP Act 2023): what, why, for how long, how to download
 * or delete it, and whom to write to with a grievance.
 */
import { Link } from "react-router";

export function PersonalDataSection({ siteName, email }: { siteName: string; email: string }) {
  return (
    <>
      <h2>Your account, your browser and your choices</h2>
      <p>What we keep while you use the site, why, and for how long:</p>
      <ul>
        <li>
          <strong>Your account</strong> (name, e-mail address, phone number, password hash): to sign you in and to reach
          you about your inquiries and listings. Kept until you delete the account; an account unused for 3 years is
          deleted.
        </li>
        <li>
          <strong>Sign-in sessions</strong> (device, browser and IP address): to keep you signed in and to show you
          where you are signed in. Each ends after at most 30 days, when you sign out, or when you sign out other
          devices from your account page.
        </li>
        <li>
          <strong>
            Favourites, compare list, recently viewed (the last 10 properties and projects you opened), saved searches
            and notification preferences
          </strong>
          : to show them back to you and, for saved searches, to send the alerts you asked for. Kept in your account
          until you remove them or delete the account. Marketing messages are off unless you turn them on.
        </li>
        <li>
          <strong>Without an account</strong>, your compare list and recently viewed list are kept only in your own
          browser, in two cookies (<code>nivaas_compare</code> for 30 days, <code>nivaas_recent</code> for 90 days).
          They hold property and project numbers only, are never shown to anyone else, and are gone when you press
          &ldquo;Clear&rdquo;, remove a property from the comparison or delete your cookies. When you sign in, they move
          into your account.
        </li>
        <li>
          <strong>Inquiries, site visits and property submissions</strong>: kept as described above under &ldquo;How
          long we keep it&rdquo;.
        </li>
      </ul>

      <h3 className="mt-6 font-semibold text-slate-900">Download or delete your data</h3>
      <ul>
        <li>
          <strong>Download</strong>: on{" "}
          <Link className="text-secondary underline" to="/account">
            your account page
          </Link>
          , &ldquo;Download my data&rdquo; gives you a file (JSON) with your profile, favourites, compare list, recently
          viewed, saved searches, the inquiries and site visits you sent and the properties you submitted.
        </li>
        <li>
          <strong>Delete</strong>: on{" "}
          <Link className="text-secondary underline" to="/account">
            your account page
          </Link>
          , &ldquo;Delete my account&rdquo; (confirmed with your password, or a code sent to your phone) deletes the
          account, its sessions on every device, favourites, saved searches and history at once. Inquiries and
          submissions you sent stay with us for our business records, but without your name, e-mail address or phone
          number.
        </li>
        <li>
          Without an account, or if you cannot sign in, write to us (below) and we will do the same for you after
          checking that the data is yours.
        </li>
      </ul>

      <h3 className="mt-6 font-semibold text-slate-900">Grievance Officer</h3>
      <p>
        If you have a grievance about how {siteName} handles your personal data, write to our Grievance Officer at{" "}
        {email ? (
          <a className="text-secondary underline" href={`mailto:${email}`}>
            {email}
          </a>
        ) : (
          "the e-mail address on our contact page"
        )}
        , with &ldquo;Grievance&rdquo; in the subject. We acknowledge it within 48 hours and resolve it within 30 days.
        If you are not satisfied with our answer, you may complain to the Data Protection Board of India.
      </p>
    </>
  );
}
