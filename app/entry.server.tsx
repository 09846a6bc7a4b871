import { Writable } from "node:stream";
import { isRouteErrorResponse, type EntryContext, type HandleErrorFunction } from "react-router";
import { ServerRouter } from "react-router";
import { renderToPipeableStream } from "react-dom/server";
import { NonceContext } from "./lib/nonce";
import { lowPriorityScripts } from "#app/web/script-priority.server";
import { contentSecurityPolicy, createNonce, securityHeadersMiddleware } from "#app/web/security-headers.server";
import { log } from "#app/platform/log.server";

// server.mjs reaches these through build.entry.module: start-up and shutdown
// run inside the server process (PGlite must have a single owner).
// prepareDataFolder and seedLockedDatabase are run by a child process of this build on a new database's first start.
export { bootstrap, isReady, prepareDataFolder, seedLockedDatabase, shutdown } from "#app/web/bootstrap.server";
// server.mjs builds each request's router context with the app's own context objects.
export { clientAddressContext, createLoadContext } from "#app/web/context";
// …and the headers every response carries (the document's policy is set below).
export { securityHeadersMiddleware };
// The request handler comes from the build too: bundled with the production
// router the app itself uses (vite.config.ts), never a second, development copy.
// Its Request's body is read by the bounded reader from the Node request (app/web/request-handler.server.ts).
export { createRequestHandler } from "#app/web/request-handler.server";
// …and the Fetch-API handler of the same router copy, for scripts that render a page without a server (bench:search).
export { createRequestHandler as createFetchRequestHandler } from "react-router";
// The visitors' page cache: server.mjs mounts the middleware. Code that changes
// what pages show announces the change keys it changed (ADR 031); a change nobody
// can narrow down calls invalidatePageCache().
export { answerFromPageCache, invalidatePageCache, pageCacheMiddleware } from "#app/web/page-cache.server";
// Anonymous public API reads answered from kept bytes before Express (ADR 042); server.mjs passes Express's proxy trust.
export { publicApiFastPath } from "#app/web/api/fast-reads.server";
// Several instances on one PostgreSQL: each request first catches up with changes made through the others.
export { afterCatchingUp } from "#app/platform/data-changes.server";
export { countListingView } from "#app/web/listing-views-middleware.server";
export { giveBackMemoryWhenIdle } from "#app/web/idle-memory.server";
// Request ids, the request log line and /metrics (app/web/observability.server.ts); server.mjs logs through `log`.
export { metricsEndpoint, observeRequests, withRequestContext } from "#app/web/observability.server";
export { log };

export const streamTimeout = 5_000;

/**
 * React Router reports here what went wrong while serving a request; the log
 * is for faults. Two reports are refusals it already answered with a 4xx, so
 * they are not logged: a form posted from another site (its Origin differs
 * from the page's: 400, nothing run), a URL whose path is not valid UTF-8
 * (400), and any other 4xx error response. Neither can be fixed on the server. A request the client abandoned
 * is not a fault either.
 */
export const handleError: HandleErrorFunction = (error, { request }) => {
  if (request.signal.aborted) return;
  if (error instanceof URIError) return;
  // A 4xx error response (a path no route matches, say) is the client's mistake, answered as such.
  if (isRouteErrorResponse(error) && error.status < 500) return;
  if (error instanceof Error && error.message.startsWith("The `request.url` origin does not match")) return;
  // As React Router's own default: the underlying error of an error response.
  const shown = isRouteErrorResponse(error) && (error as { error?: unknown }).error;
  // Logged with its stack; the line carries the request's id (app/platform/log.server.ts).
  log.error({ err: shown || error }, "Request failed");
};

/**
 * Whole documents, not streamed shells: pages are small, and crawlers,
 * link previews and visitors without JavaScript all get complete HTML.
 */
export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
) {
  if (request.method.toUpperCase() === "HEAD") {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  // Each document's inline scripts carry a fresh nonce, the only inline scripts its policy allows.
  // Vite's development server injects its own inline scripts, so the policy applies to the build only.
  const nonce = createNonce();
  if (!import.meta.env.DEV) responseHeaders.set("Content-Security-Policy", contentSecurityPolicy(nonce));
  return new Promise((resolve, reject) => {
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(() => abort(), streamTimeout + 1000);
    const document = (
      <NonceContext.Provider value={nonce}>
        <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
      </NonceContext.Provider>
    );
    const { pipe, abort } = renderToPipeableStream(document, {
      nonce,
      // Every boundary in place, never "outlined": React moves a boundary that completed after its
      // first render pass (a lazy component whose code the server was still loading) to the end of
      // a long document, in a hidden element that an inline script puts back. Without JavaScript
      // that script never runs and the part stays hidden; the document is sent whole anyway.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onAllReady() {
        // The document is complete: collect React's many small pieces and send
        // it as one body (one socket write instead of hundreds).
        const chunks: Buffer[] = [];
        const body = new Writable({
          write(chunk: Buffer, _encoding, callback) {
            chunks.push(chunk);
            callback();
          },
          final(callback) {
            clearTimeout(timeoutId);
            timeoutId = undefined;
            responseHeaders.set("Content-Type", "text/html; charset=utf-8");
            // The page's scripts are fetched at low priority (script-priority.server.ts).
            const html = lowPriorityScripts(Buffer.concat(chunks).toString("utf8"));
            resolve(new Response(html, { headers: responseHeaders, status: responseStatusCode }));
            callback();
          },
        });
        pipe(body);
      },
      onShellError(error: unknown) {
        reject(error);
      },
      onError(error: unknown) {
        responseStatusCode = 500;
        log.error({ err: error }, "Rendering the page failed");
      },
    });
  });
}
