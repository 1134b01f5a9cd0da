/** The delete page of a product or brand: staff type the exact name, so nothing is deleted by a stray click. */
import type { ReactNode } from "react";
import { Form, Link } from "react-router";
import { useSchemaForm } from "~/components/forms/use-schema-form";
import type { FormResult } from "~/lib/forms/form-result";
import { BUTTON_DANGER, FormMessage, TextInput } from "./form-fields";

/** The name is compared on the server (the write service), so there is no browser check to load. */
export function TypedNameDelete({
  kind,
  name,
  backHref,
  lastResult,
  children,
}: {
  kind: "product" | "brand";
  name: string;
  backHref: string;
  lastResult: FormResult | undefined;
  children: ReactNode;
}) {
  const { fields, formProps, message, autoFocus } = useSchemaForm<{ confirmName: string }>({
    id: "delete",
    lastResult,
  });
  return (
    <div className="max-w-2xl">
      <Link to={backHref} className="text-sm text-brand-800 underline">
        ← Back to the {kind}
      </Link>
      <h1 className="mt-2 text-2xl font-bold text-slate-900">Delete “{name}”?</h1>
      <p className="mt-3 text-slate-800">{children}</p>
      <Form method="post" {...formProps} className="mt-6 space-y-4 rounded-xl border border-red-200 bg-white p-6">
        <FormMessage message={message} />
        <TextInput
          field={fields.confirmName}
          autoFocus={autoFocus("confirmName")}
          label={`Type the ${kind}'s name to confirm`}
          hint={name}
          required
        />
        <button type="submit" className={BUTTON_DANGER}>
          Delete for good
        </button>
      </Form>
    </div>
  );
}
