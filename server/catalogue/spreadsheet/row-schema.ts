/** Validates one spreadsheet row (text cells by column) into the product values it sets; each error names its field. */
import { z } from "zod";
import { FEATURE_SEPARATOR, type SpreadsheetColumn } from "~/lib/admin/spreadsheet-columns";
import { DEFAULT_CATEGORY, normaliseFeatures, normaliseText, type RowValues } from "./product-values";
import { cellProblem } from "./cell-rules";

const MAX_PRICE_CENTS = 9_999_999_999; // numeric(10,2)

const requiredText = (label: string, max: number) =>
  z
    .string()
    .transform((value) => normaliseText(value).trim())
    .pipe(z.string().min(1, `${label} is required.`).max(max, `${label} is longer than ${max} characters.`));

const optionalText = (label: string, max: number) =>
  z
    .string()
    .transform((value) => normaliseText(value).trim())
    .pipe(z.string().max(max, `${label} is longer than ${max} characters.`))
    .transform((value) => (value === "" ? null : value));

/** A site path ("/attached_assets/…", "/api/storage/…") or an http(s) address; nothing a browser would run. */
const link = (label: string) =>
  optionalText(label, 2000).refine(
    (value) => value === null || /^\/(?![/\\])/.test(value) || /^https?:\/\/[^\s]+$/i.test(value),
    {
      message: `${label} must start with "/" (a path on this site) or with http:// or https://.`,
    },
  );

const price = z.string().transform((raw, context) => {
  const value = raw.trim();
  if (value === "") return null;
  const cents = /^\d+(\.\d+)?(e[+-]?\d+)?$/i.test(value) ? Number(value) * 100 : Number.NaN;
  const rounded = Math.round(cents);
  // A spreadsheet's binary fractions (12.300000000000001) count as cents; a third decimal does not.
  if (!Number.isFinite(cents) || Math.abs(cents - rounded) > 1e-6 || rounded > MAX_PRICE_CENTS) {
    context.addIssue({
      code: "custom",
      message: "Price must be a number without currency, at most 99999999.99 with 2 decimals (e.g. 1250.50).",
    });
    return z.NEVER;
  }
  return (rounded / 100).toFixed(2);
});

const ACTIVE = new Set(["true", "yes", "y", "1", "active"]);
const INACTIVE = new Set(["false", "no", "n", "0", "inactive"]);

const isActive = z.string().transform((raw, context) => {
  const value = raw.trim().toLowerCase();
  if (value === "" || ACTIVE.has(value)) return true;
  if (INACTIVE.has(value)) return false;
  context.addIssue({
    code: "custom",
    message: "isActive must be TRUE or FALSE (also accepted: yes/no, 1/0; empty means TRUE).",
  });
  return z.NEVER;
});

/** A list cell, one entry per line: `many` names the entries ("features"), `one` an entry ("A feature"). */
const featureList = (many: string, one: string) =>
  z
    .string()
    .transform((value) => normaliseFeatures(value.split(FEATURE_SEPARATOR)))
    .refine((list) => list === null || list.length <= 100, { message: `At most 100 ${many}, one per line.` })
    .refine((list) => list === null || list.every((feature) => feature.length <= 500), {
      message: `${one} is longer than 500 characters.`,
    });

/** Multi-line text as written (line endings as "\n"), at most `max` characters; the optional kind reads blank as none. */
const multiline = (message: string, max: number) =>
  z.string().transform(normaliseText).pipe(z.string().max(max, message));
const optionalMultiline = (message: string, max: number) =>
  multiline(message, max).transform((value) => (value.trim() === "" ? null : value));

export const rowSchema = z.object({
  name: requiredText("Name", 300),
  brand: requiredText("Brand", 200),
  category: optionalText("Category", 300)
    .transform((value) => value ?? DEFAULT_CATEGORY)
    .optional(),
  subcategory: optionalText("Subcategory", 300).optional(),
  description: multiline("Description is longer than 10000 characters.", 10_000).optional(),
  features: featureList("features", "A feature").optional(),
  specifications: optionalMultiline("Specifications are longer than 20000 characters.", 20_000).optional(),
  imageUrl: link("imageUrl").optional(),
  productUrl: link("productUrl").optional(),
  serialNumber: optionalText("Serial number", 200).optional(),
  price: price.optional(),
  isActive: isActive.optional(),
  // The Arabic edition (issue 18): the English columns' limits; blank is none (the Arabic pages show the English).
  nameAr: optionalText("Arabic name", 300).optional(),
  descriptionAr: optionalMultiline("Arabic description is longer than 10000 characters.", 10_000).optional(),
  featuresAr: featureList("Arabic features", "An Arabic feature").optional(),
  specificationsAr: optionalMultiline("Arabic specifications are longer than 20000 characters.", 20_000).optional(),
}) satisfies z.ZodType<RowValues, Partial<Record<SpreadsheetColumn, string>>>;

export interface FieldError {
  field: SpreadsheetColumn;
  message: string;
}

/**
 * A cell over the length limit or with a control character is an error of its own field, found before the field's
 * schema runs; the schema's errors of other fields are added.
 */
export function validateRow(
  cells: Partial<Record<SpreadsheetColumn, string>>,
): { values: RowValues } | { errors: FieldError[] } {
  const cellErrors: FieldError[] = [];
  for (const [field, value] of Object.entries(cells) as [SpreadsheetColumn, string][]) {
    const problem = cellProblem(value);
    if (problem) cellErrors.push({ field, message: problem });
  }
  const parsed = rowSchema.safeParse(cells);
  if (parsed.success && cellErrors.length === 0) return { values: parsed.data as RowValues };
  const faulty = new Set(cellErrors.map((error) => error.field));
  const schemaErrors = parsed.success
    ? []
    : parsed.error.issues.map((issue) => ({ field: issue.path[0] as SpreadsheetColumn, message: issue.message }));
  return { errors: [...cellErrors, ...schemaErrors.filter((error) => !faulty.has(error.field))] };
}
