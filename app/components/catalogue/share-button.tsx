import { useEffect, useState } from "react";

/** Copies through a hidden text area where the Clipboard API is missing or refused. */
function copyWithSelection(text: string): boolean {
  const area = document.createElement("textarea");
  area.value = text;
  area.setAttribute("readonly", "");
  area.style.position = "fixed";
  area.style.opacity = "0";
  document.body.appendChild(area);
  area.select();
  let copied: boolean;
  try {
    copied = document.execCommand("copy");
  } catch {
    copied = false;
  }
  area.remove();
  return copied;
}

/** What the button says, in the page's words (the property page's, the comparison's). */
export type ShareLabels = { label: string; button: string; copied: string; copyThis: (url: string) => string };

/**
 * Share: the device's share sheet where there is one, otherwise the link is
 * copied and 'Link copied to clipboard!' shows (docs/spec/public-site.md §8).
 */
export function ShareButton({
  url,
  title,
  text,
  labels,
}: {
  url: string;
  title: string;
  text?: string;
  labels: ShareLabels;
}) {
  const words = labels;
  const [message, setMessage] = useState<string | null>(null);

  useEffect(() => {
    if (!message) return;
    const timer = setTimeout(() => setMessage(null), 4000);
    return () => clearTimeout(timer);
  }, [message]);

  async function share() {
    if (typeof navigator.share === "function") {
      try {
        await navigator.share({ title, text, url });
        return;
      } catch (error) {
        // Closing the share sheet is not a failure worth a message.
        if ((error as DOMException)?.name === "AbortError") return;
      }
    }
    let copied: boolean;
    try {
      await navigator.clipboard.writeText(url);
      copied = true;
    } catch {
      copied = copyWithSelection(url);
    }
    setMessage(copied ? words.copied : words.copyThis(url));
  }

  return (
    <div className="relative">
      <button type="button" onClick={share} className="btn-outline" aria-label={words.label}>
        <span aria-hidden className="icon-share flex" /> <span>{words.button}</span>
      </button>
      <p
        role="status"
        className={
          message
            ? "absolute right-0 top-full z-10 mt-2 w-max max-w-xs rounded-lg bg-slate-900 px-3 py-2 text-sm text-white shadow-lg"
            : "sr-only"
        }
      >
        {message}
      </p>
    </div>
  );
}
