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
import type { Locale } from "~/lib/i18n/locale";

// Tabs and newlines are allowed in a note; every other control character is refused.
const CONTROL_CHARS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/;

/**
 * The rules in one edition's words (decision 137): the page forms of /ar answer in Arabic, the JSON API in English.
 */
function quoteListFieldsIn(locale: Locale) {
  const messages = QUOTE_LIST_MESSAGES[locale];
  /** A product's id as the catalogue gives it; anything else is an unknown product (404), never a database error. */
  const productIdSchema = z.string({ error: messages.unknownProduct }).trim().min(1).max(100);

  /**
   * A whole number from QUOTE_QUANTITY_MIN to QUOTE_QUANTITY_MAX. Form fields send text ("5"), API clients a number;
   * "abc", "1.5", "", 0 and 100001 are all refused with the one message.
   */
  const quantitySchema = z
    .union([z.number(), z.string()], { error: messages.quantity })
    .transform((value) =>
      typeof value === "string" ? (/^\s*\d+\s*$/.test(value) ? Number(value) : Number.NaN) : value,
    )
    .pipe(
      z
        .number({ error: messages.quantity })
        .int(messages.quantity)
        .min(QUOTE_QUANTITY_MIN, messages.quantity)
        .max(QUOTE_QUANTITY_MAX, messages.quantity),
    );

  /** A line's note: trimmed; blank or absent is no note. */
  const noteSchema = z
    .union([z.string(), z.null()], { error: messages.noteTooLong })
    .transform((value) => (value ?? "").trim())
    .pipe(
      z
        .string()
        .max(QUOTE_LINE_NOTE_MAX, messages.noteTooLong)
        .refine((value) => !CONTROL_CHARS.test(value), messages.noteCharacters),
    )
    .transform((value) => (value === "" ? null : value));

  return { messages, productIdSchema, quantitySchema, noteSchema };
}

const ENGLISH = quoteListFieldsIn("en");
export const { productIdSchema, quantitySchema, noteSchema } = ENGLISH;

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
      .array(quoteListItemSchema, { error: ENGLISH.messages.unknownProduct })
      .min(1, ENGLISH.messages.unknownProduct)
      .max(QUOTE_LIST_MAX_LINES, ENGLISH.messages.listFull),
  }),
);

/** PATCH /api/quote-list/:productId. */
export const quoteListUpdateSchema = z
  .object({ quantity: quantitySchema.optional(), note: noteSchema.optional() })
  .refine((change) => change.quantity !== undefined || change.note !== undefined, {
    message: ENGLISH.messages.nothingToChange,
  });

/** Where a plain form's answer goes back to: a path on this site (never another origin). */
export const returnToSchema = z
  .string()
  .optional()
  .transform((value) => (value && /^\/(?![/\\])/.test(value) && value.length <= 2000 ? value : "/quote-list"));

function buildQuoteListFormSchema(locale: Locale) {
  const { productIdSchema, quantitySchema, noteSchema } = quoteListFieldsIn(locale);
  return z.discriminatedUnion("intent", [
    z.object({
      intent: z.literal("add"),
      /**
       * One product (cards, product pages) or several, each added with the quantity and note (issue 19: comparison's
       * "Add All to Quote", a safety data sheet asked for with a note). All or nothing, like the JSON API.
       */
      productId: z.preprocess(
        (value) => (Array.isArray(value) ? value : [value]),
        z.array(productIdSchema).min(1).max(QUOTE_LIST_MAX_LINES),
      ),
      quantity: quantitySchema.optional().default(QUOTE_QUANTITY_MIN),
      note: noteSchema.optional(),
      returnTo: returnToSchema,
    }),
    z.object({ intent: z.literal("update"), productId: productIdSchema, quantity: quantitySchema, note: noteSchema }),
    z.object({ intent: z.literal("remove"), productId: productIdSchema }),
    z.object({ intent: z.literal("clear") }),
  ]);
}

const FORM_SCHEMAS = { en: buildQuoteListFormSchema("en"), ar: buildQuoteListFormSchema("ar") };

/** The /quote-list route's forms, one schema per intent, in the page's edition. */
export function quoteListFormSchema(locale: Locale) {
  return FORM_SCHEMAS[locale];
}
export type QuoteListForm = z.infer<typeof FORM_SCHEMAS.en>;

/** The first message of a refused input, for the API's `message` and a form's status line. */
export function firstMessage(error: z.ZodError): string {
  return error.issues[0]?.message ?? QUOTE_LIST_MESSAGES.en.quantity;
}
