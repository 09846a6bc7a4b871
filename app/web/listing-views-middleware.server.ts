/**
 * Counts property detail-page views where every answer passes (server.mjs
 * calls it for each request, before the visitors' page cache answers: a page
 * served from the cache is a view too). Only a GET answered with the page (200, or 304 for a copy the browser holds) counts; the
 * count itself is kept in memory (app/domain/owners/listing-views.server.ts).
 */
import type { IncomingMessage, ServerResponse } from "node:http";
import { recordView, viewedPropertyId } from "#app/domain/owners/listing-views.server";

export function countListingView(req: IncomingMessage, res: ServerResponse): void {
  const propertyId = req.method === "GET" ? viewedPropertyId((req.url ?? "").split("?")[0]) : null;
  if (!propertyId) return;
  res.once("finish", () => {
    if (res.statusCode === 200 || res.statusCode === 304) recordView(propertyId, req.headers["user-agent"]);
  });
}
