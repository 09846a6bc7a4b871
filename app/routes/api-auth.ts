/**
 * better-auth's HTTP API under /api/auth/* (sessions, sign-in, phone codes,
 * e-mail verification links, admin user management). Its own rate limits,
 * origin checks and role checks apply; the client address is the one
 * server.mjs determined, never a header the client sent.
 */
import type { Route } from "./+types/api-auth";
import { handleAuthRequest } from "#app/server/auth.server";

export function loader({ request, context }: Route.LoaderArgs) {
  return handleAuthRequest(request, context.clientAddress);
}

export function action({ request, context }: Route.ActionArgs) {
  return handleAuthRequest(request, context.clientAddress);
}
