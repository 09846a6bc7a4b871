import { useTranslation } from "react-i18next";
import { whatsappLink } from "#app/lib/site";

/**
 * The chat link on every public page (docs/spec/public-site.md §1). It never
 * covers content: on a wide screen it floats in the room the page keeps
 * free for it at the right; on a narrower one it has its own row at the foot
 * of the page; on pages with the phone's contact bar it is part of that bar
 * (app.css: .floating-chat).
 */
export function WhatsAppLink({ phone }: { phone: string }) {
  const { t } = useTranslation();
  return (
    <div className="floating-chat-row">
      <a
        href={whatsappLink(phone)}
        target="_blank"
        rel="noopener noreferrer"
        aria-label={t("whatsapp.label")}
        className="floating-chat icon-chat flex size-14 items-center justify-center rounded-full bg-[#1f8f4e] text-white shadow-lg transition-transform [--icon-size:1.75rem] hover:scale-105"
      />
    </div>
  );
}
