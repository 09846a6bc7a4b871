import { useState, type MouseEvent } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "#app/i18n/link";
import { loadSearchMap } from "./load-search-map";

/**
 * The List / Map switch of a list page: a link to the same list in the other
 * view (view=map in the URL), so it works before and without JavaScript
 * (without it the Map view is the list, as the server renders it).
 * Pressing it for the map starts loading the map's code at once, alongside
 * the navigation, instead of after it.
 */
export function MapSwitch({ toMap, href }: { toMap: boolean; href: string }) {
  const { t } = useTranslation("listings");
  return (
    <Link
      to={href}
      discover="none"
      preventScrollReset
      onClick={toMap ? startLoadingMap : undefined}
      data-map-switch={toMap ? "map" : "list"}
      className={`btn-outline py-2 ${toMap ? "icon-pin" : "icon-list"}`}
    >
      {toMap ? t("mapSearch.showMap") : t("mapSearch.showList")}
    </Link>
  );
}

/** A plain press (not one opening a new tab or window) of the switch to the map. */
function startLoadingMap(event: MouseEvent<HTMLAnchorElement>) {
  if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
  // A failure shows where the map would be (map-view.tsx), when its own import fails too.
  loadSearchMap().catch(() => undefined);
}

/**
 * A card and its pin highlighted together: hovering or focusing either marks
 * both. The card's item is where choosing a pin moves focus (id listing-{id}).
 * Nothing is added to the cards when no map is shown.
 */
export function useHighlight(active: boolean) {
  const [id, setId] = useState<number | null>(null);
  return {
    id,
    set: setId,
    itemProps(itemId: number) {
      if (!active) return {};
      const on = () => setId(itemId);
      const off = () => setId((current) => (current === itemId ? null : current));
      return {
        id: `listing-${itemId}`,
        tabIndex: -1,
        "data-highlighted": id === itemId ? "" : undefined,
        onMouseEnter: on,
        onMouseLeave: off,
        onFocus: on,
        onBlur: off,
        className:
          "rounded-xl outline-offset-4 focus:outline-2 focus:outline-secondary-dark data-[highlighted]:ring-2 data-[highlighted]:ring-primary-dark data-[highlighted]:ring-offset-2",
      };
    },
  };
}
