/** The brand pages' form posts: check with the form's schema, call the write service, answer the form or redirect. */
import { data, redirect, type AppLoadContext } from "react-router";
import { FORM_INVALID_MESSAGE } from "~/content/admin-catalogue";
import { formFailure } from "~/lib/forms/form-reply";
import { parseForm } from "~/lib/forms/parse-form";
import { brandFormSchema, brandUpdateFormSchema } from "~/lib/admin/brand-schema";
import type { SignedInStaff } from "~server/auth/sessions";
import { createBrand, deleteBrand, setBrandActive, updateBrand } from "./brand-admin";

export async function createBrandFromForm(context: AppLoadContext, staff: SignedInStaff, form: FormData) {
  const submission = parseForm(form, brandFormSchema);
  if (submission.status !== "success")
    return data({ result: submission.reply({ formErrors: [FORM_INVALID_MESSAGE] }) }, { status: 400 });
  const result = await createBrand(context.db, staff, submission.value);
  if (!result.ok)
    return data(
      { result: submission.reply({ formErrors: [result.message], fieldErrors: result.errors }) },
      { status: result.status },
    );
  throw redirect(`/admin/brands/${result.value.id}?notice=created`);
}

/** The edit page's forms: save (default, with the rename choice), activate, deactivate; a one-button form's refusal is a `message`. */
export async function changeBrandFromForm(context: AppLoadContext, staff: SignedInStaff, id: string, form: FormData) {
  const intent = String(form.get("intent") ?? "save");
  if (intent === "activate" || intent === "deactivate") {
    const result = await setBrandActive(context.db, staff, id, intent === "activate");
    if (!result.ok) return data({ message: result.message }, { status: result.status });
    throw redirect(`/admin/brands/${id}?notice=${intent}d`);
  }
  const submission = parseForm(form, brandUpdateFormSchema);
  if (submission.status !== "success") {
    const stale = submission.error?.expectedUpdatedAt?.[0];
    return data({ result: submission.reply({ formErrors: [stale ?? FORM_INVALID_MESSAGE] }) }, { status: 400 });
  }
  const result = await updateBrand(context.db, staff, id, submission.value);
  if (!result.ok)
    return data(
      { result: submission.reply({ formErrors: [result.message], fieldErrors: result.errors }) },
      { status: result.status },
    );
  throw redirect(`/admin/brands/${id}?notice=saved&renamed=${result.value.renamedProducts}`);
}

export async function deleteBrandFromForm(context: AppLoadContext, staff: SignedInStaff, id: string, form: FormData) {
  const result = await deleteBrand(context.db, staff, id, String(form.get("confirmName") ?? ""));
  if (!result.ok)
    return data(
      { result: formFailure(form, result.message, { fieldErrors: result.errors }) },
      { status: result.status },
    );
  throw redirect(`/admin/brands?deleted=${encodeURIComponent(result.value.name)}`);
}
