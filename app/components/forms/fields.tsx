import { getInputProps, getSelectProps, getTextareaProps, type FieldMetadata } from "@conform-to/react";
import type { ReactNode } from "react";

/** Conform's metadata of one text field of any form: the components render any form's fields. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the field's and form's shapes vary by form
export type AnyFieldMetadata = FieldMetadata<any, any, string[]>;

const CONTROL_CLASS =
  "mt-1 block w-full rounded-md border bg-white px-3 py-2 text-slate-900 shadow-sm focus:border-brand-600 aria-[invalid=true]:border-red-700 border-slate-300";

interface FieldProps {
  /** The field's Conform metadata: id, name, value typed, errors. */
  field: AnyFieldMetadata;
  label: string;
  /** Set on the first invalid field of a page rendered by the server, so focus lands there without JavaScript too. */
  autoFocus?: boolean;
}

function FieldShell({ field, label, children }: FieldProps & { children: ReactNode }) {
  const error = field.errors?.[0];
  return (
    <div>
      <label htmlFor={field.id} className="block text-sm font-medium text-slate-800">
        {label}
      </label>
      {children}
      {error && (
        <p id={field.errorId} className="mt-1 text-sm text-red-700" data-testid={`error-${field.name}`}>
          {error}
        </p>
      )}
    </div>
  );
}

export function TextField(
  props: FieldProps & {
    type?: "text" | "email" | "tel" | "date";
    autoComplete?: string;
    required?: boolean;
    maxLength?: number;
    /** Date fields: the earliest date offered (the browser's picker; the schema is the authority). */
    min?: string;
  },
) {
  return (
    <FieldShell {...props}>
      <input
        {...getInputProps(props.field, { type: props.type ?? "text" })}
        autoFocus={props.autoFocus}
        autoComplete={props.autoComplete}
        required={props.required}
        maxLength={props.maxLength}
        min={props.min}
        // Addresses and numbers read left to right in the Arabic edition too.
        dir={props.type === "email" || props.type === "tel" ? "ltr" : undefined}
        className={CONTROL_CLASS}
      />
    </FieldShell>
  );
}

export function TextAreaField(
  props: FieldProps & { placeholder?: string; required?: boolean; maxLength?: number; rows?: number },
) {
  return (
    <FieldShell {...props}>
      <textarea
        {...getTextareaProps(props.field)}
        autoFocus={props.autoFocus}
        rows={props.rows ?? 5}
        placeholder={props.placeholder}
        required={props.required}
        maxLength={props.maxLength}
        className={CONTROL_CLASS}
      />
    </FieldShell>
  );
}

/**
 * A native select: it opens and posts without JavaScript, and every platform's screen reader knows it. The options post
 * their stored values; `labels` names them in the page's edition (content/options.ts).
 */
export function SelectField(
  props: FieldProps & {
    options: readonly string[];
    labels?: Readonly<Record<string, string>>;
    placeholder: string;
    required?: boolean;
  },
) {
  const select = getSelectProps(props.field);
  return (
    <FieldShell {...props}>
      <select
        {...select}
        defaultValue={select.defaultValue ?? ""}
        autoFocus={props.autoFocus}
        required={props.required}
        className={CONTROL_CLASS}
      >
        <option value="" disabled>
          {props.placeholder}
        </option>
        {props.options.map((option) => (
          <option key={option} value={option}>
            {props.labels?.[option] ?? option}
          </option>
        ))}
      </select>
    </FieldShell>
  );
}
