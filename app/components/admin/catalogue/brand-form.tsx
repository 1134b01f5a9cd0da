/** The brand editor; on an existing brand it offers to carry a rename to the products that carry the old name. */
import { EditorForm } from "./editor-form";
import type { FormResult } from "~/lib/forms/form-result";
import { Checkbox, TextArea, TextInput } from "./form-fields";
import { ImageUploadField } from "~/components/admin/image-upload-field";

/** What the editor's fields hold. */
export interface BrandFormValues {
  name: string;
  logoUrl: string;
  description: string;
  descriptionAr: string;
  website: string;
  isActive: boolean;
  expectedUpdatedAt: string;
  renameProducts: boolean;
}

export const EMPTY_BRAND_FORM: BrandFormValues = {
  name: "",
  logoUrl: "",
  description: "",
  descriptionAr: "",
  website: "",
  isActive: true,
  expectedUpdatedAt: "",
  renameProducts: false,
};

interface BrandFormProps {
  values: BrandFormValues;
  lastResult?: FormResult;
  submitLabel: string;
  /** On an existing brand: its saved name and how many products carry it. */
  current?: { name: string; productCount: number };
}

export function BrandForm({ values, lastResult, submitLabel, current }: BrandFormProps) {
  const { expectedUpdatedAt, ...defaultValue } = values;
  return (
    <EditorForm
      kind="brand"
      defaultValue={defaultValue}
      expectedUpdatedAt={expectedUpdatedAt}
      lastResult={lastResult}
      submitLabel={submitLabel}
    >
      {({ field }) => (
        <>
          <TextInput {...field("name")} label="Name" required />
          {current && current.productCount > 0 && (
            <Checkbox
              field={field("renameProducts").field}
              label={`Also rename on ${current.productCount} ${current.productCount === 1 ? "product" : "products"}`}
              hint={`When you change the name, products that say "${current.name}" get the new name in the same save.`}
            />
          )}
          <ImageUploadField
            name="logoUrl"
            label="Logo address"
            defaultValue={field("logoUrl").field.initialValue as string | undefined}
            error={field("logoUrl").field.errors?.[0]}
          />
          <TextArea {...field("description")} label="Description" rows={4} />
          <TextArea
            {...field("descriptionAr")}
            label="Arabic description (optional)"
            hint="Shown on the Arabic site (/ar); blank shows the English description there."
            rows={4}
            textLanguage="ar"
          />
          <TextInput {...field("website")} label="Website" inputMode="url" hint="https://…" />
          <Checkbox
            field={field("isActive").field}
            label="Active (listed on the public site)"
            hint="An inactive brand leaves the public brand lists; its products stay visible unless you deactivate them."
          />
        </>
      )}
    </EditorForm>
  );
}
