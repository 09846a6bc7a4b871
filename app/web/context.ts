/**
 * What the request pipeline hands every middleware, loader and action besides
 * the request (React Router's typed router context). server.mjs sets the
 * client address when the request arrives; the root middleware
 * (app/web/request-pipeline.server.ts) sets the rest before any loader or
 * action runs. A value never set makes `context.get` throw, so an action that
 * asks for a body on a GET, or a loader that asks for the admin outside
 * /admin, fails loudly instead of seeing nothing.
 */
import type { Readable } from "node:stream";
import { createContext, RouterContextProvider } from "react-router";
import type { SessionUser } from "./session.server";
import type { Locale } from "#app/i18n/locales";

/** The client's address: the socket's, or X-Forwarded-For's first when TRUST_PROXY=1. */
export const clientAddressContext = createContext<string>();

/** A non-GET request's body as the bounded reader (app/web/request-body.server.ts) read it: the form, or that it was too large. */
export type RequestBody =
  | {
      tooLarge: false;
      form: FormData;
      bytes: Uint8Array<ArrayBuffer>;
      contentType: string;
      /** Where a multipart body's files wait on disk until the request is answered. */
      tempDir?: string | null;
    }
  | { tooLarge: true; maxBytes: number };

/**
 * The request's body as the server received it (a Node stream), for the
 * bounded reader: read from it directly, the body is never copied in memory.
 * Null where a request comes without one (tests, scripts): the reader then
 * reads the Request's own body.
 */
export const bodySourceContext = createContext<Readable | null>(null);

/** A non-GET request's body, read once and within its route's size limit. */
export const requestBodyContext = createContext<RequestBody>();

/** The signed-in administrator, on every /admin and /api/admin/* request (the guard let it through). */
export const adminContext = createContext<SessionUser>();

/** On the bulk-import pages: the account that imports and whether its listings publish directly (the guard let it through). */
export const importAccountContext = createContext<{
  user: SessionUser;
  account: { userId: string; role: string; verified: boolean };
}>();

/** The page's language: the URL's /hi or /mr prefix, else English (set first by the request pipeline). */
export const localeContext = createContext<Locale>("en");

/** The context server.mjs creates for each request; `bodySource` is the incoming request's body stream. */
export function createLoadContext(clientAddress: string, bodySource: Readable | null = null): RouterContextProvider {
  const context = new RouterContextProvider();
  context.set(clientAddressContext, clientAddress);
  context.set(bodySourceContext, bodySource);
  return context;
}
