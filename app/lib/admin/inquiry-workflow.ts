/**
 * The inquiry status workflow of the inbox: pending → in_progress → answered → closed, plus spam.
 * Pure, so the detail page offers exactly the buttons the server will accept.
 */
export const INQUIRY_STATUSES = ["pending", "in_progress", "answered", "closed", "spam"] as const;
export type InquiryStatus = (typeof INQUIRY_STATUSES)[number];

export const STATUS_LABELS: Record<InquiryStatus, string> = {
  pending: "Pending",
  in_progress: "In progress",
  answered: "Answered",
  closed: "Closed",
  spam: "Spam",
};

/**
 * Allowed next statuses, in the order the buttons are shown. A sales team answers by phone at once (pending → answered),
 * picks a thread up again when the customer writes back (answered → in_progress), reopens a closed case
 * (closed → in_progress), and can undo a spam verdict (spam → pending). Closed cases are not spam by definition.
 */
const TRANSITIONS: Record<InquiryStatus, readonly InquiryStatus[]> = {
  pending: ["in_progress", "answered", "spam"],
  in_progress: ["answered", "spam"],
  answered: ["closed", "in_progress", "spam"],
  closed: ["in_progress"],
  spam: ["pending"],
};

/** Button texts for a move, where the plain status name would read oddly ("Pending" to undo spam). */
const ACTION_LABELS: Partial<Record<`${InquiryStatus}>${InquiryStatus}`, string>> = {
  "pending>in_progress": "Start working",
  "answered>in_progress": "Reopen (customer replied)",
  "closed>in_progress": "Reopen",
  "spam>pending": "Not spam",
};

export function isInquiryStatus(value: unknown): value is InquiryStatus {
  return typeof value === "string" && (INQUIRY_STATUSES as readonly string[]).includes(value);
}

export function nextStatuses(from: InquiryStatus): readonly InquiryStatus[] {
  return TRANSITIONS[from];
}

export function canMove(from: InquiryStatus, to: InquiryStatus): boolean {
  return TRANSITIONS[from].includes(to);
}

export function moveLabel(from: InquiryStatus, to: InquiryStatus): string {
  return ACTION_LABELS[`${from}>${to}`] ?? `Mark ${STATUS_LABELS[to].toLowerCase()}`;
}

/** A status stored by older code or by hand that the workflow does not know is shown as is and treated as pending. */
export function statusLabel(status: string): string {
  return isInquiryStatus(status) ? STATUS_LABELS[status] : status;
}

/** Why a move is refused, for the staff member who asked for it. */
export function refusedMoveMessage(from: InquiryStatus, to: InquiryStatus): string {
  if (from === to) return `This inquiry is already ${STATUS_LABELS[to].toLowerCase()}.`;
  const allowed = TRANSITIONS[from].map((status) => STATUS_LABELS[status].toLowerCase()).join(", ");
  return `An inquiry that is ${STATUS_LABELS[from].toLowerCase()} cannot be marked ${STATUS_LABELS[to].toLowerCase()}; it can move to: ${allowed}.`;
}
