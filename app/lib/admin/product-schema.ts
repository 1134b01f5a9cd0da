/** The product form of the back office (spec 3.1), used by the browser form, its route action and the admin JSON API. */
import { z } from "zod";
import { multilineText, optionalText, requiredText } from "~/lib/forms/fields";
import { CATEGORY_NAMES } from "./product-form-values";
import { SPECIFICATION_LIST } from "./specification-editor";
import { SPECIFICATION_LINE_MAX, SPECIFICATION_MAX_LINES, specificationRowsField } from "./specification-rows-schema";
import {
  arabicEdition,
  checkboxField,
  expectedUpdatedAtField,
  formVersionField,
  linesField,
  optionalImageAddress,
  optionalPrice,
  optionalWebAddress,
} from "./product-fields";

/** Multi-line text up to 10,000 characters; absent or null is "". */
const description = () =>
  z
    .union([z.string(), z.null(), z.undefined()])
    .optional()
    .transform((value) => value ?? "")
    .pipe(multilineText(0, 10_000));

export const productInputSchema = z.object({
  name: requiredText(200, "Enter the product name"),
  brand: requiredText(100, "Enter the brand"),
  // In the editor's order, so the first message found is the first invalid field on the page.
  serialNumber: optionalText(100),
  category: z.enum(CATEGORY_NAMES as [string, ...string[]], { error: "Choose a category from the list" }),
  subcategory: optionalText(200),
  description: description(),
  features: linesField(50, 300, "feature"),
  specifications: linesField(SPECIFICATION_MAX_LINES, SPECIFICATION_LINE_MAX, "specification line"),
  // The Arabic edition (issue 18), below the English texts in the editor: the English fields' limits; absent keeps it on an
  // update, blank (or null) is none.
  nameAr: arabicEdition(optionalText(200), (value) => value === undefined),
  descriptionAr: arabicEdition(description(), (value) => value === ""),
  featuresAr: arabicEdition(linesField(50, 300, "Arabic feature"), (lines) => lines.length === 0),
  specificationsAr: arabicEdition(
    linesField(SPECIFICATION_MAX_LINES, SPECIFICATION_LINE_MAX, "Arabic specification line"),
    (lines) => lines.length === 0,
  ),
  imageUrl: optionalImageAddress(),
  productUrl: optionalWebAddress(),
  price: optionalPrice(),
  /** Absent: true for a new product, unchanged on an update. */
  isActive: z.boolean({ error: "isActive must be true or false" }).optional(),
});

export const productUpdateSchema = productInputSchema.extend({ expectedUpdatedAt: expectedUpdatedAtField });

/**
 * The editor posts text: the active checkbox is "on" or absent, a new product has no version, and the specifications
 * come as rows (spec[0].label, …, specification-rows-schema.ts) where the API takes the two texts' lines. The rows sit
 * after the Arabic edition's fields, as on the page, so the first message found is the first invalid field there.
 */
const {
  specifications: _english,
  specificationsAr: _arabic,
  imageUrl,
  productUrl,
  price,
  ...leading
} = productInputSchema.shape;
const productFormShape = {
  ...leading,
  [SPECIFICATION_LIST]: specificationRowsField(),
  imageUrl,
  productUrl,
  price,
  isActive: checkboxField,
};

/** The rows' two texts where the write services expect them: the form's save is the API's input. */
function withTexts<
  T extends { [SPECIFICATION_LIST]: { specifications: string[]; specificationsAr: string[] | null } },
>({ [SPECIFICATION_LIST]: texts, ...fields }: T) {
  return { ...fields, ...texts };
}

export const productFormSchema = z.object(productFormShape).transform(withTexts);
export const productUpdateFormSchema = z
  .object({ ...productFormShape, expectedUpdatedAt: formVersionField })
  .transform(withTexts);

export type ProductInput = z.infer<typeof productInputSchema>;
export type ProductUpdate = z.infer<typeof productUpdateSchema>;
