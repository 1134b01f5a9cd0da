import { QUOTATION_HISTORY_TEXT } from "~/content/admin-quotation";
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

function statusChange(item: HistoryItem): string {
  return QUOTATION_HISTORY_TEXT.statusChange(statusLabel(item.fromStatus ?? ""), statusLabel(item.toStatus ?? ""));
}

/** The entry's title; a quotation sent may also have moved the status (issue 17), and buyers answer from their page. */
function summary(item: HistoryItem): string {
  if (item.kind === "status") return statusChange(item);
  if (item.kind === "quotation-sent")
    return item.toStatus
      ? `${QUOTATION_HISTORY_TEXT["quotation-sent"]} · ${statusChange(item)}`
      : QUOTATION_HISTORY_TEXT["quotation-sent"];
  if (item.kind === "buyer-accepted" || item.kind === "buyer-declined" || item.kind === "buyer-question")
    return QUOTATION_HISTORY_TEXT[item.kind];
  return "Note";
}

/** The body as written, with the buyer's decline reason or question labelled as such. */
function body(item: HistoryItem): string | null {
  if (item.kind === "buyer-declined")
    return `${QUOTATION_HISTORY_TEXT.reasonLabel}: ${item.body?.trim() || QUOTATION_HISTORY_TEXT.noReason}`;
  if (item.kind === "buyer-question" && item.body) return `${QUOTATION_HISTORY_TEXT.questionLabel}: ${item.body}`;
  return item.body;
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
              data-kind={item.kind}
            >
              <p className="font-semibold text-slate-900">{summary(item)}</p>
              <p className="text-xs text-slate-700">
                {item.author} · <time dateTime={item.isoAt}>{item.at}</time>
              </p>
              {body(item) && <p className="mt-2 whitespace-pre-wrap break-words text-slate-900">{body(item)}</p>}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
