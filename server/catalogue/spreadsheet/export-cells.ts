/** One product as a spreadsheet row, in SPREADSHEET_COLUMNS order: text for CSV (formula-guarded), typed cells for XLSX. */
import { FEATURE_SEPARATOR, SPREADSHEET_COLUMNS, type SpreadsheetColumn } from "~/lib/admin/spreadsheet-columns";
import { guardFormula } from "~/lib/csv/formula-guard";
import type { ProductValues } from "~/lib/catalogue/product-types";
import type { XlsxCell } from "./xlsx";

function textOf(field: SpreadsheetColumn, product: ProductValues): string {
  switch (field) {
    case "features":
    case "featuresAr":
      return (product[field] ?? []).join(FEATURE_SEPARATOR);
    case "isActive":
      return product.isActive ? "TRUE" : "FALSE";
    default:
      return product[field] ?? "";
  }
}

export function csvCells(product: ProductValues): string[] {
  return SPREADSHEET_COLUMNS.map((field) => guardFormula(textOf(field, product)));
}

/** XLSX text cells are never evaluated, so they need no guard; price is a number cell and isActive a boolean. */
export function xlsxCells(product: ProductValues): XlsxCell[] {
  return SPREADSHEET_COLUMNS.map((field) => {
    if (field === "price") return product.price == null ? null : Number(product.price);
    if (field === "isActive") return product.isActive;
    return textOf(field, product);
  });
}

/** Column widths (characters) for the XLSX sheet, so it opens readable. */
export const XLSX_WIDTHS: Record<SpreadsheetColumn, number> = {
  name: 40,
  brand: 16,
  category: 22,
  subcategory: 28,
  description: 60,
  features: 50,
  specifications: 50,
  imageUrl: 40,
  productUrl: 40,
  serialNumber: 16,
  price: 12,
  isActive: 10,
  nameAr: 40,
  descriptionAr: 60,
  featuresAr: 50,
  specificationsAr: 50,
};
