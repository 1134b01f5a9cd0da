import { data, Form, Link } from "react-router";
import type { Route } from "./+types/brands-edit";
import { BRAND_NOTICES, noticeText } from "~/content/admin-catalogue";
import { requireStaff } from "~/lib/admin/staff.server";
import { changeBrandFromForm } from "~/lib/admin/brand-actions.server";
import type { BrandFormValues } from "~/lib/admin/brand-form-data";
import { pageMeta } from "~/lib/seo";
import { AuditHistory } from "~/components/admin/catalogue/audit-history";
import { BrandForm } from "~/components/admin/catalogue/brand-form";
import { BUTTON_DANGER, BUTTON_SECONDARY, FormMessage, Notice } from "~/components/admin/catalogue/form-fields";
import { ActiveBadge } from "~/components/admin/catalogue/list-pagination";
import { auditTrail } from "../../../server/audit/audit-log";
import { countProductsOfBrand, getBrand } from "../../../server/catalogue-admin/brand-admin";

export const meta = ({ data: loaderData }: Route.MetaArgs) => pageMeta({ title: loaderData ? `Edit ${loaderData.brand.name}` : "Brand not found", description: "Edit a brand.", noindex: true });

export async function loader({ context, request, params }: Route.LoaderArgs) {
  requireStaff(context, request);
  const brand = await getBrand(context.db, params.id);
  if (!brand) throw data("Brand not found", { status: 404 });
  const [history, productCount] = await Promise.all([auditTrail(context.db, "brand", brand.id), countProductsOfBrand(context.db, brand.name)]);
  const search = new URL(request.url).searchParams;
  const renamed = Number(search.get("renamed") ?? 0);
  return { brand, history, productCount, notice: noticeText(BRAND_NOTICES, search.get("notice")), renamed: Number.isFinite(renamed) ? renamed : 0 };
}

export async function action({ context, request, params }: Route.ActionArgs) {
  const staff = requireStaff(context, request);
  return changeBrandFromForm(context, staff, params.id, await request.formData());
}

export default function EditBrandPage({ loaderData, actionData }: Route.ComponentProps) {
  const { brand, history, productCount, notice, renamed } = loaderData;
  const saved: BrandFormValues = {
    name: brand.name,
    logoUrl: brand.logoUrl ?? "",
    description: brand.description ?? "",
    website: brand.website ?? "",
    isActive: brand.isActive,
    expectedUpdatedAt: new Date(brand.updatedAt).toISOString(),
    renameProducts: true,
  };
  const values = actionData?.values ?? saved;
  return (
    <div className="max-w-3xl">
      <Link to="/admin/brands" className="text-sm text-brand-800 underline">← All brands</Link>
      <div className="mt-2 flex flex-wrap items-center gap-3">
        <h1 className="text-2xl font-bold text-slate-900">{brand.name}</h1>
        <ActiveBadge active={brand.isActive} />
      </div>
      <div className="mt-4 flex flex-wrap items-center gap-3">
        <Link to={`/admin/products?brand=${encodeURIComponent(brand.name)}`} className={BUTTON_SECONDARY}>
          Its {productCount} {productCount === 1 ? "product" : "products"}
        </Link>
        <Form method="post">
          <input type="hidden" name="intent" value={brand.isActive ? "deactivate" : "activate"} />
          <button type="submit" className={BUTTON_SECONDARY}>{brand.isActive ? "Deactivate" : "Activate"}</button>
        </Form>
        <Link to={`/admin/brands/${brand.id}/delete`} className={BUTTON_DANGER}>Delete…</Link>
      </div>
      <div className="mt-4 space-y-2">
        {notice && !actionData && (
          <Notice>
            {notice}
            {renamed > 0 && ` Renamed on ${renamed} ${renamed === 1 ? "product" : "products"}.`}
          </Notice>
        )}
        {actionData && !actionData.values && <FormMessage message={actionData.message} />}
      </div>
      <BrandForm key={values.expectedUpdatedAt} values={values} errors={actionData?.errors} message={actionData?.values ? actionData.message : undefined} submitLabel="Save changes" current={{ name: brand.name, productCount }} />
      <AuditHistory entries={history} />
    </div>
  );
}
