/**
 * CSV for spreadsheets (RFC 4180, CRLF lines). Starts with a UTF-8 byte-order mark so Excel reads Arabic names
 * correctly, and neutralises cells that a spreadsheet would run as a formula (CSV injection).
 */
export const CSV_BOM = "\uFEFF";

export type CsvValue = string | number | Date | null | undefined;

/** Characters that make Excel, LibreOffice or Sheets read a cell as a formula (OWASP "CSV injection"). */
const FORMULA_START = /^[=+\-@\t\r]/;

export function csvCell(value: CsvValue): string {
  if (value === null || value === undefined) return "";
  let text = value instanceof Date ? value.toISOString() : String(value);
  // Numbers are ours (counts), never formulas; text from a visitor that starts like a formula is kept as text.
  if (typeof value === "string" && FORMULA_START.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) || /^\s|\s$/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function csvLine(cells: readonly CsvValue[]): string {
  return `${cells.map(csvCell).join(",")}\r\n`;
}

/** A whole file: BOM, header line, one line per row. */
export function toCsv(header: readonly string[], rows: Iterable<readonly CsvValue[]>): string {
  let text = CSV_BOM + csvLine(header);
  for (const row of rows) text += csvLine(row);
  return text;
}
