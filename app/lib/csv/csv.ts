/**
 * Writing CSV for spreadsheets (RFC 4180, CRLF lines). A file starts with a UTF-8 byte-order mark so Excel reads
 * Arabic names correctly; text that a spreadsheet would run as a formula is guarded (see formula-guard.ts).
 */
import { guardFormula } from "./formula-guard";

export const CSV_BOM = "\uFEFF";

export type CsvValue = string | number | Date | null | undefined;

/** The one quoting rule: quote a cell holding a separator, quote or line break, or starting or ending with a space. */
function quoteCell(cell: string): string {
  return /[",\r\n]/.test(cell) || /^\s|\s$/.test(cell) ? `"${cell.replace(/"/g, '""')}"` : cell;
}

/** One CSV record with its CRLF terminator; the cells are written as given (guard them first if they need it). */
export function csvLine(cells: readonly string[]): string {
  return `${cells.map(quoteCell).join(",")}\r\n`;
}

/** Whole file of ready text cells: BOM, then CRLF-terminated records. */
export function writeCsv(rows: readonly (readonly string[])[]): string {
  return CSV_BOM + rows.map(csvLine).join("");
}

/** A typed value as cell text: dates as ISO timestamps, numbers (ours, never formulas) bare, text formula-guarded. */
export function csvText(value: CsvValue): string {
  if (value === null || value === undefined) return "";
  if (value instanceof Date) return value.toISOString();
  return typeof value === "string" ? guardFormula(value) : String(value);
}

export function csvCell(value: CsvValue): string {
  return quoteCell(csvText(value));
}

/** One record of typed values, each guarded and quoted. */
export function csvValueLine(values: readonly CsvValue[]): string {
  return csvLine(values.map(csvText));
}

/** A whole file of typed values: BOM, header line, one line per row. */
export function toCsv(header: readonly string[], rows: Iterable<readonly CsvValue[]>): string {
  let text = CSV_BOM + csvValueLine(header);
  for (const row of rows) text += csvValueLine(row);
  return text;
}
