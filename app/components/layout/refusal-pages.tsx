/**
 * The pages shown when the site refuses a request: maintenance (503), and an
 * account without the role an admin or import page needs (403). They are
 * rare, so their code is fetched when one is shown, not with every page. The
 * server renders them whole (entry.server.tsx waits for all of a document);
 * the browser hydrates them once their code has arrived.
 */
import { fetchedPart } from "#app/components/fetched-part";
import type { SiteInfo } from "#app/lib/site";

export const MaintenanceRefusal = fetchedPart<{ site: SiteInfo }>(() =>
  import("#app/components/maintenance-page").then((module) => module.MaintenancePage),
);
export const AccessDeniedRefusal = fetchedPart(() =>
  import("#app/components/admin/access-denied").then((module) => module.AccessDenied),
);
export const ImportDeniedRefusal = fetchedPart(() =>
  import("#app/components/owners/import-denied").then((module) => module.ImportDenied),
);
