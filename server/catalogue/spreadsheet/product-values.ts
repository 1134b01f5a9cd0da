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
      return product.specifications == null || normaliseText(product.specifications).trim() === ""
        ? null
        : normaliseText(product.specifications);
    case "features":
      return normaliseFeatures(product.features);
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

/** Trimmed, without empty entries; an empty list is no list. */
export function normaliseFeatures(features: readonly string[] | null | undefined): string[] | null {
  const kept = (features ?? []).map((feature) => normaliseText(feature).trim()).filter((feature) => feature !== "");
  return kept.length > 0 ? kept : null;
}
