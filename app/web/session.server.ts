/**
 * Who is asking: the signed-in user of a request (better-auth's session, read
 * from the database on every request). The admin guard built on it is part
 * of the request pipeline (request-pipeline.server.ts).
 */
import type { RouterContextProvider } from "react-router";
import { localeOfPath, localizePath } from "#app/i18n/locales";
import { authInstance } from "#app/domain/accounts/auth.server";

export type Role = "user" | "agent" | "admin";
export type SessionUser = { id: string; name: string; email: string; role: Role; phoneNumber: string | null };

/** better-auth's admin plugin stores several roles comma-separated; the strongest counts. */
function toRole(value: unknown): Role {
  const roles = String(value ?? "user")
    .split(",")
    .map((role) => role.trim());
  if (roles.includes("admin")) return "admin";
  if (roles.includes("agent")) return "agent";
  return "user";
}

/** What a middleware, loader or action receives: the request and its router context. */
export type RequestArgs = { request: Request; context: Readonly<RouterContextProvider> };

/**
 * Root, layout and page loaders all ask within one request: one lookup. It is
 * kept by the request's router context, which server.mjs creates for each
 * request and every middleware, loader and action of it shares — not by the
 * Request, which React Router copies for each loader it calls.
 */
const lookups = new WeakMap<Readonly<RouterContextProvider>, Promise<SessionUser | null>>();

async function lookUp(request: Request): Promise<SessionUser | null> {
  if (!request.headers.get("cookie")) return null;
  const session = await authInstance().api.getSession({ headers: request.headers });
  if (!session) return null;
  const user = session.user as typeof session.user & {
    role?: string | null;
    banned?: boolean | null;
    banExpires?: Date | string | null;
    phoneNumber?: string | null;
  };
  // Banning ends sessions through better-auth; this also covers a ban set any other way.
  if (user.banned && (!user.banExpires || new Date(user.banExpires).getTime() > Date.now())) return null;
  return {
    id: user.id,
    name: user.name,
    email: user.email,
    role: toRole(user.role),
    phoneNumber: user.phoneNumber ?? null,
  };
}

/** The signed-in user, or null. */
export function getCurrentUser({ request, context }: RequestArgs): Promise<SessionUser | null> {
  let lookup = lookups.get(context);
  if (!lookup) {
    lookup = lookUp(request);
    lookups.set(context, lookup);
  }
  return lookup;
}

/** The sign-in page, coming back to this page afterwards. */
export function loginRedirectUrl(request: Request): string {
  const url = new URL(request.url);
  // The sign-in page in the language of the page that asked for it.
  return `${localizePath(localeOfPath(url.pathname), "/login")}?redirectTo=${encodeURIComponent(url.pathname + url.search)}`;
}
