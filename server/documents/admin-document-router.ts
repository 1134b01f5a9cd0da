/**
 * /api/admin/products/:id/documents (issue 19): a product's documents as JSON, on the same services as the back office's
 * forms. Uploads are multipart (the PDF in "file", the details as fields); edits are JSON. Mounted before the admin
 * API's JSON parser, so an upload's body reaches the multipart reader untouched.
 */
import express, { type ErrorRequestHandler, type Response, type Router } from "express";
import type { z } from "zod";
import { DOCUMENT_MESSAGES } from "~/content/admin-documents";
import { documentChangeSchema, documentDetailsSchema } from "~/lib/admin/document-schema";
import { fieldErrors } from "~/lib/forms/fields";
import type { Db } from "~server/db/client";
import type { Env } from "~server/env";
import { staffOf } from "~server/auth/staff-gate";
import { ADMIN_JSON_BODY_LIMIT } from "~server/http/body-limit";
import { storageFor } from "~server/storage/storage-config";
import type { ProductDocument } from "~server/db/schema";
import { isUuid } from "~server/catalogue/admin/write-result";
import { getProduct } from "~server/catalogue/admin/product-admin";
import {
  addDocument,
  deleteDocument,
  replaceDocumentFile,
  updateDocument,
  type DocumentResult,
} from "./document-admin";
import { listProductDocuments } from "./document-store";
import { documentPath } from "./document-url";
import { readDocumentForm, textFieldsOf, webRequestOf } from "./read-document-form";

/** A document as the API answers it: its details, file facts and public address, never its storage key. */
export function documentJson(row: ProductDocument) {
  return {
    id: row.id,
    productId: row.productId,
    kind: row.kind,
    language: row.language,
    title: row.title,
    revisionDate: row.revisionDate,
    fileName: row.fileName,
    sizeBytes: row.sizeBytes,
    sha256: row.sha256,
    url: documentPath(row),
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
  };
}

function answer<T>(res: Response, result: DocumentResult<T>, status: number, body: (value: T) => unknown): void {
  if (result.ok) res.status(status).json(body(result.value));
  else res.status(result.status).json({ message: result.message, ...(result.errors ? { errors: result.errors } : {}) });
}

function invalid(res: Response, error: z.ZodError): void {
  res.status(400).json({ message: error.issues[0]?.message ?? "Check the fields.", errors: fieldErrors(error) });
}

const PATH = "/products/:id/documents";

export function adminDocumentRouter({ db, env }: { db: Db; env: Env }): Router {
  const router = express.Router();
  const storage = storageFor(env);
  const json = express.json({ limit: ADMIN_JSON_BODY_LIMIT });

  router.get(PATH, async (req, res) => {
    if (!(await getProduct(db, req.params.id)))
      return void res.status(404).json({ message: DOCUMENT_MESSAGES.productNotFound });
    res.json({ documents: (await listProductDocuments(db, req.params.id)).map(documentJson) });
  });

  router.post(PATH, async (req, res) => {
    const read = await readDocumentForm(webRequestOf(req));
    if (!read.ok) {
      // Whatever is left of a refused body is read and dropped, so the client sees the answer instead of a reset.
      req.resume();
      return void res.status(read.status).json({ message: read.message });
    }
    const details = documentDetailsSchema.safeParse(textFieldsOf(read.form));
    if (!details.success) return invalid(res, details.error);
    if (!read.file) return void res.status(400).json({ message: DOCUMENT_MESSAGES.noFile });
    const result = await addDocument(db, storage, staffOf(res), req.params.id, details.data, read.file);
    if (result.ok) res.location(documentPath(result.value));
    answer(res, result, 201, documentJson);
  });

  router.patch(`${PATH}/:documentId`, json, async (req, res) => {
    const change = documentChangeSchema.safeParse(req.body ?? {});
    if (!change.success) return invalid(res, change.error);
    answer(
      res,
      await updateDocument(db, staffOf(res), req.params.id, req.params.documentId, change.data),
      200,
      documentJson,
    );
  });

  router.put(`${PATH}/:documentId/file`, async (req, res) => {
    if (!isUuid(req.params.documentId)) {
      req.resume();
      return void res.status(404).json({ message: DOCUMENT_MESSAGES.documentNotFound });
    }
    const read = await readDocumentForm(webRequestOf(req));
    if (!read.ok) {
      req.resume();
      return void res.status(read.status).json({ message: read.message });
    }
    if (!read.file) return void res.status(400).json({ message: DOCUMENT_MESSAGES.noFile });
    const result = await replaceDocumentFile(
      db,
      storage,
      staffOf(res),
      req.params.id,
      req.params.documentId,
      read.file,
    );
    answer(res, result, 200, documentJson);
  });

  router.delete(`${PATH}/:documentId`, async (req, res) =>
    answer(
      res,
      await deleteDocument(db, storage, staffOf(res), req.params.id, req.params.documentId),
      200,
      (value) => value,
    ),
  );

  // Body-parser failures and unexpected errors answer in JSON; a write that failed changed nothing.
  const failed: ErrorRequestHandler = (error: { type?: string }, req, res, next) => {
    if (res.headersSent) return next(error);
    if (error.type === "entity.parse.failed")
      return void res.status(400).json({ message: "The request body is not valid JSON." });
    if (error.type === "entity.too.large")
      return void res.status(413).json({ message: "The request body is too large." });
    console.error(`admin documents ${req.method} ${req.originalUrl} failed:`, error);
    res.status(503).json({ message: "The change could not be saved and nothing was changed. Please try again." });
  };
  router.use(PATH, failed);

  return router;
}
