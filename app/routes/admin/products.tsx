import { Link } from "react-router";
import type { Route } from "./+types/products";
import { requireStaff } from "~server/auth/require-staff";
import { parseProductListQuery } from "~/lib/admin/product-list-query";
import { CATEGORY_NAMES } from "~/lib/admin/product-form-values";
import { pageMeta } from "~/lib/seo";
import { ImagePreview } from "~/components/admin/catalogue/image-preview";
import { ActiveBadge, ListPagination } from "~/components/admin/catalogue/list-pagination";
import {
  FilterSelect,
  ListFilterForm,
  ListHeader,
  SearchFilterInput,
  StatusFilterSelect,
} from "~/components/admin/catalogue/list-page";
import { DataTable } from "~/components/admin/data-table";
import { brandNames, listProducts } from "~server/catalogue/admin/product-admin";

export const meta = () =>
  pageMeta({ title: "Products", description: "Product management.", noindex: true, locale: "en" });

export async function loader({ context, request }: Route.LoaderArgs) {
  requireStaff(context, request);
  const url = new URL(request.url);
  const query = parseProductListQuery(url.searchParams);
  const [list, brands] = await Promise.all([listProducts(context.db, query), brandNames(context.db)]);
  return { query, ...list, brands, deleted: url.searchParams.get("deleted") };
}

const COLUMNS = ["Image", "Name", "Brand", "Category", "Subcategory", "Status"] as const;

export default function AdminProductsPage({ loaderData }: Route.ComponentProps) {
  const { query, rows, total, brands, deleted } = loaderData;
  return (
    <div>
      <ListHeader title="Products" newHref="/admin/products/new" newLabel="New product" deleted={deleted} />
      <ListFilterForm label="Filter products">
        <SearchFilterInput id="products-q" label="Search name, brand or serial number" value={query.q} />
        <FilterSelect
          id="products-brand"
          name="brand"
          label="Brand"
          value={query.brand}
          allLabel="All brands"
          options={brands}
        />
        <FilterSelect
          id="products-category"
          name="category"
          label="Category"
          value={query.category}
          allLabel="All categories"
          options={CATEGORY_NAMES}
        />
        <StatusFilterSelect id="products-status" value={query.status} />
      </ListFilterForm>
      {rows.length === 0 ? (
        <p className="mt-6 text-slate-700">No products match these filters.</p>
      ) : (
        <div className="mt-6 overflow-x-auto">
          <DataTable caption="Products, sorted by name" columns={COLUMNS} testId="products-table" className="bg-white">
            {rows.map((row) => (
              <tr key={row.id} className="border-b border-slate-100">
                <td className="p-2">
                  <ImagePreview src={row.imageUrl} />
                </td>
                <td className="p-2">
                  <Link
                    to={`/admin/products/${row.id}`}
                    className="font-medium text-brand-800 underline-offset-2 hover:underline"
                  >
                    {row.name}
                  </Link>
                </td>
                <td className="p-2">{row.brand}</td>
                <td className="p-2">{row.category}</td>
                <td className="p-2">{row.subcategory}</td>
                <td className="p-2">
                  <ActiveBadge active={row.isActive} />
                </td>
              </tr>
            ))}
          </DataTable>
        </div>
      )}
      <ListPagination
        basePath="/admin/products"
        query={{ q: query.q, brand: query.brand, category: query.category, status: query.status }}
        page={query.page}
        total={total}
      />
    </div>
  );
}
