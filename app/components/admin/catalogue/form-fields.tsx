/** Labelled back-office form controls on Conform's field metadata: hint and error tied to the control, values kept as typed. */
import { getInputProps, getTextareaProps } from "@conform-to/react";
import type { AnyFieldMetadata } from "~/components/forms/fields";
import type { ReactNode } from "react";

export const CONTROL_CLASS =
  "mt-1 block w-full rounded-md border border-slate-400 bg-white px-3 py-2 text-slate-900 shadow-sm focus:border-brand-600 focus:outline-2 focus:outline-offset-1 focus:outline-brand-600 aria-[invalid=true]:border-red-700";

export interface FieldBase {
  field: AnyFieldMetadata;
  label: string;
  hint?: string;
  /** The first invalid field of a page the server answered (focus without JavaScript). */
  autoFocus?: boolean;
  /** "ar": the control holds Arabic (issue 18), typed right to left; the label and messages stay English. */
  textLanguage?: "ar";
}

/** lang and dir of a control whose text is in another language than the page's. */
function languageOf(textLanguage: FieldBase["textLanguage"]) {
  return textLanguage === "ar" ? { lang: "ar", dir: "rtl" } : {};
}

/** Conform's aria wiring, with the hint read after the error. */
export function ariaOptions({ field, hint }: Pick<FieldBase, "field" | "hint">) {
  return { ariaDescribedBy: hint ? `${field.id}-hint` : undefined };
}

export function Field(props: FieldBase & { children: ReactNode; required?: boolean }) {
  const { field } = props;
  const error = field.errors?.[0];
  return (
    <div>
      <label htmlFor={field.id} className="block text-sm font-medium text-slate-800">
        {props.label}
        {props.required && <span className="text-red-700"> (required)</span>}
      </label>
      {props.hint && (
        <p id={`${field.id}-hint`} className="text-sm text-slate-600">
          {props.hint}
        </p>
      )}
      {props.children}
      {error && (
        <p id={field.errorId} className="mt-1 text-sm text-red-700" data-testid={`error-${field.name}`}>
          {error}
        </p>
      )}
    </div>
  );
}

/** `requiredMark: false` keeps the label as it is (sign-in, account), where every field is required anyway. */
export function TextInput(
  props: FieldBase & {
    type?: "text" | "email" | "password";
    autoComplete?: string;
    required?: boolean;
    requiredMark?: boolean;
    list?: string;
    inputMode?: "decimal" | "url";
    onChange?: (value: string) => void;
  },
) {
  return (
    <Field {...props} required={props.required && props.requiredMark !== false}>
      <input
        {...getInputProps(props.field, { type: props.type ?? "text", ...ariaOptions(props) })}
        autoFocus={props.autoFocus}
        list={props.list}
        inputMode={props.inputMode}
        required={props.required}
        autoComplete={props.autoComplete ?? "off"}
        onChange={props.onChange ? (event) => props.onChange!(event.target.value) : undefined}
        {...languageOf(props.textLanguage)}
        className={CONTROL_CLASS}
      />
    </Field>
  );
}

export function TextArea(props: FieldBase & { rows?: number }) {
  return (
    <Field {...props}>
      <textarea
        {...getTextareaProps(props.field, ariaOptions(props))}
        autoFocus={props.autoFocus}
        rows={props.rows ?? 4}
        {...languageOf(props.textLanguage)}
        className={CONTROL_CLASS}
      />
    </Field>
  );
}

export function Checkbox({ field, label, hint }: Omit<FieldBase, "autoFocus">) {
  return (
    <div className="flex items-start gap-2">
      <input
        {...getInputProps(field, { type: "checkbox", ariaDescribedBy: hint ? `${field.id}-hint` : undefined })}
        className="mt-1 h-4 w-4 accent-brand-700 focus:outline-2 focus:outline-brand-600"
      />
      <div>
        <label htmlFor={field.id} className="text-sm font-medium text-slate-800">
          {label}
        </label>
        {hint && (
          <p id={`${field.id}-hint`} className="text-sm text-slate-600">
            {hint}
          </p>
        )}
      </div>
    </div>
  );
}

/** The form's own message (a stale save, a name clash) above the fields, announced when it appears. */
export function FormMessage({ message }: { message?: string }) {
  if (!message) return null;
  return (
    <p
      role="alert"
      className="rounded-md border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800"
      data-testid="form-message"
    >
      {message}
    </p>
  );
}

export function Notice({ children }: { children: ReactNode }) {
  return (
    <p
      role="status"
      className="rounded-md border border-green-200 bg-green-50 px-3 py-2 text-sm text-green-900"
      data-testid="notice"
    >
      {children}
    </p>
  );
}

export const BUTTON_PRIMARY =
  "rounded-md bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 disabled:opacity-60";
export const BUTTON_SECONDARY =
  "rounded-md border border-slate-400 bg-white px-4 py-2 font-medium text-slate-800 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700";
export const BUTTON_DANGER =
  "rounded-md border border-red-700 bg-white px-4 py-2 font-medium text-red-800 hover:bg-red-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-red-700";
