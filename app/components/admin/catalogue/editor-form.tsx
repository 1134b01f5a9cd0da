/**
 * The shell of the product and brand editors: a server-posted "save" form on the site's one form stack (useSchemaForm:
 * the form's schema checks in the browser first), its overall message, the version the save is checked against, and the
 * submit button.
 */
import type { FormMetadata } from "@conform-to/react";
import type { AnyFieldMetadata } from "~/components/forms/fields";
import type { ReactNode } from "react";
import { Form, useNavigation } from "react-router";
import { useSchemaForm } from "~/components/forms/use-schema-form";
import { FORM_INVALID_MESSAGE } from "~/content/admin-catalogue";
import type { FormResult } from "~/lib/forms/form-result";
import type { FormCheck } from "~/lib/forms/parse-form";
import { BUTTON_PRIMARY, FormMessage } from "./form-fields";

export type EditorKind = "product" | "brand";

/** The browser check: the action's own schema, for a new row or for a save of an existing one. */
function loadCheck(kind: EditorKind, update: boolean): Promise<FormCheck> {
  const schemas =
    kind === "product"
      ? import("~/lib/admin/product-schema").then((module) =>
          update ? module.productUpdateFormSchema : module.productFormSchema,
        )
      : import("~/lib/admin/brand-schema").then((module) =>
          update ? module.brandUpdateFormSchema : module.brandFormSchema,
        );
  return Promise.all([import("~/lib/forms/parse-form"), schemas]).then(([{ checkWith }, schema]) => checkWith(schema));
}

export interface EditorFields {
  /** A field's Conform metadata plus autoFocus, to spread on the form-fields controls. */
  field: (name: string) => { field: AnyFieldMetadata; autoFocus?: boolean };
  /** The form's Conform metadata: list buttons (insert, remove, reorder) and the answer the page was rendered with. */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the form's shape varies by editor
  form: FormMetadata<any, string[]>;
  lastResult?: FormResult;
  /** `autoFocus` for a field of a list row (the first invalid one of a page the server answered). */
  autoFocus: (name: string) => true | undefined;
}

/** The saved row as the fields show it: text, a checkbox, or a list of rows of text (the product's specifications). */
export type EditorValues = Record<string, string | boolean | ReadonlyArray<object>>;

interface EditorFormProps {
  kind: EditorKind;
  /** The saved row as the fields show it (a new row: its defaults). */
  defaultValue: EditorValues;
  /** The version the page was loaded with; blank for a new row. */
  expectedUpdatedAt: string;
  lastResult?: FormResult;
  submitLabel: string;
  children: (editor: EditorFields) => ReactNode;
}

export function EditorForm({
  kind,
  defaultValue,
  expectedUpdatedAt,
  lastResult,
  submitLabel,
  children,
}: EditorFormProps) {
  const busy = useNavigation().state === "submitting";
  const { form, fields, formProps, message, autoFocus } = useSchemaForm<EditorValues>({
    id: kind,
    lastResult,
    defaultValue,
    invalidMessage: FORM_INVALID_MESSAGE,
    check: () => loadCheck(kind, expectedUpdatedAt !== ""),
  });
  const field = (name: string) => ({ field: fields[name]!, autoFocus: autoFocus(name) });
  return (
    <Form
      method="post"
      {...formProps}
      className="mt-6 space-y-5 rounded-xl border border-slate-200 bg-white p-6 shadow-sm"
      data-testid={`${kind}-form`}
    >
      {/*
        Enter in a field submits with the form's first submit button: this one saves, not a list button further down
        (the specification rows' Remove or Move). Out of sight and out of the tab order; the visible button is below.
      */}
      <button type="submit" tabIndex={-1} aria-hidden="true" className="sr-only">
        {submitLabel}
      </button>
      <FormMessage message={message} />
      <input type="hidden" name="intent" value="save" />
      <input type="hidden" name="expectedUpdatedAt" value={expectedUpdatedAt} />
      {children({ field, form, lastResult, autoFocus })}
      <button type="submit" disabled={busy} className={BUTTON_PRIMARY}>
        {busy ? "Saving..." : submitLabel}
      </button>
    </Form>
  );
}
