/** The quote form (spec 2.13, 3.6, 5) with the exact messages of section 5; shared by the browser and the action. */
import { z } from "zod";
import { QUOTE_MESSAGES } from "~/content/forms";
import { PROJECT_SIZES, QUOTE_INDUSTRIES, QUOTE_PRODUCT_CATEGORIES, TIMELINES } from "~/content/options";
import { emailField, multilineText, optionalText, requiredText } from "./fields";
import { MESSAGE_MAX } from "./inquiry-api-schema";
import { quoteExtraFields } from "./quote-extra-fields";

const choice = <T extends readonly [string, ...string[]]>(options: T, message: string) =>
  z.enum(options, { error: message });

export const quoteFormSchema = z.object({
  firstName: requiredText(100, QUOTE_MESSAGES.firstName).min(2, QUOTE_MESSAGES.firstName),
  lastName: requiredText(100, QUOTE_MESSAGES.lastName).min(2, QUOTE_MESSAGES.lastName),
  email: emailField(QUOTE_MESSAGES.email),
  phone: requiredText(40, QUOTE_MESSAGES.phone).min(10, QUOTE_MESSAGES.phone),
  company: optionalText(200),
  industry: choice(QUOTE_INDUSTRIES, QUOTE_MESSAGES.industry),
  productCategory: choice(QUOTE_PRODUCT_CATEGORIES, QUOTE_MESSAGES.productCategory),
  projectSize: choice(PROJECT_SIZES, QUOTE_MESSAGES.projectSize),
  timeline: choice(TIMELINES, QUOTE_MESSAGES.timeline),
  requirements: multilineText(10, MESSAGE_MAX, QUOTE_MESSAGES.requirements),
  ...quoteExtraFields,
});

export type QuoteForm = z.infer<typeof quoteFormSchema>;
/** What the form posts, for the form component's field types. */
export type QuoteFormInput = z.input<typeof quoteFormSchema>;

/** Spec 7.2: the quote's multi-line message, kept beside the structured columns. */
export function quoteMessage(
  quote: Pick<QuoteForm, "industry" | "productCategory" | "projectSize" | "timeline" | "requirements">,
): string {
  return [
    "Quote Request:",
    `Industry: ${quote.industry}`,
    `Product Category: ${quote.productCategory}`,
    `Project Size: ${quote.projectSize}`,
    `Timeline: ${quote.timeline}`,
    `Requirements: ${quote.requirements}`,
  ].join("\n");
}
