/** The brand form of the back office, used by the browser form, its route action and the admin JSON API. */
import { z } from "zod";
import { multilineText, requiredText } from "~/lib/forms/fields";
import {
  checkboxField,
  expectedUpdatedAtField,
  formVersionField,
  optionalImageAddress,
  optionalWebAddress,
} from "./product-fields";

export const brandInputSchema = z.object({
  name: requiredText(100, "Enter the brand name"),
  logoUrl: optionalImageAddress(),
  description: z
    .union([z.string(), z.null(), z.undefined()])
    .optional()
    .transform((value) => value ?? "")
    .pipe(multilineText(0, 2000))
    .transform((value) => value || undefined),
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
