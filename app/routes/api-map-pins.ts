/**
 * GET /api/map-pins?kind=residential|commercial|projects&view=west,south,east,north&…the list's filters:
 * the pins and groups of a list page's map for the view shown (app/domain/catalogue/map-pins.server.ts).
 * The filters are read by the list page's own parser, so the map shows what the list lists. A missing
 * or unusable kind or view is a 400 with a short message, never a 5xx.
 */
import type { Route } from "./+types/api-map-pins";
import { parseBbox } from "#app/lib/geo";
import { parsePropertyQuery } from "#app/lib/property-query";
import { parseProjectQuery } from "#app/lib/project-query";
import { projectPins, propertyPins } from "#app/domain/catalogue/map-pins.server";

export async function loader({ request }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams;
  const kind = params.get("kind");
  const view = parseBbox(params.get("view"));
  if (!view) return Response.json({ message: "Give the view as view=west,south,east,north." }, { status: 400 });
  const headers = { "Cache-Control": "no-store" };
  if (kind === "residential" || kind === "commercial") {
    return Response.json({ pins: await propertyPins(kind, parsePropertyQuery(kind, params), view) }, { headers });
  }
  if (kind === "projects") {
    return Response.json({ pins: await projectPins(parseProjectQuery(params), view) }, { headers });
  }
  return Response.json({ message: "Give kind=residential, commercial or projects." }, { status: 400 });
}
