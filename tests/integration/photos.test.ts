/**
 * Listing photos: checked by content, decoded with a pixel cap, stripped of
 * EXIF/GPS, stored as WebP; uploads answer signed tokens the submission must
 * carry; the settings' count and size limits hold on every path; and the
 * S3-compatible storage signs what it sends.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { count } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { db } from "#app/platform/db.server";
import { propertyListings } from "#app/platform/schema";
import { storePhoto } from "#app/platform/images.server";
import { signPhoto, verifyPhotoToken, PHOTO_TOKEN_LIFETIME_MS } from "#app/domain/photos/photo-tokens.server";
import { formLimiter } from "#app/platform/rate-limit.server";
import { localStorage, s3ConfigFromEnv, s3Storage, setStorage, UPLOADS_URL_PREFIX } from "#app/platform/storage.server";
import { updateSettings } from "#app/domain/site/settings.server";
import { action as uploadAction } from "#app/routes/api-photos";
import { action as listAction } from "#app/routes/list-property";
import { useTestDatabase } from "../helpers/database";
import { actionArgs, runPipeline } from "../helpers/pipeline";

useTestDatabase();

// Our own scratch folder for stored photos, so the test can read back what was written.
let uploadsDir: string;
beforeAll(() => {
  uploadsDir = fs.mkdtempSync(path.join(os.tmpdir(), "nivaas-photos-test-"));
  setStorage(localStorage(uploadsDir));
});
afterAll(() => fs.rmSync(uploadsDir, { recursive: true, force: true }));

beforeEach(async () => {
  await formLimiter.reset();
  await updateSettings({ maxImageUpload: 10, maxFileSize: 5 });
});

/** The action's arguments, once the request pipeline (root middleware) has read the body. */
const args = (request: Request, clientAddress = "203.0.113.50") => actionArgs(request, { clientAddress });
type DataResult = { data: Record<string, unknown>; init: ResponseInit | null };

/** A JPEG carrying camera and GPS EXIF, as phones write them. */
async function jpegWithGps(width = 1200, height = 800) {
  return sharp({ create: { width, height, channels: 3, background: "#c8733a" } })
    .withMetadata({ orientation: 6 })
    .withExifMerge({
      IFD0: { Make: "PhoneMaker", Model: "Phone 15" },
      IFD3: {
        GPSLatitudeRef: "N",
        GPSLatitude: "19/1 8/1 3000/100",
        GPSLongitudeRef: "E",
        GPSLongitude: "72/1 50/1 1000/100",
      },
    })
    .jpeg()
    .toBuffer();
}

function storedBytes(url: string): Buffer {
  return fs.readFileSync(path.join(uploadsDir, url.slice(UPLOADS_URL_PREFIX.length)));
}

function uploadRequest(file: Blob, name: string, headers: Record<string, string> = {}) {
  const form = new FormData();
  form.set("photo", file, name);
  return new Request("http://127.0.0.1/api/photos", { method: "POST", body: form, headers });
}

