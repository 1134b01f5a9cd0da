import { Form, Link } from "react-router";
import type { Route } from "./+types/products";
import { requireStaff } from "~/lib/admin/staff.server";
import { parseProductListQuery, STATUS_FILTERS } from "~/lib/admin/product-list-query";
import { CATEGORY_NAMES } from "~/lib/admin/product-form-data";
import { pageMeta } from "~/lib/seo";
import { ImagePreview } from "~/components/admin/catalogue/image-preview";
import { ActiveBadge, ListPagination } from "~/components/admin/catalogue/list-pagination";
import { BUTTON_PRIMARY, BUTTON_SECONDARY, CONTROL_CLASS, Notice } from "~/components/admin/catalogue/form-fields";
import { brandNames, listProducts } from "../../../server/catalogue-admin/product-admin";

export const meta = () => pageMeta({ title: "Products", description: "Product management.", noindex: true });

export async function loader({ context, request }: Route.LoaderArgs) {
  requireStaff(context, request);
  const url = new URL(request.url);
  const query = parseProductListQuery(url.searchParams);
  const [list, brands] = await Promise.all([listProducts(context.db, query), brandNames(context.db)]);
  return { query, ...list, brands, deleted: url.searchParams.get("deleted") };
}

const STATUS_LABELS = { all: "Active and inactive", active: "Active only", inactive: "Inactive only" } as const;

export default function AdminProductsPage({ loaderData }: Route.ComponentProps) {
  const { query, rows, total, brands, deleted } = loaderData;
  const select = `${CONTROL_CLASS} min-w-40`;
  return (
    <div>
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h1 className="text-2xl font-bold text-slate-900">Products</h1>
        <Link to="/admin/products/new" className={BUTTON_PRIMARY}>
          New product
        </Link>
      </div>
      {deleted && (
        <div className="mt-4">
          <Notice>Deleted “{deleted}”.</Notice>
        </div>
      )}
      <Form method="get" role="search" aria-label="Filter products" className="mt-6 flex flex-wrap items-end gap-3 rounded-xl border border-slate-200 bg-white p-4">
        <div className="grow">
          <label htmlFor="products-q" className="text-sm font-medium text-slate-800">Search name, brand or serial number</label>
          <input id="products-q" name="q" type="search" defaultValue={query.q} className={CONTROL_CLASS} />
        </div>
        <div>
          <label htmlFor="products-brand" className="text-sm font-medium text-slate-800">Brand</label>
          <select id="products-brand" name="brand" defaultValue={query.brand} className={select}>
            <option value="">All brands</option>
            {brands.map((name) => <option key={name} value={name}>{name}</option>)}
          </select>
        </div>
        <div>
          <label htmlFor="products-category" className="text-sm font-medium text-slate-800">Category</label>
          <select id="products-category" name="category" defaultValue={query.category} className={select}>
            <option value="">All categories</option>
            {CATEGORY_NAMES.map((name) => <option key={name} value={name}>{name}</option>)}
          </select>
        </div>
        <div>
          <label htmlFor="products-status" className="text-sm font-medium text-slate-800">Status</label>
          <select id="products-status" name="status" defaultValue={query.status} className={select}>
            {STATUS_FILTERS.map((status) => <option key={status} value={status}>{STATUS_LABELS[status]}</option>)}
          </select>
        </div>
        <button type="submit" className={BUTTON_SECONDARY}>Filter</button>
      </Form>
      {rows.length === 0 ? (
        <p className="mt-6 text-slate-700">No products match these filters.</p>
      ) : (
        <div className="mt-6 overflow-x-auto">
          <table className="w-full border-collapse bg-white text-left text-sm" data-testid="products-table">
            <caption className="sr-only">Products, sorted by name</caption>
            <thead>
              <tr className="border-b border-slate-200">
                <th scope="col" className="p-2">Image</th>
                <th scope="col" className="p-2">Name</th>
                <th scope="col" className="p-2">Brand</th>
                <th scope="col" className="p-2">Category</th>
                <th scope="col" className="p-2">Subcategory</th>
                <th scope="col" className="p-2">Status</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.id} className="border-b border-slate-100">
                  <td className="p-2"><ImagePreview src={row.imageUrl} /></td>
                  <td className="p-2">
                    <Link to={`/admin/products/${row.id}`} className="font-medium text-brand-800 underline-offset-2 hover:underline">{row.name}</Link>
                  </td>
                  <td className="p-2">{row.brand}</td>
                  <td className="p-2">{row.category}</td>
                  <td className="p-2">{row.subcategory}</td>
                  <td className="p-2"><ActiveBadge active={row.isActive} /></td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <ListPagination basePath="/admin/products" query={{ q: query.q, brand: query.brand, category: query.category, status: query.status }} page={query.page} total={total} />
    </div>
  );
}
