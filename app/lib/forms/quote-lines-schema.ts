/** The lines of a quote request (issue 17), shared by POST /api/inquiries and the server that reads the quote list. */
import { z } from "zod";
import { QUOTE_REQUEST_MESSAGES } from "~/content/quote-request";
import {
  QUOTE_LINE_NOTE_MAX,
  QUOTE_LIST_MAX_LINES,
  QUOTE_QUANTITY_MAX,
  QUOTE_QUANTITY_MIN,
} from "~/lib/quote-list/limits";
import { optionalText } from "./fields";

/** The JSON API answers in English. */
const MESSAGES = QUOTE_REQUEST_MESSAGES.en;

export const quoteLineSchema = z.object({
  productId: z.uuid({ error: MESSAGES.productId }),
  quantity: z
    .number({ error: MESSAGES.quantity })
    .int(MESSAGES.quantity)
    .min(QUOTE_QUANTITY_MIN, MESSAGES.quantity)
    .max(QUOTE_QUANTITY_MAX, MESSAGES.quantity),
  note: optionalText(QUOTE_LINE_NOTE_MAX),
});

export const quoteLinesSchema = z
  .array(quoteLineSchema, { error: MESSAGES.productId })
  .max(QUOTE_LIST_MAX_LINES, MESSAGES.tooManyLines)
  .refine(
    (lines) => new Set(lines.map((line) => line.productId.toLowerCase())).size === lines.length,
    MESSAGES.duplicateLine,
  );

export type QuoteLineInput = z.infer<typeof quoteLineSchema>;
