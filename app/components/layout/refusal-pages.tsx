/**
 * The pages shown when the site refuses a request: maintenance (503), and an
 * account without the role an admin or import page needs (403). They are
 * rare, so their code is fetched when one is shown, not with every page. The
 * server renders them whole (entry.server.tsx waits for all of a document);
 * the browser hydrates them once their code has arrived.
 */
import { lazy, Suspense } from "react";
import type { SiteInfo } from "#app/lib/site";

const MaintenancePage = lazy(() =>
  import("#app/components/maintenance-page").then((module) => ({ default: module.MaintenancePage })),
);
const AccessDenied = lazy(() =>
  import("#app/components/admin/access-denied").then((module) => ({ default: module.AccessDenied })),
);
const ImportDenied = lazy(() =>
  import("#app/components/owners/import-denied").then((module) => ({ default: module.ImportDenied })),
);

export function MaintenanceRefusal({ site }: { site: SiteInfo }) {
  return (
    <Suspense fallback={null}>
      <MaintenancePage site={site} />
    </Suspense>
  );
}

export function AccessDeniedRefusal() {
  return (
    <Suspense fallback={null}>
      <AccessDenied />
    </Suspense>
  );
}

export function ImportDeniedRefusal() {
  return (
    <Suspense fallback={null}>
      <ImportDenied />
    </Suspense>
  );
}
