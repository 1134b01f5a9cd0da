/** Reads an uploaded CSV or XLSX file into sheet rows; anything unreadable becomes a file error, never an exception. */
import { CsvLimitError, CsvSyntaxError, readCsv } from "~/lib/csv/read-csv";
import { unguardFormula } from "~/lib/csv/formula-guard";
import { MAX_CELL_CHARS, MAX_IMPORT_COLUMNS, MAX_IMPORT_ROWS } from "~/lib/admin/spreadsheet-limits";
import { XlsxFileError, readXlsx, type SheetRow } from "./xlsx";
import { parseSheet, type ParsedSheet } from "./sheet-rows";
import { clip } from "./cell-rules";

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
  if (!format)
    return { ok: false, fileErrors: [`${fileName ? clip(fileName) : "The file"} is neither a CSV nor an XLSX file.`] };
  try {
    return parseSheet(format === "xlsx" ? await readXlsx(bytes) : csvRows(bytes));
  } catch (error) {
    if (
      error instanceof CsvSyntaxError ||
      error instanceof CsvLimitError ||
      error instanceof NotUtf8Error ||
      error instanceof XlsxFileError
    )
      return { ok: false, fileErrors: [error.message] };
    const reason = (error as Error).message.slice(0, 200);
    return {
      ok: false,
      fileErrors: [
        `The ${format.toUpperCase()} file cannot be read (${reason}). Save it again from the spreadsheet program.`,
      ],
    };
  }
}

class NotUtf8Error extends Error {}

function csvRows(bytes: Buffer): SheetRow[] {
  let text: string;
  try {
    text = new TextDecoder("utf-8", { fatal: true }).decode(bytes);
  } catch {
    throw new NotUtf8Error(
      'The CSV file is not UTF-8 text. In Excel choose "Save as" → "CSV UTF-8 (Comma delimited)".',
    );
  }
  // The header, the row limit and one row beyond it: enough to refuse a longer file without reading all of it.
  const limits = { maxRecords: MAX_IMPORT_ROWS + 2, maxCellChars: MAX_CELL_CHARS, maxColumns: MAX_IMPORT_COLUMNS };
  return readCsv(text, limits).map((cells, index) => ({ rowNumber: index + 1, cells: cells.map(unguardFormula) }));
}