async function upload(bytes: Buffer, name: string, type = "image/jpeg", headers: Record<string, string> = {}) {
  // Too large, wrong type, maintenance: the request pipeline answers before the action, in the same JSON shape.
  const request = uploadRequest(new Blob([new Uint8Array(bytes)], { type }), name, headers);
  const response = (await runPipeline(request, uploadAction as never).catch((thrown: unknown) => thrown)) as Response;
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

describe("storePhoto", () => {
  it("removes EXIF and GPS, honours the orientation, and stores WebP thumb, card, medium and large variants", async () => {
    const input = await jpegWithGps();
    const before = await sharp(input).metadata();
    expect(before.exif!.includes(Buffer.from("PhoneMaker")), "the test photo carries camera EXIF").toBe(true);
    // Tag 0x8825 is the pointer to the GPS IFD (either byte order).
    const gpsPointer =
      before.exif!.includes(Buffer.from([0x88, 0x25])) || before.exif!.includes(Buffer.from([0x25, 0x88]));
    expect(gpsPointer, "and a GPS block").toBe(true);
    expect(before.orientation).toBe(6);

    const photo = await storePhoto(input, "submissions");
    expect(photo.card).toMatch(/^\/uploads\/submissions\/[0-9a-f]+-card\.webp$/);
    expect(photo.thumb).toMatch(/^\/uploads\/submissions\/[0-9a-f]+-thumb\.webp$/);
    expect(photo.medium).toMatch(/^\/uploads\/submissions\/[0-9a-f]+-medium\.webp$/);
    // The thumbnail is cut to its box; the medium one keeps the picture's shape, here already within 960 × 1200.
    expect(await sharp(storedBytes(photo.thumb!)).metadata()).toMatchObject({ width: 240, height: 180 });
    expect(await sharp(storedBytes(photo.medium!)).metadata()).toMatchObject({ width: 800, height: 1200 });
    for (const url of [photo.thumb!, photo.card, photo.medium!, photo.large]) {
      const stored = await sharp(storedBytes(url)).metadata();
      expect(stored.format).toBe("webp");
      expect(stored.exif).toBeUndefined();
      expect(stored.xmp).toBeUndefined();
      expect(stored.iptc).toBeUndefined();
    }
    // Orientation 6 (rotated 90°) is applied, so the stored picture stands upright: 800 wide, 1200 high.
    expect(photo.width).toBe(800);
    expect(photo.height).toBe(1200);
  });
});

describe("POST /api/photos", () => {
  it("stores a photo and answers a token that verifies to it", async () => {
    const { status, body } = await upload(await jpegWithGps(), "living room.jpg");
    expect(status).toBe(200);
    expect(body).toMatchObject({ ok: true, name: "living room.jpg" });
    const verified = verifyPhotoToken(body.token);
    expect(verified?.photo).toEqual(body.photo);
    expect(verified?.name).toBe("living room.jpg");
  });

  it("refuses non-images, SVG and decompression bombs by content, naming the file", async () => {
    const text = await upload(Buffer.from("just some text"), "notes.jpg");
    expect(text).toEqual({
      status: 422,
      body: { ok: false, name: "notes.jpg", message: "notes.jpg is not a JPEG, PNG, WebP, GIF or AVIF image" },
    });
    const svg = await upload(
      Buffer.from("<svg xmlns='http://www.w3.org/2000/svg'><script>alert(1)</script></svg>"),
      "x.svg",
      "image/svg+xml",
    );
    expect(svg.status).toBe(422);
    expect(svg.body.message).toBe("x.svg is not a JPEG, PNG, WebP, GIF or AVIF image");
    const bomb = await sharp({ create: { width: 9000, height: 5000, channels: 3, background: "#000" } })
      .png({ compressionLevel: 9 })
      .toBuffer();
    const refused = await upload(bomb, "bomb.png", "image/png");
    expect(refused.status).toBe(422);
    expect(String(refused.body.message)).toMatch(/^bomb\.png (has too many pixels|could not be read)/);
  });

  it("enforces the settings' file size on the server", async () => {
    await updateSettings({ maxFileSize: 1 });
    const big = Buffer.concat([await jpegWithGps(), Buffer.alloc(1024 * 1024 + 10, 0)]);
    const { status, body } = await upload(big, "big.jpg");
    expect(status).toBe(413);
    expect(body.message).toBe("big.jpg is larger than 1 MB");
  });

  it("answers refusals in the language the wizard names (X-Language), English without one", async () => {
    const hindi = await upload(Buffer.from("just some text"), "notes.jpg", "image/jpeg", { "x-language": "hi" });
    expect(hindi).toEqual({
      status: 422,
      body: { ok: false, name: "notes.jpg", message: "notes.jpg JPEG, PNG, WebP, GIF या AVIF इमेज नहीं है" },
    });
    // Refused by the request pipeline before the action: still in the uploader's language.
    await updateSettings({ maxFileSize: 1 });
    const big = Buffer.concat([await jpegWithGps(), Buffer.alloc(1024 * 1024 + 10, 0)]);
    const marathi = await upload(big, "big.jpg", "image/jpeg", { "x-language": "mr", "x-file-name": "big.jpg" });
    expect(marathi.status).toBe(413);
    expect(marathi.body.message).toBe("big.jpg 1 MB पेक्षा मोठा आहे");
    const unknown = await upload(Buffer.from("text"), "a.jpg", "image/jpeg", { "x-language": "fr" });
    expect(unknown.body.message).toBe("a.jpg is not a JPEG, PNG, WebP, GIF or AVIF image");
  });

  it("answers the wizard's own refusals with their real status too (one policy for every client)", async () => {
    const { status, body } = await upload(Buffer.from("nope"), "scan.jpg", "image/jpeg", {
      "x-upload-client": "wizard",
    });
    expect(status).toBe(422);
    expect(body.ok).toBe(false);
  });

  it("rate-limits uploads per client", async () => {
    const tiny = await sharp({ create: { width: 10, height: 10, channels: 3, background: "#fff" } })
      .jpeg()
      .toBuffer();
    let last = 0;
    for (let i = 0; i < 101; i++) {
      const response = (await uploadAction(
        await args(uploadRequest(new Blob([new Uint8Array(tiny)]), `p${i}.jpg`), "198.51.100.77"),
      )) as Response;
      last = response.status;
    }
    expect(last).toBe(429);
  });
});

describe("POST /list-property", () => {
  const fields = {
    propertyType: "commercial",
    category: "Office",
    title: "Grade A office floor on Link Road",
    description: "A full office floor with reception, two conference rooms, a pantry and power backup.",
    address: "Link Road",
    city: "Mumbai",
    state: "Maharashtra",
    pincode: "400053",
    area: "4200",
    parking: "6",
    listingType: "rent",
    price: "350000",
    ownerName: "Asha Mehta",
    ownerPhone: "9820012345",
    ownerEmail: "asha@example.com",
  };

  async function submit(extra: (form: FormData) => void = () => {}, base: Record<string, string> = fields) {
    const form = new FormData();
    for (const [key, value] of Object.entries(base)) form.set(key, value);
    extra(form);
    return listAction(
      await args(new Request("http://127.0.0.1/list-property", { method: "POST", body: form })),
    ) as Promise<DataResult>;
  }

  async function listings() {
    const [{ total }] = await db.select({ total: count() }).from(propertyListings);
    return total;
  }

  it("accepts uploaded photos by their tokens and stores them with the pending submission", async () => {
    const first = await upload(await jpegWithGps(), "a.jpg");
    const second = await upload(await jpegWithGps(640, 480), "b.jpg");
    const result = await submit((form) => {
      form.append("photoTokens", String(first.body.token));
      form.append("photoTokens", String(second.body.token));
    });
    expect(result.data).toMatchObject({ ok: true, email: "asha@example.com" });
    const [row] = await db.select().from(propertyListings);
    expect(row).toMatchObject({ id: result.data.id, status: "pending", bedrooms: null, bathrooms: null, parking: 6 });
    expect(row.images).toEqual([first.body.photo, second.body.photo]);
  });

  it("refuses forged tokens and more photos than the settings allow", async () => {
    const before = await listings();
    const genuine = signPhoto({ card: "/evil", large: "/evil" }, "x", 1);
    // Change the signature's last character to a different one (replacing it with a fixed letter fails 1 run in 64).
    const forged = genuine.slice(0, -1) + (genuine.endsWith("A") ? "B" : "A");
    const bad = await submit((form) => form.append("photoTokens", forged));
    expect(bad.init?.status).toBe(400);
    expect((bad.data.errors as Record<string, string>).photos).toBe(
      "A photo could not be verified. Please remove it and upload it again.",
    );

    await updateSettings({ maxImageUpload: 2 });
    const token = String((await upload(await jpegWithGps(), "c.jpg")).body.token);
    const tooMany = await submit((form) => {
      for (let i = 0; i < 3; i++) form.append("photoTokens", token);
    });
    expect(tooMany.init?.status).toBe(400);
    expect((tooMany.data.errors as Record<string, string>).photos).toBe("You can add at most 2 photos");
    expect(await listings()).toBe(before);
  });

  it("writes the messages that name files or numbers in the page's language (/hi, /mr)", async () => {
    async function submitIn(lang: string, extra: (form: FormData) => void) {
      const form = new FormData();
      for (const [key, value] of Object.entries(fields)) form.set(key, value);
      extra(form);
      const request = new Request(`http://127.0.0.1/${lang}/list-property`, { method: "POST", body: form });
      return listAction(
        await actionArgs(request, { routePath: "/:lang?/list-property", params: { lang } }),
      ) as Promise<DataResult>;
    }
    await updateSettings({ maxImageUpload: 1 });
    const token = String((await upload(await jpegWithGps(), "d.jpg")).body.token);
    const tooMany = await submitIn("hi", (form) => {
      form.append("photoTokens", token);
      form.append("photoTokens", token);
    });
    expect(tooMany.init?.status).toBe(400);
    expect((tooMany.data.errors as Record<string, string>).photos).toBe("आप ज़्यादा से ज़्यादा 1 फ़ोटो जोड़ सकते हैं");

    await updateSettings({ maxImageUpload: 10 });
    const good = await jpegWithGps();
    const result = await submitIn("mr", (form) => {
      form.append("photoFiles", new Blob([new Uint8Array(good)], { type: "image/jpeg" }), "front.jpg");
      form.append("photoFiles", new Blob(["not an image"], { type: "image/jpeg" }), "broken.jpg");
    });
    expect(result.data.ok).toBe(true);
    expect(result.data.droppedPhotos).toEqual([
      { name: "broken.jpg", message: "broken.jpg ही JPEG, PNG, WebP, GIF किंवा AVIF प्रतिमा नाही" },
    ]);
  });

  it("expires tokens after a day", () => {
    const token = signPhoto({ card: "/uploads/a", large: "/uploads/b" }, "a.jpg", 1, 0);
    expect(verifyPhotoToken(token, PHOTO_TOKEN_LIFETIME_MS - 1)).not.toBeNull();
    expect(verifyPhotoToken(token, PHOTO_TOKEN_LIFETIME_MS)).toBeNull();
  });

  it("takes photos as files without JavaScript, dropping the bad ones by name", async () => {
    const good = await jpegWithGps();
    const result = await submit((form) => {
      form.append("photoFiles", new Blob([new Uint8Array(good)], { type: "image/jpeg" }), "front.jpg");
      form.append("photoFiles", new Blob(["not an image"], { type: "image/jpeg" }), "broken.jpg");
    });
    expect(result.data.ok).toBe(true);
    expect(result.data.droppedPhotos).toEqual([
      { name: "broken.jpg", message: "broken.jpg is not a JPEG, PNG, WebP, GIF or AVIF image" },
    ]);
  });

  it("creates nothing when every photo failed, with the spec's message", async () => {
    const before = await listings();
    const result = await submit((form) => {
      form.append("photoFiles", new Blob(["<svg/>"], { type: "image/svg+xml" }), "plan.svg");
    });
    expect(result.init?.status).toBe(422);
    expect(result.data.formError).toBe("Failed to upload images. Please try again.");
    expect(await listings()).toBe(before);
  });

  it("validates a forged submission like the wizard and keeps what was sent", async () => {
    const before = await listings();
    const result = await submit(() => {}, {
      propertyType: "residential",
      category: "Office",
      title: "short",
      area: "-4",
      pincode: "1",
    });
    expect(result.init?.status).toBe(400);
    expect(result.data.errors).toMatchObject({
      category: "Choose a category from the list",
      title: "Title must be at least 10 characters",
      pincode: "Invalid pincode",
      area: "Area must be positive",
      bedrooms: "Bedrooms required for residential",
      price: "Price must be positive",
      ownerPhone: "Invalid phone number",
      ownerEmail: "Invalid email",
    });
    expect(result.data.values).toMatchObject({ title: "short" });
    expect(await listings()).toBe(before);
  });

  it("gives a filled honeypot a fake success without storing", async () => {
    const before = await listings();
    const result = await submit((form) => form.set("website_url", "spam"));
    expect(result.data.ok).toBe(true);
    expect(await listings()).toBe(before);
  });
});

describe("S3-compatible storage", () => {
  const config = {
    endpoint: "https://s3.ap-south-1.amazonaws.com",
    bucket: "nivaas-photos",
    region: "ap-south-1",
    accessKeyId: "AKIDEXAMPLE",
    secretAccessKey: "secret",
    publicUrl: "https://cdn.example.in",
  };

  it("signs PUT and DELETE with SigV4 and returns the public URL", async () => {
    const seen: Request[] = [];
    const fakeFetch = (async (input: RequestInfo | URL) => {
      seen.push(input as Request);
      return new Response(null, { status: 200 });
    }) as typeof fetch;
    const bucket = s3Storage(config, fakeFetch);
    const url = await bucket.put("submissions/abc-card.webp", Buffer.from("webp"), "image/webp");
    expect(url).toBe("https://cdn.example.in/submissions/abc-card.webp");
    expect(seen[0].method).toBe("PUT");
    expect(seen[0].url).toBe("https://s3.ap-south-1.amazonaws.com/nivaas-photos/submissions/abc-card.webp");
    expect(seen[0].headers.get("authorization")).toMatch(
      /^AWS4-HMAC-SHA256 Credential=AKIDEXAMPLE\/\d{8}\/ap-south-1\/s3\/aws4_request/,
    );
    expect(seen[0].headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    await bucket.remove(url);
    expect(seen[1].method).toBe("DELETE");
    await bucket.remove("/uploads/elsewhere.webp");
    expect(seen).toHaveLength(2);
  });

  it("reads a stored file with a signed GET; a missing one is null", async () => {
    const seen: Request[] = [];
    const fakeFetch = (async (input: RequestInfo | URL) => {
      const request = input as Request;
      seen.push(request);
      return request.url.endsWith("/gone-large.webp")
        ? new Response("<Error/>", { status: 404 })
        : new Response(Buffer.from("webp bytes"), { status: 200 });
    }) as typeof fetch;
    const bucket = s3Storage(config, fakeFetch);
    expect((await bucket.read("https://cdn.example.in/admin/abc-large.webp"))?.toString()).toBe("webp bytes");
    expect(seen[0].method).toBe("GET");
    expect(seen[0].url).toBe("https://s3.ap-south-1.amazonaws.com/nivaas-photos/admin/abc-large.webp");
    expect(seen[0].headers.get("authorization")).toMatch(/^AWS4-HMAC-SHA256 /);
    expect(await bucket.read("https://cdn.example.in/admin/gone-large.webp")).toBeNull();
    expect(await bucket.read("https://elsewhere.example/abc-large.webp")).toBeNull();
    expect(seen).toHaveLength(2);
  });

  it("reports failures and sums usage across pages", async () => {
    const pages = [
      "<ListBucketResult><IsTruncated>true</IsTruncated><NextContinuationToken>t&amp;2</NextContinuationToken><Contents><Size>10</Size></Contents></ListBucketResult>",
      "<ListBucketResult><IsTruncated>false</IsTruncated><Contents><Size>5</Size></Contents><Contents><Size>7</Size></Contents></ListBucketResult>",
    ];
    const urls: string[] = [];
    const fakeFetch = (async (input: RequestInfo | URL) => {
      const request = input as Request;
      urls.push(request.url);
      if (request.method === "PUT") return new Response("denied", { status: 403 });
      return new Response(pages.shift(), { status: 200 });
    }) as typeof fetch;
    const bucket = s3Storage(config, fakeFetch);
    await expect(bucket.put("a.webp", Buffer.from("x"), "image/webp")).rejects.toThrow(/403/);
    expect(await bucket.usage()).toEqual({ files: 3, bytes: 22 });
    expect(urls.at(-1)).toContain("continuation-token=t%262");
  });

  it("is chosen by S3_BUCKET, with defaults for endpoint and public URL", () => {
    expect(s3ConfigFromEnv({})).toBeNull();
    expect(
      s3ConfigFromEnv({ S3_BUCKET: "b", S3_REGION: "ap-south-1", S3_ACCESS_KEY_ID: "k", S3_SECRET_ACCESS_KEY: "s" }),
    ).toEqual({
      endpoint: "https://s3.ap-south-1.amazonaws.com",
      bucket: "b",
      region: "ap-south-1",
      accessKeyId: "k",
      secretAccessKey: "s",
      publicUrl: "https://s3.ap-south-1.amazonaws.com/b",
    });
    expect(() => s3ConfigFromEnv({ S3_BUCKET: "b" })).toThrow(/S3_ACCESS_KEY_ID/);
  });
});
