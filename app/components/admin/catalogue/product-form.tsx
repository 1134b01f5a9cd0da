/**
 * The product editor (spec 3.1): a plain server-posted form, its specifications as rows (issue 19); with JavaScript the
 * subcategory list follows the category, an image can be uploaded and rows change without a round trip.
 */
import { getSelectProps } from "@conform-to/react";
import { useState } from "react";
import { EditorForm } from "./editor-form";
import { CATEGORY_NAMES, subcategoriesOf, type ProductFormValues } from "~/lib/admin/product-form-values";
import type { FormResult } from "~/lib/forms/form-result";
import { CONTROL_CLASS, Checkbox, Field, TextArea, TextInput } from "./form-fields";
import { ImageUploadField } from "~/components/admin/image-upload-field";
import { SpecificationRowsEditor } from "./specification-rows-editor";

interface ProductFormProps {
  /** The saved product (or a new one's defaults). */
  values: ProductFormValues;
  lastResult?: FormResult;
  brandNames: string[];
  submitLabel: string;
}

export function ProductForm({ values, lastResult, brandNames, submitLabel }: ProductFormProps) {
  const [category, setCategory] = useState(String(lastResult?.initialValue?.category ?? values.category));
  const { expectedUpdatedAt, ...defaultValue } = values;
  return (
    <EditorForm
      kind="product"
      defaultValue={defaultValue}
      expectedUpdatedAt={expectedUpdatedAt}
      lastResult={lastResult}
      submitLabel={submitLabel}
    >
      {(editor) => {
        const { field } = editor;
        return (
          <>
            <TextInput {...field("name")} label="Name" required />
            <div className="grid gap-5 md:grid-cols-2">
              <TextInput
                {...field("brand")}
                label="Brand"
                required
                list="product-brand-options"
                hint="Pick a brand or type a new name."
              />
              <datalist id="product-brand-options">
                {brandNames.map((name) => (
                  <option key={name} value={name} />
                ))}
              </datalist>
              <TextInput {...field("serialNumber")} label="Serial number" />
              <Field {...field("category")} label="Category" required>
                <select
                  {...getSelectProps(field("category").field)}
                  autoFocus={field("category").autoFocus}
                  onChange={(event) => setCategory(event.target.value)}
                  className={CONTROL_CLASS}
                >
                  <option value="">Choose a category</option>
                  {CATEGORY_NAMES.map((name) => (
                    <option key={name} value={name}>
                      {name}
                    </option>
                  ))}
                </select>
              </Field>
              <TextInput
                {...field("subcategory")}
                label="Subcategory"
                list="product-subcategory-options"
                hint="Pick one of the category's subcategories or type a new one."
              />
              <datalist id="product-subcategory-options" data-testid="subcategory-options">
                {subcategoriesOf(category).map((name) => (
                  <option key={name} value={name} />
                ))}
              </datalist>
            </div>
            <TextArea {...field("description")} label="Description" rows={5} />
            <TextArea
              {...field("features")}
              label="Features"
              hint="One feature per line, in the order shown to visitors."
              rows={6}
            />
            <fieldset className="space-y-5 rounded-lg border border-slate-300 p-4" data-testid="arabic-edition">
              <legend className="px-1 text-base font-semibold text-slate-900">Arabic edition (optional)</legend>
              <p className="text-sm text-slate-600">
                Shown on the Arabic site (/ar). A blank field shows the English text there instead.
              </p>
              <TextInput {...field("nameAr")} label="Arabic name" textLanguage="ar" />
              <TextArea {...field("descriptionAr")} label="Arabic description" rows={5} textLanguage="ar" />
              <TextArea
                {...field("featuresAr")}
                label="Arabic features"
                hint="One feature per line, in the same order as the English."
                rows={6}
                textLanguage="ar"
              />
              <p className="text-sm text-slate-600">The Arabic specifications are written beside the English below.</p>
            </fieldset>
            <SpecificationRowsEditor editor={editor} />
            <ImageUploadField
              name="imageUrl"
              label="Image address"
              defaultValue={field("imageUrl").field.initialValue as string | undefined}
              error={field("imageUrl").field.errors?.[0]}
            />
            <div className="grid gap-5 md:grid-cols-2">
              <TextInput
                {...field("productUrl")}
                label="Manufacturer's product page"
                inputMode="url"
                hint="https://…"
              />
              <TextInput
                {...field("price")}
                label="Price"
                inputMode="decimal"
                hint="For staff only; never shown on the site."
              />
            </div>
            <Checkbox field={field("isActive").field} label="Active (shown on the public site)" />
          </>
        );
      }}
    </EditorForm>
  );
}
