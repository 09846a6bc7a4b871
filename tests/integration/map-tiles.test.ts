/**
 * The self-hosted basemap (MAP_PMTILES): served with HTTP range requests (200
 * without Range, 206 with a correct Content-Range, 416 for a range outside
 * the file or malformed), never compressed even behind the compression
 * middleware, and readable by the pmtiles library the maps use. The fixture is
 * a tiny PMTiles v3 archive written by this test (one tile at z0), so nothing
 * reaches the internet.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { AddressInfo } from "node:net";
import { Readable } from "node:stream";
import compression from "compression";
import express from "express";
import { PMTiles, type RangeResponse, type Source } from "pmtiles";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  MAP_TILES_PATH,
  parseRange,
  pmtilesAssetsOrigin,
  pmtilesConfig,
  pmtilesSource,
  servePmtiles,
  type PmtilesSource,
} from "#app/web/map-tiles.server";
import { contentSecurityPolicy } from "#app/web/security-headers.server";
import { TILE, tinyPmtiles } from "../helpers/tiny-pmtiles";

let dataDir: string;
let archive: Buffer;
let source: PmtilesSource;

beforeAll(() => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "nivaas-pmtiles-"));
  fs.mkdirSync(path.join(dataDir, "tiles"));
  archive = tinyPmtiles();
  fs.writeFileSync(path.join(dataDir, "tiles", "india.pmtiles"), archive);
  source = pmtilesSource({ MAP_PMTILES: "tiles/india.pmtiles" }, dataDir)!;
});

afterAll(() => {
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const request = (headers: Record<string, string> = {}, method = "GET") =>
  new Request(`http://localhost${MAP_TILES_PATH}`, { method, headers });

describe("MAP_PMTILES", () => {
  it("names a file inside DATA_DIR, an http(s) URL or an s3:// object; nothing else", () => {
    expect(source).toEqual({ kind: "file", path: path.join(dataDir, "tiles", "india.pmtiles") });
    expect(pmtilesSource({ MAP_PMTILES: "../outside.pmtiles" }, dataDir)).toBeNull();
    expect(pmtilesSource({ MAP_PMTILES: "/etc/passwd" }, dataDir)).toBeNull();
    expect(pmtilesSource({ MAP_PMTILES: "file:///etc/passwd" }, dataDir)).toBeNull();
    expect(pmtilesSource({ MAP_PMTILES: "https://tiles.example.com/india.pmtiles" }, dataDir)).toEqual({
      kind: "url",
      url: "https://tiles.example.com/india.pmtiles",
    });
    expect(pmtilesSource({ MAP_PMTILES: "s3://maps/basemaps/india.pmtiles" }, dataDir)).toEqual({
      kind: "s3",
      bucket: "maps",
      key: "basemaps/india.pmtiles",
    });
    expect(pmtilesSource({}, dataDir)).toBeNull();
  });

  it("tells the browser where the tiles are; the CSP names only the glyph host, and only when configured", () => {
    expect(pmtilesConfig({})).toBeNull();
    expect(pmtilesConfig({ MAP_PMTILES: "tiles/india.pmtiles" })).toEqual({
      url: MAP_TILES_PATH,
      assetsUrl: "https://protomaps.github.io/basemaps-assets",
    });
    const withTiles = contentSecurityPolicy(undefined, { MAP_PMTILES: "tiles/india.pmtiles" });
    expect(withTiles).toContain("connect-src 'self' https://protomaps.github.io;");
    expect(withTiles).toContain("worker-src 'self'");
    const selfHosted = { MAP_PMTILES: "tiles/india.pmtiles", MAP_PMTILES_ASSETS: "/uploads/basemaps-assets" };
    expect(pmtilesAssetsOrigin(selfHosted)).toBeNull();
    expect(contentSecurityPolicy(undefined, selfHosted)).toContain("connect-src 'self';");
    expect(contentSecurityPolicy(undefined, { MAP_STYLE_URL: "none" })).toContain("connect-src 'self';");
  });
});

describe("range requests", () => {
  it("parses one bytes range; several, malformed or outside the file are unsatisfiable", () => {
    expect(parseRange(null, 100)).toBeNull();
    expect(parseRange("bytes=0-9", 100)).toEqual({ start: 0, end: 9 });
    expect(parseRange("bytes=90-", 100)).toEqual({ start: 90, end: 99 });
    expect(parseRange("bytes=-10", 100)).toEqual({ start: 90, end: 99 });
    expect(parseRange("bytes=95-200", 100)).toEqual({ start: 95, end: 99 });
    expect(parseRange("bytes=100-", 100)).toBe("unsatisfiable");
    expect(parseRange("bytes=10-5", 100)).toBe("unsatisfiable");
    expect(parseRange("bytes=0-1,5-6", 100)).toBe("unsatisfiable");
    expect(parseRange("items=0-1", 100)).toBe("unsatisfiable");
    expect(parseRange("bytes=-", 100)).toBe("unsatisfiable");
  });

  it("answers 200 with the whole file without Range, 206 with Content-Range, 416 outside the file", async () => {
    const whole = await servePmtiles(request(), source);
    expect(whole.status).toBe(200);
    expect(whole.headers.get("Accept-Ranges")).toBe("bytes");
    expect(whole.headers.get("Content-Length")).toBe(String(archive.length));
    expect(whole.headers.get("Content-Encoding")).toBeNull();
    expect(Buffer.from(await whole.arrayBuffer()).equals(archive)).toBe(true);

    const part = await servePmtiles(request({ Range: "bytes=0-126" }), source);
    expect(part.status).toBe(206);
    expect(part.headers.get("Content-Range")).toBe(`bytes 0-126/${archive.length}`);
    expect(part.headers.get("Content-Length")).toBe("127");
    expect(Buffer.from(await part.arrayBuffer()).equals(archive.subarray(0, 127))).toBe(true);

    const tail = await servePmtiles(request({ Range: `bytes=-${TILE.length}` }), source);
    expect(tail.status).toBe(206);
    expect(Buffer.from(await tail.arrayBuffer()).equals(TILE)).toBe(true);

    for (const range of [`bytes=${archive.length}-`, "bytes=5-2", "bytes=abc"]) {
      const refused = await servePmtiles(request({ Range: range }), source);
      expect(refused.status, range).toBe(416);
      expect(refused.headers.get("Content-Range")).toBe(`bytes */${archive.length}`);
    }

    const head = await servePmtiles(request({ Range: "bytes=0-9" }, "HEAD"), source);
    expect(head.status).toBe(206);
    expect(head.headers.get("Content-Length")).toBe("10");
    expect(await head.text()).toBe("");

    expect((await servePmtiles(request(), null)).status).toBe(404);
    expect((await servePmtiles(request(), { kind: "file", path: path.join(dataDir, "missing.pmtiles") })).status).toBe(
      404,
    );
  });

  it("is never compressed behind the compression middleware", async () => {
    const app = express();
    app.use(compression({ threshold: 0 }));
    app.get(MAP_TILES_PATH, async (req, res) => {
      const headers: Record<string, string> = {};
      if (req.headers.range) headers.Range = req.headers.range;
      const answer = await servePmtiles(request(headers), source);
      res.status(answer.status);
      answer.headers.forEach((value, name) => res.setHeader(name, value));
      if (answer.body) Readable.fromWeb(answer.body as never).pipe(res);
      else res.end();
    });
    const server = app.listen(0, "127.0.0.1");
    await new Promise((resolve) => server.once("listening", resolve));
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    try {
      const whole = await fetch(base + MAP_TILES_PATH, { headers: { "Accept-Encoding": "gzip, br" } });
      expect(whole.status).toBe(200);
      expect(whole.headers.get("Content-Encoding")).toBeNull();
      expect(Buffer.from(await whole.arrayBuffer()).equals(archive)).toBe(true);
      const part = await fetch(base + MAP_TILES_PATH, {
        headers: { "Accept-Encoding": "gzip, br", Range: "bytes=7-7" },
      });
      expect(part.status).toBe(206);
      expect(part.headers.get("Content-Encoding")).toBeNull();
      expect(part.headers.get("Content-Range")).toBe(`bytes 7-7/${archive.length}`);
      expect(Buffer.from(await part.arrayBuffer())).toEqual(Buffer.from([3]));
    } finally {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    }
  });

  it("serves an archive the pmtiles reader (the maps' own library) reads, tile by tile", async () => {
    const ranged: Source = {
      getKey: () => MAP_TILES_PATH,
      async getBytes(offset: number, length: number): Promise<RangeResponse> {
        const answer = await servePmtiles(request({ Range: `bytes=${offset}-${offset + length - 1}` }), source);
        expect(answer.status).toBe(206);
        return { data: await answer.arrayBuffer() };
      },
    };
    const reader = new PMTiles(ranged);
    const header = await reader.getHeader();
    expect(header.specVersion).toBe(3);
    expect(header.maxZoom).toBe(0);
    const tile = await reader.getZxy(0, 0, 0);
    expect(Buffer.from(tile!.data).equals(TILE)).toBe(true);
    expect(await reader.getMetadata()).toEqual({ name: "test fixture" });
  });

  it("passes the Range on to a remote file and its range headers back, uncompressed", async () => {
    const seen: Headers[] = [];
    const fakeFetch = (async (_url: string, init: RequestInit) => {
      seen.push(new Headers(init.headers));
      return new Response(new Uint8Array(archive.subarray(0, 10)), {
        status: 206,
        headers: { "Content-Range": `bytes 0-9/${archive.length}`, "Content-Length": "10" },
      });
    }) as typeof fetch;
    const answer = await servePmtiles(
      request({ Range: "bytes=0-9" }),
      { kind: "url", url: "https://tiles.example.com/india.pmtiles" },
      fakeFetch,
    );
    expect(seen[0]!.get("Range")).toBe("bytes=0-9");
    expect(seen[0]!.get("Accept-Encoding")).toBe("identity");
    expect(answer.status).toBe(206);
    expect(answer.headers.get("Content-Range")).toBe(`bytes 0-9/${archive.length}`);
    expect(answer.headers.get("Content-Encoding")).toBeNull();
    const unreachable = await servePmtiles(
      request(),
      { kind: "url", url: "https://tiles.example.com/india.pmtiles" },
      (async () => {
        throw new Error("offline");
      }) as typeof fetch,
    );
    expect(unreachable.status).toBe(502);
  });
});
