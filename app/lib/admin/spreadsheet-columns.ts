/**
 * The catalogue spreadsheet's columns (export and import), in export order. Every product field of spec 3.1 except the
 * generated ones (id, timestamps), then the Arabic edition's (issue 18): products are matched by serial number, else by
 * name and brand.
 */
import { PRODUCT_VALUE_FIELDS } from "~/lib/catalogue/product-types";

export const SPREADSHEET_COLUMNS = PRODUCT_VALUE_FIELDS;

export type SpreadsheetColumn = (typeof SPREADSHEET_COLUMNS)[number];

/** The Arabic columns are headed as issue 18 names them; the others by their field name, as before. */
const ARABIC_HEADERS: Partial<Record<SpreadsheetColumn, string>> = {
  nameAr: "name_ar",
  descriptionAr: "description_ar",
  featuresAr: "features_ar",
  specificationsAr: "specifications_ar",
};

/** The header an export writes for a column (an import reads it in any case, with or without "_": see normaliseHeader). */
export function columnHeader(column: SpreadsheetColumn): string {
  return ARABIC_HEADERS[column] ?? column;
}

/** The export's header row. */
export const SPREADSHEET_HEADERS: readonly string[] = SPREADSHEET_COLUMNS.map(columnHeader);

/**
 * A file must carry these; a missing optional column leaves that field of matched products as it is (an older file
 * without the Arabic columns keeps the Arabic texts already stored).
 */
export const REQUIRED_COLUMNS: readonly SpreadsheetColumn[] = ["name", "brand"];

/** One cell holds all features, one per line (a line break survives CSV quoting and Excel's wrapped cells). */
export const FEATURE_SEPARATOR = "\n";

import { MAX_IMPORT_BYTES } from "./spreadsheet-limits";
export { MAX_IMPORT_BYTES, MAX_IMPORT_ROWS } from "./spreadsheet-limits";
export const IMPORT_TOO_LARGE_MESSAGE = `The file is larger than ${MAX_IMPORT_BYTES / 1024 / 1024} MB; split it into smaller files.`;

/** "imageUrl", "Image URL", "image_url" and "IMAGEURL" all name the same column. */
export function normaliseHeader(header: string): string {
  return header
    .replace(/^\uFEFF/, "")
    .replace(/[\s_-]+/g, "")
    .toLowerCase();
}

const BY_NORMALISED = new Map<string, SpreadsheetColumn>(
  SPREADSHEET_COLUMNS.map((column) => [normaliseHeader(column), column]),
);

export function columnForHeader(header: string): SpreadsheetColumn | undefined {
  return BY_NORMALISED.get(normaliseHeader(header));
}

/** 0 -> "A", 25 -> "Z", 26 -> "AA": the column letter a spreadsheet shows. */
export function columnLetter(index: number): string {
  let letters = "";
  for (let n = index + 1; n > 0; n = Math.floor((n - 1) / 26))
    letters = String.fromCharCode(65 + ((n - 1) % 26)) + letters;
  return letters;
}
