/**
 * Reading an uploaded sheet of listings row by row, in bounded memory,
 * from a file on disk (ADR 035):
 * - CSV with csv-parse, streaming: one record at a time, at most
 *   MAX_RECORD_BYTES each; the delimiter (, ; or tab) is the one the header
 *   row uses most; UTF-8 with or without a byte-order mark.
 * - XLSX (Office Open XML) with yauzl, which reads the zip's directory and
 *   inflates one entry at a time and refuses an entry larger than its
 *   directory says (a zip bomb cannot pretend to be small), and sax, which
 *   parses the first worksheet's XML as it is inflated. Only the shared
 *   strings table is held whole, within MAX_SHARED_STRING_CHARS. A formula
 *   cell is read as its formula's text ("=HYPERLINK(…)"), never run.
 * The caller stops reading after the row limit; every reader closes its file
 * when the caller stops. Cells are strings, each at most MAX_CELL_CHARS
 * (Excel's own limit) and the first MAX_COLUMNS of a row.
 *
 * `sniffSheet` decides from the file's first bytes whether it is a sheet at
 * all, so a photo or PDF renamed .csv gets a clear answer, not garbage rows.
 */
import fs from "node:fs";
import { StringDecoder } from "node:string_decoder";
import { parse } from "csv-parse";
import sax from "sax";
import yauzl from "yauzl";

export type SheetFormat = "csv" | "xlsx";

/** Why a file is not read as a sheet (each has its message on the import page). */
export type SheetProblem =
  | "empty"
  | "not-a-sheet"
  | "old-excel"
  | "encoding"
  | "unreadable"
  | "no-header"
  | "no-known-columns"
  | "no-rows"
  | "too-many-rows";

/** A file-level refusal, with the problem and, where one is known, the row it was found on. */
export class SheetError extends Error {
  constructor(
    readonly problem: SheetProblem,
    readonly rowNumber: number | null = null,
  ) {
    super(`The sheet could not be read: ${problem}${rowNumber ? ` (row ${rowNumber})` : ""}`);
  }
}

/** One row as the sheet numbers it (the header is row 1) and its cells as text. */
export type SheetRow = { rowNumber: number; cells: string[] };

export const MAX_CELL_CHARS = 32_767;
export const MAX_COLUMNS = 200;
const MAX_RECORD_BYTES = 512 * 1024;
const MAX_SHARED_STRING_CHARS = 20_000_000;
/** Workbook parts read whole (the workbook and its relationships) are small; a huge one is not a real sheet. */
const MAX_SMALL_PART_BYTES = 2 * 1024 * 1024;
const MAX_ZIP_ENTRIES = 5_000;
const SNIFF_BYTES = 64 * 1024;

const ZIP_MAGIC = Buffer.from([0x50, 0x4b, 0x03, 0x04]);
const OLE_MAGIC = Buffer.from([0xd0, 0xcf, 0x11, 0xe0]);

/** What a file's first bytes say it is: an XLSX (a zip), a CSV (UTF-8 text), or a problem. */
export async function sniffSheet(file: string): Promise<{ format: SheetFormat } | { problem: SheetProblem }> {
  const handle = await fs.promises.open(file, "r");
  let head: Buffer;
  try {
    const buffer = Buffer.alloc(SNIFF_BYTES);
    const { bytesRead } = await handle.read(buffer, 0, SNIFF_BYTES, 0);
    head = buffer.subarray(0, bytesRead);
  } finally {
    await handle.close();
  }
  if (head.length === 0) return { problem: "empty" };
  if (head.subarray(0, 4).equals(ZIP_MAGIC)) return { format: "xlsx" };
  if (head.subarray(0, 4).equals(OLE_MAGIC)) return { problem: "old-excel" };
  // UTF-16 (Excel's "Unicode Text") starts with its byte-order mark.
  if ((head[0] === 0xff && head[1] === 0xfe) || (head[0] === 0xfe && head[1] === 0xff)) return { problem: "encoding" };
  // Text has no control characters but tab, line feed and carriage return (and form feed, rarely).
  if (head.some((byte) => byte < 0x09 || (byte > 0x0d && byte < 0x20) || byte === 0x7f))
    return { problem: "not-a-sheet" };
  try {
    // A character cut at the end of the sample is not an error (stream: true).
    new TextDecoder("utf-8", { fatal: true }).decode(head, { stream: true });
  } catch {
    return { problem: "encoding" };
  }
  return { format: "csv" };
}

function cellText(value: string): string {
  return value.length > MAX_CELL_CHARS ? value.slice(0, MAX_CELL_CHARS) : value;
}

/** The rows of the sheet in `file`, first to last (the header included). */
export function readSheetRows(file: string, format: SheetFormat): AsyncGenerator<SheetRow> {
  return format === "csv" ? readCsvRows(file) : readXlsxRows(file);
}

// ---------------------------------------------------------------- CSV

