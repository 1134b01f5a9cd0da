/** The delete page of a product or brand: staff type the exact name, so nothing is deleted by a stray click. */
import type { ReactNode } from "react";
import { Form, Link } from "react-router";
import type { FieldErrors } from "~/lib/forms/fields";
import { BUTTON_DANGER, FormMessage, TextInput } from "./form-fields";

export interface TypedNameDeleteResult {
  confirmName?: string;
  errors?: FieldErrors;
  message?: string;
}

export function TypedNameDelete({ kind, name, backHref, result, children }: { kind: "product" | "brand"; name: string; backHref: string; result: TypedNameDeleteResult | undefined; children: ReactNode }) {
  return (
    <div className="max-w-2xl">
      <Link to={backHref} className="text-sm text-brand-800 underline">← Back to the {kind}</Link>
      <h1 className="mt-2 text-2xl font-bold text-slate-900">Delete “{name}”?</h1>
      <p className="mt-3 text-slate-800">{children}</p>
      <Form method="post" noValidate className="mt-6 space-y-4 rounded-xl border border-red-200 bg-white p-6">
        <FormMessage message={result?.message} />
        <TextInput id="delete-confirm" name="confirmName" label={`Type the ${kind}'s name to confirm`} hint={name} errors={result?.errors} defaultValue={result?.confirmName ?? ""} required />
        <button type="submit" className={BUTTON_DANGER}>Delete for good</button>
      </Form>
    </div>
  );
}
