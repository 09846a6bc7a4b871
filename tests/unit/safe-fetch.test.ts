/**
 * The SSRF-safe fetcher (app/platform/safe-fetch.server.ts): loopback, cloud
 * metadata, private networks, a redirect into one, too many redirects, a body
 * over the limit and a wrong type are refused; a real image from a host the
 * test-only setting names is fetched.
 */
import http from "node:http";
import type { AddressInfo } from "node:net";
import sharp from "sharp";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { FetchRefused, isPublicAddress, safeFetch } from "#app/platform/safe-fetch.server";

let server: http.Server;
let base = "";
let png: Buffer;

beforeAll(async () => {
  png = await sharp({ create: { width: 8, height: 8, channels: 3, background: "#c05621" } })
    .png()
    .toBuffer();
  server = http.createServer((request, response) => {
    const path = request.url ?? "/";
    if (path === "/photo.png") {
      response.writeHead(200, { "content-type": "image/png" });
      response.end(png);
    } else if (path === "/page.html") {
      response.writeHead(200, { "content-type": "text/html" });
      response.end("<html></html>");
    } else if (path === "/fake.jpg") {
      response.writeHead(200, { "content-type": "image/jpeg" });
      response.end("not an image at all");
    } else if (path === "/huge.jpg") {
      // No length announced: the limit is enforced while reading.
      response.writeHead(200, { "content-type": "image/jpeg" });
      const chunk = Buffer.alloc(1024 * 1024, 0xff);
      for (let i = 0; i < 11; i += 1) response.write(chunk);
      response.end();
    } else if (path === "/to-metadata") {
      response.writeHead(302, { location: "https://169.254.169.254/latest/meta-data/" });
      response.end();
    } else if (path.startsWith("/loop")) {
      const n = Number(path.slice(5) || 0);
      response.writeHead(302, { location: `/loop${n + 1}` });
      response.end();
    } else if (path === "/to-photo") {
      response.writeHead(301, { location: "/photo.png" });
      response.end();
    } else {
      response.writeHead(404);
      response.end();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
afterEach(() => {
  delete process.env.FETCH_ALLOW_PRIVATE_HOSTS;
});

async function refusal(url: string, kind: "photo" | "feed" = "photo") {
  const error = await safeFetch(url, { kind }).catch((caught: unknown) => caught);
  expect(error).toBeInstanceOf(FetchRefused);
  return (error as Error).message;
}

describe("which addresses are public", () => {
  it("refuses loopback, link-local, private, CGNAT, unspecified and their IPv6 and mapped forms", () => {
    for (const address of [
      "127.0.0.1",
      "127.8.9.10",
      "0.0.0.0",
      "169.254.169.254",
      "10.1.2.3",
      "172.16.0.1",
      "172.31.255.255",
      "192.168.1.1",
      "100.64.0.1",
      "224.0.0.1",
      "::1",
      "::",
      "fe80::1",
      "fc00::1",
      "fd12:3456::1",
      "::ffff:127.0.0.1",
      "::ffff:7f00:1",
      "::ffff:169.254.169.254",
      "64:ff9b::a00:1",
    ])
      expect(isPublicAddress(address), address).toBe(false);
    for (const address of ["93.184.216.34", "8.8.8.8", "172.32.0.1", "2606:4700::1111"])
      expect(isPublicAddress(address), address).toBe(true);
  });
});

describe("safeFetch", () => {
  it("refuses 127.0.0.1, 169.254.169.254 and 10.x, over https too, without the test setting", async () => {
    expect(await refusal(`${base}/photo.png`)).toBe("must be an https:// address");
    expect(await refusal("https://127.0.0.1/photo.png")).toMatch(/private or local/);
    expect(await refusal("https://169.254.169.254/latest/meta-data/")).toMatch(/private or local/);
    expect(await refusal("https://10.0.0.7/photo.png")).toMatch(/private or local/);
    expect(await refusal("https://[::ffff:127.0.0.1]/photo.png")).toMatch(/private or local/);
    expect(await refusal("https://localhost/photo.png")).toMatch(/private or local/);
  });

  it("fetches an image from a host the test-only setting names, following a redirect", async () => {
    process.env.FETCH_ALLOW_PRIVATE_HOSTS = "127.0.0.1";
    const fetched = await safeFetch(`${base}/to-photo`, { kind: "photo" });
    expect(fetched.contentType).toBe("image/png");
    expect(fetched.bytes.equals(png)).toBe(true);
    expect(fetched.url).toBe(`${base}/photo.png`);
  });

  it("re-checks every redirect: one to a private address is refused", async () => {
    process.env.FETCH_ALLOW_PRIVATE_HOSTS = "127.0.0.1";
    expect(await refusal(`${base}/to-metadata`)).toMatch(/private or local/);
    expect(await refusal(`${base}/loop0`)).toBe("redirected more than 3 times");
  });

  it("refuses a body over the limit, a wrong type and bytes that are not an image", async () => {
    process.env.FETCH_ALLOW_PRIVATE_HOSTS = "127.0.0.1";
    expect(await refusal(`${base}/huge.jpg`)).toBe("is larger than 10 MB");
    expect(await refusal(`${base}/page.html`)).toBe("is not an image");
    expect(await refusal(`${base}/fake.jpg`)).toBe("is not a JPEG, PNG, WebP, GIF or AVIF image");
    expect(await refusal(`${base}/page.html`, "feed")).toBe("has an unexpected type (text/html)");
    expect(await refusal(`${base}/missing`)).toBe("answered with status 404");
  });
});
