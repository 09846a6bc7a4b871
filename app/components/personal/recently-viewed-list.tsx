/**
 * The recently viewed list (home page and account page): photo, title,
 * price and locality of each property or project, newest first, with one
 * "Clear" button, a plain form post that works without JavaScript.
 */
import { useLocation } from "react-router";
import { useTranslation } from "react-i18next";
import { Form, Link } from "#app/i18n/link";
import { usePlaceName } from "#app/i18n/places";
import type { RecentItem } from "#app/domain/seekers/recently-viewed.server";

export function RecentlyViewedList({ items }: { items: RecentItem[] }) {
  const { t } = useTranslation();
  const place = usePlaceName();
  const location = useLocation();
  return (
    <div>
      <ul className="-mx-4 flex snap-x gap-4 overflow-x-auto px-4 pb-2 sm:mx-0 sm:grid sm:grid-cols-3 sm:overflow-visible sm:px-0 lg:grid-cols-5">
        {items.map((item) => (
          <li key={`${item.kind}-${item.id}`} className="w-44 shrink-0 snap-start sm:w-auto">
            <Link to={item.href} className="card block h-full overflow-hidden hover:shadow-md">
              {item.photoUrl ? (
                <img
                  src={item.photoUrl}
                  alt=""
                  width={320}
                  height={240}
                  loading="lazy"
                  className="aspect-[4/3] w-full bg-slate-100 object-cover"
                />
              ) : (
                <span className="flex aspect-[4/3] items-center justify-center bg-slate-100 text-xs text-slate-500">
                  {t("card.noPhoto")}
                </span>
              )}
              <span className="block p-3">
                <span className="block text-xs font-medium uppercase tracking-wide text-slate-500">
                  {item.kind === "project" ? t("recent.project") : t("recent.property")}
                </span>
                <span className="mt-0.5 line-clamp-2 block text-sm font-semibold text-slate-900">{item.title}</span>
                <span className="mt-1 block text-sm font-semibold text-primary-dark">
                  <BreakablePrice price={item.price} />
                </span>
                <span className="mt-0.5 block truncate text-xs text-slate-600">{place(item.location)}</span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
      <Form method="post" action="/recently-viewed" className="mt-4">
        <input type="hidden" name="returnTo" value={location.pathname + location.search} />
        <button type="submit" className="btn-outline">
          {t("recent.clear")}
        </button>
      </Form>
    </div>
  );
}

/** The home page's section; nothing at all when the list is empty (as on every cached copy of the page). */
export function RecentlyViewedSection({ items }: { items: RecentItem[] }) {
  const { t } = useTranslation();
  if (items.length === 0) return null;
  return (
    <section className="container-page pt-12" aria-labelledby="recently-viewed-heading">
      <h2 id="recently-viewed-heading" className="text-2xl font-bold text-slate-900">
        {t("recent.title")}
      </h2>
      <p className="mt-1 text-slate-600">{t("recent.text")}</p>
      <div className="mt-6">
        <RecentlyViewedList items={items} />
      </div>
    </section>
  );
}

/** "₹11,72,500/month" may break before its "/month" in a narrow tile rather than spill out of it. */
function BreakablePrice({ price }: { price: string }) {
  const cut = price.indexOf("/");
  if (cut < 0) return <>{price}</>;
  return (
    <>
      {price.slice(0, cut)}
      <wbr />
      {price.slice(cut)}
    </>
  );
}
