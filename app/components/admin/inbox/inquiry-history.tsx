import { statusLabel } from "~/lib/admin/inquiry-workflow";

export interface HistoryItem {
  id: string;
  kind: string;
  fromStatus: string | null;
  toStatus: string | null;
  body: string | null;
  author: string;
  at: string;
  isoAt: string;
}

function summary(item: HistoryItem): string {
  if (item.kind === "status")
    return `Status ${statusLabel(item.fromStatus ?? "")} → ${statusLabel(item.toStatus ?? "")}`;
  return "Note";
}

/** Notes and status changes, oldest first, each with who and when. */
export function InquiryHistory({ items }: { items: HistoryItem[] }) {
  return (
    <section aria-labelledby="inquiry-history-heading" className="rounded-lg border border-slate-200 bg-white p-5">
      <h2 id="inquiry-history-heading" className="text-lg font-semibold text-slate-900">
        History
      </h2>
      {items.length === 0 ? (
        <p className="mt-3 text-sm text-slate-700">No notes or status changes yet.</p>
      ) : (
        <ol className="mt-3 space-y-3" data-testid="inquiry-history">
          {items.map((item) => (
            <li
              key={item.id}
              className="rounded-md border border-slate-100 bg-slate-50 p-3 text-sm"
              data-testid="history-entry"
            >
              <p className="font-semibold text-slate-900">{summary(item)}</p>
              <p className="text-xs text-slate-700">
                {item.author} · <time dateTime={item.isoAt}>{item.at}</time>
              </p>
              {item.body && <p className="mt-2 whitespace-pre-wrap break-words text-slate-900">{item.body}</p>}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
