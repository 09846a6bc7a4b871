import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { useFormat, useMessage } from "#app/i18n/use-locale";
import { Link } from "#app/i18n/link";
import { usePlaceName } from "#app/i18n/places";
import { localityPath } from "#app/lib/localities";

/**
 * A card's location in the page's language, linking its locality's page in
 * that language; a location with no usable locality name stays plain text.
 */
export function CardLocation({ location, className }: { location: string; className?: string }) {
  const place = usePlaceName();
  const path = localityPath(location);
  if (!path) return <span className={className}>{place(location)}</span>;
  return (
    <Link to={path} className={className} discover="none">
      {place(location)}
    </Link>
  );
}

/**
 * The photo area of a property or project card: the card-size photo, or the
 * card's own placeholder when there is none, then whatever sits over it
 * (badges, the heart). In list view it becomes a fixed-width column.
 */
export function CardMedia({
  horizontal,
  photoUrl,
  alt,
  eager = false,
  placeholder,
  children,
}: {
  horizontal: boolean;
  photoUrl: string | null;
  alt: string;
  /** Cards in the first row load at once; the rest only when scrolled near. */
  eager?: boolean;
  placeholder: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className={horizontal ? "card-media sm:aspect-auto sm:w-72" : "card-media"}>
      {photoUrl ? (
        <img src={photoUrl} width={640} height={480} loading={eager ? "eager" : "lazy"} decoding="async" alt={alt} />
      ) : (
        placeholder
      )}
      {children}
    </div>
  );
}

/** The first `limit` amenities as tags, then "+N more" for the rest of `total`; nothing when there are none. */
export function AmenityTags({ amenities, total, limit }: { amenities: string[]; total: number; limit: number }) {
  const { t } = useTranslation();
  const translate = useMessage();
  const shown = amenities.slice(0, limit);
  if (shown.length === 0) return null;
  const more = total - shown.length;
  return (
    <ul className="card-tags" aria-label={t("card.amenities")}>
      {shown.map((amenity) => (
        <li key={amenity}>{translate(amenity)}</li>
      ))}
      {more > 0 ? <li className="more">{t("card.moreAmenities", { count: more })}</li> : null}
    </ul>
  );
}

/**
 * A listing's price as text (rent per month, a sale abbreviated) that never
 * spills out of a narrow box: a rent may break before its "/month"
 * (₹11,72,500 | /month), which reads and copies as one piece.
 */
export function ListingPrice({ price, status }: { price: number; status: string }) {
  const format = useFormat();
  if (status !== "rent") return <>{format.price(price)}</>;
  return (
    <>
      {format.rupees(price)}
      <wbr />
      {format.perMonth}
    </>
  );
}
