/** The product pages' form posts: validate with the shared schema, call the write service, answer the form or redirect. */
import { data, redirect, type AppLoadContext } from "react-router";
import { FORM_INVALID_MESSAGE } from "~/content/admin-catalogue";
import { fieldErrors } from "~/lib/forms/fields";
import { productFormInput, productFormValues } from "./product-form-data";
import { productInputSchema, productUpdateSchema } from "./product-schema";
import type { SignedInStaff } from "../../../server/auth/sessions";
import { createProduct, deleteProduct, duplicateProduct, setProductActive, updateProduct } from "../../../server/catalogue-admin/product-admin";

export async function createProductFromForm(context: AppLoadContext, staff: SignedInStaff, form: FormData) {
  const values = productFormValues(form);
  const parsed = productInputSchema.safeParse(productFormInput(values));
  if (!parsed.success) return data({ values, errors: fieldErrors(parsed.error), message: FORM_INVALID_MESSAGE }, { status: 400 });
  const result = await createProduct(context.db, staff, parsed.data);
  if (!result.ok) return data({ values, errors: result.errors ?? {}, message: result.message }, { status: result.status });
  throw redirect(`/admin/products/${result.value.id}?notice=created`);
}

/** The edit page's forms: save (default), activate, deactivate, duplicate. */
export async function changeProductFromForm(context: AppLoadContext, staff: SignedInStaff, id: string, form: FormData) {
  const intent = String(form.get("intent") ?? "save");
  if (intent === "activate" || intent === "deactivate") {
    const result = await setProductActive(context.db, staff, id, intent === "activate");
    if (!result.ok) return data({ values: null, errors: {}, message: result.message }, { status: result.status });
    throw redirect(`/admin/products/${id}?notice=${intent}d`);
  }
  if (intent === "duplicate") {
    const result = await duplicateProduct(context.db, staff, id);
    if (!result.ok) return data({ values: null, errors: {}, message: result.message }, { status: result.status });
    throw redirect(`/admin/products/${result.value.id}?notice=duplicated`);
  }
  const values = productFormValues(form);
  const parsed = productUpdateSchema.safeParse(productFormInput(values));
  if (!parsed.success) {
    const errors = fieldErrors(parsed.error);
    return data({ values, errors, message: errors.expectedUpdatedAt?.[0] ?? FORM_INVALID_MESSAGE }, { status: 400 });
  }
  const result = await updateProduct(context.db, staff, id, parsed.data);
  if (!result.ok) return data({ values, errors: result.errors ?? {}, message: result.message }, { status: result.status });
  throw redirect(`/admin/products/${id}?notice=saved`);
}

export async function deleteProductFromForm(context: AppLoadContext, staff: SignedInStaff, id: string, form: FormData) {
  const confirmName = String(form.get("confirmName") ?? "");
  const result = await deleteProduct(context.db, staff, id, confirmName);
  if (!result.ok) return data({ confirmName, errors: result.errors ?? {}, message: result.message }, { status: result.status });
  throw redirect(`/admin/products?deleted=${encodeURIComponent(result.value.name)}`);
}
