import { Link } from "react-router";
import { DASHBOARD_TEXT } from "~/content/admin-dashboard";
import { INQUIRY_KIND_LABELS } from "~/content/admin-inbox";
import { StatusBadge } from "~/components/admin/inbox/status-badge";

export interface OverdueRow {
  id: string;
  reference: string | null;
  kind: string;
  name: string;
  receivedAt: string;
  overdue: string;
  status: string;
}

const text = DASHBOARD_TEXT.overdue;

/** The requests that broke the 24-hour promise and are still open, each linked to its page in the inbox. */
export function OverdueTable({ rows, total }: { rows: OverdueRow[]; total: number }) {
  if (!rows.length)
    return (
      <p className="rounded-md bg-emerald-50 p-3 text-sm text-emerald-900" data-testid="overdue-none">
        {text.none}
      </p>
    );
  return (
    <div className="space-y-3">
      <div className="overflow-x-auto rounded-lg border border-slate-200 bg-white">
        <table className="min-w-full border-collapse text-start text-sm" data-testid="overdue-table">
          <caption className="sr-only">{text.tableCaption}</caption>
          <thead className="bg-slate-50 text-xs uppercase tracking-wide text-slate-700">
            <tr>
              <th scope="col" className="p-2 text-start">
                {text.reference}
              </th>
              <th scope="col" className="p-2 text-start">
                {text.kind}
              </th>
              <th scope="col" className="p-2 text-start">
                {text.name}
              </th>
              <th scope="col" className="p-2 text-start">
                {text.received}
              </th>
              <th scope="col" className="p-2 text-start">
                {text.overdue}
              </th>
              <th scope="col" className="p-2 text-start">
                {text.status}
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.id} className="border-t border-slate-100" data-testid="overdue-row">
                <td className="p-2 font-mono">
                  <Link
                    to={`/admin/inquiries/${row.id}`}
                    className="font-semibold text-brand-700 underline hover:text-brand-900"
                  >
                    {row.reference ?? text.noReference}
                  </Link>
                </td>
                <td className="p-2">{INQUIRY_KIND_LABELS[row.kind as keyof typeof INQUIRY_KIND_LABELS] ?? row.kind}</td>
                <td className="max-w-48 truncate p-2">{row.name}</td>
                <td className="whitespace-nowrap p-2">{row.receivedAt}</td>
                <td className="whitespace-nowrap p-2 font-semibold text-red-700">{row.overdue}</td>
                <td className="p-2">
                  <StatusBadge status={row.status} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p className="flex flex-wrap gap-3 text-sm text-slate-700">
        {total > rows.length && <span data-testid="overdue-more">{text.more(rows.length, total)}</span>}
        <Link to="/admin/inquiries?sort=due" className="font-medium text-brand-700 underline hover:text-brand-900">
          {text.inboxLink}
        </Link>
      </p>
    </div>
  );
}
