/** The product form's fields as posted (all text), without zod, so pages can use them without loading the schema. */
import { CATEGORY_TREE } from "~/content/category-tree";

export const CATEGORY_NAMES = CATEGORY_TREE.map((category) => category.name);

/** What the form's fields hold (all text), so a refused form comes back exactly as typed. */
export interface ProductFormValues {
  name: string;
  brand: string;
  category: string;
  subcategory: string;
  description: string;
  features: string;
  specifications: string;
  imageUrl: string;
  productUrl: string;
  serialNumber: string;
  price: string;
  isActive: boolean;
  expectedUpdatedAt: string;
}

const TEXT_FIELDS = ["name", "brand", "category", "subcategory", "description", "features", "specifications", "imageUrl", "productUrl", "serialNumber", "price", "expectedUpdatedAt"] as const;

export function productFormValues(form: FormData): ProductFormValues {
  const text = Object.fromEntries(TEXT_FIELDS.map((field) => [field, String(form.get(field) ?? "")])) as Record<(typeof TEXT_FIELDS)[number], string>;
  return { ...text, isActive: form.get("isActive") === "on" };
}

/** The schema's input for the values of a posted form. */
export function productFormInput(values: ProductFormValues) {
  const { expectedUpdatedAt, ...rest } = values;
  return expectedUpdatedAt ? { ...rest, expectedUpdatedAt } : rest;
}

export const EMPTY_PRODUCT_FORM: ProductFormValues = {
  name: "",
  brand: "",
  category: "",
  subcategory: "",
  description: "",
  features: "",
  specifications: "",
  imageUrl: "",
  productUrl: "",
  serialNumber: "",
  price: "",
  isActive: true,
  expectedUpdatedAt: "",
};
