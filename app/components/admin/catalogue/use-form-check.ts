/**
 * The browser half of a back-office form's validation: the same zod schema as the action, loaded on the first submit
 * (so zod is not part of the page's first load). Mistakes are shown next to the fields without a round trip; a valid
 * form is submitted through React Router. Without JavaScript the action alone checks.
 */
import { useState, type FormEvent } from "react";
import { useSubmit } from "react-router";
import type { FieldErrors } from "~/lib/forms/fields";

export type CheckedForm = "product" | "brand";

async function check(kind: CheckedForm, form: HTMLFormElement): Promise<FieldErrors> {
  const [{ fieldErrors }, schemas] = await Promise.all([
    import("~/lib/forms/fields"),
    kind === "product"
      ? Promise.all([import("~/lib/admin/product-schema"), import("~/lib/admin/product-form-data")]).then(([schema, form]) => ({ parse: (data: FormData) => schema.productInputSchema.safeParse(form.productFormInput(form.productFormValues(data))) }))
      : Promise.all([import("~/lib/admin/brand-schema"), import("~/lib/admin/brand-form-data")]).then(([schema, form]) => ({ parse: (data: FormData) => schema.brandInputSchema.safeParse(form.brandFormInput(form.brandFormValues(data))) })),
  ]);
  const parsed = schemas.parse(new FormData(form));
  return parsed.success ? {} : fieldErrors(parsed.error);
}

function focusFirstInvalid(form: HTMLFormElement, errors: FieldErrors): void {
  const invalid = Array.from(form.elements).find((element) => (element as HTMLInputElement).name in errors);
  (invalid as HTMLElement | undefined)?.focus();
}

export function useFormCheck(kind: CheckedForm, serverErrors: FieldErrors | undefined) {
  const submit = useSubmit();
  const [browserErrors, setBrowserErrors] = useState<FieldErrors | null>(null);
  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    let errors: FieldErrors = {};
    try {
      errors = await check(kind, form);
    } catch {
      // The check could not load (offline, new deployment): the action still validates.
    }
    setBrowserErrors(Object.keys(errors).length > 0 ? errors : null);
    if (Object.keys(errors).length > 0) return focusFirstInvalid(form, errors);
    await submit(form);
  }
  /** Browser messages replace the server's until the next answer from the server. */
  return { errors: browserErrors ?? serverErrors, hasBrowserErrors: browserErrors !== null, onSubmit };
}
