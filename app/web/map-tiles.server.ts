/**
 * A self-hosted basemap (MAP_PMTILES): one PMTiles file that the maps read
 * piece by piece with HTTP range requests, through this site's own address
 * (MAP_TILES_PATH), so the Content-Security-Policy needs no tile host.
 *
 * MAP_PMTILES names the file: a path inside DATA_DIR (`tiles/india.pmtiles`),
 * an http(s) URL, or `s3://bucket/key` read with the S3_* credentials. A URL
 * is fetched by this server with the visitor's Range header, so its host need
 * not allow other origins.
 *
 * Answers: 200 with the whole file without Range; 206 with Content-Range for
 * one satisfiable range; 416 with `Content-Range: bytes * /size` for a range
 * outside the file or malformed; always `Accept-Ranges: bytes`. Never
 * compressed: the bytes are already compressed tiles, and a compressed 206
 * would no longer match its Content-Range (`Cache-Control: no-transform`, which
 * the compression middleware honours, and a type it would not compress
 * anyway); the page cache keeps only HTML documents.
 */
import fs from "node:fs";
import path from "node:path";
import { Readable } from "node:stream";
import { AwsClient } from "aws4fetch";
import { env } from "#app/platform/env.server";
import { s3ConfigFromEnv } from "#app/platform/storage.server";

/** Where the browser reads the basemap (routes.ts maps it to routes/map-tiles.ts). */
export const MAP_TILES_PATH = "/map-tiles/basemap.pmtiles";

/** The glyphs and sprites of the Protomaps style, unless MAP_PMTILES_ASSETS names a copy of them. */
export const PROTOMAPS_ASSETS_URL = "https://protomaps.github.io/basemaps-assets";

export type PmtilesSource =
  { kind: "file"; path: string } | { kind: "url"; url: string } | { kind: "s3"; bucket: string; key: string };

/** MAP_PMTILES as a source, or null when unset or unusable (a path leaving DATA_DIR, another scheme). */
export function pmtilesSource(vars: NodeJS.ProcessEnv = process.env, dataDir = env.dataDir): PmtilesSource | null {
  const value = vars.MAP_PMTILES?.trim();
  if (!value) return null;
  if (/^https?:\/\//i.test(value)) {
    try {
      return { kind: "url", url: new URL(value).href };
    } catch {
      return null;
    }
  }
  const s3 = /^s3:\/\/([^/]+)\/(.+)$/.exec(value);
  if (s3) return { kind: "s3", bucket: s3[1]!, key: s3[2]! };
  if (/^[a-z][a-z0-9+.-]*:/i.test(value)) return null;
  const root = path.resolve(dataDir);
  const file = path.resolve(root, value);
  // Only files inside DATA_DIR: the setting never opens the rest of the disk to the web.
  if (file !== root && !file.startsWith(root + path.sep)) return null;
  return { kind: "file", path: file };
}

/** What the maps need to know in the browser: where the tiles and the style's glyphs and sprites are. */
export type PmtilesConfig = { url: string; assetsUrl: string };

export function pmtilesConfig(vars: NodeJS.ProcessEnv = process.env): PmtilesConfig | null {
  if (!vars.MAP_PMTILES?.trim()) return null;
  const assets = vars.MAP_PMTILES_ASSETS?.trim().replace(/\/+$/, "");
  return { url: MAP_TILES_PATH, assetsUrl: assets || PROTOMAPS_ASSETS_URL };
}

/** The host of the style's glyphs and sprites, for connect-src: only when MAP_PMTILES is set and they are elsewhere. */
export function pmtilesAssetsOrigin(vars: NodeJS.ProcessEnv = process.env): string | null {
  const config = pmtilesConfig(vars);
  if (!config || config.assetsUrl.startsWith("/")) return null;
  try {
    return new URL(config.assetsUrl).origin;
  } catch {
    return null;
  }
}

export type ByteRange = { start: number; end: number };

/**
 * One `bytes=` range of a file of `size` bytes (RFC 9110 §14.1.2): `a-b`,
 * `a-` or `-n` (the last n). Null: no Range header (the whole file);
 * "unsatisfiable": malformed, several ranges, or outside the file.
 */
