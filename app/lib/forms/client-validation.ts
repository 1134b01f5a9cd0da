/** Browser-side check with the form's own zod schema, loaded on first submit so it is not part of the page's first load. */
import type { FieldErrors } from "./fields";

export type FormKind = "contact" | "quote";

export async function validateInBrowser(kind: FormKind, form: HTMLFormElement): Promise<FieldErrors> {
  const [{ fieldErrors }, schemas] = await Promise.all([import("./fields"), kind === "contact" ? import("./contact-schema").then((module) => ({ schema: module.contactFormSchema, fields: module.CONTACT_FIELDS })) : import("./quote-schema").then((module) => ({ schema: module.quoteFormSchema, fields: module.QUOTE_FIELDS }))]);
  const formData = new FormData(form);
  const input = Object.fromEntries(schemas.fields.map((field) => [field, formData.get(field) ?? undefined]));
  const parsed = schemas.schema.safeParse(input);
  return parsed.success ? {} : fieldErrors(parsed.error);
}

/** Moves focus to the first field (in form order) that has an error. */
export function focusFirstInvalid(form: HTMLFormElement, errors: FieldErrors): void {
  const names = new Set(Object.keys(errors));
  for (const element of Array.from(form.elements)) {
    const name = (element as HTMLInputElement).name;
    if (name && names.has(name)) {
      (element as HTMLElement).focus();
      return;
    }
  }
}
