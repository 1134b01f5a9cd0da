import { data, Form, Link } from "react-router";
import type { Route } from "./+types/brands-delete";
import { requireStaff } from "~/lib/admin/staff.server";
import { deleteBrandFromForm } from "~/lib/admin/brand-actions.server";
import { pageMeta } from "~/lib/seo";
import { BUTTON_DANGER, FormMessage, TextInput } from "~/components/admin/catalogue/form-fields";
import { countProductsOfBrand, getBrand } from "../../../server/catalogue-admin/brand-admin";

export const meta = () => pageMeta({ title: "Delete brand", description: "Delete a brand for good.", noindex: true });

export async function loader({ context, request, params }: Route.LoaderArgs) {
  requireStaff(context, request);
  const brand = await getBrand(context.db, params.id);
  if (!brand) throw data("Brand not found", { status: 404 });
  return { brand: { id: brand.id, name: brand.name }, productCount: await countProductsOfBrand(context.db, brand.name) };
}

export async function action({ context, request, params }: Route.ActionArgs) {
  const staff = requireStaff(context, request);
  return deleteBrandFromForm(context, staff, params.id, await request.formData());
}

export default function DeleteBrandPage({ loaderData, actionData }: Route.ComponentProps) {
  const { brand, productCount } = loaderData;
  return (
    <div className="max-w-2xl">
      <Link to={`/admin/brands/${brand.id}`} className="text-sm text-brand-800 underline">← Back to the brand</Link>
      <h1 className="mt-2 text-2xl font-bold text-slate-900">Delete “{brand.name}”?</h1>
      <p className="mt-3 text-slate-800">
        Deleting removes the brand for good; its history is kept. {productCount > 0 && `Its ${productCount} products keep the name “${brand.name}” and stay on the site.`} To take it off the
        public brand lists but keep it, deactivate it instead.
      </p>
      <Form method="post" noValidate className="mt-6 space-y-4 rounded-xl border border-red-200 bg-white p-6">
        <FormMessage message={actionData?.message} />
        <TextInput id="delete-confirm" name="confirmName" label="Type the brand's name to confirm" hint={brand.name} errors={actionData?.errors} defaultValue={actionData?.confirmName ?? ""} required />
        <button type="submit" className={BUTTON_DANGER}>Delete for good</button>
      </Form>
    </div>
  );
}
