/**
 * /favorites: the signed-in user's saved properties, and the endpoint every
 * heart posts to (add / remove). The user always comes from the session, so
 * nobody can see or change another user's favourites.
 */
import { data, redirect, useFetcher } from "react-router";
import { useTranslation } from "react-i18next";
import { RoomFacts } from "#app/components/room-facts";
import type { FavoriteActionResult } from "#app/components/favorite-button";
import type { Route } from "./+types/favorites";
import { Link } from "#app/i18n/link";
import { localeOfPath, localizePath } from "#app/i18n/locales";
import { usePlaceName } from "#app/i18n/places";
import { useLocalizedPath, useMessage } from "#app/i18n/use-locale";
import { localeContext } from "#app/web/context";
import { formOf } from "#app/web/request-body.server";
import { parseId } from "#app/lib/ids";
import { metaT, seo } from "#app/lib/seo";
import { safeRedirect } from "#app/lib/validation/auth";
import { REFUSAL_STATUS, type RefusalStatus } from "#app/lib/form/refusal";
import { useHydrated } from "#app/lib/use-hydrated";
import {
  addFavorite,
  listFavorites,
  removeFavorite,
  type FavoriteProperty,
} from "#app/domain/seekers/favorites.server";
import { getCurrentUser } from "#app/web/session.server";
import { env } from "#app/platform/env.server";
import type { TextsHandle } from "#app/i18n/page-texts";
import { log } from "#app/platform/log.server";
import { ListingPrice } from "#app/components/catalogue/card-parts";

/** The texts this page needs beyond the shared ones (app/i18n/page-texts.ts). */
export const handle: TextsHandle = { texts: ["account"] };

export const meta: Route.MetaFunction = ({ matches }) =>
  seo({ matches, title: metaT(matches, "account")("favorites.title"), noindex: true });

const FALLBACK_PHOTO = "/images/default-property.webp";

/** English-keyed (the `messages` texts): translated where shown, here and by every heart. */
const MESSAGES = {
  login: "Please login to add favorites",
  added: "Added to favorites!",
  removed: "Removed from favorites!",
  addFailed: "Failed to add to favorites",
  removeFailed: "Failed to remove from favorites",
  pageRemoveFailed: "Failed to remove favorite",
} as const;

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await getCurrentUser({ request, context });
  if (!user) return { signedIn: false as const, favorites: [] as FavoriteProperty[], notice: null };
  const url = new URL(request.url);
  const notice =
    url.searchParams.get("removed") === "1"
      ? MESSAGES.removed
      : url.searchParams.get("removed") === "0"
        ? MESSAGES.pageRemoveFailed
        : null;
  return { signedIn: true as const, favorites: await listFavorites(user.id), notice };
}

/**
 * The page a plain (no-JavaScript) heart was pressed on, from the Referer: the
 * hearts send no return address of their own (twelve hidden fields per list
 * page). Only our own pages count: the host must be this request's or PUBLIC_URL's.
 */
function refererPath(request: Request): string | null {
  const referer = request.headers.get("referer");
  if (!referer) return null;
  let from: URL;
  try {
    from = new URL(referer);
  } catch {
    return null;
  }
  const ownHosts = [new URL(request.url).host, new URL(env.publicUrl).host];
  return ownHosts.includes(from.host) ? from.pathname + from.search : null;
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = formOf(context);
  const intent = form.get("intent") === "remove" ? "remove" : "add";
  const fromPage = form.get("source") === "favorites-page";
  const viaFetcher = form.get("via") === "fetcher";
  const locale = context.get(localeContext);
  const returnTo = safeRedirect(form.get("returnTo") ?? refererPath(request), localizePath(locale, "/favorites"));
  const propertyId = parseId(form.get("propertyId"));
  const failed = intent === "add" ? MESSAGES.addFailed : fromPage ? MESSAGES.pageRemoveFailed : MESSAGES.removeFailed;

  // To the heart's fetcher: a message, and for a refusal its real status (400 unknown id,
  // 401 signed out, 404 no such property, 503 storing failed). Without JavaScript: back to the page.
  const answer = (result: FavoriteActionResult, status: RefusalStatus | 200 = 200) => {
    if (viaFetcher) return data(result, { status });
    if (fromPage) return redirect(localizePath(locale, `/favorites?removed=${result.ok ? "1" : "0"}`));
    return redirect(returnTo);
  };

  const user = await getCurrentUser({ request, context });
  if (!user) {
    if (viaFetcher) {
      return data<FavoriteActionResult>(
        { ok: false, message: MESSAGES.login, signIn: true },
        { status: REFUSAL_STATUS.unauthorised },
      );
    }
    // Signed out: sign in in the language of the page the heart was pressed on, then back there.
    return redirect(`${localizePath(localeOfPath(returnTo), "/login")}?redirectTo=${encodeURIComponent(returnTo)}`);
  }
  if (propertyId === null) return answer({ ok: false, message: failed }, REFUSAL_STATUS.invalid);

  try {
    if (intent === "add") {
      const added = await addFavorite(user.id, propertyId);
      return added
        ? answer({ ok: true, favorited: true, message: MESSAGES.added })
        : answer({ ok: false, message: failed }, REFUSAL_STATUS.notFound);
    }
    await removeFavorite(user.id, propertyId);
    return answer({ ok: true, favorited: false, message: MESSAGES.removed });
  } catch (error) {
    log.error({ err: error }, "Favourite change failed");
    return answer({ ok: false, message: failed }, REFUSAL_STATUS.unavailable);
  }
}

