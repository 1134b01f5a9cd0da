/** The product editor (spec 3.1): a plain server-posted form; with JavaScript the subcategory list follows the category and an image can be uploaded. */
import { useState } from "react";
import { EditorForm } from "./editor-form";
import { CATEGORY_NAMES, type ProductFormValues } from "~/lib/admin/product-form-data";
import { subcategoriesOf } from "~/lib/admin/product-form-values";
import type { FieldErrors } from "~/lib/forms/fields";
import { CONTROL_CLASS, Checkbox, Field, TextArea, TextInput, fieldAria } from "./form-fields";
import { ImageUploadField } from "../image-upload-field";

interface ProductFormProps {
  values: ProductFormValues;
  errors?: FieldErrors;
  message?: string;
  brandNames: string[];
  submitLabel: string;
}

export function ProductForm({ values, errors, message, brandNames, submitLabel }: ProductFormProps) {
  const [category, setCategory] = useState(values.category);
  return (
    <EditorForm kind="product" expectedUpdatedAt={values.expectedUpdatedAt} errors={errors} message={message} submitLabel={submitLabel}>
      {(common) => (
        <>
          <TextInput {...common} id="product-name" name="name" label="Name" required defaultValue={values.name} />
          <div className="grid gap-5 md:grid-cols-2">
            <TextInput {...common} id="product-brand" name="brand" label="Brand" required list="product-brand-options" hint="Pick a brand or type a new name." defaultValue={values.brand} />
            <datalist id="product-brand-options">
              {brandNames.map((name) => (
                <option key={name} value={name} />
              ))}
            </datalist>
            <TextInput {...common} id="product-serial" name="serialNumber" label="Serial number" defaultValue={values.serialNumber} />
            <Field {...common} id="product-category" name="category" label="Category" required>
              <select {...fieldAria({ id: "product-category", name: "category", errors: common.errors })} defaultValue={values.category} onChange={(event) => setCategory(event.target.value)} className={CONTROL_CLASS}>
                <option value="">Choose a category</option>
                {CATEGORY_NAMES.map((name) => (
                  <option key={name} value={name}>
                    {name}
                  </option>
                ))}
              </select>
            </Field>
            <TextInput {...common} id="product-subcategory" name="subcategory" label="Subcategory" list="product-subcategory-options" hint="Pick one of the category's subcategories or type a new one." defaultValue={values.subcategory} />
            <datalist id="product-subcategory-options" data-testid="subcategory-options">
              {subcategoriesOf(category).map((name) => (
                <option key={name} value={name} />
              ))}
            </datalist>
          </div>
          <TextArea {...common} id="product-description" name="description" label="Description" rows={5} defaultValue={values.description} />
          <div className="grid gap-5 md:grid-cols-2">
            <TextArea {...common} id="product-features" name="features" label="Features" hint="One feature per line, in the order shown to visitors." rows={6} defaultValue={values.features} />
            <TextArea {...common} id="product-specifications" name="specifications" label="Specifications" hint='One per line; "Label: value" lines show as a table.' rows={6} defaultValue={values.specifications} />
          </div>
          <ImageUploadField name="imageUrl" label="Image address" defaultValue={values.imageUrl} error={common.errors?.imageUrl?.[0]} />
          <div className="grid gap-5 md:grid-cols-2">
            <TextInput {...common} id="product-url" name="productUrl" label="Manufacturer's product page" inputMode="url" hint="https://…" defaultValue={values.productUrl} />
            <TextInput {...common} id="product-price" name="price" label="Price" inputMode="decimal" hint="For staff only; never shown on the site." defaultValue={values.price} />
          </div>
          <Checkbox id="product-active" name="isActive" label="Active (shown on the public site)" defaultChecked={values.isActive} />
        </>
      )}
    </EditorForm>
  );
}
