import type { Route } from "./+types/commercial";
import { PropertyListingPage } from "#app/components/catalogue/property-listing-page";
import { loadPropertyList } from "#app/domain/catalogue/properties.server";
import { saveSearchOffer } from "#app/domain/seekers/saved-searches.server";
import { reductionsFor } from "#app/domain/catalogue/price-history.server";
import { propertyMapOpening } from "#app/domain/catalogue/map-extent.server";
import { localeFromMatches, metaT, seo } from "#app/lib/seo";
import { placeName } from "#app/i18n/places";
import { parsePropertyQuery } from "#app/lib/property-query";
import { getCurrentUser } from "#app/web/session.server";
import type { TextsHandle } from "#app/i18n/page-texts";

/** The texts this page needs beyond the shared ones (app/i18n/page-texts.ts). */
export const handle: TextsHandle = { texts: ["listings"] };

export async function loader({ request, context }: Route.LoaderArgs) {
  const query = parsePropertyQuery("commercial", new URL(request.url).searchParams);
  const user = await getCurrentUser({ request, context });
  const list = await loadPropertyList("commercial", query, user?.id);
  const reductions = await reductionsFor(list.result.rows.map((row) => row.id));
  const mapBounds = query.view === "map" ? await propertyMapOpening("commercial", list.query) : null;
  return { ...list, reductions, saveSearch: await saveSearchOffer(user?.id), mapBounds };
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) => {
  const t = metaT(matches, "listings");
  const location = loaderData?.query.location;
  return seo({
    matches,
    title: location
      ? t("meta.commercial.titleIn", { location: placeName(localeFromMatches(matches), location) })
      : t("meta.commercial.title"),
    description: t("meta.commercial.description"),
  });
};

export default function Commercial({ loaderData }: Route.ComponentProps) {
  return <PropertyListingPage kind="commercial" data={loaderData} />;
}
