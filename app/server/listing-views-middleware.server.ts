/**
 * Counts property detail-page views where every answer passes, in front of
 * the visitors' page cache: a page served from the cache is a view too. Only
 * a successful GET counts; the count itself is in memory
 * (app/domain/listing-views.server.ts).
 */
import type { IncomingMessage, ServerResponse } from "node:http";
import { recordView, viewedPropertyId } from "#app/domain/listing-views.server";

export function listingViewsMiddleware(req: IncomingMessage, res: ServerResponse, next: () => void) {
  const propertyId = req.method === "GET" ? viewedPropertyId((req.url ?? "").split("?")[0]) : null;
  if (propertyId) {
    res.once("finish", () => {
      if (res.statusCode === 200) recordView(propertyId, req.headers["user-agent"]);
    });
  }
  next();
}
