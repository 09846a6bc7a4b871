/**
 * better-auth's HTTP API under /api/auth/* (sessions, sign-in, phone codes,
 * e-mail verification links, admin user management). Its own rate limits,
 * origin checks and role checks apply; bodies are read within the small-form
 * limit by the request pipeline first; the client address is the one
 * server.mjs determined, never a header the client sent.
 */
import type { Route } from "./+types/api-auth";
import { clientAddressContext } from "#app/web/context";
import { handleAuthRequest } from "#app/web/auth-endpoints.server";
import { authRequestOf } from "#app/web/request-body.server";

export function loader({ request, context }: Route.LoaderArgs) {
  return handleAuthRequest(request, context.get(clientAddressContext));
}

/** better-auth reads the body itself: it gets the bytes the pipeline read within the limit. */
export function action({ request, context }: Route.ActionArgs) {
  return handleAuthRequest(authRequestOf(request, context), context.get(clientAddressContext));
}
