/** The brand editor; on an existing brand it offers to carry a rename to the products that carry the old name. */
import { EditorForm } from "./editor-form";
import type { BrandFormValues } from "~/lib/admin/brand-form-data";
import type { FieldErrors } from "~/lib/forms/fields";
import { Checkbox, TextArea, TextInput } from "./form-fields";
import { ImageUploadField } from "../image-upload-field";

interface BrandFormProps {
  values: BrandFormValues;
  errors?: FieldErrors;
  message?: string;
  submitLabel: string;
  /** On an existing brand: its saved name and how many products carry it. */
  current?: { name: string; productCount: number };
}

export function BrandForm({ values, errors, message, submitLabel, current }: BrandFormProps) {
  return (
    <EditorForm kind="brand" expectedUpdatedAt={values.expectedUpdatedAt} errors={errors} message={message} submitLabel={submitLabel}>
      {(common) => (
        <>
          <TextInput {...common} id="brand-name" name="name" label="Name" required defaultValue={values.name} />
          {current && current.productCount > 0 && (
            <Checkbox
              id="brand-rename-products"
              name="renameProducts"
              label={`Also rename on ${current.productCount} ${current.productCount === 1 ? "product" : "products"}`}
              hint={`When you change the name, products that say "${current.name}" get the new name in the same save.`}
              defaultChecked={values.renameProducts}
            />
          )}
          <ImageUploadField name="logoUrl" label="Logo address" defaultValue={values.logoUrl} error={common.errors?.logoUrl?.[0]} />
          <TextArea {...common} id="brand-description" name="description" label="Description" rows={4} defaultValue={values.description} />
          <TextInput {...common} id="brand-website" name="website" label="Website" inputMode="url" hint="https://…" defaultValue={values.website} />
          <Checkbox id="brand-active" name="isActive" label="Active (listed on the public site)" defaultChecked={values.isActive} hint="An inactive brand leaves the public brand lists; its products stay visible unless you deactivate them." />
        </>
      )}
    </EditorForm>
  );
}
