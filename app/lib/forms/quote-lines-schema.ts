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

export const quoteLineSchema = z.object({
  productId: z.uuid({ error: QUOTE_REQUEST_MESSAGES.productId }),
  quantity: z
    .number({ error: QUOTE_REQUEST_MESSAGES.quantity })
    .int(QUOTE_REQUEST_MESSAGES.quantity)
    .min(QUOTE_QUANTITY_MIN, QUOTE_REQUEST_MESSAGES.quantity)
    .max(QUOTE_QUANTITY_MAX, QUOTE_REQUEST_MESSAGES.quantity),
  note: optionalText(QUOTE_LINE_NOTE_MAX),
});

export const quoteLinesSchema = z
  .array(quoteLineSchema, { error: QUOTE_REQUEST_MESSAGES.productId })
  .max(QUOTE_LIST_MAX_LINES, QUOTE_REQUEST_MESSAGES.tooManyLines)
  .refine(
    (lines) => new Set(lines.map((line) => line.productId.toLowerCase())).size === lines.length,
    QUOTE_REQUEST_MESSAGES.duplicateLine,
  );

export type QuoteLineInput = z.infer<typeof quoteLineSchema>;
