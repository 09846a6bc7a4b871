import { Link } from "react-router";
import { OwnerStatusBadge } from "#app/components/owners/owner-status-badge";
import { OwnerAccountLink } from "./owner-account-link";

/**
 * On an admin property card: the account managing the listing (linked to
 * Users), its owner-side state when it is sold, rented out or expired, and
 * the owner's management page, where staff can do anything the owner can.
 */
export function ListingOwnerFacts({
  property,
  owner,
}: {
  property: { id: number; closedAs: string | null; expiredAt: Date | string | null };
  owner: { name: string; email: string; role: string } | undefined;
}) {
  const state =
    property.closedAs === "sold"
      ? "sold"
      : property.closedAs === "rented"
        ? "rented"
        : property.expiredAt
          ? "expired"
          : null;
  if (!owner && !state) return null;
  return (
    <div className="space-y-1">
      {state ? <OwnerStatusBadge status={state} /> : null}
      <OwnerAccountLink account={owner} />
      {owner ? (
        <Link
          to={`/my-listings/properties/${property.id}`}
          className="text-xs font-semibold text-secondary-dark underline"
        >
          Manage as owner
        </Link>
      ) : null}
    </div>
  );
}
