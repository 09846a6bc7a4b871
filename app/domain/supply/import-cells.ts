/**
 * CSV injection (OWASP "CSV Injection"): a spreadsheet program opening a CSV
 * runs a cell that starts with = + - @ (or a tab or carriage return before
 * one) as a formula, so a listing titled `=HYPERLINK("http://…","Click")`
 * would become a live link in the person's report. Uploaded cells are only
 * ever stored and shown as text; every cell the report writes that starts
 * with one of these characters gets a leading apostrophe, which spreadsheet
 * programs read as "this is text" and do not show.
 */
const FORMULA_START = /^[=+\-@\t\r]/;

/** The cell as the report writes it: never a formula. */
export function neutraliseCell(value: string): string {
  return FORMULA_START.test(value) ? `'${value}` : value;
}

/** True when a spreadsheet program would read the cell as a formula. */
export function looksLikeFormula(value: string): boolean {
  return FORMULA_START.test(value);
}
