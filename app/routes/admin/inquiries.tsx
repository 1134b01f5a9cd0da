import { desc } from "drizzle-orm";
import type { Route } from "./+types/inquiries";
import { requireStaff } from "~/lib/admin/staff.server";
import { pageMeta } from "~/lib/seo";
import { inquiries } from "../../../server/db/schema";

export const meta = () => pageMeta({ title: "Inquiries", description: "Inquiry inbox.", noindex: true });

export async function loader({ context, request }: Route.LoaderArgs) {
  requireStaff(context, request);
  const rows = await context.db
    .select({ id: inquiries.id, reference: inquiries.reference, kind: inquiries.kind, firstName: inquiries.firstName, lastName: inquiries.lastName, company: inquiries.company, category: inquiries.category, status: inquiries.status, createdAt: inquiries.createdAt })
    .from(inquiries)
    .orderBy(desc(inquiries.createdAt))
    .limit(50);
  return { rows };
}

export default function InquiriesPage({ loaderData }: Route.ComponentProps) {
  return (
    <div>
      <h1 className="text-2xl font-bold text-slate-900">Inquiries</h1>
      <table className="mt-6 w-full border-collapse bg-white text-left text-sm">
        <thead>
          <tr className="border-b border-slate-200">
            <th scope="col" className="p-2">Reference</th>
            <th scope="col" className="p-2">Kind</th>
            <th scope="col" className="p-2">Name</th>
            <th scope="col" className="p-2">Company</th>
            <th scope="col" className="p-2">Category</th>
            <th scope="col" className="p-2">Status</th>
            <th scope="col" className="p-2">Received</th>
          </tr>
        </thead>
        <tbody>
          {loaderData.rows.map((row) => (
            <tr key={row.id} className="border-b border-slate-100">
              <td className="p-2 font-mono">{row.reference}</td>
              <td className="p-2">{row.kind}</td>
              <td className="p-2">{row.firstName} {row.lastName}</td>
              <td className="p-2">{row.company}</td>
              <td className="p-2">{row.category}</td>
              <td className="p-2">{row.status}</td>
              <td className="p-2">{new Date(row.createdAt).toISOString().slice(0, 16).replace("T", " ")}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
