/**
 * The bounded reader on the server's own stream (as server.mjs hands it over):
 * multipart files go to disk as they arrive and the form's File reads them
 * from there; a file far over the size setting, a body over the route's total
 * and a stalled body are refused while they stream in.
 */
process.env.BODY_IDLE_SECONDS = "0.3";
import fs from "node:fs";
import { PassThrough, Readable } from "node:stream";
import { describe, expect, it } from "vitest";
import type { Settings } from "#app/platform/schema";

const { BODY_RULES, readRequestBody, releaseRequestBody, BodyRefusal } = await import("#app/web/request-body.server");

const settings = { maxFileSize: 1, maxImageUpload: 3 } as Settings;
const BOUNDARY = "----bounded";
const HEADER = `multipart/form-data; boundary=${BOUNDARY}`;

function part(name: string, value: string | Buffer, filename?: string) {
  const disposition = filename
    ? `form-data; name="${name}"; filename="${filename}"\r\nContent-Type: image/jpeg`
    : `form-data; name="${name}"`;
  return Buffer.concat([
    Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: ${disposition}\r\n\r\n`),
    Buffer.from(value),
    Buffer.from("\r\n"),
  ]);
}

function multipart(...parts: Buffer[]) {
  return Buffer.concat([...parts, Buffer.from(`--${BOUNDARY}--\r\n`)]);
}

/** A Request that only carries the headers (its body comes from `source`, as on the server). */
function requestFor(path: string) {
  return new Request(`http://127.0.0.1${path}`, {
    method: "POST",
    headers: { "content-type": HEADER },
    body: new ReadableStream({ pull: () => {} }),
    duplex: "half",
  } as RequestInit);
}

describe("bounded uploads", () => {
  it("streams files to disk, keeps fields and file order, and removes the files when released", async () => {
    const photo = Buffer.alloc(300 * 1024, 0xab);
    const body = multipart(
      part("title", "Sea view\u0007 flat"),
      part("photoFiles", photo, "one.jpg"),
      part("photoFiles", Buffer.from("second"), "two.jpg"),
    );
    const read = await readRequestBody(
      requestFor("/list-property"),
      BODY_RULES.listing,
      settings,
      Readable.from([body]),
    );
    if (read.tooLarge) throw new Error("refused");
    expect(read.form.get("title")).toBe("Sea view flat");
    const files = read.form.getAll("photoFiles") as File[];
    expect(files.map((file) => [file.name, file.size, file.type])).toEqual([
      ["one.jpg", photo.length, "image/jpeg"],
      ["two.jpg", 6, "image/jpeg"],
    ]);
    expect(Buffer.from(await files[0].arrayBuffer()).equals(photo)).toBe(true);
    expect(read.tempDir && fs.existsSync(read.tempDir)).toBe(true);
    await releaseRequestBody(read);
    expect(fs.existsSync(read.tempDir!)).toBe(false);
  });

  it("refuses a file far over the size setting while it streams in, and keeps nothing", async () => {
    let sent = 0;
    const chunk = Buffer.alloc(64 * 1024, 0x61);
    const source = new Readable({
      read() {
        if (sent === 0) this.push(part("photoFiles", "", "big.jpg").subarray(0, -2));
        sent += chunk.length;
        this.push(sent > 60 * 1024 * 1024 ? null : chunk);
      },
    });
    const refusal = await readRequestBody(requestFor("/list-property"), BODY_RULES.listing, settings, source).catch(
      (error: unknown) => error,
    );
    expect(refusal).toBeInstanceOf(BodyRefusal);
    expect((refusal as InstanceType<typeof BodyRefusal>).status).toBe(413);
    // Four times the 1 MB setting and what was in flight, never the 60 MB.
    expect(sent).toBeLessThan(5 * 1024 * 1024);
  });

  it("refuses a body over the route's total", async () => {
    const small = Buffer.alloc(900 * 1024, 0x62);
    const body = multipart(...Array.from({ length: 6 }, (_, i) => part("photoFiles", small, `${i}.jpg`)));
    const refusal = await readRequestBody(
      requestFor("/list-property"),
      BODY_RULES.listing,
      { maxFileSize: 1, maxImageUpload: 1 } as Settings,
      Readable.from([body]),
    ).catch((error: unknown) => error);
    expect((refusal as InstanceType<typeof BodyRefusal>).status).toBe(413);
  });

  it("refuses a body that stalls with 408", async () => {
    const source = new PassThrough();
    source.write(part("title", "slow"));
    const refusal = await readRequestBody(requestFor("/contact"), BODY_RULES.textForm, settings, source).catch(
      (error: unknown) => error,
    );
    expect((refusal as InstanceType<typeof BodyRefusal>).status).toBe(408);
  });
});
