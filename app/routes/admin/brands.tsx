import { Link } from "react-router";
import type { Route } from "./+types/brands";
import { requireStaff } from "~server/auth/require-staff";
import { parsePage, parseStatus } from "~/lib/admin/product-list-query";
import { pageMeta } from "~/lib/seo";
import { ImagePreview } from "~/components/admin/catalogue/image-preview";
import { ActiveBadge, ListPagination } from "~/components/admin/catalogue/list-pagination";
import {
  ListFilterForm,
  ListHeader,
  SearchFilterInput,
  StatusFilterSelect,
} from "~/components/admin/catalogue/list-page";
import { DataTable } from "~/components/admin/data-table";
import { listBrands } from "~server/catalogue/admin/brand-admin";

export const meta = () => pageMeta({ title: "Brands", description: "Brand management.", noindex: true, locale: "en" });

export async function loader({ context, request }: Route.LoaderArgs) {
  requireStaff(context, request);
  const url = new URL(request.url);
  const query = {
    q: (url.searchParams.get("q") ?? "").trim().slice(0, 200),
    status: parseStatus(url.searchParams.get("status")),
    page: parsePage(url.searchParams.get("page")),
  };
  return { query, ...(await listBrands(context.db, query)), deleted: url.searchParams.get("deleted") };
}

const COLUMNS = ["Logo", "Name", "Products", "Website", "Status"] as const;

export default function AdminBrandsPage({ loaderData }: Route.ComponentProps) {
  const { query, rows, total, deleted } = loaderData;
  return (
    <div>
      <ListHeader title="Brands" newHref="/admin/brands/new" newLabel="New brand" deleted={deleted} />
      <ListFilterForm label="Filter brands">
        <SearchFilterInput id="brands-q" label="Search by name" value={query.q} />
        <StatusFilterSelect id="brands-status" value={query.status} />
      </ListFilterForm>
      {rows.length === 0 ? (
        <p className="mt-6 text-slate-700">No brands match these filters.</p>
      ) : (
        <div className="mt-6 overflow-x-auto">
          <DataTable caption="Brands, sorted by name" columns={COLUMNS} testId="brands-table" className="bg-white">
            {rows.map((row) => (
              <tr key={row.id} className="border-b border-slate-100">
                <td className="p-2">
                  <ImagePreview src={row.logoUrl} />
                </td>
                <td className="p-2">
                  <Link
                    to={`/admin/brands/${row.id}`}
                    className="font-medium text-brand-800 underline-offset-2 hover:underline"
                  >
                    {row.name}
                  </Link>
                </td>
                <td className="p-2">
                  <Link
                    to={`/admin/products?brand=${encodeURIComponent(row.name)}`}
                    className="text-brand-800 underline-offset-2 hover:underline"
                    aria-label={`${row.productCount} products of ${row.name}`}
                  >
                    {row.productCount}
                  </Link>
                </td>
                <td className="p-2 break-all">{row.website}</td>
                <td className="p-2">
                  <ActiveBadge active={row.isActive} />
                </td>
              </tr>
            ))}
          </DataTable>
        </div>
      )}
      <ListPagination
        basePath="/admin/brands"
        query={{ q: query.q, status: query.status }}
        page={query.page}
        total={total}
      />
    </div>
  );
}
