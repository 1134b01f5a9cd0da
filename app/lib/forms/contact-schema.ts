/**
 * The contact form (spec 2.12, 3.2, 5): one schema per edition, the same rules with the edition's messages, for the
 * browser's early check and the server action alike (decision 137).
 */
import { z } from "zod";
import { CONTACT_CATEGORIES } from "~/content/options";
import { FIELD_MESSAGES } from "~/content/forms";
import type { Locale } from "~/lib/i18n/locale";
import { fieldsIn } from "./fields";
import { MESSAGE_MAX } from "./inquiry-api-schema";

function buildContactFormSchema(locale: Locale) {
  const messages = FIELD_MESSAGES[locale];
  const { emailField, multilineText, optionalText, requiredText } = fieldsIn(messages);
  return z.object({
    firstName: requiredText(100),
    lastName: requiredText(100),
    email: emailField(),
    phone: optionalText(40),
    company: optionalText(200),
    category: z.enum(CONTACT_CATEGORIES, { error: messages.required }),
    message: multilineText(1, MESSAGE_MAX),
  });
}

const SCHEMAS = { en: buildContactFormSchema("en"), ar: buildContactFormSchema("ar") };

/** The contact form's schema with the messages of the page's edition. */
export function contactFormSchema(locale: Locale) {
  return SCHEMAS[locale];
}

export type ContactForm = z.infer<typeof SCHEMAS.en>;
/** What the form posts, for the form component's field types. */
export type ContactFormInput = z.input<typeof SCHEMAS.en>;
