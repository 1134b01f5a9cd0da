import { getTextareaProps } from "@conform-to/react";
import { Form, useNavigation } from "react-router";
import { useSchemaForm } from "~/components/forms/use-schema-form";
import { INQUIRY_NOTE_MAX_LENGTH as NOTE_MAX_LENGTH } from "~/content/admin-inbox";
import { isInquiryStatus, moveLabel, nextStatuses } from "~/lib/admin/inquiry-workflow";
import type { FormResult } from "~/lib/forms/form-result";

const textareaClass =
  "mt-1 block w-full rounded-md border border-slate-400 bg-white px-3 py-2 text-sm text-slate-900 aria-[invalid=true]:border-red-700";
const buttonClass = "rounded-md px-3 py-2 text-sm font-semibold disabled:opacity-60";

/** The action's answer, addressed to one of the two forms by its intent. */
export interface ActionFeedback {
  intent?: string;
  result: FormResult;
}

/** Both forms post to the page's action and check with its schema, loaded on the first submit. */
function useInquiryActionForm(intent: "status" | "note", feedback: ActionFeedback | undefined) {
  return useSchemaForm<{ intent: string; from: string; to: string; note: string; body: string }>({
    id: intent,
    lastResult: feedback?.intent === intent ? feedback.result : undefined,
    check: () =>
      Promise.all([import("~/lib/forms/parse-form"), import("~/lib/admin/inquiry-action-schema")]).then(
        ([{ checkWith }, { inquiryActionSchema }]) => checkWith(inquiryActionSchema),
      ),
  });
}

/** A message that belongs to no visible field: the form's own, or one about its hidden fields and buttons. */
function ErrorMessage({ intent, message }: { intent: string; message: string | undefined }) {
  if (!message) return null;
  return (
    <p
      role="alert"
      className="mt-2 rounded-md bg-red-50 px-3 py-2 text-sm text-red-800"
      data-testid={`${intent}-error`}
    >
      {message}
    </p>
  );
}

function FieldError({ field }: { field: { errorId: string; name: string; errors?: string[] } }) {
  const error = field.errors?.[0];
  return error ? (
    <p id={field.errorId} className="mt-1 text-sm text-red-700" data-testid={`error-${field.name}`}>
      {error}
    </p>
  ) : null;
}

/** The status buttons this inquiry allows, with an optional note recorded with the change. */
/** `resetKey` changes after every recorded change, so a sent note leaves the box empty. */
export function StatusChangeForm({
  status,
  feedback,
  resetKey,
}: {
  status: string;
  feedback?: ActionFeedback;
  resetKey: number;
}) {
  const busy = useNavigation().state === "submitting";
  const current = isInquiryStatus(status) ? status : "pending";
  const { form, fields, formProps, message } = useInquiryActionForm("status", feedback);
  return (
    <section aria-labelledby="status-change-heading" className="rounded-lg border border-slate-200 bg-white p-5">
      <h2 id="status-change-heading" className="text-lg font-semibold text-slate-900">
        Change status
      </h2>
      <Form method="post" {...formProps} className="mt-3" key={resetKey}>
        <input type="hidden" name="intent" value="status" />
        <input type="hidden" name="from" value={current} />
        <label htmlFor={fields.note.id} className="block text-sm font-medium text-slate-800">
          Note with the change (optional)
        </label>
        <textarea {...getTextareaProps(fields.note)} rows={2} maxLength={NOTE_MAX_LENGTH} className={textareaClass} />
        <FieldError field={fields.note} />
        <div className="mt-3 flex flex-wrap gap-2">
          {nextStatuses(current).map((to) => (
            <button
              key={to}
              type="submit"
              name="to"
              value={to}
              disabled={busy}
              className={`${buttonClass} ${to === "spam" ? "border border-red-300 bg-white text-red-800 hover:bg-red-50" : "bg-brand-700 text-white hover:bg-brand-800"}`}
            >
              {moveLabel(current, to)}
            </button>
          ))}
        </div>
        <ErrorMessage
          intent="status"
          message={message ?? form.allErrors.from?.[0] ?? form.allErrors.to?.[0] ?? form.allErrors.intent?.[0]}
        />
      </Form>
    </section>
  );
}

export function NoteForm({ feedback, resetKey }: { feedback?: ActionFeedback; resetKey: number }) {
  const busy = useNavigation().state === "submitting";
  const { form, fields, formProps, message, autoFocus } = useInquiryActionForm("note", feedback);
  return (
    <section aria-labelledby="note-heading" className="rounded-lg border border-slate-200 bg-white p-5">
      <h2 id="note-heading" className="text-lg font-semibold text-slate-900">
        Internal note
      </h2>
      <Form method="post" {...formProps} className="mt-3" key={resetKey}>
        <input type="hidden" name="intent" value="note" />
        <label htmlFor={fields.body.id} className="block text-sm font-medium text-slate-800">
          Note (only staff see it)
        </label>
        <textarea
          {...getTextareaProps(fields.body)}
          autoFocus={autoFocus("body")}
          rows={3}
          required
          maxLength={NOTE_MAX_LENGTH}
          className={textareaClass}
        />
        <FieldError field={fields.body} />
        <button
          type="submit"
          disabled={busy}
          className={`${buttonClass} mt-3 bg-brand-700 text-white hover:bg-brand-800`}
        >
          Add note
        </button>
        <ErrorMessage intent="note" message={message ?? form.allErrors.intent?.[0]} />
      </Form>
    </section>
  );
}
