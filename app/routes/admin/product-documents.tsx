/**
 * /admin/products/:id/documents (issue 19): the upload form's action, and its page: the product's documents with the
 * upload form, where a refused upload sent without JavaScript is answered (with JavaScript the product's page answers it).
 */
import { data } from "react-router";
import type { Route } from "./+types/product-documents";
import { DOCUMENT_ADMIN_TEXT } from "~/content/admin-documents";
import { pageMeta } from "~/lib/seo";
import { DocumentsSection, type DocumentFormAnswer } from "~/components/admin/catalogue/product-documents";
import { requireStaff } from "~server/auth/require-staff";
import { getProduct } from "~server/catalogue/admin/product-admin";
import { documentJson } from "~server/documents/admin-document-router";
import { addDocumentFromForm } from "~server/documents/document-actions";
import { listProductDocuments } from "~server/documents/document-store";

export const meta = ({ data: loaderData }: Route.MetaArgs) =>
  pageMeta({
    title: loaderData ? DOCUMENT_ADMIN_TEXT.pageTitle(loaderData.product.name) : "Product not found",
    description: "A product's documents.",
    noindex: true,
    locale: "en",
  });

export async function loader({ context, request, params }: Route.LoaderArgs) {
  requireStaff(context, request);
  const product = await getProduct(context.db, params.id);
  if (!product) throw data("Product not found", { status: 404 });
  const documents = (await listProductDocuments(context.db, product.id)).map(documentJson);
  return { product: { id: product.id, name: product.name }, documents };
}

export async function action({ context, request, params }: Route.ActionArgs) {
  const staff = requireStaff(context, request);
  return addDocumentFromForm(context, staff, params.id, request);
}

export default function ProductDocumentsPage({ loaderData, actionData }: Route.ComponentProps) {
  const { product, documents } = loaderData;
  const answer = actionData as DocumentFormAnswer | undefined;
  return (
    <div className="max-w-4xl">
      <a href={`/admin/products/${product.id}`} className="text-sm text-brand-800 underline">
        ← {DOCUMENT_ADMIN_TEXT.backToProduct(product.name)}
      </a>
      <h1 className="mt-2 text-2xl font-bold text-slate-900">{DOCUMENT_ADMIN_TEXT.pageTitle(product.name)}</h1>
      <DocumentsSection
        productId={product.id}
        productName={product.name}
        documents={documents}
        lastResult={answer?.form === "upload" ? answer.result : undefined}
      />
    </div>
  );
}
