/** /admin/products/:id/documents/:documentId (issue 19): a document's details, a new file, or its deletion. */
import { data } from "react-router";
import type { Route } from "./+types/product-document-edit";
import { DOCUMENT_ADMIN_TEXT } from "~/content/admin-documents";
import { pageMeta } from "~/lib/seo";
import { DocumentEditForms, type DocumentFormAnswer } from "~/components/admin/catalogue/product-documents";
import { requireStaff } from "~server/auth/require-staff";
import { getProduct } from "~server/catalogue/admin/product-admin";
import { documentJson } from "~server/documents/admin-document-router";
import { changeDocumentFromForm } from "~server/documents/document-actions";
import { listProductDocuments } from "~server/documents/document-store";

export const meta = ({ data: loaderData }: Route.MetaArgs) =>
  pageMeta({
    title: loaderData ? DOCUMENT_ADMIN_TEXT.editHeading(loaderData.document.title) : "Document not found",
    description: "Edit a product document.",
    noindex: true,
    locale: "en",
  });

export async function loader({ context, request, params }: Route.LoaderArgs) {
  requireStaff(context, request);
  const product = await getProduct(context.db, params.id);
  const document =
    product && (await listProductDocuments(context.db, product.id)).find((row) => row.id === params.documentId);
  if (!product || !document) throw data("Document not found", { status: 404 });
  return { product: { id: product.id, name: product.name }, document: documentJson(document) };
}

export async function action({ context, request, params }: Route.ActionArgs) {
  const staff = requireStaff(context, request);
  return changeDocumentFromForm(context, staff, params.id, params.documentId, request);
}

export default function ProductDocumentPage({ loaderData, actionData }: Route.ComponentProps) {
  const { product, document } = loaderData;
  return (
    <div className="max-w-4xl">
      <a href={`/admin/products/${product.id}#documents`} className="text-sm text-brand-800 underline">
        ← {DOCUMENT_ADMIN_TEXT.backToProduct(product.name)}
      </a>
      <h1 className="mt-2 text-2xl font-bold text-slate-900" dir="auto">
        {DOCUMENT_ADMIN_TEXT.editHeading(document.title)}
      </h1>
      <DocumentEditForms
        key={document.url + document.title + document.revisionDate + document.kind + document.language}
        document={document}
        productName={product.name}
        answer={actionData as DocumentFormAnswer | undefined}
      />
    </div>
  );
}
