/**
 * Scripts, stylesheets and text files are sent as the build compressed them
 * (scripts/precompress-assets.ts): brotli to a browser that accepts it, gzip
 * to one that only accepts gzip, the plain file otherwise — always the same
 * bytes once decoded, cached for a year, and marked as varying by encoding so
 * that a shared cache never hands brotli to a client that did not ask for it.
 */
import fs from "node:fs";
import http from "node:http";
import path from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { expect, test } from "./support/fixtures";

// The build the server runs (server.mjs reads the same variable).
const ASSETS = path.resolve(process.env.BUILD_DIR ?? "build", "client/assets");

/** The raw response (no decoding, unlike fetch and Playwright's request), asking for `acceptEncoding`. */
function rawGet(url: string, acceptEncoding: string | null) {
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
    const headers = acceptEncoding === null ? {} : { "accept-encoding": acceptEncoding };
    http
      .get(url, { headers }, (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () =>
          resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }),
        );
      })
      .on("error", reject);
  });
}

const assetNamed = (pattern: RegExp) => {
  const name = fs.readdirSync(ASSETS).find((file) => pattern.test(file));
  if (!name) throw new Error(`no build asset matches ${pattern}`);
  return name;
};

for (const [kind, pattern] of [
  ["the framework script", /^framework-[\w-]+\.js$/],
  ["the stylesheet", /^app-[\w-]+\.css$/],
] as const) {
  test(`${kind} is sent brotli-compressed, gzipped or plain, as the client accepts`, async ({ baseURL }) => {
    const name = assetNamed(pattern);
    const original = fs.readFileSync(path.join(ASSETS, name));
    const url = `${baseURL}/assets/${name}`;

    const brotli = await rawGet(url, "gzip, deflate, br");
    expect(brotli.status).toBe(200);
    expect(brotli.headers["content-encoding"]).toBe("br");
    expect(brotli.headers.vary).toMatch(/accept-encoding/i);
    expect(brotli.headers["cache-control"]).toContain("immutable");
    expect(brotliDecompressSync(brotli.body).equals(original)).toBe(true);
    // Compressed at the highest quality, not on the fly: clearly smaller than gzip.
    const gzip = await rawGet(url, "gzip");
    expect(gzip.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(gzip.body).equals(original)).toBe(true);
    expect(brotli.body.length).toBeLessThan(gzip.body.length * 0.95);

    for (const acceptEncoding of ["identity", null]) {
      const plain = await rawGet(url, acceptEncoding);
      expect(plain.status).toBe(200);
      expect(plain.headers["content-encoding"]).toBeUndefined();
      expect(plain.body.equals(original)).toBe(true);
    }
  });
}

test("a page's scripts reach the browser brotli-compressed", async ({ page }) => {
  const encodings = new Map<string, string | undefined>();
  page.on("response", (response) => {
    if (response.request().resourceType() === "script")
      encodings.set(response.url(), response.headers()["content-encoding"]);
  });
  await page.goto("/residential");
  await page.waitForLoadState("networkidle");
  const names = [...encodings.keys()].map((url) => new URL(url).pathname.replace("/assets/", ""));
  expect(names.some((name) => name.startsWith("framework-"))).toBe(true);
  // Files under 1 KB have no compressed copy (it would save less than the headers weigh).
  const worthCompressing = names.filter((name) => fs.statSync(path.join(ASSETS, name)).size >= 1024);
  expect(worthCompressing.length).toBeGreaterThanOrEqual(4);
  for (const name of worthCompressing)
    expect(encodings.get(new URL(`/assets/${name}`, page.url()).href), name).toBe("br");
});

test("a malformed asset path is refused with a 4xx", async ({ baseURL }) => {
  const response = await rawGet(`${baseURL}/assets/%E0%A4%A.js`, "br");
  expect(response.status).toBeGreaterThanOrEqual(400);
  expect(response.status).toBeLessThan(500);
});
