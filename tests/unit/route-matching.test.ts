/**
 * React Router remembers which of its ranked route branches a path matched
 * (patches/react-router+7.18.4.patch, docs/decisions/052-cheaper-server-renders-and-posts.md):
 * the same path is matched again from that branch alone, and every answer is
 * worked out afresh from it, so remembering changes no match, no parameter
 * and shares no object between requests.
 */
import fs from "node:fs";
import path from "node:path";
import { createStaticHandler, type StaticHandlerContext } from "react-router";
import { describe, expect, it } from "vitest";

// The shape of app/routes.ts: a language prefix that may be left out, pages under it, a route outside it.
const routes = [
  { id: "api-property", path: "api/v1/properties/:id" },
  {
    id: "site",
    path: ":lang?",
    children: [
      { id: "home", index: true },
      { id: "residential", path: "residential" },
      { id: "property", path: "property/:id" },
      { id: "property-phone", path: "property/:id/phone" },
    ],
  },
];

async function matched(handler: ReturnType<typeof createStaticHandler>, url: string) {
  const context = (await handler.query(new Request(`http://localhost${url}`))) as StaticHandlerContext;
  return context.matches.map((match) => ({ id: match.route.id, params: match.params, pathname: match.pathname }));
}

describe("route matching on a path seen before", () => {
  it("gives the same matches and parameters as the first time, in new objects", async () => {
    const handler = createStaticHandler(routes);
    const first = await matched(handler, "/hi/property/7");
    expect(first.map((match) => match.id)).toEqual(["site", "property"]);
    expect(first[1].params).toEqual({ lang: "hi", id: "7" });
    // Whatever the first request did with its parameters is not seen by the next one.
    (first[1].params as Record<string, string>).id = "changed";
    const again = await matched(handler, "/hi/property/7");
    expect(again[1].params).toEqual({ lang: "hi", id: "7" });
    expect(again[1].params).not.toBe(first[1].params);
  });

  it("matches other paths, with and without the prefix, and misses as before", async () => {
    const handler = createStaticHandler(routes);
    for (let round = 0; round < 2; round++) {
      expect((await matched(handler, "/property/8"))[1]).toMatchObject({ id: "property", params: { id: "8" } });
      expect((await matched(handler, "/property/8/phone"))[1].id).toBe("property-phone");
      expect((await matched(handler, "/mr/residential"))[1]).toMatchObject({
        id: "residential",
        params: { lang: "mr" },
      });
      expect((await matched(handler, "/"))[1].id).toBe("home");
      expect((await matched(handler, "/api/v1/properties/3"))[0]).toMatchObject({
        id: "api-property",
        params: { id: "3" },
      });
      const missing = (await handler.query(new Request("http://localhost/hi/nowhere/at/all"))) as StaticHandlerContext;
      expect(missing.statusCode).toBe(404);
    }
  });

  it("is in the router the build bundles", () => {
    const dist = path.resolve("node_modules/react-router/dist/production");
    const chunks = fs.readdirSync(dist).filter((name) => /^chunk-.*\.mjs$/.test(name));
    const source = chunks.map((name) => fs.readFileSync(path.join(dist, name), "utf8")).join("\n");
    expect(source).toContain("matchedBranchIndexes");
  });
});
