/**
 * The sheet readers (ADR 035): CSV with a byte-order mark, semicolons or
 * quoted line breaks; XLSX as write-excel-file writes it, with text, numbers,
 * gaps and a formula read as its text; sniffing of what is not a sheet.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import writeXlsxFile from "write-excel-file/node";
import { readSheetRows, sniffSheet, type SheetFormat } from "#app/domain/supply/import-files.server";

const dir = fs.mkdtempSync(path.join(os.tmpdir(), "nivaas-sheet-test-"));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));
let count = 0;
function fileWith(contents: string | Buffer): string {
  const file = path.join(dir, String(count++));
  fs.writeFileSync(file, contents);
  return file;
}

async function rowsOf(file: string, format: SheetFormat) {
  const rows = [];
  for await (const row of readSheetRows(file, format)) rows.push(row);
  return rows;
}

describe("CSV", () => {
  it("reads rows with their numbers, dropping a byte-order mark and keeping quoted commas and line breaks", async () => {
    const file = fileWith('\uFEFFexternal_ref,title,price\nA-1,"Flat, sea view","1,20,00,000"\nA-2,"Two\nlines",45K\n');
    expect(await sniffSheet(file)).toEqual({ format: "csv" });
    expect(await rowsOf(file, "csv")).toEqual([
      { rowNumber: 1, cells: ["external_ref", "title", "price"] },
      { rowNumber: 2, cells: ["A-1", "Flat, sea view", "1,20,00,000"] },
      { rowNumber: 3, cells: ["A-2", "Two\nlines", "45K"] },
    ]);
  });

  it("takes the delimiter the header uses (semicolons from a European Excel)", async () => {
    const file = fileWith("external_ref;title;price\r\nA-1;Flat;1,2 Cr\r\n");
    expect((await rowsOf(file, "csv"))[1]!.cells).toEqual(["A-1", "Flat", "1,2 Cr"]);
  });

  it("keeps a formula-looking cell as its text", async () => {
    const file = fileWith('title\n"=HYPERLINK(""http://evil.example"",""x"")"\n');
    expect((await rowsOf(file, "csv"))[1]!.cells).toEqual(['=HYPERLINK("http://evil.example","x")']);
  });
});

describe("XLSX", () => {
  it("reads text, numbers and gaps, and a formula as its text, never its result", async () => {
    const buffer = await writeXlsxFile([
      [
        { value: "external_ref", type: String },
        { value: "price", type: String },
        { value: "title", type: String },
        { value: "area_sqft", type: String },
      ],
      [{ value: "A-1", type: String }, { value: 12000000, type: Number }, null, { value: 870, type: Number }],
      [
        { value: "A-2", type: String },
        { value: "1.2 Cr", type: String },
        { value: 'HYPERLINK("http://evil.example","Click")', type: "Formula" },
        { value: "मुंबई", type: String },
      ],
    ]).toBuffer();
    const file = fileWith(buffer);
    expect(await sniffSheet(file)).toEqual({ format: "xlsx" });
    const rows = await rowsOf(file, "xlsx");
    expect(rows.map((row) => row.rowNumber)).toEqual([1, 2, 3]);
    expect(rows[0]!.cells).toEqual(["external_ref", "price", "title", "area_sqft"]);
    expect(rows[1]!.cells).toEqual(["A-1", "12000000", "", "870"]);
    expect(rows[2]!.cells).toEqual(["A-2", "1.2 Cr", '=HYPERLINK("http://evil.example","Click")', "मुंबई"]);
  });

  it("refuses a zip that is not a workbook", async () => {
    const file = fileWith(Buffer.from("504b0506000000000000000000000000000000000000", "hex"));
    await expect(rowsOf(file, "xlsx")).rejects.toMatchObject({ problem: "not-a-sheet" });
  });
});

describe("sniffing", () => {
  it("tells a photo, an old .xls, UTF-16 and Windows-1252 text from a CSV", async () => {
    expect(await sniffSheet(fileWith(Buffer.from("89504e470d0a1a0a0000000d49484452", "hex")))).toEqual({
      problem: "not-a-sheet",
    });
    expect(await sniffSheet(fileWith(Buffer.from("d0cf11e0a1b11ae100000000", "hex")))).toEqual({
      problem: "old-excel",
    });
    expect(await sniffSheet(fileWith(Buffer.from("fffe7400", "hex")))).toEqual({ problem: "encoding" });
    expect(await sniffSheet(fileWith(Buffer.from("title\nCaf\xe9\n", "latin1")))).toEqual({ problem: "encoding" });
    expect(await sniffSheet(fileWith(""))).toEqual({ problem: "empty" });
  });
});

describe("a broken workbook", () => {
  it("is unreadable, never a fault: cut short, or its sheet's data damaged", async () => {
    const buffer = await writeXlsxFile([
      [{ value: "external_ref", type: String }],
      [{ value: "A-1", type: String }],
    ]).toBuffer();
    const cut = fileWith(buffer.subarray(0, Math.floor(buffer.length * 0.7)));
    await expect(rowsOf(cut, "xlsx")).rejects.toMatchObject({
      problem: expect.stringMatching(/^(unreadable|not-a-sheet)$/),
    });
    const damaged = Buffer.from(buffer);
    for (let i = 200; i < damaged.length - 200; i += 7) damaged[i] = damaged[i]! ^ 0x5a;
    await expect(rowsOf(fileWith(damaged), "xlsx")).rejects.toMatchObject({
      problem: expect.stringMatching(/^(unreadable|not-a-sheet)$/),
    });
  });
});
