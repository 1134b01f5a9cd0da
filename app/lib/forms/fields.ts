/**
 * Field building blocks shared by every form schema and API input: trimmed, length-limited, no control characters.
 * `fieldsIn(messages)` builds them with one edition's generic messages (decision 137); the plain exports are the English
 * ones, which the JSON API and the back office use.
 */
import { z } from "zod";
import { FIELD_MESSAGES } from "~/content/forms";

// Tabs and newlines are allowed in multi-line text; every other C0/C1 control character (NUL included) is refused.
const CONTROL_CHARS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/;
const CONTROL_CHARS_SINGLE_LINE = /[\u0000-\u001F\u007F-\u009F]/;

export type FieldMessages = (typeof FIELD_MESSAGES)["en"] | (typeof FIELD_MESSAGES)["ar"];

export function fieldsIn(messages: FieldMessages) {
  function requiredText(max: number, message: string = messages.required) {
    return z
      .string({ error: message })
      .trim()
      .min(1, message)
      .max(max, messages.tooLong(max))
      .refine((value) => !CONTROL_CHARS_SINGLE_LINE.test(value), messages.notAllowed);
  }

  function multilineText(min: number, max: number, message: string = messages.required) {
    return (
      z
        .string({ error: message })
        // Browsers send a textarea's line breaks as CRLF in multipart posts (the quote form, with its files): stored as LF.
        .overwrite((value) => value.replace(/\r\n?/g, "\n"))
        .trim()
        .min(min, message)
        .max(max, messages.tooLong(max))
        .refine((value) => !CONTROL_CHARS.test(value), messages.notAllowed)
    );
  }

  /** Optional text: absent, null or blank all become undefined. */
  function optionalText(max: number) {
    return (
      z
        .union([z.string(), z.null(), z.undefined()], { error: messages.notText })
        // A missing key must pass too: zod 4 treats a key as optional only when its schema says `.optional()`.
        .optional()
        .transform((value) => (value == null ? "" : value.trim()))
        .pipe(
          z
            .string()
            .max(max, messages.tooLong(max))
            .refine((value) => !CONTROL_CHARS_SINGLE_LINE.test(value), messages.notAllowed),
        )
        .transform((value) => (value === "" ? undefined : value))
    );
  }

  /** Email: trimmed, validated, domain lowercased (the local part is kept as typed). */
  function emailField(message: string = messages.email) {
    return z
      .string({ error: message })
      .trim()
      .max(254, message)
      .pipe(z.email(message))
      .transform((value) => {
        const at = value.lastIndexOf("@");
        return value.slice(0, at) + value.slice(at).toLowerCase();
      });
  }

  return { requiredText, multilineText, optionalText, emailField };
}

export const { requiredText, multilineText, optionalText, emailField } = fieldsIn(FIELD_MESSAGES.en);

export type FieldErrors = Record<string, string[]>;

export function fieldErrors(error: z.ZodError): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of error.issues) {
    const key = issue.path.length > 0 ? String(issue.path[0]) : "_form";
    (errors[key] ??= []).push(issue.message);
  }
  return errors;
}
