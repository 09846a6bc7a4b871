/**
 * The favourites' message: one live region per page, fixed at the bottom of
 * the screen, held by the site layout (every page has it). The hearts
 * (favorite-button.tsx, on the cards and the detail page) show their answers
 * through it, not one region per heart: a list page has twelve hearts.
 */
import { createContext, useEffect, useState } from "react";
import { useLocation } from "react-router";
import { useTranslation } from "react-i18next";
import { Link } from "#app/i18n/link";
import { useMessage } from "#app/i18n/use-locale";

export type FavoriteNotice = { text: string; tone: "success" | "error"; signIn?: boolean };

/** Shows a favourite's message in the page's live region. */
export const ShowFavoriteNotice = createContext<(notice: FavoriteNotice) => void>(() => {
  throw new Error("FavoriteButton needs a FavoriteNoticeProvider above it (the site layout has one)");
});

/** Holds the page's favourite message and its live region (fixed at the bottom of the screen). */
export function FavoriteNoticeProvider({ children }: { children: React.ReactNode }) {
  const { t } = useTranslation();
  const translate = useMessage();
  const location = useLocation();
  // Each message is a new object, so the same text twice restarts the timer.
  const [notice, setNotice] = useState<FavoriteNotice | null>(null);

  useEffect(() => {
    if (!notice) return;
    const timer = setTimeout(() => setNotice(null), notice.signIn ? 6000 : 3000);
    return () => clearTimeout(timer);
  }, [notice]);

  return (
    <ShowFavoriteNotice.Provider value={setNotice}>
      {children}
      <div
        role="status"
        aria-live="polite"
        className="pointer-events-none fixed inset-x-0 bottom-24 z-50 flex justify-center px-4 sm:bottom-6"
      >
        {notice ? (
          <div
            className={`pointer-events-auto flex items-center gap-3 rounded-lg px-4 py-3 text-sm font-medium text-white shadow-lg ${
              notice.tone === "success" ? "bg-green-700" : "bg-slate-900"
            }`}
          >
            <span>{translate(notice.text)}</span>
            {notice.signIn ? (
              <Link
                to={`/login?redirectTo=${encodeURIComponent(location.pathname + location.search)}`}
                className="rounded-md bg-white px-3 py-1 text-sm font-semibold text-slate-900 hover:bg-slate-100"
              >
                {t("favorite.signIn")}
              </Link>
            ) : null}
          </div>
        ) : null}
      </div>
    </ShowFavoriteNotice.Provider>
  );
}
