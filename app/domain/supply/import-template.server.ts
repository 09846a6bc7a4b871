/**
 * The bulk-import template: the header row of every column (import-columns.ts)
 * and two example rows (a flat for sale, an office for rent), as CSV and as
 * XLSX (written with write-excel-file). Its columns are documented on the
 * import page.
 */
import { stringify } from "csv-stringify/sync";
import writeXlsxFile from "write-excel-file/node";
import { IMPORT_COLUMNS } from "./import-columns";

function templateRows(): string[][] {
  return [
    IMPORT_COLUMNS.map((column) => column.header),
    IMPORT_COLUMNS.map((column) => column.examples[0]),
    IMPORT_COLUMNS.map((column) => column.examples[1]),
  ];
}

/** The template as CSV (UTF-8 with a byte-order mark, so Excel reads ₹ and Devanagari right). */
export function templateCsv(): string {
  return `\uFEFF${stringify(templateRows())}`;
}

/** The template as an Excel workbook: every cell text, so pincodes and phone numbers keep their digits. */
export async function templateXlsx(): Promise<Buffer> {
  return writeXlsxFile(templateRows().map((row) => row.map((value) => ({ value, type: String })))).toBuffer();
}
