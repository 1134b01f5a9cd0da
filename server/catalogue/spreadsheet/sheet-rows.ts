/** From a sheet's rows (header first) to validated product rows: header mapping, blank rows skipped, errors by row and column. */
import {
  MAX_IMPORT_ROWS,
  REQUIRED_COLUMNS,
  SPREADSHEET_HEADERS,
  columnForHeader,
  columnHeader,
  columnLetter,
  type SpreadsheetColumn,
} from "~/lib/admin/spreadsheet-columns";
import type { RowValues } from "./product-values";
import { validateRow } from "./row-schema";
import { clip } from "./cell-rules";
import type { SheetRow } from "./xlsx";

export interface CellError {
  /** "K", as the spreadsheet shows it. */
  column: string;
  field: SpreadsheetColumn;
  message: string;
}

/** A row with errors keeps what its name and brand cells say, so the preview can name the product. */
export type ParsedRow =
  { rowNumber: number; values: RowValues } | { rowNumber: number; errors: CellError[]; label?: string };

export type ParsedSheet =
  { ok: true; columns: SpreadsheetColumn[]; rows: ParsedRow[] } | { ok: false; fileErrors: string[] };

export function parseSheet(sheet: readonly SheetRow[]): ParsedSheet {
  const [header, ...body] = sheet.filter((row) => row.cells.some((cell) => cell.trim() !== ""));
  if (!header)
    return {
      ok: false,
      fileErrors: ["The file is empty: the first row must name the columns (" + SPREADSHEET_HEADERS.join(", ") + ")."],
    };
  const mapping = mapHeader(header.cells, body);
  if ("fileErrors" in mapping) return { ok: false, fileErrors: mapping.fileErrors };
  if (body.length === 0) return { ok: false, fileErrors: ["The file has a header row but no product rows."] };
  // Readers stop one row beyond the limit, so the true count is unknown here.
  if (body.length > MAX_IMPORT_ROWS)
    return {
      ok: false,
      fileErrors: [
        `The file has more than ${MAX_IMPORT_ROWS.toLocaleString("en-US")} product rows; at most ${MAX_IMPORT_ROWS.toLocaleString("en-US")} can be imported at once. Split it into smaller files.`,
      ],
    };

  const letters = new Map<SpreadsheetColumn, string>();
  mapping.columns.forEach((field, index) => field && letters.set(field, columnLetter(index)));
  const rows = body.map((row): ParsedRow => {
    const cells: Partial<Record<SpreadsheetColumn, string>> = {};
    mapping.columns.forEach((field, index) => {
      if (field) cells[field] = row.cells[index] ?? "";
    });
    const result = validateRow(cells);
    if ("values" in result) return { rowNumber: row.rowNumber, values: result.values };
    const label = [cells.name, cells.brand]
      .map((cell) => (cell ? clip(cell.trim()) : ""))
      .filter(Boolean)
      .join(" · ");
    return {
      rowNumber: row.rowNumber,
      errors: result.errors.map((error) => ({ ...error, column: letters.get(error.field) ?? "?" })),
      ...(label ? { label } : {}),
    };
  });
  return { ok: true, columns: mapping.columns.filter((field): field is SpreadsheetColumn => field !== null), rows };
}

function mapHeader(
  headerCells: readonly string[],
  body: readonly SheetRow[],
): { columns: (SpreadsheetColumn | null)[] } | { fileErrors: string[] } {
  const errors: string[] = [];
  const seen = new Map<SpreadsheetColumn, string>();
  // The first row using each column, found in one pass (not one pass per empty header cell).
  const firstUse = new Map<number, number>();
  for (const row of body) {
    row.cells.forEach((cell, index) => {
      if (index < headerCells.length && !firstUse.has(index) && cell.trim() !== "") firstUse.set(index, row.rowNumber);
    });
  }
  const columns = headerCells.map((cell, index) => {
    const letter = columnLetter(index);
    if (cell.trim() === "") {
      const used = firstUse.get(index);
      if (used !== undefined) errors.push(`Column ${letter} has no header but holds a value in row ${used}.`);
      return null;
    }
    const field = columnForHeader(cell);
    if (!field) {
      errors.push(
        `Column ${letter} ("${clip(cell.trim())}") is not a catalogue column. Known columns: ${SPREADSHEET_HEADERS.join(", ")}.`,
      );
      return null;
    }
    const earlier = seen.get(field);
    if (earlier) errors.push(`Columns ${earlier} and ${letter} both hold ${columnHeader(field)}.`);
    seen.set(field, letter);
    return field;
  });
  for (const required of REQUIRED_COLUMNS) {
    if (!seen.has(required)) errors.push(`The required column "${required}" is missing from the header row.`);
  }
  return errors.length > 0 ? { fileErrors: errors } : { columns };
}
