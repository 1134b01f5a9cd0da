/** The brand form's fields as posted, without zod, so pages can use them without loading the schema. */
export interface BrandFormValues {
  name: string;
  logoUrl: string;
  description: string;
  website: string;
  isActive: boolean;
  expectedUpdatedAt: string;
  renameProducts: boolean;
}

export function brandFormValues(form: FormData): BrandFormValues {
  const text = (field: string) => String(form.get(field) ?? "");
  return {
    name: text("name"),
    logoUrl: text("logoUrl"),
    description: text("description"),
    website: text("website"),
    expectedUpdatedAt: text("expectedUpdatedAt"),
    isActive: form.get("isActive") === "on",
    renameProducts: form.get("renameProducts") === "on",
  };
}

export function brandFormInput(values: BrandFormValues) {
  const { expectedUpdatedAt, ...rest } = values;
  return expectedUpdatedAt ? { ...rest, expectedUpdatedAt } : rest;
}

export const EMPTY_BRAND_FORM: BrandFormValues = { name: "", logoUrl: "", description: "", website: "", isActive: true, expectedUpdatedAt: "", renameProducts: false };
