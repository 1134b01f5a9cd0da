/**
 * Every form's schema check, on the server (the authority) and in the browser (loaded on the first submit, with zod):
 * Conform's parseWithZod over the posted fields as text. Conform's own coercion (blank → absent, "on" → true) is off
 * because the schemas already read form text and are shared with the JSON API, where blank and absent differ.
 */
import { parseWithZod } from "@conform-to/zod/v4";
import type { z } from "zod";
import { plainFields } from "./form-reply";

export function parseForm<Schema extends z.ZodType>(formData: FormData | URLSearchParams, schema: Schema) {
  return parseWithZod(plainFields(formData), { schema, disableAutoCoercion: true });
}

export type FormCheck = (formData: FormData) => ReturnType<typeof parseForm>;

/** The browser's check of a form, for `useSchemaForm`'s loader. */
export function checkWith(schema: z.ZodType): FormCheck {
  return (formData) => parseForm(formData, schema);
}
