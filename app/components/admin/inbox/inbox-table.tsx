import { Link } from "react-router";
import { INBOX_SORT_LABELS, INQUIRY_KIND_LABELS } from "~/content/admin-inbox";
import { ANSWER_DUE_TEXT } from "~/content/answer-promise";
import type { InboxSort } from "~/lib/admin/inbox-filter-url";
import { StatusBadge } from "./status-badge";

export interface InboxTableRow {
  id: string;
  reference: string | null;
  kind: string;
  name: string;
  company: string | null;
  category: string;
  /** The request's language as staff read it ("English", "Arabic"). */
  language: string;
  age: string;
  receivedAt: string;
  status: string;
  /** The age against the 24-hour promise, for a request still waiting for its first answer; null otherwise. */
  due: { text: string; overdue: boolean } | null;
}

/** Every cell is React text, so markup a visitor typed is shown, never run. */
export function InboxTable({ rows, sort = "newest" }: { rows: InboxTableRow[]; sort?: InboxSort }) {
  return (
    <div className="overflow-x-auto rounded-lg border border-slate-200 bg-white">
      <table className="w-full border-collapse text-start text-sm">
        <caption className="sr-only">Inquiries, {INBOX_SORT_LABELS[sort].toLowerCase()}</caption>
        <thead className="bg-slate-50 text-xs uppercase tracking-wide text-slate-700">
          <tr>
            <th scope="col" className="p-3">
              Reference
            </th>
            <th scope="col" className="p-3">
              Kind
            </th>
            <th scope="col" className="p-3">
              Name
            </th>
            <th scope="col" className="p-3">
              Company
            </th>
            <th scope="col" className="p-3">
              Category
            </th>
            <th scope="col" className="p-3">
              Language
            </th>
            <th
              scope="col"
              className="p-3"
              aria-sort={sort === "newest" ? "descending" : sort === "oldest" ? "ascending" : undefined}
            >
              Age
            </th>
            <th scope="col" className="p-3" aria-sort={sort === "due" ? "ascending" : undefined}>
              Answer due
            </th>
            <th scope="col" className="p-3">
              Status
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.id} data-testid="inbox-row" className="border-t border-slate-100 hover:bg-slate-50">
              <td className="p-3 font-mono">
                <Link
                  to={`/admin/inquiries/${row.id}`}
                  className="font-semibold text-brand-700 underline hover:text-brand-900"
                >
                  {row.reference ?? "(no reference)"}
                </Link>
              </td>
              <td className="p-3">{INQUIRY_KIND_LABELS[row.kind as keyof typeof INQUIRY_KIND_LABELS] ?? row.kind}</td>
              <td className="max-w-48 truncate p-3">{row.name}</td>
              <td className="max-w-48 truncate p-3">{row.company}</td>
              <td className="p-3">{row.category}</td>
              <td className="p-3" data-testid="inbox-language">
                {row.language}
              </td>
              <td className="whitespace-nowrap p-3">
                <time title={row.receivedAt}>{row.age}</time>
              </td>
              <td className="whitespace-nowrap p-3" data-testid="answer-due">
                {row.due ? (
                  <span className={row.due.overdue ? "font-semibold text-red-700" : "text-slate-700"}>
                    {row.due.text}
                  </span>
                ) : (
                  <>
                    <span aria-hidden="true" className="text-slate-600">
                      {ANSWER_DUE_TEXT.notWaiting}
                    </span>
                    <span className="sr-only">{ANSWER_DUE_TEXT.notWaitingLabel}</span>
                  </>
                )}
              </td>
              <td className="p-3">
                <StatusBadge status={row.status} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
