/**
 * The page of a listing its owner marked sold or rented out (the property
 * route answers 410 with this data): what happened, and similar properties
 * still on offer.
 */
import { useTranslation } from "react-i18next";
import { PropertyCard } from "#app/components/catalogue/property-card";
import { Link } from "#app/i18n/link";
import { usePlaceName } from "#app/i18n/places";
import type { ClosedListingView } from "./closed-listing-of";

export function ClosedListingPage({ listing }: { listing: ClosedListingView }) {
  const { t } = useTranslation("detail");
  const place = usePlaceName();
  const sold = listing.closedAs === "sold";
  return (
    <div className="container-page py-10">
      <div className="card mx-auto max-w-2xl p-8 text-center">
        <span aria-hidden className="icon-check-circle flex justify-center text-green-700 [--icon-size:3rem]" />
        <h1 className="mt-4 text-2xl font-bold text-slate-900">{sold ? t("closed.sold") : t("closed.rented")}</h1>
        <p className="mt-2 text-slate-700">
          {listing.title} · {place(listing.location)}
        </p>
        <Link to={sold ? "/residential?status=sale" : "/residential?status=rent"} className="btn-primary mt-6">
          {t("closed.browse")}
        </Link>
      </div>
      {listing.similar.length > 0 ? (
        <section className="mt-10" aria-labelledby="similar-heading">
          <h2 id="similar-heading" className="text-xl font-bold text-slate-900">
            {t("closed.similar")}
          </h2>
          <div className="mt-4 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {listing.similar.map((card) => (
              <PropertyCard
                key={card.id}
                property={card}
                variant={card.type === "Commercial" ? "commercial" : "residential"}
              />
            ))}
          </div>
        </section>
      ) : null}
    </div>
  );
}
