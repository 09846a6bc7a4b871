/**
 * The change key of an agent's or builder's public face (ADR 031): `supplier-<profile id>`. Recorded by their
 * profile page and by every page with a "Listed by" line naming them; announced when what those show changes
 * (approval, the logo, an approved review of an agent).
 */
export function supplierKey(profileId: number): string {
  return `supplier-${profileId}`;
}
