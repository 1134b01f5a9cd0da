import { data } from "react-router";
import type { Route } from "./+types/products-edit";
import { noticeText, PRODUCT_NOTICES } from "~/content/admin-catalogue";
import { requireStaff } from "~server/auth/require-staff";
import { changeProductFromForm } from "~server/catalogue/admin/product-actions";
import { productFormValuesOf } from "~/lib/admin/product-form-values";
import { pageMeta } from "~/lib/seo";
import { AuditHistory } from "~/components/admin/catalogue/audit-history";
import { EditPageHeader, EditPageMessages, IntentButton } from "~/components/admin/catalogue/edit-page";
import { BUTTON_SECONDARY } from "~/components/admin/catalogue/form-fields";
import { ProductForm } from "~/components/admin/catalogue/product-form";
import { auditTrail } from "~server/audit/audit-log";
import { brandNames, getProduct } from "~server/catalogue/admin/product-admin";
import { requireForm } from "~server/forms/submission";
import { DocumentsSection } from "~/components/admin/catalogue/product-documents";
import { DOCUMENT_NOTICES } from "~/content/admin-documents";
import { documentJson } from "~server/documents/admin-document-router";
import { listProductDocuments } from "~server/documents/document-store";

export const meta = ({ data: loaderData }: Route.MetaArgs) =>
  pageMeta({
    title: loaderData ? `Edit ${loaderData.product.name}` : "Product not found",
    description: "Edit a product.",
    noindex: true,
    locale: "en",
  });

export async function loader({ context, request, params }: Route.LoaderArgs) {
  requireStaff(context, request);
  const product = await getProduct(context.db, params.id);
  if (!product) throw data("Product not found", { status: 404 });
  const [history, brands, documents] = await Promise.all([
    auditTrail(context.db, "product", product.id),
    brandNames(context.db),
    listProductDocuments(context.db, product.id),
  ]);
  const noticeKey = new URL(request.url).searchParams.get("notice");
  return {
    product,
    history,
    brands,
    documents: documents.map(documentJson),
    notice: noticeText(PRODUCT_NOTICES, noticeKey) ?? noticeText(DOCUMENT_NOTICES, noticeKey),
  };
}

export async function action({ context, request, params }: Route.ActionArgs) {
  const staff = requireStaff(context, request);
  return changeProductFromForm(context, staff, params.id, await requireForm(request));
}

export default function EditProductPage({ loaderData, actionData }: Route.ComponentProps) {
  const { product, history, brands, documents, notice } = loaderData;
  const values = productFormValuesOf(product);
  // A save's refusal comes back as the form's `result`; a one-button action's as a `message` above the form.
  const saveAnswer = actionData && "result" in actionData ? actionData.result : undefined;
  return (
    <div className="max-w-4xl">
      <EditPageHeader
        backHref="/admin/products"
        backLabel="All products"
        name={product.name}
        isActive={product.isActive}
        deleteHref={`/admin/products/${product.id}/delete`}
        leading={
          product.isActive && (
            <a href={`/products/${product.id}`} className={BUTTON_SECONDARY} target="_blank" rel="noreferrer">
              View on site
            </a>
          )
        }
        trailing={<IntentButton intent="duplicate">Duplicate</IntentButton>}
      />
      <EditPageMessages notice={notice} answer={actionData} />
      <ProductForm
        key={values.expectedUpdatedAt}
        values={values}
        lastResult={saveAnswer}
        brandNames={brands}
        submitLabel="Save changes"
      />
      <DocumentsSection productId={product.id} productName={product.name} documents={documents} />
      <AuditHistory entries={history} />
    </div>
  );
}
