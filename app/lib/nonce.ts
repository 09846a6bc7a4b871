import { createContext, useContext } from "react";

/**
 * The Content-Security-Policy nonce of the document being rendered on the
 * server (entry.server.tsx provides it), for the inline scripts React Router
 * writes. In the browser there is none: scripts added after hydration are
 * files from this origin.
 */
export const NonceContext = createContext<string | undefined>(undefined);

export function useNonce(): string | undefined {
  return useContext(NonceContext);
}
