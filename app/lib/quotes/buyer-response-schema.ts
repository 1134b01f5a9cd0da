/**
 * The buyer's answers on the private quote page (issue 17), shared by the page's forms and POST /api/q/…; form text or
 * JSON. One set of schemas per edition (issue 18): the same rules, the messages in the page's language.
 */
import { z } from "zod";
import { BUYER_FIELD_MESSAGES } from "~/content/private-quote";
import type { Locale } from "~/lib/i18n/locale";
import { BUYER_DECLINE_REASON_MAX, BUYER_QUESTION_MAX } from "~/lib/quote-list/limits";

const CONTROL_CHARS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/;

function schemasIn(locale: Locale) {
  const messages = BUYER_FIELD_MESSAGES[locale];
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
      { error: messages.version },
    )
    .transform(Number)
    .pipe(z.number({ error: messages.version }).int(messages.version).min(1, messages.version));

  return {
    accept: z.object({ version }),
    decline: z.object({
      version,
      reason: z
        .union([z.string(), z.null(), z.undefined()], { error: messages.reasonTooLong })
        .optional()
        .transform((value) => (value ?? "").trim())
        .pipe(
          z
            .string()
            .max(BUYER_DECLINE_REASON_MAX, messages.reasonTooLong)
            .refine((value) => !CONTROL_CHARS.test(value), messages.notAllowed),
        )
        .transform((value) => (value === "" ? undefined : value)),
    }),
    question: z.object({
      message: z
        .string({ error: messages.questionRequired })
        .trim()
        .min(1, messages.questionRequired)
        .max(BUYER_QUESTION_MAX, messages.questionTooLong)
        .refine((value) => !CONTROL_CHARS.test(value), messages.notAllowed),
    }),
  };
}

/** The schemas of each edition, by intent: `BUYER_RESPONSE_SCHEMAS[locale][intent]`. */
export const BUYER_RESPONSE_SCHEMAS: Record<Locale, ReturnType<typeof schemasIn>> = {
  en: schemasIn("en"),
  ar: schemasIn("ar"),
};

export const acceptQuotationSchema = BUYER_RESPONSE_SCHEMAS.en.accept;
export const declineQuotationSchema = BUYER_RESPONSE_SCHEMAS.en.decline;
export const buyerQuestionSchema = BUYER_RESPONSE_SCHEMAS.en.question;

export type DeclineQuotationInput = z.input<typeof declineQuotationSchema>;
export type BuyerQuestionInput = z.input<typeof buyerQuestionSchema>;
