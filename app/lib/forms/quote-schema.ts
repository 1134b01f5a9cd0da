/**
 * The quote form (spec 2.13, 3.6, 5) with the exact messages of section 5 (English) or their Arabic; shared by the
 * browser and the action. The stored option values are English in both editions.
 */
import { z } from "zod";
import { FIELD_MESSAGES, QUOTE_MESSAGES } from "~/content/forms";
import { PROJECT_SIZES, QUOTE_INDUSTRIES, QUOTE_PRODUCT_CATEGORIES, TIMELINES } from "~/content/options";
import type { Locale } from "~/lib/i18n/locale";
import { fieldsIn } from "./fields";
import { MESSAGE_MAX } from "./inquiry-api-schema";
import { quoteExtraFieldsIn } from "./quote-extra-fields";

const choice = <T extends readonly [string, ...string[]]>(options: T, message: string) =>
  z.enum(options, { error: message });

function buildQuoteFormSchema(locale: Locale) {
  const messages = QUOTE_MESSAGES[locale];
  const { emailField, multilineText, optionalText, requiredText } = fieldsIn(FIELD_MESSAGES[locale]);
  return z.object({
    firstName: requiredText(100, messages.firstName).min(2, messages.firstName),
    lastName: requiredText(100, messages.lastName).min(2, messages.lastName),
    email: emailField(messages.email),
    phone: requiredText(40, messages.phone).min(10, messages.phone),
    company: optionalText(200),
    industry: choice(QUOTE_INDUSTRIES, messages.industry),
    productCategory: choice(QUOTE_PRODUCT_CATEGORIES, messages.productCategory),
    projectSize: choice(PROJECT_SIZES, messages.projectSize),
    timeline: choice(TIMELINES, messages.timeline),
    requirements: multilineText(10, MESSAGE_MAX, messages.requirements),
    ...quoteExtraFieldsIn(locale),
  });
}

const SCHEMAS = { en: buildQuoteFormSchema("en"), ar: buildQuoteFormSchema("ar") };

/** The quote form's schema with the messages of the page's edition (decision 137). */
export function quoteFormSchema(locale: Locale) {
  return SCHEMAS[locale];
}

export type QuoteForm = z.infer<typeof SCHEMAS.en>;
/** What the form posts, for the form component's field types. */
export type QuoteFormInput = z.input<typeof SCHEMAS.en>;

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
