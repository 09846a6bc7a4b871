import { data } from "react-router";
import { closedListing } from "#app/domain/owners/closed-listings.server";

/**
 * What a property page answers for a listing that is not public: 410 Gone
 * with the sold/rented page's data when its owner closed it, else 404.
 */
export async function closedOrNotFound(id: number) {
  const closed = await closedListing(id);
  return closed ? data({ closed }, { status: 410 }) : data(null, { status: 404 });
}
