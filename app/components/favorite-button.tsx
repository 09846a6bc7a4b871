/**
 * The heart on property cards and the detail page. A form post to /favorites:
 * with JavaScript it goes through a fetcher and shows the spec's message;
 * without, the post redirects back to the page it came from (the action reads
 * the Referer) or to sign-in.
 *
 * The message appears in the page's one live region (layout/favorite-notice.tsx).
 */
import { useContext, useEffect, useState } from "react";
import { useFetcher } from "react-router";
import { useTranslation } from "react-i18next";
import { useLocalizedPath } from "#app/i18n/use-locale";
import { useHydrated } from "#app/lib/use-hydrated";
import { useRootData } from "#app/components/layout/root-data";
import { ShowFavoriteNotice } from "#app/components/layout/favorite-notice";

/** What POST /favorites answers a fetcher (app/routes/favorites.tsx). */
export type FavoriteActionResult =
  | { ok: true; favorited: boolean; message: string; signIn?: undefined }
  | { ok: false; message: string; signIn?: boolean };

/** The spec's English text; shown through useMessage() (its translations: common.json). */
export const LOGIN_TO_FAVORITE_MESSAGE = "Please login to add favorites";

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
  const showNotice = useContext(ShowFavoriteNotice);
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
