import { Form, useNavigation } from "react-router";
import { INQUIRY_NOTE_MAX_LENGTH as NOTE_MAX_LENGTH } from "~/content/admin-inbox";
import { isInquiryStatus, moveLabel, nextStatuses } from "~/lib/admin/inquiry-workflow";

const textareaClass = "mt-1 block w-full rounded-md border border-slate-400 bg-white px-3 py-2 text-sm text-slate-900";
const buttonClass = "rounded-md px-3 py-2 text-sm font-semibold disabled:opacity-60";

export interface ActionFeedback {
  intent?: string;
  error?: string;
}

function ErrorMessage({ feedback, intent }: { feedback: ActionFeedback | undefined; intent: string }) {
  if (!feedback?.error || feedback.intent !== intent) return null;
  return <p role="alert" className="mt-2 rounded-md bg-red-50 px-3 py-2 text-sm text-red-800" data-testid={`${intent}-error`}>{feedback.error}</p>;
}

/** The status buttons this inquiry allows, with an optional note recorded with the change. */
/** `resetKey` changes after every recorded change, so a sent note leaves the box empty. */
export function StatusChangeForm({ status, feedback, resetKey }: { status: string; feedback?: ActionFeedback; resetKey: number }) {
  const busy = useNavigation().state === "submitting";
  const current = isInquiryStatus(status) ? status : "pending";
  return (
    <section aria-labelledby="status-change-heading" className="rounded-lg border border-slate-200 bg-white p-5">
      <h2 id="status-change-heading" className="text-lg font-semibold text-slate-900">Change status</h2>
      <Form method="post" className="mt-3" key={resetKey}>
        <input type="hidden" name="intent" value="status" />
        <input type="hidden" name="from" value={current} />
        <label htmlFor="status-note" className="block text-sm font-medium text-slate-800">Note with the change (optional)</label>
        <textarea id="status-note" name="note" rows={2} maxLength={NOTE_MAX_LENGTH} className={textareaClass} />
        <div className="mt-3 flex flex-wrap gap-2">
          {nextStatuses(current).map((to) => (
            <button key={to} type="submit" name="to" value={to} disabled={busy} className={`${buttonClass} ${to === "spam" ? "border border-red-300 bg-white text-red-800 hover:bg-red-50" : "bg-brand-700 text-white hover:bg-brand-800"}`}>
              {moveLabel(current, to)}
            </button>
          ))}
        </div>
        <ErrorMessage feedback={feedback} intent="status" />
      </Form>
    </section>
  );
}

export function NoteForm({ feedback, resetKey }: { feedback?: ActionFeedback; resetKey: number }) {
  const busy = useNavigation().state === "submitting";
  return (
    <section aria-labelledby="note-heading" className="rounded-lg border border-slate-200 bg-white p-5">
      <h2 id="note-heading" className="text-lg font-semibold text-slate-900">Internal note</h2>
      <Form method="post" className="mt-3" key={resetKey}>
        <input type="hidden" name="intent" value="note" />
        <label htmlFor="note-body" className="block text-sm font-medium text-slate-800">Note (only staff see it)</label>
        <textarea id="note-body" name="body" rows={3} required maxLength={NOTE_MAX_LENGTH} className={textareaClass} />
        <button type="submit" disabled={busy} className={`${buttonClass} mt-3 bg-brand-700 text-white hover:bg-brand-800`}>Add note</button>
        <ErrorMessage feedback={feedback} intent="note" />
      </Form>
    </section>
  );
}
