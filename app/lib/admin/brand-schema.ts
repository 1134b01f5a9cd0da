/** The brand form of the back office, used by the browser form, its route action and the admin JSON API. */
import { z } from "zod";
import { multilineText, requiredText } from "~/lib/forms/fields";
import {
  arabicEdition,
  checkboxField,
  expectedUpdatedAtField,
  formVersionField,
  optionalImageAddress,
  optionalWebAddress,
} from "./product-fields";

/** Multi-line text up to 2,000 characters; absent or null is "". */
const description = () =>
  z
    .union([z.string(), z.null(), z.undefined()])
    .optional()
    .transform((value) => value ?? "")
    .pipe(multilineText(0, 2000));

export const brandInputSchema = z.object({
  name: requiredText(100, "Enter the brand name"),
  logoUrl: optionalImageAddress(),
  description: description().transform((value) => value || undefined),
  /** The Arabic edition (issue 18): the English one's limit; absent keeps it on an update, blank (or null) is none. */
  descriptionAr: arabicEdition(description(), (value) => value === ""),
  website: optionalWebAddress(),
  isActive: z.boolean({ error: "isActive must be true or false" }).optional(),
});

export const brandUpdateSchema = brandInputSchema.extend({
  expectedUpdatedAt: expectedUpdatedAtField,
  /** On a rename: also rename the brand on the products that carry the old name. */
  renameProducts: z.boolean({ error: "renameProducts must be true or false" }).optional(),
});

/** The editor posts text: checkboxes are "on" or absent, and a new brand has no version. */
export const brandFormSchema = brandInputSchema.extend({ isActive: checkboxField });
export const brandUpdateFormSchema = brandInputSchema.extend({
  isActive: checkboxField,
  renameProducts: checkboxField,
  expectedUpdatedAt: formVersionField,
});

export type BrandInput = z.infer<typeof brandInputSchema>;
export type BrandUpdate = z.infer<typeof brandUpdateSchema>;
