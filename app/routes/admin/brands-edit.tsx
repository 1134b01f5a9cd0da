import { data, Link } from "react-router";
import type { Route } from "./+types/brands-edit";
import { BRAND_NOTICES, noticeText } from "~/content/admin-catalogue";
import { requireStaff } from "~server/auth/require-staff";
import { changeBrandFromForm } from "~server/catalogue/admin/brand-actions";
import { pageMeta } from "~/lib/seo";
import { AuditHistory } from "~/components/admin/catalogue/audit-history";
import { BrandForm, type BrandFormValues } from "~/components/admin/catalogue/brand-form";
import { EditPageHeader, EditPageMessages } from "~/components/admin/catalogue/edit-page";
import { BUTTON_SECONDARY } from "~/components/admin/catalogue/form-fields";
import { auditTrail } from "~server/audit/audit-log";
import { countProductsOfBrand, getBrand } from "~server/catalogue/admin/brand-admin";
import { requireForm } from "~server/forms/submission";

export const meta = ({ data: loaderData }: Route.MetaArgs) =>
  pageMeta({
    title: loaderData ? `Edit ${loaderData.brand.name}` : "Brand not found",
    description: "Edit a brand.",
    noindex: true,
    locale: "en",
  });

export async function loader({ context, request, params }: Route.LoaderArgs) {
  requireStaff(context, request);
  const brand = await getBrand(context.db, params.id);
  if (!brand) throw data("Brand not found", { status: 404 });
  const [history, productCount] = await Promise.all([
    auditTrail(context.db, "brand", brand.id),
    countProductsOfBrand(context.db, brand.name),
  ]);
  const search = new URL(request.url).searchParams;
  const renamed = Number(search.get("renamed") ?? 0);
  return {
    brand,
    history,
    productCount,
    notice: noticeText(BRAND_NOTICES, search.get("notice")),
    renamed: Number.isFinite(renamed) ? renamed : 0,
  };
}

export async function action({ context, request, params }: Route.ActionArgs) {
  const staff = requireStaff(context, request);
  return changeBrandFromForm(context, staff, params.id, await requireForm(request));
}

export default function EditBrandPage({ loaderData, actionData }: Route.ComponentProps) {
  const { brand, history, productCount, notice, renamed } = loaderData;
  const saved: BrandFormValues = {
    name: brand.name,
    logoUrl: brand.logoUrl ?? "",
    description: brand.description ?? "",
    descriptionAr: brand.descriptionAr ?? "",
    website: brand.website ?? "",
    isActive: brand.isActive,
    expectedUpdatedAt: new Date(brand.updatedAt).toISOString(),
    renameProducts: true,
  };
  // A save's refusal comes back as the form's `result`; a one-button action's as a `message` above the form.
  const saveAnswer = actionData && "result" in actionData ? actionData.result : undefined;
  return (
    <div className="max-w-3xl">
      <EditPageHeader
        backHref="/admin/brands"
        backLabel="All brands"
        name={brand.name}
        isActive={brand.isActive}
        deleteHref={`/admin/brands/${brand.id}/delete`}
        leading={
          <Link to={`/admin/products?brand=${encodeURIComponent(brand.name)}`} className={BUTTON_SECONDARY}>
            Its {productCount} {productCount === 1 ? "product" : "products"}
          </Link>
        }
      />
      <EditPageMessages
        notice={
          notice && (
            <>
              {notice}
              {renamed > 0 && ` Renamed on ${renamed} ${renamed === 1 ? "product" : "products"}.`}
            </>
          )
        }
        answer={actionData}
      />
      <BrandForm
        key={saved.expectedUpdatedAt}
        values={saved}
        lastResult={saveAnswer}
        submitLabel="Save changes"
        current={{ name: brand.name, productCount }}
      />
      <AuditHistory entries={history} />
    </div>
  );
}
