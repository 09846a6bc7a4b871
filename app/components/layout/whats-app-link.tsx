import { whatsappLink } from "#app/lib/site";

/** The floating chat link on every page (docs/spec/public-site.md §1). */
export function WhatsAppLink({ phone }: { phone: string }) {
  return (
    <a
      href={whatsappLink(phone)}
      target="_blank"
      rel="noopener noreferrer"
      aria-label="Chat with us on WhatsApp"
      className="icon-chat fixed bottom-5 right-5 z-40 flex size-14 items-center justify-center rounded-full bg-[#1f8f4e] text-white shadow-lg transition-transform [--icon-size:1.75rem] hover:scale-105"
    />
  );
}