/** The delimiter the header line uses most: , ; or tab. */
async function csvDelimiter(file: string): Promise<string> {
  const handle = await fs.promises.open(file, "r");
  try {
    const buffer = Buffer.alloc(8192);
    const { bytesRead } = await handle.read(buffer, 0, buffer.length, 0);
    const firstLine = buffer.subarray(0, bytesRead).toString("utf8").split(/\r?\n/, 1)[0] ?? "";
    const counts = [",", ";", "\t"].map((delimiter) => ({ delimiter, count: firstLine.split(delimiter).length }));
    return counts.reduce((best, next) => (next.count > best.count ? next : best)).delimiter;
  } finally {
    await handle.close();
  }
}

async function* readCsvRows(file: string): AsyncGenerator<SheetRow> {
  const source = fs.createReadStream(file);
  const parser = source.pipe(
    parse({
      bom: true,
      delimiter: await csvDelimiter(file),
      relax_column_count: true,
      relax_quotes: true,
      skip_empty_lines: false,
      max_record_size: MAX_RECORD_BYTES,
      info: true,
    }),
  );
  let rowNumber = 0;
  try {
    for await (const { record } of parser as AsyncIterable<{ record: string[] }>) {
      rowNumber += 1;
      yield { rowNumber, cells: record.slice(0, MAX_COLUMNS).map(cellText) };
    }
  } catch (error) {
    if (error instanceof SheetError) throw error;
    throw new SheetError("unreadable", rowNumber + 1);
  } finally {
    source.destroy();
    parser.destroy();
  }
}

// ---------------------------------------------------------------- XLSX

/** "B12" → 1 (the column, from 0); null when the reference has no letters. */
function columnIndex(reference: string | undefined): number | null {
  const letters = /^([A-Z]{1,3})\d*$/i.exec(reference ?? "")?.[1];
  if (!letters) return null;
  let index = 0;
  for (const letter of letters.toUpperCase()) index = index * 26 + (letter.charCodeAt(0) - 64);
  return index - 1;
}

/** An entry's XML handed to a sax parser chunk by chunk, within `maxBytes` when given. */
async function parseEntry(
  zip: yauzl.ZipFile,
  entry: yauzl.Entry,
  parser: sax.SAXParser,
  onChunkDone?: () => void,
  maxBytes = Infinity,
): Promise<void> {
  if (entry.uncompressedSize > maxBytes) throw new SheetError("unreadable");
  const stream = await zip.openReadStreamPromise(entry);
  const decoder = new StringDecoder("utf8");
  try {
    for await (const chunk of stream as AsyncIterable<Buffer>) {
      parser.write(decoder.write(chunk));
      onChunkDone?.();
    }
    parser.write(decoder.end());
    parser.close();
  } finally {
    stream.destroy();
  }
}

function strictParser(): sax.SAXParser {
  const parser = sax.parser(true, { trim: false, normalize: false, position: false });
  parser.onerror = () => {
    throw new SheetError("unreadable");
  };
  return parser;
}

/** The path, inside the zip, of the workbook's first worksheet. */
async function firstSheetPath(zip: yauzl.ZipFile, entries: Map<string, yauzl.Entry>): Promise<string> {
  const workbook = entries.get("xl/workbook.xml");
  const rels = entries.get("xl/_rels/workbook.xml.rels");
  if (!workbook) throw new SheetError("not-a-sheet");
  let firstId: string | null = null;
  const workbookParser = strictParser();
  workbookParser.onopentag = (tag) => {
    if (firstId === null && tag.name.endsWith("sheet") && !tag.name.endsWith("sheets")) {
      const id = Object.entries(tag.attributes).find(([name]) => name === "r:id" || name.endsWith(":id"))?.[1];
      firstId = typeof id === "string" ? id : "";
    }
  };
  await parseEntry(zip, workbook, workbookParser, undefined, MAX_SMALL_PART_BYTES);
  let target: string | null = null;
  if (rels && firstId) {
    const relsParser = strictParser();
    relsParser.onopentag = (tag) => {
      if (tag.name.endsWith("Relationship") && tag.attributes.Id === firstId) target = String(tag.attributes.Target);
    };
    await parseEntry(zip, rels, relsParser, undefined, MAX_SMALL_PART_BYTES);
  }
  const resolved = target
    ? (target as string).startsWith("/")
      ? (target as string).slice(1)
      : `xl/${(target as string).replace(/^\.\//, "")}`
    : "xl/worksheets/sheet1.xml";
  return resolved;
}

