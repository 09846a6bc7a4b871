/**
 * Bedrooms, bathrooms and area as a row of icon facts, for the compact
 * property cards outside the public lists (favourites, back-office). The
 * icons are CSS icons, like the public list cards'.
 */
import { useTranslation } from "react-i18next";
import { useFormat } from "#app/i18n/use-locale";

type Rooms = { bedrooms: number | null; bathrooms: number | null; area: number };

export function RoomFacts({ property, className }: { property: Rooms; className: string }) {
  const { t } = useTranslation();
  const format = useFormat();
  return (
    <ul className={className}>
      {property.bedrooms != null ? (
        <li className="flex items-center gap-1">
          <span aria-hidden className="icon-bed flex" /> {t("card.beds", { count: property.bedrooms })}
        </li>
      ) : null}
      {property.bathrooms != null ? (
        <li className="flex items-center gap-1">
          <span aria-hidden className="icon-bath flex" /> {t("card.baths", { count: property.bathrooms })}
        </li>
      ) : null}
      <li className="flex items-center gap-1">
        <span aria-hidden className="icon-expand flex" /> {format.area(property.area)}
      </li>
    </ul>
  );
}
