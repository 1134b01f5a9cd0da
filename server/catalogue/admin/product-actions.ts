/** The product pages' form posts: check with the form's schema, call the write service, answer the form or redirect. */
import { data, redirect, type AppLoadContext } from "react-router";
import { FORM_INVALID_MESSAGE } from "~/content/admin-catalogue";
import { formFailure } from "~/lib/forms/form-reply";
import { parseForm } from "~/lib/forms/parse-form";
import { productFormSchema, productUpdateFormSchema } from "~/lib/admin/product-schema";
import type { SignedInStaff } from "~server/auth/sessions";
import { createProduct, deleteProduct, duplicateProduct, setProductActive, updateProduct } from "./product-admin";

type Submission = ReturnType<typeof parseForm>;

/**
 * A specification row's button (add, remove, move) posted without JavaScript: the form again with the change and what
 * was typed, nothing saved, and no field messages yet (they come with the save).
 */
function listChange(submission: Submission) {
  const { error: _unchecked, ...result } = submission.reply();
  return data({ result });
}

export async function createProductFromForm(context: AppLoadContext, staff: SignedInStaff, form: FormData) {
  const submission = parseForm(form, productFormSchema);
  if (submission.status === undefined) return listChange(submission);
  if (submission.status !== "success")
    return data({ result: submission.reply({ formErrors: [FORM_INVALID_MESSAGE] }) }, { status: 400 });
  const result = await createProduct(context.db, staff, submission.value);
  if (!result.ok)
    return data(
      { result: submission.reply({ formErrors: [result.message], fieldErrors: result.errors }) },
      { status: result.status },
    );
  throw redirect(`/admin/products/${result.value.id}?notice=created`);
}

/** The edit page's forms: save (default), activate, deactivate, duplicate; a one-button form's refusal is a `message`. */
export async function changeProductFromForm(context: AppLoadContext, staff: SignedInStaff, id: string, form: FormData) {
  const intent = String(form.get("intent") ?? "save");
  if (intent === "activate" || intent === "deactivate") {
    const result = await setProductActive(context.db, staff, id, intent === "activate");
    if (!result.ok) return data({ message: result.message }, { status: result.status });
    throw redirect(`/admin/products/${id}?notice=${intent}d`);
  }
  if (intent === "duplicate") {
    const result = await duplicateProduct(context.db, staff, id);
    if (!result.ok) return data({ message: result.message }, { status: result.status });
    throw redirect(`/admin/products/${result.value.id}?notice=duplicated`);
  }
  const submission = parseForm(form, productUpdateFormSchema);
  if (submission.status === undefined) return listChange(submission);
  if (submission.status !== "success") {
    const stale = submission.error?.expectedUpdatedAt?.[0];
    return data({ result: submission.reply({ formErrors: [stale ?? FORM_INVALID_MESSAGE] }) }, { status: 400 });
  }
  const result = await updateProduct(context.db, staff, id, submission.value);
  if (!result.ok)
    return data(
      { result: submission.reply({ formErrors: [result.message], fieldErrors: result.errors }) },
      { status: result.status },
    );
  throw redirect(`/admin/products/${id}?notice=saved`);
}

export async function deleteProductFromForm(context: AppLoadContext, staff: SignedInStaff, id: string, form: FormData) {
  const result = await deleteProduct(context.db, staff, id, String(form.get("confirmName") ?? ""));
  if (!result.ok)
    return data(
      { result: formFailure(form, result.message, { fieldErrors: result.errors }) },
      { status: result.status },
    );
  throw redirect(`/admin/products?deleted=${encodeURIComponent(result.value.name)}`);
}
