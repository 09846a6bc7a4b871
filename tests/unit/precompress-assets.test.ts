import crypto from "node:crypto";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { compressedCopies } from "../../scripts/precompress-assets";

describe("compressedCopies", () => {
  it("makes a brotli and a gzip copy that decode to the file, brotli the smaller", async () => {
    const script = Buffer.from(
      Array.from(
        { length: 400 },
        (_, i) => `export function card${i}(props) { return render("card", props, ${i}); }\n`,
      ).join(""),
    );
    const copies = await compressedCopies(script);
    expect(copies.map((copy) => copy.extension)).toEqual([".br", ".gz"]);
    const [br, gz] = copies;
    expect(brotliDecompressSync(br.bytes).equals(script)).toBe(true);
    expect(gunzipSync(gz.bytes).equals(script)).toBe(true);
    expect(br.bytes.length).toBeLessThan(gz.bytes.length);
  });

  it("makes none for a file too small to gain from it", async () => {
    expect(await compressedCopies(Buffer.from("export default 1;\n".repeat(20)))).toEqual([]);
  });

  it("makes none for bytes that do not compress (already compressed data)", async () => {
    expect(await compressedCopies(crypto.randomBytes(64 * 1024))).toEqual([]);
  });
});
