/** Field rules shared by the product and brand schemas: list fields edited as lines, image and web addresses, prices. */
import { z } from "zod";

const CONTROL_CHARS_SINGLE_LINE = /[\u0000-\u001F\u007F-\u009F]/;

/** Textarea text (one entry per line) or an array of strings becomes trimmed, non-blank lines in order. */
export function toLines(value: unknown): unknown {
  if (value == null) return [];
  if (typeof value === "string") return value.split(/\r?\n/);
  return value;
}

export function linesField(maxLines: number, maxLength: number, what: string) {
  return z.preprocess(
    toLines,
    z
      .array(z.string({ error: `Each ${what} must be text` }), {
        error: `${what[0]!.toUpperCase()}${what.slice(1)}s must be lines of text`,
      })
      .transform((lines) => lines.map((line) => line.trim()).filter(Boolean))
      .pipe(
        z
          .array(
            z
              .string()
              .max(maxLength, `Each ${what} must be at most ${maxLength} characters`)
              .refine((line) => !CONTROL_CHARS_SINGLE_LINE.test(line), "Contains characters that are not allowed"),
          )
          .max(maxLines, `At most ${maxLines} ${what}s`),
      ),
  );
}

/** Blank becomes undefined; otherwise the rule applies to the trimmed text (its own messages, not a union's "Invalid input"). */
function optional(rule: z.ZodType<string, string>) {
  return z
    .union([z.string(), z.null(), z.undefined()], { error: "Must be text" })
    .optional()
    .transform((value, context) => {
      const text = value == null ? "" : value.trim();
      if (text === "") return undefined;
      const checked = rule.safeParse(text);
      if (checked.success) return checked.data;
      for (const issue of checked.error.issues) context.addIssue({ code: "custom", message: issue.message });
      return z.NEVER;
    });
}

const WEB_ADDRESS = /^https?:\/\/[^\s/$.?#][^\s]*$/i;

export function optionalWebAddress(message = "Enter a full web address starting with https://") {
  return optional(z.string().max(2000, "Must be at most 2000 characters").regex(WEB_ADDRESS, message));
}

/**
 * Images come from this site (/api/storage/…, /attached_assets/…, the demo's /placeholder-product.svg) or another site
 * (https://…). Protocol-relative ("//host"), data: and javascript: addresses are refused.
 */
const IMAGE_ADDRESS = /^\/(?!\/)[\w\-.~%/]+$|^https?:\/\/[^\s/$.?#][^\s]*$/i;
export const IMAGE_ADDRESS_MESSAGE =
  "Use an address on this site (/api/storage/…, /attached_assets/…) or one starting with https://";

export function optionalImageAddress() {
  return optional(
    z
      .string()
      .max(2000, "Must be at most 2000 characters")
      .regex(IMAGE_ADDRESS, IMAGE_ADDRESS_MESSAGE)
      .refine((value) => !value.includes(".."), IMAGE_ADDRESS_MESSAGE),
  );
}

const PRICE = /^\d{1,8}(\.\d{1,2})?$/;
const PRICE_MESSAGE = "Enter a price like 1250.00 (at most 2 decimals, below 100,000,000)";

/** decimal(10,2): up to 8 digits before the point and 2 after; a number from the API is accepted as well. */
export function optionalPrice() {
  return z
    .union([z.string(), z.number(), z.null(), z.undefined()], { error: "Enter a price like 1250.00" })
    .optional()
    .transform((value, context) => {
      const text = value == null ? "" : String(value).trim().replace(/,/g, "");
      if (text === "") return undefined;
      if (PRICE.test(text)) return Number(text).toFixed(2);
      context.addIssue({ code: "custom", message: PRICE_MESSAGE });
      return z.NEVER;
    });
}

/** The row's updatedAt the editor started from, for the stale-save check. */
export const expectedUpdatedAtField = z
  .string({ error: "The form is missing its version; reload the page" })
  .refine((value) => !Number.isNaN(Date.parse(value)), "The form's version is not a date; reload the page");

/** A form's checkbox: "on" when ticked and absent when not, since a form cannot post false. */
export const checkboxField = z
  .string()
  .optional()
  .transform((value) => value === "on");

/** The editor's hidden version field: blank (a page without it) reads as missing. */
export const formVersionField = z.preprocess((value) => (value === "" ? undefined : value), expectedUpdatedAtField);

/**
 * An Arabic-edition field (issue 18) over `rule`: absent stays undefined, so an update keeps the stored Arabic (a JSON
 * client written before the Arabic edition never sends it); null, blank or an empty list is null, "no Arabic" (the
 * Arabic pages then show the English); anything else obeys the English field's rule and messages.
 */
export function arabicEdition<T>(rule: z.ZodType<T>, isBlank: (value: T) => boolean) {
  return z
    .unknown()
    .transform((value, context): T | null | undefined => {
      if (value === undefined) return undefined;
      const checked = rule.safeParse(value);
      if (!checked.success) {
        for (const issue of checked.error.issues) context.addIssue({ code: "custom", message: issue.message });
        return z.NEVER;
      }
      return isBlank(checked.data) ? null : checked.data;
    })
    .optional();
}

/** The stored value of an Arabic field after a save: what was sent, or on an update without it, what was stored. */
export function arabicAfterSave<T>(sent: T | null | undefined, stored: T | null | undefined): T | null {
  return sent === undefined ? (stored ?? null) : sent;
}
