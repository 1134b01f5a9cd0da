/** POST /api/inquiries accepts both payloads of spec 7.2: the contact form's and the quote form's (`name` instead of first and last name). */
import { z } from "zod";
import { emailField, multilineText, optionalText, requiredText } from "./fields";
import { quoteLinesSchema } from "./quote-lines-schema";
import { quoteExtraFields } from "./quote-extra-fields";
import { LOCALES } from "~/lib/i18n/locale";

export const MESSAGE_MAX = 5000;

/** Issue 18: the edition the request was sent from, stored with it (its emails follow it); English when absent. */
const localeField = z.enum(LOCALES, { error: 'locale must be "en" or "ar"' }).optional().default("en");

export const contactInquiryApiSchema = z.object({
  firstName: requiredText(100),
  lastName: requiredText(100),
  email: emailField(),
  phone: optionalText(40),
  company: optionalText(200),
  category: requiredText(100),
  message: multilineText(1, MESSAGE_MAX),
  /** Issue 17: the products asked for; a request with lines is a quote request. */
  lines: quoteLinesSchema.optional(),
  locale: localeField,
});

export const quoteInquiryApiSchema = z.object({
  name: requiredText(201),
  email: emailField(),
  phone: optionalText(40),
  company: optionalText(200),
  category: requiredText(100),
  message: multilineText(1, MESSAGE_MAX),
  lines: quoteLinesSchema.optional(),
  locale: localeField,
  ...quoteExtraFields,
});

/** "Ana María de la Cruz" -> first "Ana", last "María de la Cruz"; a single word is used for both. */
export function splitFullName(name: string): { firstName: string; lastName: string } {
  const parts = name.trim().split(/\s+/);
  const firstName = parts[0] ?? "";
  const lastName = parts.slice(1).join(" ");
  return { firstName, lastName: lastName || firstName };
}
