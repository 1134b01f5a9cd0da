import { Link } from "react-router";
import { inboxSearch, pageCount, type InboxFilters } from "~/lib/admin/inbox-filter-url";

const linkClass =
  "rounded-md border border-slate-300 bg-white px-3 py-1.5 text-sm font-medium text-brand-800 hover:bg-slate-100";

export function InboxPagination({ filters, total }: { filters: InboxFilters; total: number }) {
  const pages = pageCount(total, filters.size);
  if (pages <= 1 && filters.page === 1) return null;
  const href = (page: number) => `/admin/inquiries${inboxSearch(filters, { page, size: true, sort: true })}`;
  return (
    <nav aria-label="Pages" className="mt-4 flex items-center justify-between gap-3 text-sm text-slate-700">
      <span>
        Page {filters.page} of {pages}
      </span>
      <span className="flex gap-2">
        {filters.page > 1 && (
          <Link to={href(Math.min(filters.page - 1, pages))} className={linkClass} rel="prev">
            Previous page
          </Link>
        )}
        {filters.page < pages && (
          <Link to={href(filters.page + 1)} className={linkClass} rel="next">
            Next page
          </Link>
        )}
      </span>
    </nav>
  );
}
