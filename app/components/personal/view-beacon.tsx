/**
 * Records that a signed-out visitor opened this property or project: a 1×1
 * image from /recently-viewed, which sets the visitor's recently viewed
 * cookie (see app/routes/recently-viewed.ts for why the page itself cannot).
 * Signed-in people's views are recorded by the page's loader.
 */
import { useRootData } from "#app/components/layout/root-data";
import type { RecentKind } from "#app/lib/recently-viewed";

export function ViewBeacon({ kind, id }: { kind: RecentKind; id: number }) {
  const signedIn = Boolean(useRootData()?.user);
  if (signedIn) return null;
  return <img src={`/recently-viewed?${kind}=${id}`} alt="" width={1} height={1} className="sr-only" />;
}
