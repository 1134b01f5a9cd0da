import { Link } from "react-router";
import { DASHBOARD_TEXT } from "~/content/admin-dashboard";

export interface TopProductRow {
  productId: string | null;
  name: string;
  brand: string;
  serialNumber: string | null;
  requests: number;
  quantity: number;
}

const text = DASHBOARD_TEXT.products;

/** The most requested products: the name as the buyers sent it, linked to the product while it exists. */
export function TopProductsTable({ rows }: { rows: TopProductRow[] }) {
  if (!rows.length)
    return (
      <p className="rounded-md bg-slate-100 p-3 text-sm text-slate-800" data-testid="top-products-none">
        {text.none}
      </p>
    );
  return (
    <div className="overflow-x-auto rounded-lg border border-slate-200 bg-white">
      <table className="min-w-full border-collapse text-start text-sm" data-testid="top-products-table">
        <caption className="sr-only">{text.tableCaption}</caption>
        <thead className="bg-slate-50 text-xs uppercase tracking-wide text-slate-700">
          <tr>
            <th scope="col" className="p-2 text-end">
              {text.rank}
            </th>
            <th scope="col" className="p-2 text-start">
              {text.product}
            </th>
            <th scope="col" className="p-2 text-start">
              {text.brand}
            </th>
            <th scope="col" className="p-2 text-start">
              {text.code}
            </th>
            <th scope="col" className="p-2 text-end">
              {text.requests}
            </th>
            <th scope="col" className="p-2 text-end">
              {text.quantity}
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row, index) => (
            <tr
              key={row.productId ?? `name:${row.name}`}
              className="border-t border-slate-100"
              data-testid="top-product-row"
            >
              <td className="p-2 text-end tabular-nums">{index + 1}</td>
              <td className="p-2">
                {row.productId ? (
                  <Link
                    to={`/admin/products/${row.productId}`}
                    className="font-medium text-brand-700 underline hover:text-brand-900"
                  >
                    {row.name}
                  </Link>
                ) : (
                  <>
                    {row.name} <span className="text-slate-600">{text.deleted}</span>
                  </>
                )}
              </td>
              <td className="p-2">{row.brand}</td>
              <td className="p-2 font-mono">{row.serialNumber}</td>
              <td className="p-2 text-end tabular-nums">{row.requests}</td>
              <td className="p-2 text-end tabular-nums">{row.quantity}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
