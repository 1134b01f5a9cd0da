/**
 * The shell of the product and brand editors: a server-posted "save" form checked in the browser first
 * (use-form-check), its overall message, the version the save is checked against, and the submit button.
 */
import type { ReactNode } from "react";
import { Form, useNavigation } from "react-router";
import { FORM_INVALID_MESSAGE } from "~/content/admin-catalogue";
import type { FieldErrors } from "~/lib/forms/fields";
import { BUTTON_PRIMARY, FormMessage } from "./form-fields";
import { useFormCheck, type CheckedForm } from "./use-form-check";

interface EditorFormProps {
  kind: CheckedForm;
  expectedUpdatedAt: string;
  errors?: FieldErrors;
  message?: string;
  submitLabel: string;
  /** The fields, given the errors to show (the browser's check, else the server's) as props to spread on each. */
  children: (common: { errors: FieldErrors | undefined }) => ReactNode;
}

export function EditorForm({ kind, expectedUpdatedAt, errors, message, submitLabel, children }: EditorFormProps) {
  const busy = useNavigation().state === "submitting";
  const check = useFormCheck(kind, errors);
  return (
    <Form method="post" noValidate onSubmit={check.onSubmit} className="mt-6 space-y-5 rounded-xl border border-slate-200 bg-white p-6 shadow-sm" data-testid={`${kind}-form`}>
      <FormMessage message={check.hasBrowserErrors ? FORM_INVALID_MESSAGE : message} />
      <input type="hidden" name="intent" value="save" />
      <input type="hidden" name="expectedUpdatedAt" value={expectedUpdatedAt} />
      {children({ errors: check.errors })}
      <button type="submit" disabled={busy} className={BUTTON_PRIMARY}>
        {busy ? "Saving..." : submitLabel}
      </button>
    </Form>
  );
}
