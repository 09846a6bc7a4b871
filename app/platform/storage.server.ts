/**
 * Where uploaded and generated files live. One interface; local disk under
 * DATA_DIR/uploads by default (served at /uploads/… by server.mjs with a long
 * cache lifetime, because every key is content-addressed and never rewritten),
 * or an S3-compatible bucket when S3_BUCKET is set (see s3Storage()).
 */
import fs from "node:fs/promises";
import path from "node:path";
import { AwsClient } from "aws4fetch";
import { env } from "./env.server";

export interface FileStorage {
  /** What every public URL of a stored file starts with ("/uploads/", or the bucket's public URL and a slash). */
  readonly urlPrefix: string;
  /** Stores the bytes under `key` and returns the public URL path. */
  put(key: string, data: Buffer, contentType: string): Promise<string>;
  /** Removes a file previously stored (by its public URL); unknown URLs are ignored. */
  remove(url: string): Promise<void>;
  /** The bytes of a file previously stored (by its public URL); null when there is none. */
  read(url: string): Promise<Buffer | null>;
  /** Count and total bytes of stored files (for the admin System tab). */
  usage(): Promise<{ files: number; bytes: number }>;
  /** Every stored file's key and size (for backups: a file's public URL is urlPrefix + key). */
  list(): AsyncIterable<StoredFile>;
}

export type StoredFile = { key: string; bytes: number };

export const UPLOADS_URL_PREFIX = "/uploads/";

export function localStorage(root = path.join(env.dataDir, "uploads")): FileStorage {
  const resolveKey = (key: string) => {
    const full = path.resolve(root, key);
    if (!full.startsWith(path.resolve(root) + path.sep)) throw new Error("Invalid storage key");
    return full;
  };
  return {
    urlPrefix: UPLOADS_URL_PREFIX,
    async put(key, data) {
      const full = resolveKey(key);
      await fs.mkdir(path.dirname(full), { recursive: true });
      await fs.writeFile(full, data);
      return UPLOADS_URL_PREFIX + key;
    },
    async remove(url) {
      if (!url.startsWith(UPLOADS_URL_PREFIX)) return;
      await fs.rm(resolveKey(url.slice(UPLOADS_URL_PREFIX.length)), { force: true });
    },
    async read(url) {
      if (!url.startsWith(UPLOADS_URL_PREFIX)) return null;
      try {
        return await fs.readFile(resolveKey(url.slice(UPLOADS_URL_PREFIX.length)));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === "ENOENT") return null;
        throw error;
      }
    },
    async usage() {
      let files = 0;
      let bytes = 0;
      const walk = async (dir: string) => {
        const entries = await fs.readdir(dir, { withFileTypes: true }).catch(() => []);
        for (const entry of entries) {
          const full = path.join(dir, entry.name);
          if (entry.isDirectory()) await walk(full);
          else {
            files += 1;
            bytes += (await fs.stat(full)).size;
          }
        }
      };
      await walk(root);
      return { files, bytes };
    },
    async *list() {
      const walk = async function* (dir: string, prefix: string): AsyncGenerator<StoredFile> {
        const entries = await fs.readdir(dir, { withFileTypes: true }).catch(() => []);
        for (const entry of entries.sort((a, b) => (a.name < b.name ? -1 : 1))) {
          const full = path.join(dir, entry.name);
          if (entry.isDirectory()) yield* walk(full, `${prefix}${entry.name}/`);
          else if (entry.isFile()) yield { key: prefix + entry.name, bytes: (await fs.stat(full)).size };
        }
      };
      yield* walk(root, "");
    },
  };
}

export type S3Config = {
  /** e.g. https://s3.ap-south-1.amazonaws.com, https://<account>.r2.cloudflarestorage.com, http://127.0.0.1:9000 */
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** Where the bucket's objects are publicly readable (a CDN or the bucket's own URL). */
  publicUrl: string;
};

/** S3_* variables, or null when S3_BUCKET is not set. */
export function s3ConfigFromEnv(vars: NodeJS.ProcessEnv = process.env): S3Config | null {
  const bucket = vars.S3_BUCKET?.trim();
  if (!bucket) return null;
  const region = vars.S3_REGION?.trim() || "us-east-1";
  const endpoint = (vars.S3_ENDPOINT?.trim() || `https://s3.${region}.amazonaws.com`).replace(/\/+$/, "");
  const accessKeyId = vars.S3_ACCESS_KEY_ID ?? "";
  const secretAccessKey = vars.S3_SECRET_ACCESS_KEY ?? "";
  if (!accessKeyId || !secretAccessKey)
    throw new Error("S3_BUCKET is set but S3_ACCESS_KEY_ID or S3_SECRET_ACCESS_KEY is missing");
  const publicUrl = (vars.S3_PUBLIC_URL?.trim() || `${endpoint}/${bucket}`).replace(/\/+$/, "");
  return { endpoint, bucket, region, accessKeyId, secretAccessKey, publicUrl };
}