export default function FavoritesPage({ loaderData }: Route.ComponentProps) {
  if (!loaderData.signedIn) return <SignedOut />;
  return <SavedList favorites={loaderData.favorites} notice={loaderData.notice} />;
}

function SavedList({ favorites, notice }: { favorites: FavoriteProperty[]; notice: string | null }) {
  // One fetcher for the page: a removed card leaves the list, its message must not.
  const fetcher = useFetcher<FavoriteActionResult>();
  const removingId = Number(fetcher.formData?.get("propertyId") ?? 0);
  const live = fetcher.state === "idle" && fetcher.data ? fetcher.data.message : null;
  const { t } = useTranslation("account");
  return (
    <section className="container-page py-10 sm:py-14">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-3xl font-bold text-slate-900">{t("favorites.title")}</h1>
          <p className="mt-1 text-slate-600">{t("favorites.count", { count: favorites.length })}</p>
        </div>
      </div>
      <PageNotice initial={notice} live={live} />
      {favorites.length === 0 ? (
        <div className="card mt-8 flex flex-col items-center px-6 py-16 text-center">
          <span aria-hidden className="icon-heart flex text-slate-300 [--icon-size:3rem]" />
          <h2 className="mt-4 text-xl font-semibold text-slate-900">{t("favorites.none")}</h2>
          <p className="mt-2 max-w-sm text-slate-600">{t("favorites.noneHelp")}</p>
          <Link to="/residential" className="btn-primary mt-6">
            {t("favorites.browse")}
          </Link>
        </div>
      ) : (
        <ul className="mt-8 grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {favorites.map((property) => (
            <li key={property.favoriteId}>
              <FavoriteCard property={property} fetcher={fetcher} removing={removingId === property.id} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function SignedOut() {
  const { t } = useTranslation("account");
  const localized = useLocalizedPath();
  return (
    <section className="container-page py-16">
      <div className="card mx-auto flex max-w-lg flex-col items-center px-6 py-14 text-center">
        <span aria-hidden className="icon-heart flex text-primary [--icon-size:3rem]" />
        <h1 className="mt-4 text-2xl font-bold text-slate-900">{t("favorites.signInTitle")}</h1>
        <p className="mt-2 text-slate-600">{t("favorites.signInIntro")}</p>
        <Link to={`/login?redirectTo=${encodeURIComponent(localized("/favorites"))}`} className="btn-primary mt-6">
          {t("login.signIn")}
        </Link>
      </div>
    </section>
  );
}

/** The message after a removal: from the fetcher with JavaScript, from the URL without. */
function PageNotice({ initial, live }: { initial: string | null; live?: string | null }) {
  const translate = useMessage();
  const text = live ?? initial;
  return (
    <div role="status" aria-live="polite" className="mt-4 empty:hidden">
      {text ? (
        <p
          className={`inline-block rounded-lg px-4 py-2 text-sm font-medium ${
            text === MESSAGES.removed ? "bg-green-50 text-green-800" : "bg-red-50 text-red-800"
          }`}
        >
          {translate(text)}
        </p>
      ) : null}
    </div>
  );
}

function FavoriteCard({
  property,
  fetcher,
  removing,
}: {
  property: FavoriteProperty;
  fetcher: ReturnType<typeof useFetcher<FavoriteActionResult>>;
  removing: boolean;
}) {
  const hydrated = useHydrated();
  const { t } = useTranslation("account");
  const place = usePlaceName();
  const localized = useLocalizedPath();
  const photo = property.images[0]?.card ?? FALLBACK_PHOTO;
  const href = `/property/${property.id}`;

  return (
    <article className={`card flex h-full flex-col overflow-hidden ${removing ? "opacity-60" : ""}`}>
      <div className="relative aspect-[4/3] bg-slate-100">
        <img
          src={photo}
          alt={property.title}
          width={640}
          height={480}
          loading="lazy"
          decoding="async"
          className="h-full w-full object-cover"
        />
        <span
          className={`absolute left-3 top-3 rounded-full px-3 py-1 text-xs font-semibold text-white ${
            property.status === "rent" ? "bg-emerald-700" : "bg-secondary"
          }`}
        >
          {property.status === "rent" ? t("favorites.forRent") : t("favorites.forSale")}
        </span>
        <fetcher.Form method="post" action={localized("/favorites")} className="absolute right-3 top-3">
          <input type="hidden" name="propertyId" value={property.id} />
          <input type="hidden" name="source" value="favorites-page" />
          {hydrated ? <input type="hidden" name="via" value="fetcher" /> : null}
          <button
            type="submit"
            name="intent"
            value="remove"
            disabled={removing}
            aria-label={t("favorites.removeLabel", { title: property.title })}
            className="icon-trash inline-flex h-10 w-10 items-center justify-center rounded-full bg-white text-red-600 shadow-sm [--icon-size:1.25rem] hover:bg-red-50"
          />
        </fetcher.Form>
      </div>
      <div className="flex flex-1 flex-col p-4">
        <p className="text-xl font-bold text-primary-dark">
          <ListingPrice price={property.price} status={property.status} />
        </p>
        <h2 className="mt-1 line-clamp-2 text-base font-semibold text-slate-900">{property.title}</h2>
        <p className="mt-1 flex items-center gap-1 text-sm text-slate-600">
          <span aria-hidden className="icon-pin flex shrink-0" /> {place(property.location)}
        </p>
        <RoomFacts property={property} className="mt-3 flex flex-wrap gap-x-4 gap-y-1 text-sm text-slate-700" />
        <Link to={href} className="btn-outline mt-4 w-full">
          {t("favorites.viewDetails")}
        </Link>
      </div>
    </article>
  );
}
