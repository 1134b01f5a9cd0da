import { data } from "react-router";
import type { Route } from "./+types/brands-delete";
import { requireStaff } from "~server/auth/require-staff";
import { deleteBrandFromForm } from "~server/catalogue/admin/brand-actions";
import { pageMeta } from "~/lib/seo";
import { TypedNameDelete } from "~/components/admin/catalogue/typed-name-delete";
import { countProductsOfBrand, getBrand } from "~server/catalogue/admin/brand-admin";
import { requireForm } from "~server/forms/submission";

export const meta = () =>
  pageMeta({ title: "Delete brand", description: "Delete a brand for good.", noindex: true, locale: "en" });

export async function loader({ context, request, params }: Route.LoaderArgs) {
  requireStaff(context, request);
  const brand = await getBrand(context.db, params.id);
  if (!brand) throw data("Brand not found", { status: 404 });
  return {
    brand: { id: brand.id, name: brand.name },
    productCount: await countProductsOfBrand(context.db, brand.name),
  };
}

export async function action({ context, request, params }: Route.ActionArgs) {
  const staff = requireStaff(context, request);
  return deleteBrandFromForm(context, staff, params.id, await requireForm(request));
}

export default function DeleteBrandPage({ loaderData, actionData }: Route.ComponentProps) {
  const { brand, productCount } = loaderData;
  return (
    <TypedNameDelete
      kind="brand"
      name={brand.name}
      backHref={`/admin/brands/${brand.id}`}
      lastResult={actionData?.result}
    >
      Deleting removes the brand for good; its history is kept.{" "}
      {productCount > 0 && `Its ${productCount} products keep the name “${brand.name}” and stay on the site.`} To take
      it off the public brand lists but keep it, deactivate it instead.
    </TypedNameDelete>
  );
}
