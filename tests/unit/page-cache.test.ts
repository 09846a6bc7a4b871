import crypto from "node:crypto";
import http from "node:http";
import zlib from "node:zlib";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { announceChange } from "#app/platform/data-changes.server";
import { recordShown } from "#app/platform/change-keys.server";
import {
  hashedPolicy,
  invalidatePageCache,
  isCacheableRequest,
  pageCacheMiddleware,
  pageCacheSize,
} from "#app/web/page-cache.server";
import { log } from "#app/platform/log.server";

/**
 * A stand-in for the app: counts renders, answers what the path asks for. A
 * page shows the keys `site` and `page-<its path>` (none for /unkeyed), and
 * those its `?shows=` lists; a POST to /change?keys=a,b announces a change of those keys, as a
 * domain write does, and a POST anywhere else changes nothing public.
 */
let renders = 0;
let version = 1;
/** Resolves the render of /slow when the test says so. */
let releaseSlow: (() => void) | null = null;
const server = http.createServer((req, res) => {
  pageCacheMiddleware(req, res, async () => {
    const url = new URL(req.url ?? "/", "http://x");
    if (req.method === "POST") {
      const keys = url.searchParams.get("keys");
      if (url.pathname === "/change" && keys) {
        version++;
        await announceChange(keys.split(","));
      }
      res.statusCode = 204;
      res.end();
      return;
    }
    renders++;
    if (url.pathname !== "/unkeyed") {
      recordShown(["site", `page${url.pathname.replace(/\//g, "-")}`]);
      recordShown((url.searchParams.get("shows") ?? "").split(",").filter(Boolean));
    }
    if (url.pathname === "/slow") await new Promise<void>((resolve) => (releaseSlow = resolve));
    if (req.url === "/cookie") res.setHeader("Set-Cookie", "a=b");
    if (req.url === "/missing") res.statusCode = 404;
    if (req.url === "/scripted") {
      res.setHeader("Content-Security-Policy", "script-src 'self' 'nonce-N0nce+Rendered=='");
      res.setHeader("Content-Type", "text/html; charset=utf-8");
      res.end(`<p>₹ 1.2 Cr</p><script nonce="N0nce+Rendered==">start()</script>`);
      return;
    }
    res.setHeader("Content-Type", req.url === "/plain" ? "text/plain" : "text/html; charset=utf-8");
    res.write(`<p>version ${version} `);
    res.end(`${req.url}</p>`);
  });
});
let base = "";

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
beforeEach(() => {
  invalidatePageCache();
  renders = 0;
});

describe("which requests may use the cache", () => {
  it("takes signed-out GETs of public pages", () => {
    expect(isCacheableRequest("GET", "/", undefined)).toBe(true);
    expect(isCacheableRequest("HEAD", "/residential?page=2", "theme=dark")).toBe(true);
    expect(isCacheableRequest("GET", "/property/1", undefined)).toBe(true);
  });
  it("never takes writes, sessions, account pages, the wizard, the admin area or APIs", () => {
    expect(isCacheableRequest("POST", "/", undefined)).toBe(false);
    expect(isCacheableRequest("GET", "/", "better-auth.session_token=abc")).toBe(false);
    expect(isCacheableRequest("GET", "/", "x=1; __Secure-better-auth.session_token=abc")).toBe(false);
    for (const path of ["/admin", "/admin/settings", "/api/auth/get-session", "/login?mode=otp", "/favorites"]) {
      expect(isCacheableRequest("GET", path, undefined), path).toBe(false);
    }
    expect(isCacheableRequest("GET", "/list-property", undefined)).toBe(false);
    expect(isCacheableRequest("GET", "/forgot-password", undefined)).toBe(false);
    expect(isCacheableRequest("GET", "/residential.data", undefined)).toBe(false);
    expect(isCacheableRequest("GET", "/alerts/unsubscribe?token=1.abc", undefined)).toBe(false);
    expect(isCacheableRequest("GET", "/account/searches", undefined)).toBe(false);
  });
});

