import { PassThrough } from "node:stream";
import type { EntryContext } from "react-router";
import { createReadableStreamFromReadable } from "@react-router/node";
import { ServerRouter } from "react-router";
import { renderToPipeableStream } from "react-dom/server";
import { NonceContext } from "./lib/nonce";
import { contentSecurityPolicy, createNonce, securityHeadersMiddleware } from "./server/security-headers.server";

// server.mjs reaches these through build.entry.module: start-up and shutdown
// run inside the server process (PGlite must have a single owner).
export { bootstrap, isReady, shutdown } from "./server/bootstrap.server";
// server.mjs builds each request's router context with the app's own context objects.
export { clientAddressContext, createLoadContext } from "./context";
// …and the headers every response carries (the document's policy is set below).
export { securityHeadersMiddleware };

export const streamTimeout = 5_000;

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
      onAllReady() {
        const body = new PassThrough({
          final(callback) {
            clearTimeout(timeoutId);
            timeoutId = undefined;
            callback();
          },
        });
        responseHeaders.set("Content-Type", "text/html; charset=utf-8");
        pipe(body);
        resolve(
          new Response(createReadableStreamFromReadable(body), {
            headers: responseHeaders,
            status: responseStatusCode,
          }),
        );
      },
      onShellError(error: unknown) {
        reject(error);
      },
      onError(error: unknown) {
        responseStatusCode = 500;
        console.error(error);
      },
    });
  });
}
