/**
 * The heart on property cards and the detail page. A form post to /favorites:
 * with JavaScript it goes through a fetcher and shows the spec's message;
 * without, the post redirects back to the page it came from (the action reads
 * the Referer) or to sign-in.
 *
 * The message appears in one live region per page (<FavoriteNoticeProvider>
 * in the site layout), not one per heart: a list page has twelve hearts.
 */
import { createContext, useContext, useEffect, useState } from "react";
import { useFetcher, useLocation } from "react-router";
import { useTranslation } from "react-i18next";
import { Link } from "#app/i18n/link";
import { useLocalizedPath, useMessage } from "#app/i18n/use-locale";
import { useHydrated } from "#app/lib/use-hydrated";
import { useRootData } from "#app/components/layout/root-data";

/** What POST /favorites answers a fetcher (app/routes/favorites.tsx). */
export type FavoriteActionResult =
  | { ok: true; favorited: boolean; message: string; signIn?: undefined }
  | { ok: false; message: string; signIn?: boolean };

/** The spec's English text; shown through useMessage() (its translations: common.json). */
export const LOGIN_TO_FAVORITE_MESSAGE = "Please login to add favorites";

type Notice = { text: string; tone: "success" | "error"; signIn?: boolean };

const ShowNotice = createContext<(notice: Notice) => void>(() => {
  throw new Error("FavoriteButton needs a FavoriteNoticeProvider above it (the site layout has one)");
});

/** Holds the page's favourite message and its live region (fixed at the bottom of the screen). */
export function FavoriteNoticeProvider({ children }: { children: React.ReactNode }) {
  const { t } = useTranslation();
  const translate = useMessage();
  const location = useLocation();
  // Each message is a new object, so the same text twice restarts the timer.
  const [notice, setNotice] = useState<Notice | null>(null);

  useEffect(() => {
    if (!notice) return;
    const timer = setTimeout(() => setNotice(null), notice.signIn ? 6000 : 3000);
    return () => clearTimeout(timer);
  }, [notice]);

  return (
    <ShowNotice.Provider value={setNotice}>
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
    </ShowNotice.Provider>
  );
}

export function FavoriteButton({
  propertyId,
  favorited,
  className,
}: {
  propertyId: number;
  favorited: boolean;
  className?: string;
}) {
  const { t } = useTranslation();
  const localized = useLocalizedPath();
  const root = useRootData();
  const signedIn = Boolean(root?.user);
  const fetcher = useFetcher<FavoriteActionResult>();
  const hydrated = useHydrated();
  const showNotice = useContext(ShowNotice);
  // The server's answer wins until the page's own data catches up.
  const [confirmed, setConfirmed] = useState<boolean | null>(null);
  useEffect(() => setConfirmed(null), [favorited]);

  useEffect(() => {
    const result = fetcher.data;
    if (!result || fetcher.state !== "idle") return;
    if (result.ok) setConfirmed(result.favorited);
    showNotice({ text: result.message, tone: result.ok ? "success" : "error", signIn: result.signIn });
  }, [fetcher.data, fetcher.state, showNotice]);

  const pendingIntent = fetcher.formData?.get("intent");
  const on = pendingIntent ? pendingIntent === "add" : (confirmed ?? favorited);

  return (
    <fetcher.Form
      method="post"
      action={localized("/favorites")}
      className={className}
      onSubmit={(event) => {
        if (!signedIn) {
          event.preventDefault();
          showNotice({ text: LOGIN_TO_FAVORITE_MESSAGE, tone: "error", signIn: true });
        }
      }}
    >
      <input type="hidden" name="propertyId" value={propertyId} />
      {hydrated ? <input type="hidden" name="via" value="fetcher" /> : null}
      <button
        name="intent"
        value={on ? "remove" : "add"}
        aria-pressed={on}
        aria-label={t("favorite.add")}
        // The heart is drawn by CSS (icon-heart*): twelve cards, no twelve SVGs.
        className={on ? "favorite-button icon-heart-filled" : "favorite-button icon-heart"}
      />
    </fetcher.Form>
  );
}