describe("the cache", () => {
  it("renders once, then answers from memory with an ETag and 304 on If-None-Match", async () => {
    const first = await fetch(`${base}/a`);
    const body = await first.text();
    const etag = first.headers.get("etag")!;
    expect(etag).toMatch(/^"[^"]+"$/);
    expect(first.headers.get("cache-control")).toContain("public");
    const second = await fetch(`${base}/a`);
    expect(await second.text()).toBe(body);
    expect(second.headers.get("etag")).toBe(etag);
    expect(renders).toBe(1);
    const revalidated = await fetch(`${base}/a`, { headers: { "if-none-match": etag } });
    expect(revalidated.status).toBe(304);
    const fresh = await fetch(`${base}/b`, { headers: { "if-none-match": etag } });
    expect(fresh.status).toBe(200);
  });

  it("tells shared caches that a public page depends on the Cookie header, rendered, kept and revalidated", async () => {
    // A CDN keeping the visitors' copy must not answer a request that carries a session or a visitor's own list.
    const rendered = await fetch(`${base}/vary`);
    const kept = await fetch(`${base}/vary`);
    const revalidated = await fetch(`${base}/vary`, { headers: { "if-none-match": kept.headers.get("etag")! } });
    expect(revalidated.status).toBe(304);
    for (const answer of [rendered, kept, revalidated]) {
      const vary = (answer.headers.get("vary") ?? "").split(/\s*,\s*/).map((name) => name.toLowerCase());
      expect(vary).toEqual(expect.arrayContaining(["cookie", "accept-encoding"]));
    }
  });

  it("sends a kept page as stored, allowing its inline scripts by hash instead of the rendered nonce", async () => {
    const first = await fetch(`${base}/scripted`);
    expect(await first.text()).toContain('nonce="N0nce+Rendered=="');
    expect(first.headers.get("content-security-policy")).toContain("'nonce-N0nce+Rendered=='");
    const second = await fetch(`${base}/scripted`);
    const html = await second.text();
    expect(renders).toBe(1);
    expect(html).toBe(`<p>₹ 1.2 Cr</p><script nonce="N0nce+Rendered==">start()</script>`);
    const policy = second.headers.get("content-security-policy")!;
    const hash = crypto.createHash("sha256").update("start()").digest("base64");
    expect(policy).toBe(`script-src 'self' 'sha256-${hash}'`);
    expect(second.headers.get("etag")).toBe(first.headers.get("etag"));
  });

  it("answers each client with the kept bytes in the best encoding it accepts", async () => {
    await fetch(`${base}/g`);
    const rawGet = (acceptEncoding: string) =>
      new Promise<{ encoding?: string; body: Buffer }>((resolve) =>
        http.get(`${base}/g`, { headers: { "accept-encoding": acceptEncoding } }, (res) => {
          const chunks: Buffer[] = [];
          res.on("data", (chunk: Buffer) => chunks.push(chunk));
          res.on("end", () => resolve({ encoding: res.headers["content-encoding"], body: Buffer.concat(chunks) }));
        }),
      );
    // A browser (Chrome sends "gzip, deflate, br, zstd"): brotli, whatever the order.
    const browser = await rawGet("gzip, deflate, br, zstd");
    expect(browser.encoding).toBe("br");
    expect(zlib.brotliDecompressSync(browser.body).toString()).toContain("/g</p>");
    const gzipOnly = await rawGet("gzip");
    expect(gzipOnly.encoding).toBe("gzip");
    expect(zlib.gunzipSync(gzipOnly.body).toString()).toContain("/g</p>");
    // An encoding refused with q=0 is never sent.
    const refusesBrotli = await rawGet("br;q=0, gzip");
    expect(refusesBrotli.encoding).toBe("gzip");
    const plain = await rawGet("identity");
    expect(plain.encoding).toBeUndefined();
    expect(plain.body.toString()).toContain("/g</p>");
    expect(renders).toBe(1);
  });

  it("hashes every inline script but not JSON-LD data or external scripts", () => {
    const html =
      '<script type="application/ld+json">{"a":1}</script><script src="/x.js"></script>' +
      '<script nonce="n">one()</script><script type="module" nonce="n">import "/a.js";</script>';
    const policy = hashedPolicy("default-src 'self'; script-src 'self' 'nonce-n'; img-src 'self'", html);
    const digest = (text: string) => `'sha256-${crypto.createHash("sha256").update(text).digest("base64")}'`;
    expect(policy).toBe(
      `default-src 'self'; script-src 'self' ${digest("one()")} ${digest('import "/a.js";')}; img-src 'self'`,
    );
  });

  it("keeps every page through a write that changes nothing public: same ETag, 304", async () => {
    const first = await fetch(`${base}/a`);
    const etag = first.headers.get("etag")!;
    for (let i = 0; i < 5; i++) expect((await fetch(`${base}/compare`, { method: "POST" })).status).toBe(204);
    const kept = await fetch(`${base}/a`, { headers: { "if-none-match": etag } });
    expect(kept.status).toBe(304);
    expect(kept.headers.get("etag")).toBe(etag);
    expect(renders).toBe(1);
  });

  it("drops the pages carrying a changed key, and only those", async () => {
    await fetch(`${base}/a?shows=property-1`);
    await fetch(`${base}/b?shows=property-2`);
    await fetch(`${base}/c?shows=property-1,home-featured`);
    expect(renders).toBe(3);
    await fetch(`${base}/change?keys=property-1`, { method: "POST" });
    expect(pageCacheSize()).toBe(1);
    expect(await (await fetch(`${base}/a?shows=property-1`)).text()).toContain(`version ${version}`);
    await fetch(`${base}/b?shows=property-2`);
    expect(renders).toBe(4);
    // The settings key is on every page: naming it drops them all.
    await fetch(`${base}/change?keys=site`, { method: "POST" });
    expect(pageCacheSize()).toBe(0);
  });

  it("names a page's keys in Surrogate-Key and Cache-Tag, rendered, kept and revalidated", async () => {
    const rendered = await fetch(`${base}/tagged?shows=property-7`);
    const kept = await fetch(`${base}/tagged?shows=property-7`);
    const revalidated = await fetch(`${base}/tagged?shows=property-7`, {
      headers: { "if-none-match": kept.headers.get("etag")! },
    });
    expect(revalidated.status).toBe(304);
    for (const answer of [rendered, kept, revalidated]) {
      expect(answer.headers.get("surrogate-key")).toBe("page-tagged property-7 site");
      expect(answer.headers.get("cache-tag")).toBe("page-tagged,property-7,site");
    }
  });

  it("does not keep a render overlapped by a change naming one of its keys, but keeps one overlapped by another", async () => {
    const overlapped = fetch(`${base}/slow?shows=property-3`);
    await until(() => releaseSlow !== null);
    await fetch(`${base}/change?keys=property-3`, { method: "POST" });
    releaseSlow!();
    releaseSlow = null;
    await (await overlapped).text();
    expect(pageCacheSize()).toBe(0);
    const unrelated = fetch(`${base}/slow?shows=property-3`);
    await until(() => releaseSlow !== null);
    await fetch(`${base}/change?keys=property-4`, { method: "POST" });
    releaseSlow!();
    releaseSlow = null;
    await (await unrelated).text();
    expect(pageCacheSize()).toBe(1);
  });

  it("drops everything when a change names a malformed key (rather than fail the write's answer)", async () => {
    await fetch(`${base}/a`);
    await fetch(`${base}/b`);
    const errors: unknown[] = [];
    const original = log.error;
    log.error = ((...args: unknown[]) => void errors.push(args)) as typeof log.error;
    try {
      await announceChange(["Not A Key"]);
    } finally {
      log.error = original;
    }
    expect(errors).toHaveLength(1);
    expect(pageCacheSize()).toBe(0);
  });

  it("takes a page whose render recorded no key as showing everything: any change drops it", async () => {
    await fetch(`${base}/unkeyed`);
    await fetch(`${base}/keyed`);
    await fetch(`${base}/change?keys=property-99`, { method: "POST" });
    await fetch(`${base}/unkeyed`);
    await fetch(`${base}/keyed`);
    expect(renders).toBe(3);
  });

  it("is emptied by invalidatePageCache()", async () => {
    await fetch(`${base}/a`);
    invalidatePageCache();
    await fetch(`${base}/a`);
    expect(renders).toBe(2);
  });

  it("never keeps or marks public an answer that sets a cookie, an error or a signed-in page", async () => {
    for (const path of ["/cookie", "/missing", "/plain"]) {
      const response = await fetch(`${base}${path}`);
      expect(response.headers.get("cache-control") ?? "", path).not.toContain("public");
      expect(response.headers.get("etag"), path).toBeNull();
    }
    const signedIn = await fetch(`${base}/a`, { headers: { cookie: "better-auth.session_token=abc" } });
    expect(signedIn.headers.get("cache-control") ?? "").not.toContain("public");
    expect(pageCacheSize()).toBe(0);
  });
});

async function until(condition: () => boolean) {
  while (!condition()) await new Promise((resolve) => setTimeout(resolve, 5));
}
