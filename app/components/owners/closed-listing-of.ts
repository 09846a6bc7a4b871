/**
 * Whether a property page's error is a closed listing: the property route
 * answers 410 with this data when its owner marked it sold or rented out.
 * Apart from the closed listing's page (closed-listing.tsx), whose code is
 * fetched only when one is shown.
 */
import { isRouteErrorResponse } from "react-router";
import type { PropertyCardData } from "#app/domain/catalogue/properties.server";

export type ClosedListingView = {
  id: number;
  title: string;
  closedAs: "sold" | "rented";
  location: string;
  similar: PropertyCardData[];
};

/** The closed listing a property page's error stands for, if it is one. */
export function closedListingOf(error: unknown): ClosedListingView | null {
  if (!isRouteErrorResponse(error) || error.status !== 410) return null;
  const closed = (error.data as { closed?: ClosedListingView } | null)?.closed;
  return closed ?? null;
}
