/** POST /api/inquiries accepts both payloads of spec 7.2: the contact form's and the quote form's (`name` instead of first and last name). */
import { z } from "zod";
import { emailField, multilineText, optionalText, requiredText } from "./fields";
import { quoteLinesSchema } from "./quote-lines-schema";
import { quoteExtraFields } from "./quote-extra-fields";

export const MESSAGE_MAX = 5000;

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
});

export const quoteInquiryApiSchema = z.object({
  name: requiredText(201),
  email: emailField(),
  phone: optionalText(40),
  company: optionalText(200),
  category: requiredText(100),
  message: multilineText(1, MESSAGE_MAX),
  lines: quoteLinesSchema.optional(),
  ...quoteExtraFields,
});

/** "Ana María de la Cruz" -> first "Ana", last "María de la Cruz"; a single word is used for both. */
export function splitFullName(name: string): { firstName: string; lastName: string } {
  const parts = name.trim().split(/\s+/);
  const firstName = parts[0] ?? "";
  const lastName = parts.slice(1).join(" ");
  return { firstName, lastName: lastName || firstName };
}
