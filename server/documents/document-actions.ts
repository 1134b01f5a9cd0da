/**
 * The back office's document forms (issue 19): upload on the product's page, and save details, replace the file or
 * delete on the document's page. Each checks with the schema the browser used, calls the service, then redirects to the
 * product with a notice, or answers the form (Conform's lastResult) with the refusal by its field.
 */
import { data, redirect, type AppLoadContext } from "react-router";
import { FORM_INVALID_MESSAGE } from "~/content/admin-catalogue";
import { DOCUMENT_MESSAGES } from "~/content/admin-documents";
import { documentDetailsSchema, documentEditFormSchema } from "~/lib/admin/document-schema";
import { formFailure } from "~/lib/forms/form-reply";
import type { FormResult } from "~/lib/forms/form-result";
import { parseForm } from "~/lib/forms/parse-form";
import type { SignedInStaff } from "~server/auth/sessions";
import { requireForm } from "~server/forms/submission";
import { storageFor } from "~server/storage/storage-config";
import {
  addDocument,
  deleteDocument,
  replaceDocumentFile,
  updateDocument,
  type DocumentRefusal,
} from "./document-admin";
import { readDocumentForm } from "./read-document-form";

/** The typed fields only: a posted file never goes back into the page's answer. */
function typedFields(form: FormData): FormData {
  const fields = new FormData();
  for (const [name, value] of form.entries()) if (typeof value === "string") fields.append(name, value);
  return fields;
}

/** Refusals of the file itself (type, content, size, storage) show at the file field; others above the form. */
function refusalAnswer(
  form: DocumentFormName,
  fields: FormData,
  refusal: Pick<DocumentRefusal, "status" | "message">,
  fileField = "file",
) {
  const onFile = refusal.status !== 404;
  return answer(
    form,
    formFailure(fields, refusal.message, onFile ? { fieldErrors: { [fileField]: [refusal.message] } } : {}),
    refusal.status,
  );
}

/** Which of a page's document forms an answer belongs to, so only that form shows it. */
export type DocumentFormName = "upload" | "save" | "replace" | "delete";

function answer(form: DocumentFormName, result: FormResult, status: number) {
  return data({ form, result }, { status });
}

const productPage = (productId: string, notice: string) =>
  `/admin/products/${encodeURIComponent(productId)}?notice=${notice}#documents`;

export async function addDocumentFromForm(
  context: AppLoadContext,
  staff: SignedInStaff,
  productId: string,
  request: Request,
) {
  const read = await readDocumentForm(request);
  if (!read.ok) return refusalAnswer("upload", new FormData(), read);
  const fields = typedFields(read.form);
  const submission = parseForm(fields, documentDetailsSchema);
  if (submission.status !== "success" || !read.file) {
    const fieldErrors = { ...(submission.status === "success" ? {} : submission.error) } as Record<string, string[]>;
    if (!read.file) fieldErrors.file = [DOCUMENT_MESSAGES.noFile];
    return answer("upload", formFailure(fields, FORM_INVALID_MESSAGE, { fieldErrors }), 400);
  }
  const result = await addDocument(context.db, storageFor(context.env), staff, productId, submission.value, read.file);
  if (!result.ok) return refusalAnswer("upload", fields, result);
  throw redirect(productPage(productId, "document-added"));
}

/** The document page's three forms: save (details), replace (a new file, multipart) and delete (a ticked box). */
export async function changeDocumentFromForm(
  context: AppLoadContext,
  staff: SignedInStaff,
  productId: string,
  documentId: string,
  request: Request,
) {
  const multipart = /^multipart\/form-data/i.test(request.headers.get("content-type") ?? "");
  if (multipart) {
    const read = await readDocumentForm(request);
    if (!read.ok) return refusalAnswer("replace", new FormData(), read, "file");
    const fields = typedFields(read.form);
    if (!read.file) return refusalAnswer("replace", fields, { status: 400, message: DOCUMENT_MESSAGES.noFile });
    const result = await replaceDocumentFile(
      context.db,
      storageFor(context.env),
      staff,
      productId,
      documentId,
      read.file,
    );
    if (!result.ok) return refusalAnswer("replace", fields, result);
    throw redirect(productPage(productId, "document-replaced"));
  }
  const form = await requireForm(request);
  const intent = String(form.get("intent") ?? "save");
  if (intent === "delete") {
    if (form.get("confirm") !== "yes") {
      const message = DOCUMENT_MESSAGES.confirmDelete;
      return answer("delete", formFailure(form, message, { fieldErrors: { confirm: [message] } }), 400);
    }
    const result = await deleteDocument(context.db, storageFor(context.env), staff, productId, documentId);
    if (!result.ok) return answer("delete", formFailure(form, result.message), result.status);
    throw redirect(productPage(productId, "document-deleted"));
  }
  const submission = parseForm(form, documentEditFormSchema);
  if (submission.status !== "success")
    return answer("save", submission.reply({ formErrors: [FORM_INVALID_MESSAGE] }), 400);
  const result = await updateDocument(context.db, staff, productId, documentId, submission.value);
  if (!result.ok) return answer("save", submission.reply({ formErrors: [result.message] }), result.status);
  throw redirect(productPage(productId, "document-saved"));
}
