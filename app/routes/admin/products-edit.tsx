import { data, Form, Link } from "react-router";
import type { Route } from "./+types/products-edit";
import { noticeText, PRODUCT_NOTICES } from "~/content/admin-catalogue";
import { requireStaff } from "~/lib/admin/staff.server";
import { changeProductFromForm } from "~/lib/admin/product-actions.server";
import { productFormValuesOf } from "~/lib/admin/product-form-values";
import { pageMeta } from "~/lib/seo";
import { AuditHistory } from "~/components/admin/catalogue/audit-history";
import { BUTTON_DANGER, BUTTON_SECONDARY, FormMessage, Notice } from "~/components/admin/catalogue/form-fields";
import { ActiveBadge } from "~/components/admin/catalogue/list-pagination";
import { ProductForm } from "~/components/admin/catalogue/product-form";
import { auditTrail } from "../../../server/audit/audit-log";
import { brandNames, getProduct } from "../../../server/catalogue-admin/product-admin";

export const meta = ({ data: loaderData }: Route.MetaArgs) => pageMeta({ title: loaderData ? `Edit ${loaderData.product.name}` : "Product not found", description: "Edit a product.", noindex: true });

export async function loader({ context, request, params }: Route.LoaderArgs) {
  requireStaff(context, request);
  const product = await getProduct(context.db, params.id);
  if (!product) throw data("Product not found", { status: 404 });
  const [history, brands] = await Promise.all([auditTrail(context.db, "product", product.id), brandNames(context.db)]);
  return { product, history, brands, notice: noticeText(PRODUCT_NOTICES, new URL(request.url).searchParams.get("notice")) };
}

export async function action({ context, request, params }: Route.ActionArgs) {
  const staff = requireStaff(context, request);
  return changeProductFromForm(context, staff, params.id, await request.formData());
}

export default function EditProductPage({ loaderData, actionData }: Route.ComponentProps) {
  const { product, history, brands, notice } = loaderData;
  const values = actionData?.values ?? productFormValuesOf(product);
  return (
    <div className="max-w-4xl">
      <Link to="/admin/products" className="text-sm text-brand-800 underline">← All products</Link>
      <div className="mt-2 flex flex-wrap items-center gap-3">
        <h1 className="text-2xl font-bold text-slate-900">{product.name}</h1>
        <ActiveBadge active={product.isActive} />
      </div>
      <div className="mt-4 flex flex-wrap items-center gap-3">
        {product.isActive && (
          <a href={`/products/${product.id}`} className={BUTTON_SECONDARY} target="_blank" rel="noreferrer">View on site</a>
        )}
        <Form method="post">
          <input type="hidden" name="intent" value={product.isActive ? "deactivate" : "activate"} />
          <button type="submit" className={BUTTON_SECONDARY}>{product.isActive ? "Deactivate" : "Activate"}</button>
        </Form>
        <Form method="post">
          <input type="hidden" name="intent" value="duplicate" />
          <button type="submit" className={BUTTON_SECONDARY}>Duplicate</button>
        </Form>
        <Link to={`/admin/products/${product.id}/delete`} className={BUTTON_DANGER}>Delete…</Link>
      </div>
      <div className="mt-4 space-y-2">
        {notice && !actionData && <Notice>{notice}</Notice>}
        {actionData && !actionData.values && <FormMessage message={actionData.message} />}
      </div>
      <ProductForm key={values.expectedUpdatedAt} values={values} errors={actionData?.errors} message={actionData?.values ? actionData.message : undefined} brandNames={brands} submitLabel="Save changes" />
      <AuditHistory entries={history} />
    </div>
  );
}
