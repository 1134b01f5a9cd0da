/** The one normal form a product's importable fields are compared in, and the shapes an import works on. */
import type { SpreadsheetColumn } from "~/lib/admin/spreadsheet-columns";
import type { ProductValues } from "~/lib/catalogue/product-types";

/** What one file row sets: name and brand always, the other fields only when the file has their column. */
export type RowValues = Pick<ProductValues, "name" | "brand"> & Partial<ProductValues>;

export interface ExistingProduct extends ProductValues {
  id: string;
}

export const DEFAULT_CATEGORY = "General";

/** Line endings are compared as "\n": XLSX (XML) turns "\r\n" into "\n", so a difference there is not a change. */
export function normaliseText(value: string): string {
  return value.replace(/\r\n?/g, "\n");
}

function optionalText(value: string | null | undefined): string | null {
  const trimmed = normaliseText(value ?? "").trim();
  return trimmed === "" ? null : trimmed;
}

/** The value of `field` as an import of it would produce it, so "unchanged" means: re-importing writes nothing. */
export function canonicalValue(field: SpreadsheetColumn, product: ProductValues): unknown {
  switch (field) {
    case "name":
    case "brand":
      return normaliseText(product[field]).trim();
    case "category":
      return optionalText(product.category) ?? DEFAULT_CATEGORY;
    case "description":
      return normaliseText(product.description ?? "");
    case "specifications":
    case "specificationsAr":
      return optionalMultiline(product[field]);
    case "features":
    case "featuresAr":
      return normaliseFeatures(product[field]);
    // The Arabic description may be absent (the English one then shows), so blank is null rather than "".
    case "descriptionAr":
      return optionalMultiline(product.descriptionAr);
    case "nameAr":
    case "subcategory":
    case "imageUrl":
    case "productUrl":
    case "serialNumber":
      return optionalText(product[field]);
    case "price":
      return product.price == null || product.price === "" ? null : Number(product.price).toFixed(2);
    case "isActive":
      return product.isActive;
  }
}

/** Multi-line text kept as written (line endings as "\n"); blank is none. */
function optionalMultiline(value: string | null | undefined): string | null {
  return value == null || normaliseText(value).trim() === "" ? null : normaliseText(value);
}

/** Trimmed, without empty entries; an empty list is no list. */
export function normaliseFeatures(features: readonly string[] | null | undefined): string[] | null {
  const kept = (features ?? []).map((feature) => normaliseText(feature).trim()).filter((feature) => feature !== "");
  return kept.length > 0 ? kept : null;
}
