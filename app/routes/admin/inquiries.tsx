import { Download } from "lucide-react";
import type { Route } from "./+types/inquiries";
import { InboxFilterForm } from "~/components/admin/inbox/inbox-filter-form";
import { InboxPagination } from "~/components/admin/inbox/inbox-pagination";
import { InboxTable, type InboxTableRow } from "~/components/admin/inbox/inbox-table";
import { companyLocale, INBOX_TEXT } from "~/content/admin-inbox";
import { formatAge } from "~/lib/admin/age";
import { answerDue, awaitsFirstAnswer } from "~/lib/admin/answer-due";
import { formatCompanyTime } from "~/lib/admin/company-time";
import { hasActiveFilters, inboxSearch } from "~/lib/admin/inbox-filter-url";
import { localeLabel } from "~/lib/admin/inquiry-fields";
import { parseInboxFilters } from "~/lib/admin/inbox-filters";
import { qatarToday } from "~/lib/quotes/buyer-status";
import { requireStaff } from "~server/auth/require-staff";
import { pageMeta } from "~/lib/seo";
import { listInbox } from "~server/inquiries/inbox";

export const meta = () =>
  pageMeta({ title: INBOX_TEXT.title, description: "Inquiry inbox.", noindex: true, locale: "en" });

export async function loader({ context, request }: Route.LoaderArgs) {
  requireStaff(context, request);
  const { filters, problems } = parseInboxFilters(new URL(request.url).searchParams);
  const { timeZone } = companyLocale(context.env.site.country);
  const now = new Date();
  const { rows, total } = await listInbox(context.db, filters, { timeZone, today: qatarToday(now) });
  const tableRows: InboxTableRow[] = rows.map((row) => ({
    id: row.id,
    reference: row.reference,
    kind: row.kind,
    name: `${row.firstName} ${row.lastName}`.trim(),
    company: row.company,
    category: row.kind === "quote" && row.productCategory ? row.productCategory : row.category,
    language: localeLabel(row.locale),
    age: formatAge(row.createdAt, now),
    receivedAt: formatCompanyTime(row.createdAt, timeZone),
    status: row.status,
    due: awaitsFirstAnswer(row.status, row.firstAnsweredAt) ? answerDue(row.createdAt, now) : null,
  }));
  return { filters, problems, rows: tableRows, total };
}

export default function InquiriesPage({ loaderData }: Route.ComponentProps) {
  const { filters, problems, rows, total } = loaderData;
  const first = (filters.page - 1) * filters.size + 1;
  return (
    <div className="space-y-5">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold text-slate-900">{INBOX_TEXT.title}</h1>
        <a
          href={`/admin/inquiries/export.csv${inboxSearch(filters)}`}
          download
          className="inline-flex items-center gap-2 rounded-md border border-slate-300 bg-white px-3 py-2 text-sm font-semibold text-brand-800 hover:bg-slate-100"
        >
          <Download aria-hidden="true" className="size-4" />
          {INBOX_TEXT.export}
        </a>
      </div>
      <InboxFilterForm key={inboxSearch(filters, { size: true, sort: true })} filters={filters} />
      {problems.length > 0 && (
        <ul role="alert" className="list-disc rounded-md bg-amber-50 py-2 ps-8 pe-3 text-sm text-amber-900">
          {problems.map((problem) => (
            <li key={problem}>{problem}</li>
          ))}
        </ul>
      )}
      <p className="text-sm text-slate-700" role="status" data-testid="inbox-count">
        {total === 0
          ? "0 inquiries"
          : rows.length === 0
            ? `${total} ${total === 1 ? "inquiry" : "inquiries"}; this page is past the end.`
            : `Showing ${first}–${first + rows.length - 1} of ${total} ${total === 1 ? "inquiry" : "inquiries"}`}
      </p>
      {rows.length > 0 ? (
        <InboxTable rows={rows} sort={filters.sort ?? "newest"} />
      ) : (
        <p
          className="rounded-lg border border-dashed border-slate-300 bg-white p-8 text-center text-slate-700"
          data-testid="inbox-empty"
        >
          {hasActiveFilters(filters) ? INBOX_TEXT.empty : INBOX_TEXT.emptyInbox}
        </p>
      )}
      <InboxPagination filters={filters} total={total} />
    </div>
  );
}
