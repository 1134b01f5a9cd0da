import { data, Form, Link } from "react-router";
import type { Route } from "./+types/products-delete";
import { requireStaff } from "~/lib/admin/staff.server";
import { deleteProductFromForm } from "~/lib/admin/product-actions.server";
import { pageMeta } from "~/lib/seo";
import { BUTTON_DANGER, FormMessage, TextInput } from "~/components/admin/catalogue/form-fields";
import { getProduct } from "../../../server/catalogue-admin/product-admin";

export const meta = () => pageMeta({ title: "Delete product", description: "Delete a product for good.", noindex: true });

export async function loader({ context, request, params }: Route.LoaderArgs) {
  requireStaff(context, request);
  const product = await getProduct(context.db, params.id);
  if (!product) throw data("Product not found", { status: 404 });
  return { product: { id: product.id, name: product.name, isActive: product.isActive } };
}

export async function action({ context, request, params }: Route.ActionArgs) {
  const staff = requireStaff(context, request);
  return deleteProductFromForm(context, staff, params.id, await request.formData());
}

export default function DeleteProductPage({ loaderData, actionData }: Route.ComponentProps) {
  const { product } = loaderData;
  return (
    <div className="max-w-2xl">
      <Link to={`/admin/products/${product.id}`} className="text-sm text-brand-800 underline">← Back to the product</Link>
      <h1 className="mt-2 text-2xl font-bold text-slate-900">Delete “{product.name}”?</h1>
      <p className="mt-3 text-slate-800">
        Deleting removes the product for good; its history is kept. To hide it from the site but keep it, deactivate it instead.
      </p>
      <Form method="post" noValidate className="mt-6 space-y-4 rounded-xl border border-red-200 bg-white p-6">
        <FormMessage message={actionData?.message} />
        <TextInput id="delete-confirm" name="confirmName" label="Type the product's name to confirm" hint={product.name} errors={actionData?.errors} defaultValue={actionData?.confirmName ?? ""} required />
        <button type="submit" className={BUTTON_DANGER}>Delete for good</button>
      </Form>
    </div>
  );
}
