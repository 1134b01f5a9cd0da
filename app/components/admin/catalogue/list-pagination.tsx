/** Previous/next links of a back-office table (plain links, so they work without JavaScript). */
import { Link } from "react-router";
import { listQueryString, pageCount } from "~/lib/admin/product-list-query";

export function ListPagination({
  basePath,
  query,
  page,
  total,
}: {
  basePath: string;
  query: Record<string, string>;
  page: number;
  total: number;
}) {
  const pages = pageCount(total);
  const link =
    "rounded border border-slate-400 bg-white px-3 py-1 text-sm hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-700";
  return (
    <nav aria-label="Pages" className="mt-4 flex items-center gap-3 text-sm text-slate-700">
      {page > 1 && (
        <Link to={`${basePath}${listQueryString({ ...query, page: page - 1 })}`} className={link} rel="prev">
          Previous
        </Link>
      )}
      <span>
        Page {Math.min(page, pages)} of {pages} ({total} {total === 1 ? "row" : "rows"})
      </span>
      {page < pages && (
        <Link to={`${basePath}${listQueryString({ ...query, page: page + 1 })}`} className={link} rel="next">
          Next
        </Link>
      )}
    </nav>
  );
}

export function ActiveBadge({ active }: { active: boolean }) {
  return active ? (
    <span className="rounded-full bg-green-100 px-2 py-0.5 text-xs font-medium text-green-900">Active</span>
  ) : (
    <span className="rounded-full bg-slate-200 px-2 py-0.5 text-xs font-medium text-slate-800">Inactive</span>
  );
}
