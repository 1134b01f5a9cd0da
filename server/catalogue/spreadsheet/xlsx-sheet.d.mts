/** Types of xlsx-sheet.mjs (plain JavaScript so the reading worker needs no TypeScript loader). */
import type { ZipLimits } from "./xlsx-zip.mjs";

export interface SheetRow {
  /** The row number the spreadsheet shows (1 is the header). */
  rowNumber: number;
  cells: string[];
}

export interface SheetLimits extends ZipLimits {
  maxRows: number;
  maxColumns: number;
  maxCellChars: number;
  maxTextChars: number;
}

export declare function readFirstSheet(bytes: Buffer, limits: SheetLimits): Promise<SheetRow[]>;
