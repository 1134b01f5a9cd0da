import { Form, Link } from "react-router";
import type { Route } from "./+types/brands";
import { requireStaff } from "~/lib/admin/staff.server";
import { parsePage, parseStatus, STATUS_FILTERS } from "~/lib/admin/product-list-query";
import { pageMeta } from "~/lib/seo";
import { ImagePreview } from "~/components/admin/catalogue/image-preview";
import { ActiveBadge, ListPagination } from "~/components/admin/catalogue/list-pagination";
import { BUTTON_PRIMARY, BUTTON_SECONDARY, CONTROL_CLASS, Notice } from "~/components/admin/catalogue/form-fields";
import { listBrands } from "../../../server/catalogue-admin/brand-admin";

export const meta = () => pageMeta({ title: "Brands", description: "Brand management.", noindex: true });

export async function loader({ context, request }: Route.LoaderArgs) {
  requireStaff(context, request);
  const url = new URL(request.url);
  const query = { q: (url.searchParams.get("q") ?? "").trim().slice(0, 200), status: parseStatus(url.searchParams.get("status")), page: parsePage(url.searchParams.get("page")) };
  return { query, ...(await listBrands(context.db, query)), deleted: url.searchParams.get("deleted") };
}

const STATUS_LABELS = { all: "Active and inactive", active: "Active only", inactive: "Inactive only" } as const;

export default function AdminBrandsPage({ loaderData }: Route.ComponentProps) {
  const { query, rows, total, deleted } = loaderData;
  return (
    <div>
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h1 className="text-2xl font-bold text-slate-900">Brands</h1>
        <Link to="/admin/brands/new" className={BUTTON_PRIMARY}>New brand</Link>
      </div>
      {deleted && (
        <div className="mt-4">
          <Notice>Deleted “{deleted}”.</Notice>
        </div>
      )}
      <Form method="get" role="search" aria-label="Filter brands" className="mt-6 flex flex-wrap items-end gap-3 rounded-xl border border-slate-200 bg-white p-4">
        <div className="grow">
          <label htmlFor="brands-q" className="text-sm font-medium text-slate-800">Search by name</label>
          <input id="brands-q" name="q" type="search" defaultValue={query.q} className={CONTROL_CLASS} />
        </div>
        <div>
          <label htmlFor="brands-status" className="text-sm font-medium text-slate-800">Status</label>
          <select id="brands-status" name="status" defaultValue={query.status} className={`${CONTROL_CLASS} min-w-40`}>
            {STATUS_FILTERS.map((status) => <option key={status} value={status}>{STATUS_LABELS[status]}</option>)}
          </select>
        </div>
        <button type="submit" className={BUTTON_SECONDARY}>Filter</button>
      </Form>
      {rows.length === 0 ? (
        <p className="mt-6 text-slate-700">No brands match these filters.</p>
      ) : (
        <div className="mt-6 overflow-x-auto">
          <table className="w-full border-collapse bg-white text-left text-sm" data-testid="brands-table">
            <caption className="sr-only">Brands, sorted by name</caption>
            <thead>
              <tr className="border-b border-slate-200">
                <th scope="col" className="p-2">Logo</th>
                <th scope="col" className="p-2">Name</th>
                <th scope="col" className="p-2">Products</th>
                <th scope="col" className="p-2">Website</th>
                <th scope="col" className="p-2">Status</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.id} className="border-b border-slate-100">
                  <td className="p-2"><ImagePreview src={row.logoUrl} /></td>
                  <td className="p-2">
                    <Link to={`/admin/brands/${row.id}`} className="font-medium text-brand-800 underline-offset-2 hover:underline">{row.name}</Link>
                  </td>
                  <td className="p-2">
                    <Link to={`/admin/products?brand=${encodeURIComponent(row.name)}`} className="text-brand-800 underline-offset-2 hover:underline" aria-label={`${row.productCount} products of ${row.name}`}>{row.productCount}</Link>
                  </td>
                  <td className="p-2 break-all">{row.website}</td>
                  <td className="p-2"><ActiveBadge active={row.isActive} /></td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <ListPagination basePath="/admin/brands" query={{ q: query.q, status: query.status }} page={query.page} total={total} />
    </div>
  );
}
