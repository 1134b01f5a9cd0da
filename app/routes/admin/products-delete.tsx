import { data } from "react-router";
import type { Route } from "./+types/products-delete";
import { requireStaff } from "~server/auth/require-staff";
import { deleteProductFromForm } from "~server/catalogue/admin/product-actions";
import { pageMeta } from "~/lib/seo";
import { TypedNameDelete } from "~/components/admin/catalogue/typed-name-delete";
import { getProduct } from "~server/catalogue/admin/product-admin";
import { requireForm } from "~server/forms/submission";

export const meta = () =>
  pageMeta({ title: "Delete product", description: "Delete a product for good.", noindex: true, locale: "en" });

export async function loader({ context, request, params }: Route.LoaderArgs) {
  requireStaff(context, request);
  const product = await getProduct(context.db, params.id);
  if (!product) throw data("Product not found", { status: 404 });
  return { product: { id: product.id, name: product.name, isActive: product.isActive } };
}

export async function action({ context, request, params }: Route.ActionArgs) {
  const staff = requireStaff(context, request);
  return deleteProductFromForm(context, staff, params.id, await requireForm(request));
}

export default function DeleteProductPage({ loaderData, actionData }: Route.ComponentProps) {
  const { product } = loaderData;
  return (
    <TypedNameDelete
      kind="product"
      name={product.name}
      backHref={`/admin/products/${product.id}`}
      lastResult={actionData?.result}
    >
      Deleting removes the product for good; its history is kept. To hide it from the site but keep it, deactivate it
      instead.
    </TypedNameDelete>
  );
}
