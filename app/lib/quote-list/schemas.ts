/**
 * The quote list's inputs (issue 17), one set of rules for the JSON API (/api/quote-list) and the page forms
 * (/quote-list's action): whole quantities within the limits, notes of at most QUOTE_LINE_NOTE_MAX characters.
 */
import { z } from "zod";
import { QUOTE_LIST_MESSAGES } from "~/content/quote-list-messages";
import {
  QUOTE_LINE_NOTE_MAX,
  QUOTE_LIST_MAX_LINES,
  QUOTE_QUANTITY_MAX,
  QUOTE_QUANTITY_MIN,
} from "~/lib/quote-list/limits";

// Tabs and newlines are allowed in a note; every other control character is refused.
const CONTROL_CHARS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/;

/** A product's id as the catalogue gives it; anything else is an unknown product (404), never a database error. */
export const productIdSchema = z.string({ error: QUOTE_LIST_MESSAGES.unknownProduct }).trim().min(1).max(100);

/**
 * A whole number from QUOTE_QUANTITY_MIN to QUOTE_QUANTITY_MAX. Form fields send text ("5"), API clients a number;
 * "abc", "1.5", "", 0 and 100001 are all refused with the one message.
 */
export const quantitySchema = z
  .union([z.number(), z.string()], { error: QUOTE_LIST_MESSAGES.quantity })
  .transform((value) => (typeof value === "string" ? (/^\s*\d+\s*$/.test(value) ? Number(value) : Number.NaN) : value))
  .pipe(
    z
      .number({ error: QUOTE_LIST_MESSAGES.quantity })
      .int(QUOTE_LIST_MESSAGES.quantity)
      .min(QUOTE_QUANTITY_MIN, QUOTE_LIST_MESSAGES.quantity)
      .max(QUOTE_QUANTITY_MAX, QUOTE_LIST_MESSAGES.quantity),
  );

/** A line's note: trimmed; blank or absent is no note. */
export const noteSchema = z
  .union([z.string(), z.null()], { error: QUOTE_LIST_MESSAGES.noteTooLong })
  .transform((value) => (value ?? "").trim())
  .pipe(
    z
      .string()
      .max(QUOTE_LINE_NOTE_MAX, QUOTE_LIST_MESSAGES.noteTooLong)
      .refine((value) => !CONTROL_CHARS.test(value), QUOTE_LIST_MESSAGES.noteCharacters),
  )
  .transform((value) => (value === "" ? null : value));

export const quoteListItemSchema = z.object({
  productId: productIdSchema,
  quantity: quantitySchema.optional().default(QUOTE_QUANTITY_MIN),
  note: noteSchema.optional(),
});
export type QuoteListItemInput = z.infer<typeof quoteListItemSchema>;

/** POST /api/quote-list: one product, or `items` with up to QUOTE_LIST_MAX_LINES of them (always answered as `items`). */
export const quoteListAddSchema = z.preprocess(
  (body) => (typeof body === "object" && body !== null && "items" in body ? body : { items: [body] }),
  z.object({
    items: z
      .array(quoteListItemSchema, { error: QUOTE_LIST_MESSAGES.unknownProduct })
      .min(1, QUOTE_LIST_MESSAGES.unknownProduct)
      .max(QUOTE_LIST_MAX_LINES, QUOTE_LIST_MESSAGES.listFull),
  }),
);

/** PATCH /api/quote-list/:productId, and the page's update form. */
export const quoteListUpdateSchema = z
  .object({ quantity: quantitySchema.optional(), note: noteSchema.optional() })
  .refine((change) => change.quantity !== undefined || change.note !== undefined, {
    message: QUOTE_LIST_MESSAGES.nothingToChange,
  });

/** Where a plain form's answer goes back to: a path on this site (never another origin). */
export const returnToSchema = z
  .string()
  .optional()
  .transform((value) => (value && /^\/(?![/\\])/.test(value) && value.length <= 2000 ? value : "/quote-list"));

/** The /quote-list route's forms, one schema per intent. */
export const quoteListFormSchema = z.discriminatedUnion("intent", [
  z.object({
    intent: z.literal("add"),
    productId: productIdSchema,
    quantity: quantitySchema.optional().default(QUOTE_QUANTITY_MIN),
    returnTo: returnToSchema,
  }),
  z.object({ intent: z.literal("update"), productId: productIdSchema, quantity: quantitySchema, note: noteSchema }),
  z.object({ intent: z.literal("remove"), productId: productIdSchema }),
  z.object({ intent: z.literal("clear") }),
]);
export type QuoteListForm = z.infer<typeof quoteListFormSchema>;

/** The first message of a refused input, for the API's `message` and a form's status line. */
export function firstMessage(error: z.ZodError): string {
  return error.issues[0]?.message ?? QUOTE_LIST_MESSAGES.quantity;
}
