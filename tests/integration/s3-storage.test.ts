/**
 * Uploads, their variants, logos and brochures in an S3-compatible bucket:
 * against a real S3 server (s3rver, a development dependency, started here on
 * a local folder), not a mock of the client. Objects are read back over HTTP
 * from the bucket's public URL, as visitors' browsers read them.
 */
import fs from "node:fs";
import { createRequire } from "node:module";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { removeUnreferenced, storeBrochure } from "#app/domain/back-office/files.server";
import { storeLogo } from "#app/domain/site/branding.server";
import { storePhoto } from "#app/platform/images.server";
import { s3Storage, setStorage, storage, type S3Config } from "#app/platform/storage.server";
import { useTestDatabase } from "../helpers/database";

useTestDatabase();

type S3rverServer = { run(): Promise<{ port: number }>; close(): Promise<void> };
type S3rverClass = new (options: Record<string, unknown>) => S3rverServer;

function loadS3rver(): S3rverClass | null {
  try {
    return createRequire(import.meta.url)("s3rver") as S3rverClass;
  } catch {
    return null;
  }
}

const S3rver = loadS3rver();
if (!S3rver) console.warn("s3-storage.test.ts skipped: s3rver is not installed (npm install -D s3rver).");

describe.skipIf(!S3rver)("S3-compatible storage against a real S3 server (s3rver)", () => {
  let server: S3rverServer;
  let directory: string;
  let config: S3Config;

  beforeAll(async () => {
    directory = fs.mkdtempSync(path.join(os.tmpdir(), "nivaas-s3rver-"));
    server = new S3rver!({
      address: "127.0.0.1",
      port: 0,
      silent: true,
      directory,
      configureBuckets: [{ name: "nivaas-test" }],
    });
    const { port } = await server.run();
    const endpoint = `http://127.0.0.1:${port}`;
    config = {
      endpoint,
      bucket: "nivaas-test",
      region: "us-east-1",
      accessKeyId: "S3RVER",
      secretAccessKey: "S3RVER",
      publicUrl: `${endpoint}/nivaas-test`,
    };
    setStorage(s3Storage(config));
  });
  afterAll(async () => {
    await server?.close();
    if (directory) fs.rmSync(directory, { recursive: true, force: true });
  });

  const picture = (background: string) =>
    sharp({ create: { width: 1200, height: 800, channels: 3, background } })
      .jpeg()
      .toBuffer();

  it("stores a photo's variants in the bucket, readable at the public URL with a year-long cache", async () => {
    const photo = await storePhoto(await picture("#0f766e"), "submissions");
    for (const url of [photo.card, photo.large]) {
      expect(url.startsWith(`${config.publicUrl}/submissions/`)).toBe(true);
      const response = await fetch(url);
      expect(response.status).toBe(200);
      expect(response.headers.get("content-type")).toBe("image/webp");
      expect(response.headers.get("cache-control")).toContain("immutable");
      const { width } = await sharp(Buffer.from(await response.arrayBuffer())).metadata();
      expect(width).toBeGreaterThan(0);
    }
  });

  it("stores logos and brochures there too, and counts what the bucket holds", async () => {
    const logo = await storeLogo(
      await sharp({ create: { width: 300, height: 100, channels: 4, background: "#1e40af" } })
        .png()
        .toBuffer(),
    );
    expect((await fetch(logo)).headers.get("content-type")).toBe("image/webp");
    const pdf = Buffer.from("%PDF-1.4\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n");
    const stored: string[] = [];
    const brochure = await storeBrochure({ kind: "upload", bytes: pdf }, stored);
    expect(brochure).toMatch(new RegExp(`^${config.publicUrl}/admin/docs/[0-9a-f]{20}\\.pdf$`));
    const response = await fetch(brochure!);
    expect(response.headers.get("content-type")).toBe("application/pdf");
    expect(Buffer.from(await response.arrayBuffer()).equals(pdf)).toBe(true);

    const usage = await storage().usage();
    expect(usage.files).toBeGreaterThanOrEqual(4);
    expect(usage.bytes).toBeGreaterThan(pdf.length);
  });

  it("removes an admin upload nothing refers to from the bucket, and leaves other addresses alone", async () => {
    const photo = await storePhoto(await picture("#b45309"), "admin");
    await removeUnreferenced([photo.large, "https://images.example.com/admin/elsewhere.jpg"]);
    expect((await fetch(photo.large)).status).toBe(404);
    // Its card twin goes with it.
    expect((await fetch(photo.card)).status).toBe(404);
  });

  it("refuses a key that would leave its folder", async () => {
    await expect(storage().put("../escape.txt", Buffer.from("x"), "text/plain")).rejects.toThrow("Invalid storage key");
  });
});
