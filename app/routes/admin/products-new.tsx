import { Link } from "react-router";
import type { Route } from "./+types/products-new";
import { requireStaff } from "~server/auth/require-staff";
import { createProductFromForm } from "~server/catalogue/admin/product-actions";
import { EMPTY_PRODUCT_FORM } from "~/lib/admin/product-form-values";
import { pageMeta } from "~/lib/seo";
import { ProductForm } from "~/components/admin/catalogue/product-form";
import { brandNames } from "~server/catalogue/admin/product-admin";
import { requireForm } from "~server/forms/submission";

export const meta = () =>
  pageMeta({ title: "New product", description: "Add a product to the catalogue.", noindex: true, locale: "en" });

export async function loader({ context, request }: Route.LoaderArgs) {
  requireStaff(context, request);
  return { brands: await brandNames(context.db) };
}

export async function action({ context, request }: Route.ActionArgs) {
  const staff = requireStaff(context, request);
  return createProductFromForm(context, staff, await requireForm(request));
}

export default function NewProductPage({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <div className="max-w-4xl">
      <Link to="/admin/products" className="text-sm text-brand-800 underline">
        ← All products
      </Link>
      <h1 className="mt-2 text-2xl font-bold text-slate-900">New product</h1>
      <ProductForm
        values={EMPTY_PRODUCT_FORM}
        lastResult={actionData?.result}
        brandNames={loaderData.brands}
        submitLabel="Create product"
      />
    </div>
  );
}
