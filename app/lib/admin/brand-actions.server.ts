/** The brand pages' form posts: validate with the shared schema, call the write service, answer the form or redirect. */
import { data, redirect, type AppLoadContext } from "react-router";
import { FORM_INVALID_MESSAGE } from "~/content/admin-catalogue";
import { fieldErrors } from "~/lib/forms/fields";
import { brandFormInput, brandFormValues } from "./brand-form-data";
import { brandInputSchema, brandUpdateSchema } from "./brand-schema";
import type { SignedInStaff } from "../../../server/auth/sessions";
import { createBrand, deleteBrand, setBrandActive, updateBrand } from "../../../server/catalogue-admin/brand-admin";

export async function createBrandFromForm(context: AppLoadContext, staff: SignedInStaff, form: FormData) {
  const values = brandFormValues(form);
  const parsed = brandInputSchema.safeParse(brandFormInput(values));
  if (!parsed.success) return data({ values, errors: fieldErrors(parsed.error), message: FORM_INVALID_MESSAGE }, { status: 400 });
  const result = await createBrand(context.db, staff, parsed.data);
  if (!result.ok) return data({ values, errors: result.errors ?? {}, message: result.message }, { status: result.status });
  throw redirect(`/admin/brands/${result.value.id}?notice=created`);
}

/** The edit page's forms: save (default, with the rename choice), activate, deactivate. */
export async function changeBrandFromForm(context: AppLoadContext, staff: SignedInStaff, id: string, form: FormData) {
  const intent = String(form.get("intent") ?? "save");
  if (intent === "activate" || intent === "deactivate") {
    const result = await setBrandActive(context.db, staff, id, intent === "activate");
    if (!result.ok) return data({ values: null, errors: {}, message: result.message }, { status: result.status });
    throw redirect(`/admin/brands/${id}?notice=${intent}d`);
  }
  const values = brandFormValues(form);
  const parsed = brandUpdateSchema.safeParse(brandFormInput(values));
  if (!parsed.success) {
    const errors = fieldErrors(parsed.error);
    return data({ values, errors, message: errors.expectedUpdatedAt?.[0] ?? FORM_INVALID_MESSAGE }, { status: 400 });
  }
  const result = await updateBrand(context.db, staff, id, parsed.data);
  if (!result.ok) return data({ values, errors: result.errors ?? {}, message: result.message }, { status: result.status });
  throw redirect(`/admin/brands/${id}?notice=saved&renamed=${result.value.renamedProducts}`);
}

export async function deleteBrandFromForm(context: AppLoadContext, staff: SignedInStaff, id: string, form: FormData) {
  const confirmName = String(form.get("confirmName") ?? "");
  const result = await deleteBrand(context.db, staff, id, confirmName);
  if (!result.ok) return data({ confirmName, errors: result.errors ?? {}, message: result.message }, { status: result.status });
  throw redirect(`/admin/brands?deleted=${encodeURIComponent(result.value.name)}`);
}
