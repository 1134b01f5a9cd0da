import type { ReactNode } from "react";

const CONTROL_CLASS =
  "mt-1 block w-full rounded-md border bg-white px-3 py-2 text-slate-900 shadow-sm focus:border-brand-600 aria-[invalid=true]:border-red-700 border-slate-300";

interface FieldProps {
  form: string;
  name: string;
  label: string;
  error?: string;
  defaultValue?: string;
  /** Set on the first invalid field of a page rendered by the server, so focus lands there without JavaScript too. */
  autoFocus?: boolean;
}

function FieldShell({ form, name, label, error, children }: FieldProps & { children: ReactNode }) {
  return (
    <div>
      <label htmlFor={`${form}-${name}`} className="block text-sm font-medium text-slate-800">
        {label}
      </label>
      {children}
      {error && (
        <p id={`${form}-${name}-error`} className="mt-1 text-sm text-red-700" data-testid={`error-${name}`}>
          {error}
        </p>
      )}
    </div>
  );
}

/** Shared attributes: the field names its error for screen readers and is marked invalid while it has one. */
function controlProps({ form, name, error, defaultValue, autoFocus }: FieldProps) {
  return {
    id: `${form}-${name}`,
    name,
    defaultValue,
    autoFocus,
    "aria-invalid": error ? true : undefined,
    "aria-describedby": error ? `${form}-${name}-error` : undefined,
    className: CONTROL_CLASS,
  } as const;
}

export function TextField(props: FieldProps & { type?: "text" | "email" | "tel"; autoComplete?: string; required?: boolean; maxLength?: number }) {
  return (
    <FieldShell {...props}>
      <input {...controlProps(props)} type={props.type ?? "text"} autoComplete={props.autoComplete} required={props.required} maxLength={props.maxLength} />
    </FieldShell>
  );
}

export function TextAreaField(props: FieldProps & { placeholder?: string; required?: boolean; maxLength?: number; rows?: number }) {
  return (
    <FieldShell {...props}>
      <textarea {...controlProps(props)} rows={props.rows ?? 5} placeholder={props.placeholder} required={props.required} maxLength={props.maxLength} />
    </FieldShell>
  );
}

/** A native select: it opens and posts without JavaScript, and every platform's screen reader knows it. */
export function SelectField(props: FieldProps & { options: readonly string[]; placeholder: string; required?: boolean }) {
  return (
    <FieldShell {...props}>
      <select {...controlProps(props)} defaultValue={props.defaultValue ?? ""} required={props.required}>
        <option value="" disabled>
          {props.placeholder}
        </option>
        {props.options.map((option) => (
          <option key={option} value={option}>
            {option}
          </option>
        ))}
      </select>
    </FieldShell>
  );
}
