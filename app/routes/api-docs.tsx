/**
 * /api/docs: the public API's reference, rendered in the browser by Scalar
 * from /api/v1/openapi.json. Scalar's standalone bundle is one of this site's
 * own built assets (Vite copies it from node_modules under /assets with a
 * hashed name): no CDN, and the site's Content-Security-Policy allows it as a
 * script of this origin, so the page needs no change to the policy. What would
 * reach another host is turned off: its default web fonts and its agent (a
 * registry search). Its bundled zod probes for eval with `new Function("")`,
 * which the policy refuses and reports; patches/@scalar+api-reference+1.46.2.patch
 * makes that probe answer "no" without trying (zod then validates without
 * compiled code, as it does wherever eval is refused). Without JavaScript the
 * page links the document itself.
 */
import { useEffect, useRef, useState } from "react";
import type { Route } from "./+types/api-docs";
import scalarUrl from "../../node_modules/@scalar/api-reference/dist/browser/standalone.js?url";

export const meta: Route.MetaFunction = () => [
  { title: "Nivaas API reference" },
  { name: "description", content: "The Nivaas public API: properties, projects and localities, with OpenAPI 3.1." },
];

type ScalarGlobal = { createApiReference: (element: HTMLElement, config: Record<string, unknown>) => unknown };

export default function ApiDocs() {
  const target = useRef<HTMLDivElement>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    const element = target.current;
    if (!element) return;
    const script = document.createElement("script");
    script.src = scalarUrl;
    script.async = true;
    script.onload = () => {
      const scalar = (window as unknown as { Scalar?: ScalarGlobal }).Scalar;
      if (!scalar) return setFailed(true);
      scalar.createApiReference(element, {
        url: "/api/v1/openapi.json",
        // Its default fonts come from its own host, which the site's policy does not allow.
        withDefaultFonts: false,
        hideClientButton: true,
        // Its AI agent searches a registry on its own host: off.
        agent: { disabled: true },
        defaultOpenAllTags: true,
        hideDownloadButton: false,
        telemetry: false,
      });
    };
    script.onerror = () => setFailed(true);
    document.body.append(script);
    return () => script.remove();
  }, []);
  return (
    <main>
      <h1 className="sr-only">Nivaas API reference</h1>
      <noscript>
        <p className="p-6">
          The reference needs JavaScript. The OpenAPI document is at{" "}
          <a href="/api/v1/openapi.json">/api/v1/openapi.json</a>.
        </p>
      </noscript>
      {failed ? (
        <p className="p-6" role="alert">
          The reference could not be shown. The OpenAPI document is at{" "}
          <a href="/api/v1/openapi.json">/api/v1/openapi.json</a>.
        </p>
      ) : null}
      <div ref={target} />
    </main>
  );
}