/** The shared strings table: each string item's text (rich-text runs joined, phonetic hints left out). */
async function sharedStrings(zip: yauzl.ZipFile, entry: yauzl.Entry | undefined): Promise<string[]> {
  const strings: string[] = [];
  if (!entry) return strings;
  let total = 0;
  let current: string[] | null = null;
  let inText = false;
  let phoneticDepth = 0;
  const parser = strictParser();
  parser.onopentag = (tag) => {
    if (tag.name === "si") current = [];
    else if (tag.name === "rPh") phoneticDepth += 1;
    else if (tag.name === "t" && phoneticDepth === 0) inText = true;
  };
  parser.ontext = (text) => {
    if (inText && current) current.push(text);
  };
  parser.oncdata = parser.ontext;
  parser.onclosetag = (name) => {
    if (name === "t") inText = false;
    else if (name === "rPh") phoneticDepth -= 1;
    else if (name === "si" && current) {
      const value = cellText(current.join(""));
      total += value.length;
      if (total > MAX_SHARED_STRING_CHARS) throw new SheetError("unreadable");
      strings.push(value);
      current = null;
    }
  };
  await parseEntry(zip, entry, parser);
  return strings;
}

/** A number as a person typed it: "12000000" rather than "1.2E7". */
function numberText(value: string): string {
  const number = Number(value);
  return value.trim() !== "" && Number.isFinite(number) ? String(number) : value;
}

async function* readXlsxRows(file: string): AsyncGenerator<SheetRow> {
  let zip: yauzl.ZipFile;
  try {
    zip = await yauzl.openPromise(file, { lazyEntries: true, autoClose: false, validateEntrySizes: true });
  } catch {
    throw new SheetError("not-a-sheet");
  }
  try {
    const entries = new Map<string, yauzl.Entry>();
    try {
      for await (const entry of zip.eachEntry()) {
        if (entries.size >= MAX_ZIP_ENTRIES) throw new SheetError("unreadable");
        entries.set(entry.fileName, entry);
      }
    } catch (error) {
      throw error instanceof SheetError ? error : new SheetError("not-a-sheet");
    }
    const sheetPath = await firstSheetPath(zip, entries);
    const sheet = entries.get(sheetPath);
    if (!sheet) throw new SheetError("not-a-sheet");
    const shared = await sharedStrings(zip, entries.get("xl/sharedStrings.xml"));

    const ready: SheetRow[] = [];
    let rowNumber = 0;
    let cells: string[] = [];
    let cell: { column: number; type: string; value: string[]; formula: string[]; inline: string[] } | null = null;
    let reading: "v" | "f" | "t" | null = null;
    let nextColumn = 0;
    const parser = strictParser();
    parser.onopentag = (tag) => {
      const attributes = tag.attributes as Record<string, string>;
      if (tag.name === "row") {
        const stated = Number(attributes.r);
        rowNumber = Number.isInteger(stated) && stated > 0 ? stated : rowNumber + 1;
        cells = [];
        nextColumn = 0;
      } else if (tag.name === "c") {
        const column = columnIndex(attributes.r) ?? nextColumn;
        cell = { column, type: attributes.t ?? "n", value: [], formula: [], inline: [] };
        nextColumn = column + 1;
      } else if (cell && (tag.name === "v" || tag.name === "f" || tag.name === "t")) {
        reading = tag.name;
      }
    };
    parser.ontext = (text) => {
      if (!cell || reading === null) return;
      const into = reading === "v" ? cell.value : reading === "f" ? cell.formula : cell.inline;
      if (into.reduce((sum, part) => sum + part.length, 0) < MAX_CELL_CHARS) into.push(text);
    };
    parser.oncdata = parser.ontext;
    parser.onclosetag = (name) => {
      if (name === "v" || name === "f" || name === "t") reading = null;
      else if (name === "c" && cell) {
        if (cell.column < MAX_COLUMNS) {
          const value = cell.value.join("");
          const formula = cell.formula.join("");
          let text: string;
          if (formula !== "") text = `=${formula}`;
          else if (cell.type === "s") text = shared[Number(value)] ?? "";
          else if (cell.type === "inlineStr") text = cell.inline.join("");
          else if (cell.type === "b") text = value === "1" ? "TRUE" : "FALSE";
          else if (cell.type === "str" || cell.type === "e") text = value;
          else text = numberText(value);
          while (cells.length < cell.column) cells.push("");
          cells[cell.column] = cellText(text);
        }
        cell = null;
      } else if (name === "row") {
        ready.push({ rowNumber, cells });
      }
    };
    const stream = await zip.openReadStreamPromise(sheet);
    const decoder = new StringDecoder("utf8");
    try {
      for await (const chunk of stream as AsyncIterable<Buffer>) {
        try {
          parser.write(decoder.write(chunk));
        } catch (error) {
          throw error instanceof SheetError ? error : new SheetError("unreadable", rowNumber || null);
        }
        // Rows are handed on as each chunk is parsed, so the caller's pace holds the inflating back.
        while (ready.length > 0) yield ready.shift()!;
      }
      parser.write(decoder.end());
      parser.close();
      while (ready.length > 0) yield ready.shift()!;
    } catch (error) {
      throw error instanceof SheetError ? error : new SheetError("unreadable", rowNumber || null);
    } finally {
      stream.destroy();
    }
  } catch (error) {
    // Whatever a broken or hostile workbook makes the zip or XML reader throw is "unreadable", never a fault.
    throw error instanceof SheetError ? error : new SheetError("unreadable");
  } finally {
    zip.close();
  }
}
