/** From a stored product to the editor's fields, and the tree's categories and subcategory suggestions (no zod, for pages). */
import { CATEGORY_TREE } from "~/content/category-tree";
import type { ProductValues } from "~/lib/catalogue/product-types";
import {
  BLANK_SPECIFICATION_ROW,
  SPECIFICATION_BLANK_ROWS,
  specificationEditorRows,
  type SpecificationEditorRow,
} from "./specification-editor";

export const CATEGORY_NAMES = CATEGORY_TREE.map((category) => category.name);

/** What the editor's fields hold (text, the specification rows, and the active checkbox). */
export interface ProductFormValues {
  name: string;
  brand: string;
  category: string;
  subcategory: string;
  description: string;
  features: string;
  nameAr: string;
  descriptionAr: string;
  featuresAr: string;
  /** The English and Arabic specifications as rows (specification-editor.ts), with blank rows to type in below. */
  spec: SpecificationEditorRow[];
  imageUrl: string;
  productUrl: string;
  serialNumber: string;
  price: string;
  isActive: boolean;
  expectedUpdatedAt: string;
}

function withBlankRows(rows: SpecificationEditorRow[]): SpecificationEditorRow[] {
  return [...rows, ...Array.from({ length: SPECIFICATION_BLANK_ROWS }, () => ({ ...BLANK_SPECIFICATION_ROW }))];
}

export const EMPTY_PRODUCT_FORM: ProductFormValues = {
  name: "",
  brand: "",
  category: "",
  subcategory: "",
  description: "",
  features: "",
  nameAr: "",
  descriptionAr: "",
  featuresAr: "",
  spec: withBlankRows([]),
  imageUrl: "",
  productUrl: "",
  serialNumber: "",
  price: "",
  isActive: true,
  expectedUpdatedAt: "",
};

export function subcategoriesOf(category: string): string[] {
  return CATEGORY_TREE.find((candidate) => candidate.name === category)?.subCategories.map((sub) => sub.name) ?? [];
}

/**
 * A stored product as the editor loads it: its fields, the version the save is checked against, and two derived facts
 * (server/catalogue/derived-facts.ts) that split an imported "Cat » Sub" / "Cat >> Sub" category into the two fields the
 * form edits (docs/decisions/048-product-brand-and-category-in-the-back-office.md).
 */
export type StoredProductFields = ProductValues & {
  updatedAt: Date | string;
  topCategory: string;
  listedSubcategory: string | null;
};

export function productFormValuesOf(row: StoredProductFields): ProductFormValues {
  return {
    name: row.name,
    brand: row.brand,
    category: row.topCategory,
    subcategory: row.listedSubcategory ?? "",
    description: row.description,
    features: (row.features ?? []).join("\n"),
    nameAr: row.nameAr ?? "",
    descriptionAr: row.descriptionAr ?? "",
    featuresAr: (row.featuresAr ?? []).join("\n"),
    spec: withBlankRows(specificationEditorRows(row.specifications, row.specificationsAr)),
    imageUrl: row.imageUrl ?? "",
    productUrl: row.productUrl ?? "",
    serialNumber: row.serialNumber ?? "",
    price: row.price ?? "",
    isActive: row.isActive,
    expectedUpdatedAt: new Date(row.updatedAt).toISOString(),
  };
}
