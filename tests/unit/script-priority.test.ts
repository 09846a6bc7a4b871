import { describe, expect, it } from "vitest";
import { lowPriorityScripts } from "#app/web/script-priority.server";

// The shape React Router's <Scripts> renders (preloads hoisted into <head>).
const DOCUMENT =
  '<html><head><link rel="stylesheet" href="/assets/app.css"/>' +
  '<link rel="modulepreload" href="/assets/entry.client-A.js" nonce="N1"/>' +
  '<link rel="modulepreload" href="/assets/framework-B.js" nonce="N1"/></head><body><main>Page</main>' +
  '<script nonce="N1">window.__reactRouterContext = {};</script>' +
  '<script nonce="N1" type="module" async="">import("/assets/entry.client-A.js");</script></body></html>';

describe("lowPriorityScripts", () => {
  it("gives every module preload and the module script a low fetch priority and leaves the rest alone", () => {
    const out = lowPriorityScripts(DOCUMENT);
    expect(out.match(/<link rel="modulepreload" fetchpriority="low" href="\/assets\/[^"]+"/g)).toHaveLength(2);
    expect(out).toContain('<script nonce="N1" fetchpriority="low" type="module" async="">import(');
    expect(out).toContain('<script nonce="N1">window.__reactRouterContext');
    expect(out).toContain('<link rel="stylesheet" href="/assets/app.css"/>');
    expect(out.replaceAll(' fetchpriority="low"', "")).toBe(DOCUMENT);
  });
});
