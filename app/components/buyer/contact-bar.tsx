import { useTranslation } from "react-i18next";
import { useRootData } from "#app/components/layout/root-data";
import { telLink, whatsappLink } from "#app/lib/site";
import { INQUIRY_FORM_ANCHOR, showInquiryForm } from "#app/lib/detail-anchors";

/**
 * The phone's contact bar on property and project pages: Call, WhatsApp and
 * Enquire, fixed to the bottom of the screen below the desktop layout. It
 * takes the floating chat button's place there, and the page keeps room for
 * it at its end (app.css: .contact-bar). Enquire is a plain anchor to the
 * inquiry form, so it works without JavaScript. Call rings `callPhone` (a
 * project's developer) when given, else the office, as WhatsApp does.
 */
export function ContactBar({ callPhone, chatText }: { callPhone?: string | null; chatText: string }) {
  const { t } = useTranslation("detail");
  const office = useRootData()?.site.contactPhone ?? "";
  const call = callPhone || office;
  return (
    <nav
      aria-label={t("contactBar.label")}
      className="contact-bar fixed inset-x-0 bottom-0 z-40 border-t border-slate-200 bg-white/95 px-3 py-2 shadow-[0_-4px_12px_rgba(15,23,42,0.08)] backdrop-blur lg:hidden"
    >
      <ul className="mx-auto grid max-w-xl grid-cols-3 gap-2">
        {call ? (
          <li>
            <a href={telLink(call)} className="btn-outline w-full px-2">
              <span aria-hidden className="icon-phone flex" /> {t("contactBar.call")}
            </a>
          </li>
        ) : null}
        {office ? (
          <li>
            <a
              href={whatsappLink(office, chatText)}
              target="_blank"
              rel="noopener noreferrer"
              className="btn w-full bg-green-700 px-2 text-white hover:bg-green-800"
            >
              <span aria-hidden className="icon-chat flex" /> WhatsApp
            </a>
          </li>
        ) : null}
        <li className={call && office ? undefined : call || office ? "col-span-2" : "col-span-3"}>
          <a href={`#${INQUIRY_FORM_ANCHOR}`} onClick={showInquiryForm} className="btn-primary w-full px-2">
            <span aria-hidden className="icon-send flex" /> {t("contactBar.enquire")}
          </a>
        </li>
      </ul>
    </nav>
  );
}
