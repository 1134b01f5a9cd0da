import { Link } from "react-router";
import { INQUIRY_KIND_LABELS } from "~/content/admin-inbox";
import { StatusBadge } from "./status-badge";

export interface InboxTableRow {
  id: string;
  reference: string | null;
  kind: string;
  name: string;
  company: string | null;
  category: string;
  age: string;
  receivedAt: string;
  status: string;
}

/** Every cell is React text, so markup a visitor typed is shown, never run. */
export function InboxTable({ rows }: { rows: InboxTableRow[] }) {
  return (
    <div className="overflow-x-auto rounded-lg border border-slate-200 bg-white">
      <table className="w-full border-collapse text-left text-sm">
        <caption className="sr-only">Inquiries, newest first</caption>
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
              Age
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
              <td className="whitespace-nowrap p-3">
                <time title={row.receivedAt}>{row.age}</time>
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
