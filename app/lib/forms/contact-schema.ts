/** The contact form (spec 2.12, 3.2, 5): one schema for the browser's early check and the server action. */
import { z } from "zod";
import { CONTACT_CATEGORIES } from "~/content/options";
import { FIELD_REQUIRED } from "~/content/forms";
import { emailField, multilineText, optionalText, requiredText } from "./fields";
import { MESSAGE_MAX } from "./inquiry-api-schema";

export const contactFormSchema = z.object({
  firstName: requiredText(100),
  lastName: requiredText(100),
  email: emailField(),
  phone: optionalText(40),
  company: optionalText(200),
  category: z.enum(CONTACT_CATEGORIES, { error: FIELD_REQUIRED }),
  message: multilineText(1, MESSAGE_MAX),
});

export type ContactForm = z.infer<typeof contactFormSchema>;
/** What the form posts, for the form component's field types. */
export type ContactFormInput = z.input<typeof contactFormSchema>;
