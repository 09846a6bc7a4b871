/**
 * Bedrooms, bathrooms and area as a row of icon facts, for the compact
 * property cards outside the public lists (favourites, back-office). The
 * public list cards draw theirs with CSS icons to keep list pages small.
 */
import { Bath, BedDouble, Maximize2 } from "lucide-react";
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
          <BedDouble aria-hidden className="h-4 w-4" /> {t("card.beds", { count: property.bedrooms })}
        </li>
      ) : null}
      {property.bathrooms != null ? (
        <li className="flex items-center gap-1">
          <Bath aria-hidden className="h-4 w-4" /> {t("card.baths", { count: property.bathrooms })}
        </li>
      ) : null}
      <li className="flex items-center gap-1">
        <Maximize2 aria-hidden className="h-4 w-4" /> {format.area(property.area)}
      </li>
    </ul>
  );
}
