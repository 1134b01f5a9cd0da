import { statusLabel } from "~/lib/admin/inquiry-workflow";

/** Colours chosen for AA contrast of the text on its tint. */
const TONES: Record<string, string> = {
  pending: "bg-amber-100 text-amber-900 ring-amber-300",
  in_progress: "bg-blue-100 text-blue-900 ring-blue-300",
  answered: "bg-green-100 text-green-900 ring-green-300",
  closed: "bg-slate-200 text-slate-800 ring-slate-300",
  spam: "bg-red-100 text-red-900 ring-red-300",
};

export function StatusBadge({ status }: { status: string }) {
  return (
    <span
      data-testid="status-badge"
      className={`inline-block whitespace-nowrap rounded-full px-2 py-0.5 text-xs font-semibold ring-1 ring-inset ${TONES[status] ?? TONES.closed}`}
    >
      {statusLabel(status)}
    </span>
  );
}
