/**
 * An uploaded list (issue 17, "Paste a list"): a CSV or XLSX file of two columns, told apart by content (an XLSX file
 * is a ZIP archive; a CSV file is UTF-8 text without control characters), never by its name or declared type. Read
 * with the catalogue import's readers (app/lib/csv, the guarded XLSX worker) under limits sized for a 100-line list.
 */
import { unguardFormula } from "~/lib/csv/formula-guard";
import { CsvLimitError, CsvSyntaxError, readCsv } from "~/lib/csv/read-csv";
import { PASTE_FILE_MAX_BYTES, PASTE_LINE_MAX_CHARS, PASTE_MAX_LINES } from "~/lib/quote-list/limits";
import { parseSheetRows, type PastedList } from "~/lib/quote-list/parse-pasted-lines";
import { XLSX_SHEET_LIMITS, readXlsx, type SheetRow } from "~server/catalogue/spreadsheet/xlsx";

/** Why a file was refused: a key of QUOTE_LIST_PASTE_MESSAGES, worded in the page's edition by the caller. */
export type PastedFileProblem = "fileTooLarge" | "fileUnreadable" | "fileType";
export type PastedFile = PastedList | { ok: false; problem: "file"; reason: PastedFileProblem };

/** Rows read before the list's own limit refuses the file (blank rows and a header do not count there). */
const MAX_ROWS_READ = PASTE_MAX_LINES * 5;
const MAX_COLUMNS = 20;

const XLSX_LIMITS = {
  ...XLSX_SHEET_LIMITS,
  maxUnpackedBytes: 10 * 1024 * 1024,
  maxEntries: 200,
  maxRows: MAX_ROWS_READ,
  maxColumns: MAX_COLUMNS,
  maxCellChars: PASTE_LINE_MAX_CHARS * 5,
  maxTextChars: 2 * 1024 * 1024,
};

const refuse = (reason: PastedFileProblem): PastedFile => ({ ok: false, problem: "file", reason });

/** Control characters other than tab, line feed and carriage return: a binary file, not text. */
const BINARY = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;

function isZip(bytes: Uint8Array): boolean {
  return bytes[0] === 0x50 && bytes[1] === 0x4b && bytes[2] === 0x03 && bytes[3] === 0x04;
}

function csvText(bytes: Uint8Array): string | null {
  try {
    const text = new TextDecoder("utf-8", { fatal: true }).decode(bytes);
    return BINARY.test(text) ? null : text;
  } catch {
    return null;
  }
}

export async function readPastedFile(bytes: Uint8Array): Promise<PastedFile> {
  if (bytes.length > PASTE_FILE_MAX_BYTES) return refuse("fileTooLarge");
  let rows: SheetRow[];
  if (isZip(bytes)) {
    try {
      rows = await readXlsx(bytes, XLSX_LIMITS);
    } catch {
      // Not a workbook (another ZIP), damaged, or beyond the limits: the buyer can only save it again.
      return refuse("fileUnreadable");
    }
  } else {
    const text = csvText(bytes);
    if (text === null) return refuse("fileType");
    try {
      rows = readCsv(text, {
        maxRecords: MAX_ROWS_READ,
        maxCellChars: PASTE_LINE_MAX_CHARS * 5,
        maxColumns: MAX_COLUMNS,
      }).map((cells, index) => ({ rowNumber: index + 1, cells: cells.map(unguardFormula) }));
    } catch (error) {
      if (error instanceof CsvSyntaxError || error instanceof CsvLimitError) return refuse("fileUnreadable");
      throw error;
    }
  }
  return parseSheetRows(rows);
}
