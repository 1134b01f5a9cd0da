/** The product form of the back office (spec 3.1), used by the browser form, its route action and the admin JSON API. */
import { z } from "zod";
import { CATEGORY_TREE } from "~/content/category-tree";
import { multilineText, optionalText, requiredText } from "~/lib/forms/fields";
import { expectedUpdatedAtField, linesField, optionalImageAddress, optionalPrice, optionalWebAddress } from "./product-fields";

export const CATEGORY_NAMES = CATEGORY_TREE.map((category) => category.name);

export const productInputSchema = z.object({
  name: requiredText(200, "Enter the product name"),
  brand: requiredText(100, "Enter the brand"),
  category: z.enum(CATEGORY_NAMES as [string, ...string[]], { error: "Choose a category from the list" }),
  subcategory: optionalText(200),
  description: z
    .union([z.string(), z.null(), z.undefined()])
    .optional()
    .transform((value) => value ?? "")
    .pipe(multilineText(0, 10_000)),
  features: linesField(50, 300, "feature"),
  specifications: linesField(100, 300, "specification line"),
  imageUrl: optionalImageAddress(),
  productUrl: optionalWebAddress(),
  serialNumber: optionalText(100),
  price: optionalPrice(),
  /** Absent: true for a new product, unchanged on an update. */
  isActive: z.boolean({ error: "isActive must be true or false" }).optional(),
});

export const productUpdateSchema = productInputSchema.extend({ expectedUpdatedAt: expectedUpdatedAtField });

export type ProductInput = z.infer<typeof productInputSchema>;
export type ProductUpdate = z.infer<typeof productUpdateSchema>;

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
