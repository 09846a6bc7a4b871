import { useSyncExternalStore } from "react";

const subscribe = () => () => {};

/**
 * False on the server and during hydration, true once React runs in the
 * browser: lets a page offer a no-JavaScript fallback (for example an inline
 * panel) and switch to the interactive version (a modal) without a mismatch.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
