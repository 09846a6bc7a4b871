/**
 * The pages shown when the site refuses a request: maintenance (503), and an
 * account without the role an admin or import page needs (403). They are
 * rare, so their code is fetched when one is shown, not with every page. The
 * server renders them whole (entry.server.tsx waits for all of a document);
 * the browser hydrates them once their code has arrived.
 */
import { lazy, Suspense, type ComponentType } from "react";
import type { SiteInfo } from "#app/lib/site";

/** A page whose code `load` fetches when it is first drawn. */
function fetchedWhenShown<Props extends object>(load: () => Promise<ComponentType<Props>>) {
  const Page = lazy(() => load().then((component) => ({ default: component })));
  return function Refusal(props: Props) {
    return (
      <Suspense fallback={null}>
        <Page {...props} />
      </Suspense>
    );
  };
}

export const MaintenanceRefusal = fetchedWhenShown<{ site: SiteInfo }>(() =>
  import("#app/components/maintenance-page").then((module) => module.MaintenancePage),
);
export const AccessDeniedRefusal = fetchedWhenShown(() =>
  import("#app/components/admin/access-denied").then((module) => module.AccessDenied),
);
export const ImportDeniedRefusal = fetchedWhenShown(() =>
  import("#app/components/owners/import-denied").then((module) => module.ImportDenied),
);