export function parseRange(header: string | null, size: number): ByteRange | "unsatisfiable" | null {
  if (header === null) return null;
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!match || (match[1] === "" && match[2] === "")) return "unsatisfiable";
  if (match[1] === "") {
    const last = Number(match[2]);
    if (last === 0 || size === 0) return "unsatisfiable";
    return { start: Math.max(0, size - last), end: size - 1 };
  }
  const start = Number(match[1]);
  const end = match[2] === "" ? size - 1 : Math.min(Number(match[2]), size - 1);
  if (!Number.isSafeInteger(start) || start >= size || end < start) return "unsatisfiable";
  return { start, end };
}

const FIXED_HEADERS = {
  "Accept-Ranges": "bytes",
  "Content-Type": "application/vnd.pmtiles",
  // The file changes only when an operator replaces it; an hour keeps a visitor's pans cheap.
  "Cache-Control": "public, max-age=3600, no-transform",
};

function unsatisfiable(size: number): Response {
  return new Response(null, { status: 416, headers: { ...FIXED_HEADERS, "Content-Range": `bytes */${size}` } });
}

async function fromFile(file: string, rangeHeader: string | null, method: string): Promise<Response> {
  let size: number;
  try {
    const stat = await fs.promises.stat(file);
    if (!stat.isFile()) return new Response("Not found", { status: 404 });
    size = stat.size;
  } catch {
    return new Response("Not found", { status: 404 });
  }
  const range = parseRange(rangeHeader, size);
  if (range === "unsatisfiable") return unsatisfiable(size);
  const { start, end } = range ?? { start: 0, end: size - 1 };
  const length = size === 0 ? 0 : end - start + 1;
  const headers: Record<string, string> = { ...FIXED_HEADERS, "Content-Length": String(length) };
  if (range) headers["Content-Range"] = `bytes ${start}-${end}/${size}`;
  const body =
    method === "HEAD" || length === 0
      ? null
      : (Readable.toWeb(fs.createReadStream(file, { start, end })) as ReadableStream<Uint8Array>);
  return new Response(body, { status: range ? 206 : 200, headers });
}

/** A remote file: the visitor's Range is passed on and the answer's range headers passed back. */
async function fromUrl(request: Request, fetchImpl: () => Promise<Response>): Promise<Response> {
  let upstream: Response;
  try {
    upstream = await fetchImpl();
  } catch {
    return new Response("The map tiles cannot be reached.", { status: 502 });
  }
  if (upstream.status === 404) return new Response("Not found", { status: 404 });
  if (upstream.status !== 200 && upstream.status !== 206 && upstream.status !== 416) {
    await upstream.body?.cancel();
    return new Response("The map tiles cannot be reached.", { status: 502 });
  }
  const headers: Record<string, string> = { ...FIXED_HEADERS };
  for (const name of ["Content-Length", "Content-Range", "ETag", "Last-Modified"]) {
    const value = upstream.headers.get(name);
    if (value) headers[name] = value;
  }
  // A host that ignored the Range and sent everything: passed on as the whole file (200), which clients accept.
  const body = request.method === "HEAD" || upstream.status === 416 ? null : upstream.body;
  if (body === null) await upstream.body?.cancel();
  return new Response(body, { status: upstream.status, headers });
}

/** The answer to a GET or HEAD of MAP_TILES_PATH. */
export async function servePmtiles(
  request: Request,
  source: PmtilesSource | null = pmtilesSource(),
  fetchImpl: typeof fetch = fetch,
): Promise<Response> {
  if (!source) return new Response("Not found", { status: 404 });
  const range = request.headers.get("Range");
  if (source.kind === "file") return fromFile(source.path, range, request.method);
  // Never asked to compress: the Content-Range must count the stored bytes.
  const headers: Record<string, string> = { "Accept-Encoding": "identity" };
  if (range) headers.Range = range;
  if (source.kind === "url") {
    return fromUrl(request, () => fetchImpl(source.url, { method: request.method, headers }));
  }
  const config = s3ConfigFromEnv();
  if (!config) return new Response("Not found", { status: 404 });
  const client = new AwsClient({
    accessKeyId: config.accessKeyId,
    secretAccessKey: config.secretAccessKey,
    region: config.region,
    service: "s3",
  });
  const url = `${config.endpoint}/${encodeURIComponent(source.bucket)}/${source.key.split("/").map(encodeURIComponent).join("/")}`;
  return fromUrl(request, async () => fetchImpl(await client.sign(url, { method: request.method, headers })));
}
