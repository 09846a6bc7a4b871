import { describe, expect, it } from "vitest";
import { scriptsAfterFirstPaint } from "#app/server/scripts-after-paint.server";

// The shape React Router's <Scripts> renders (preloads hoisted into <head>, the context script, the module script).
const DOCUMENT =
  '<html><head><link rel="stylesheet" href="/assets/app.css"/>' +
  '<link rel="modulepreload" href="/assets/entry.client-A.js" nonce="N1"/>' +
  '<link rel="modulepreload" href="/assets/framework-B.js" nonce="N1"/></head><body><main>Page</main>' +
  '<script nonce="N1">window.__reactRouterContext = {"basename":"/"};window.__reactRouterContext.stream = 1;</script>' +
  '<script nonce="N1" type="module" async="">import * as route0 from "/assets/root-C.js";\nimport("/assets/entry.client-A.js");</script>' +
  "</body></html>";

describe("scriptsAfterFirstPaint", () => {
  const out = scriptsAfterFirstPaint(DOCUMENT);

  it("takes the module preloads out of the document", () => {
    expect(out).not.toContain('modulepreload" href');
    expect(out).toContain('<link rel="stylesheet" href="/assets/app.css"/>');
  });

  it("holds the module script back with an inert type, its code unchanged", () => {
    expect(out).toContain(
      '<script nonce="N1" type="text/x-after-first-paint" async="">import * as route0 from "/assets/root-C.js";',
    );
    expect(out).not.toContain('type="module" async');
  });

  it("adds the starter, with the preloads' addresses, to the end of the context script", () => {
    expect(out).toMatch(
      /window\.__reactRouterContext\.stream = 1;;\(function\(hrefs\)\{.*\}\)\(\["\/assets\/entry\.client-A\.js","\/assets\/framework-B\.js"\]\)<\/script>/,
    );
    expect(out).toContain("first-contentful-paint");
  });

  it("leaves a document without React Router's scripts unchanged", () => {
    const plain = "<html><head></head><body><p>Maintenance</p></body></html>";
    expect(scriptsAfterFirstPaint(plain)).toBe(plain);
  });

  it("escapes a `<` in an address so it cannot end the script", () => {
    const odd = DOCUMENT.replace("/assets/framework-B.js", "/assets/</script>.js");
    expect(scriptsAfterFirstPaint(odd)).not.toMatch(/\["[^\]]*<\/script>/);
  });
});
