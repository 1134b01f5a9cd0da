/** XLSX through exceljs: a streaming writer (strings stay text cells, numbers and booleans keep their type) and a reader of the first sheet. */
import type { Writable } from "node:stream";
import ExcelJS from "exceljs";

export type XlsxCell = string | number | boolean | null;

export interface SheetRow {
  /** The row number the spreadsheet shows (1 is the header). */
  rowNumber: number;
  cells: string[];
}

export const XLSX_SHEET_NAME = "Products";

export interface XlsxSheetWriter {
  addRow(cells: readonly XlsxCell[]): void;
  finish(): Promise<void>;
}

/** Writes one sheet to `output` row by row, so a large catalogue is never held in memory as a workbook. */
export function createXlsxWriter(output: Writable, header: readonly string[], widths: readonly number[] = []): XlsxSheetWriter {
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: output, useStyles: true, useSharedStrings: false });
  const sheet = workbook.addWorksheet(XLSX_SHEET_NAME, { views: [{ state: "frozen", ySplit: 1 }] });
  sheet.columns = header.map((name, index) => ({ header: name, key: name, width: widths[index] ?? 18 }));
  sheet.getRow(1).font = { bold: true };
  sheet.getRow(1).commit();
  return {
    addRow(cells) {
      sheet.addRow(cells.map((cell) => (cell === "" ? null : cell))).commit();
    },
    async finish() {
      sheet.commit();
      await workbook.commit();
    },
  };
}

/** The first worksheet as text cells; rows without any value are left out, the others keep their sheet row numbers. */
export async function readXlsx(buffer: Buffer): Promise<SheetRow[]> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(buffer as unknown as ArrayBuffer);
  const sheet = workbook.worksheets[0];
  if (!sheet) return [];
  const rows: SheetRow[] = [];
  sheet.eachRow({ includeEmpty: false }, (row, rowNumber) => {
    const cells: string[] = [];
    for (let column = 1; column <= row.cellCount; column += 1) cells.push(cellText(row.getCell(column).value));
    rows.push({ rowNumber, cells });
  });
  return rows;
}

function cellText(value: ExcelJS.CellValue): string {
  if (value === null || value === undefined) return "";
  if (typeof value === "string") return value;
  if (typeof value === "number") return String(value);
  if (typeof value === "boolean") return value ? "TRUE" : "FALSE";
  if (value instanceof Date) return value.toISOString();
  if ("richText" in value) return value.richText.map((run) => run.text).join("");
  if ("formula" in value || "sharedFormula" in value) return cellText((value.result ?? null) as ExcelJS.CellValue);
  if ("hyperlink" in value) return typeof value.text === "string" ? value.text : cellText(value.text as ExcelJS.CellValue);
  if ("error" in value) return value.error;
  return String(value);
}