/**
 * An S3-compatible bucket (AWS S3, Cloudflare R2, MinIO, DigitalOcean Spaces…),
 * addressed path-style (endpoint/bucket/key) so one shape works everywhere.
 * Requests are signed with SigV4 by aws4fetch. Objects get the same year-long
 * immutable cache header the local /uploads route sends.
 */
export function s3Storage(config: S3Config, fetchImpl: typeof fetch = fetch): FileStorage {
  const client = new AwsClient({
    accessKeyId: config.accessKeyId,
    secretAccessKey: config.secretAccessKey,
    region: config.region,
    service: "s3",
    retries: 2,
  });
  const bucketUrl = `${config.endpoint}/${encodeURIComponent(config.bucket)}`;
  const objectUrl = (key: string) => `${bucketUrl}/${key.split("/").map(encodeURIComponent).join("/")}`;
  const send = async (url: string, init: RequestInit) => fetchImpl(await client.sign(url, init));
  const publicPrefix = `${config.publicUrl}/`;
  return {
    urlPrefix: publicPrefix,
    async put(key, data, contentType) {
      if (key.split("/").some((part) => part === "" || part === "." || part === ".."))
        throw new Error("Invalid storage key");
      const response = await send(objectUrl(key), {
        method: "PUT",
        body: new Uint8Array(data),
        headers: { "content-type": contentType, "cache-control": "public, max-age=31536000, immutable" },
      });
      if (!response.ok)
        throw new Error(`S3 PUT ${key} answered ${response.status}: ${(await response.text()).slice(0, 200)}`);
      return publicPrefix + key;
    },
    async remove(url) {
      if (!url.startsWith(publicPrefix)) return;
      const response = await send(objectUrl(url.slice(publicPrefix.length)), { method: "DELETE" });
      // 404: already gone, which is what we wanted.
      if (!response.ok && response.status !== 404) throw new Error(`S3 DELETE answered ${response.status}`);
    },
    async read(url) {
      if (!url.startsWith(publicPrefix)) return null;
      const response = await send(objectUrl(url.slice(publicPrefix.length)), { method: "GET" });
      if (response.status === 404) return null;
      if (!response.ok) throw new Error(`S3 GET answered ${response.status}`);
      return Buffer.from(await response.arrayBuffer());
    },
    async usage() {
      let files = 0;
      let bytes = 0;
      let token: string | undefined;
      do {
        const query = new URLSearchParams({ "list-type": "2", "max-keys": "1000" });
        if (token) query.set("continuation-token", token);
        const response = await send(`${bucketUrl}?${query}`, { method: "GET" });
        if (!response.ok) throw new Error(`S3 LIST answered ${response.status}`);
        const xml = await response.text();
        for (const match of xml.matchAll(/<Size>(\d+)<\/Size>/g)) {
          files += 1;
          bytes += Number(match[1]);
        }
        token = /<IsTruncated>true<\/IsTruncated>/.test(xml)
          ? xml.match(/<NextContinuationToken>([^<]+)<\/NextContinuationToken>/)?.[1]?.replace(/&amp;/g, "&")
          : undefined;
      } while (token);
      return { files, bytes };
    },
    async *list() {
      let token: string | undefined;
      do {
        const query = new URLSearchParams({ "list-type": "2", "max-keys": "1000" });
        if (token) query.set("continuation-token", token);
        const response = await send(`${bucketUrl}?${query}`, { method: "GET" });
        if (!response.ok) throw new Error(`S3 LIST answered ${response.status}`);
        const xml = await response.text();
        for (const match of xml.matchAll(/<Contents>([\s\S]*?)<\/Contents>/g)) {
          const key = match[1].match(/<Key>([^<]*)<\/Key>/)?.[1];
          const size = match[1].match(/<Size>(\d+)<\/Size>/)?.[1];
          if (key !== undefined) yield { key: xmlText(key), bytes: Number(size ?? 0) };
        }
        token = /<IsTruncated>true<\/IsTruncated>/.test(xml)
          ? xml.match(/<NextContinuationToken>([^<]+)<\/NextContinuationToken>/)?.[1]?.replace(/&amp;/g, "&")
          : undefined;
      } while (token);
    },
  };
}

/** The text of an XML element's content: its five predefined entities and character references decoded. */
function xmlText(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|amp|lt|gt|quot|apos);/gi, (_, name: string) => {
    if (name[0] === "#")
      return String.fromCodePoint(
        name[1] === "x" || name[1] === "X" ? parseInt(name.slice(2), 16) : Number(name.slice(1)),
      );
    return { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'" }[name.toLowerCase()] ?? "";
  });
}

let active: FileStorage | undefined;

export function storage(): FileStorage {
  if (!active) {
    const s3 = s3ConfigFromEnv();
    active = s3 ? s3Storage(s3) : localStorage();
  }
  return active;
}

/** Tests point storage at a scratch folder. */
export function setStorage(next: FileStorage) {
  active = next;
}
