/** The buyer's answers on the private quote page (issue 17), shared by the page's forms and POST /api/q/…; form text or JSON. */
import { z } from "zod";
import { BUYER_FIELD_MESSAGES } from "~/content/private-quote";
import { BUYER_DECLINE_REASON_MAX, BUYER_QUESTION_MAX } from "~/lib/quote-list/limits";

const CONTROL_CHARS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/;

/** The version the buyer saw: a whole number from the form's hidden field (text) or the API's JSON. */
const version = z
  .union(
    [
      z.number(),
      z
        .string()
        .trim()
        .regex(/^\d{1,9}$/),
    ],
    { error: BUYER_FIELD_MESSAGES.version },
  )
  .transform(Number)
  .pipe(
    z
      .number({ error: BUYER_FIELD_MESSAGES.version })
      .int(BUYER_FIELD_MESSAGES.version)
      .min(1, BUYER_FIELD_MESSAGES.version),
  );

export const acceptQuotationSchema = z.object({ version });

export const declineQuotationSchema = z.object({
  version,
  reason: z
    .union([z.string(), z.null(), z.undefined()], { error: BUYER_FIELD_MESSAGES.reasonTooLong })
    .optional()
    .transform((value) => (value ?? "").trim())
    .pipe(
      z
        .string()
        .max(BUYER_DECLINE_REASON_MAX, BUYER_FIELD_MESSAGES.reasonTooLong)
        .refine((value) => !CONTROL_CHARS.test(value), BUYER_FIELD_MESSAGES.notAllowed),
    )
    .transform((value) => (value === "" ? undefined : value)),
});

export const buyerQuestionSchema = z.object({
  message: z
    .string({ error: BUYER_FIELD_MESSAGES.questionRequired })
    .trim()
    .min(1, BUYER_FIELD_MESSAGES.questionRequired)
    .max(BUYER_QUESTION_MAX, BUYER_FIELD_MESSAGES.questionTooLong)
    .refine((value) => !CONTROL_CHARS.test(value), BUYER_FIELD_MESSAGES.notAllowed),
});

export type DeclineQuotationInput = z.input<typeof declineQuotationSchema>;
export type BuyerQuestionInput = z.input<typeof buyerQuestionSchema>;
