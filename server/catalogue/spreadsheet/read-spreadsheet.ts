/** Reads an uploaded CSV or XLSX file into sheet rows; anything unreadable becomes a file error, never an exception. */
import { CsvSyntaxError, readCsv } from "../../../app/lib/csv/read-csv";
import { unguardFormula } from "../../../app/lib/csv/formula-guard";
import { readXlsx, type SheetRow } from "./xlsx";
import { parseSheet, type ParsedSheet } from "./sheet-rows";

export type SpreadsheetFormat = "csv" | "xlsx";

/** By content first (an XLSX file is a ZIP archive), then by name. */
export function detectFormat(fileName: string, bytes: Uint8Array): SpreadsheetFormat | null {
  if (bytes[0] === 0x50 && bytes[1] === 0x4b) return "xlsx";
  const lower = fileName.toLowerCase();
  if (lower.endsWith(".csv") || lower.endsWith(".txt")) return "csv";
  return null;
}

export async function readSpreadsheet(fileName: string, bytes: Buffer): Promise<ParsedSheet> {
  const format = detectFormat(fileName, bytes);
  if (!format) return { ok: false, fileErrors: [`${fileName || "The file"} is neither a CSV nor an XLSX file.`] };
  try {
    return parseSheet(format === "xlsx" ? await readXlsx(bytes) : csvRows(bytes));
  } catch (error) {
    if (error instanceof CsvSyntaxError || error instanceof NotUtf8Error) return { ok: false, fileErrors: [error.message] };
    return { ok: false, fileErrors: [`The ${format.toUpperCase()} file cannot be read (${(error as Error).message}). Save it again from the spreadsheet program.`] };
  }
}

class NotUtf8Error extends Error {}

function csvRows(bytes: Buffer): SheetRow[] {
  let text: string;
  try {
    text = new TextDecoder("utf-8", { fatal: true }).decode(bytes);
  } catch {
    throw new NotUtf8Error('The CSV file is not UTF-8 text. In Excel choose "Save as" → "CSV UTF-8 (Comma delimited)".');
  }
  return readCsv(text).map((cells, index) => ({ rowNumber: index + 1, cells: cells.map(unguardFormula) }));
}
