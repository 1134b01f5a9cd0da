/**
 * Product documents in the back office (issue 19): add, edit details, replace the file, delete. A file is checked by
 * content and stored under a generated key before the row is written; each row change is one transaction with its audit
 * row on the product (so the product's history shows it), then the public pages' caches are cleared. A stored object
 * whose row was never written, or whose row is gone, is removed (a failure to remove is logged: the file is never served
 * without its row).
 */
import { and, eq } from "drizzle-orm";
import { PRODUCT_DOCUMENTS_TEXT } from "~/content/product-documents";
import { DOCUMENT_MESSAGES } from "~/content/admin-documents";
import type { DocumentChange, DocumentDetails } from "~/lib/admin/document-schema";
import type { DocumentKind, DocumentLanguage } from "~/lib/catalogue/product-documents";
import type { Db } from "~server/db/client";
import { productDocuments, products, type Product, type ProductDocument } from "~server/db/schema";
import { diffFields, recordAudit } from "~server/audit/audit-log";
import type { SignedInStaff } from "~server/auth/sessions";
import { forgetSummaries } from "~server/catalogue/summary-cache";
import { isUuid } from "~server/catalogue/admin/write-result";
import { newDocumentKey, type ObjectStorage } from "~server/storage/object-storage";
import { checkDocumentFile } from "./check-pdf";
import { cleanDocumentFileName } from "./document-url";

type Actor = Pick<SignedInStaff, "id" | "email">;
type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

export type DocumentRefusal = {
  ok: false;
  status: 400 | 404 | 413 | 415 | 422 | 503;
  message: string;
  errors?: Record<string, string[]>;
};
export type DocumentResult<T> = { ok: true; value: T } | DocumentRefusal;

/** An uploaded file as the request carried it. */
export interface UploadedFile {
  bytes: Buffer;
  name: string | null;
}

const productMissing: DocumentRefusal = { ok: false, status: 404, message: DOCUMENT_MESSAGES.productNotFound };
const documentMissing: DocumentRefusal = { ok: false, status: 404, message: DOCUMENT_MESSAGES.documentNotFound };

/** The fields the product's history shows for a document, prefixed so they read apart from the product's own. */
function auditedFields(row: Partial<ProductDocument>): Record<string, unknown> {
  return {
    documentKind: row.kind,
    documentLanguage: row.language,
    documentTitle: row.title,
    documentRevisionDate: row.revisionDate,
    documentFile: row.fileName,
    documentSize: row.sizeBytes,
    documentSha256: row.sha256,
  };
}

const DOCUMENT_AUDIT_FIELDS = Object.keys(auditedFields({}));

/**
 * A document without a title of its own is named after its kind and the product, in the document's language: an Arabic
 * document "صحيفة بيانات السلامة – <the Arabic name>" (the English name where there is none), any other the English.
 */
export function defaultDocumentTitle(
  kind: DocumentKind,
  language: DocumentLanguage,
  product: Pick<Product, "name" | "nameAr">,
): string {
  const arabic = language === "ar";
  const name = arabic && product.nameAr?.trim() ? product.nameAr.trim() : product.name;
  return `${PRODUCT_DOCUMENTS_TEXT[arabic ? "ar" : "en"].kinds[kind]} – ${name}`;
}

async function productFor(db: Pick<Db, "select">, productId: string) {
  if (!isUuid(productId)) return undefined;
  const [row] = await db
    .select({ id: products.id, name: products.name, nameAr: products.nameAr })
    .from(products)
    .where(eq(products.id, productId))
    .limit(1);
  return row;
}

/** The product's row, locked, so a document is never added to a product that is being deleted. */
async function lockedProduct(tx: Tx, productId: string) {
  const [row] = await tx
    .select({ id: products.id, name: products.name, nameAr: products.nameAr })
    .from(products)
    .where(eq(products.id, productId))
    .for("update");
  return row;
}

async function lockedDocument(tx: Tx, productId: string, documentId: string) {
  const [row] = await tx
    .select()
    .from(productDocuments)
    .where(and(eq(productDocuments.id, documentId), eq(productDocuments.productId, productId)))
    .for("update");
  return row;
}

async function removeQuietly(storage: ObjectStorage, key: string): Promise<void> {
  try {
    await storage.remove(key);
  } catch (error) {
    console.error(`[documents] could not remove ${key}: ${(error as Error).message}`);
  }
}

type StoredFile = { storageKey: string; fileName: string; sizeBytes: number; sha256: string };

/** Checks the file and puts it into the storage under a new key. */
async function storeFile(storage: ObjectStorage, file: UploadedFile): Promise<DocumentResult<StoredFile>> {
  const verdict = await checkDocumentFile(file.bytes);
  if (!verdict.ok) return verdict;
  const storageKey = newDocumentKey();
  try {
    await storage.put(storageKey, verdict.bytes, "application/pdf");
  } catch (error) {
    console.error(`[documents] storing ${storageKey} failed: ${(error as Error).message}`);
    return { ok: false, status: 503, message: DOCUMENT_MESSAGES.storageFailed };
  }
  return {
    ok: true,
    value: {
      storageKey,
      fileName: cleanDocumentFileName(file.name),
      sizeBytes: verdict.bytes.length,
      sha256: verdict.sha256,
    },
  };
}

/** Runs the row change; if it fails or is refused, the newly stored object goes again. */
async function withStoredFile<T>(
  db: Db,
  storage: ObjectStorage,
  stored: StoredFile,
  change: () => Promise<DocumentResult<T>>,
): Promise<DocumentResult<T>> {
  let result: DocumentResult<T>;
  try {
    result = await change();
  } catch (error) {
    await removeQuietly(storage, stored.storageKey);
    throw error;
  }
  if (!result.ok) await removeQuietly(storage, stored.storageKey);
  else forgetSummaries(db);
  return result;
}

export async function addDocument(
  db: Db,
  storage: ObjectStorage,
  actor: Actor,
  productId: string,
  details: DocumentDetails,
  file: UploadedFile,
): Promise<DocumentResult<ProductDocument>> {
  // Checked first so that a file for a product that does not exist is neither parsed nor stored.
  if (!(await productFor(db, productId))) return productMissing;
  const stored = await storeFile(storage, file);
  if (!stored.ok) return stored;
  return withStoredFile(db, storage, stored.value, () =>
    db.transaction(async (tx): Promise<DocumentResult<ProductDocument>> => {
      const product = await lockedProduct(tx, productId);
      if (!product) return productMissing;
      const [row] = await tx
        .insert(productDocuments)
        .values({
          productId,
          kind: details.kind,
          language: details.language,
          title: details.title ?? defaultDocumentTitle(details.kind, details.language, product),
          revisionDate: details.revisionDate,
          ...stored.value,
          createdBy: actor.id,
        })
        .returning();
      await recordAudit(tx, {
        entityType: "product",
        entityId: productId,
        action: "document-add",
        actor,
        changes: { documentId: [null, row!.id], ...diffFields({}, auditedFields(row!)) },
      });
      return { ok: true, value: row! };
    }),
  );
}

export async function updateDocument(
  db: Db,
  actor: Actor,
  productId: string,
  documentId: string,
  change: DocumentChange,
): Promise<DocumentResult<ProductDocument>> {
  if (!isUuid(productId) || !isUuid(documentId)) return documentMissing;
  const result = await db.transaction(async (tx): Promise<DocumentResult<ProductDocument>> => {
    const before = await lockedDocument(tx, productId, documentId);
    if (!before) return documentMissing;
    const product = await lockedProduct(tx, productId);
    if (!product) return documentMissing;
    const kind = change.kind ?? (before.kind as DocumentKind);
    const language = change.language ?? (before.language as DocumentLanguage);
    const title =
      change.title === undefined ? before.title : (change.title ?? defaultDocumentTitle(kind, language, product));
    const values = { kind, language, title, revisionDate: change.revisionDate ?? before.revisionDate };
    const changes = diffFields(auditedFields(before), auditedFields({ ...before, ...values }));
    if (Object.keys(changes).length === 0) return { ok: true, value: before };
    const [row] = await tx
      .update(productDocuments)
      .set({ ...values, updatedAt: new Date() })
      .where(eq(productDocuments.id, documentId))
      .returning();
    await recordAudit(tx, {
      entityType: "product",
      entityId: productId,
      action: "document-update",
      actor,
      changes: { documentId: [documentId, documentId], ...changes },
    });
    return { ok: true, value: row! };
  });
  if (result.ok) forgetSummaries(db);
  return result;
}

/** A new file for the same document: a new version, so its address changes and the old one leads to the new file. */
export async function replaceDocumentFile(
  db: Db,
  storage: ObjectStorage,
  actor: Actor,
  productId: string,
  documentId: string,
  file: UploadedFile,
): Promise<DocumentResult<ProductDocument>> {
  if (!isUuid(productId) || !isUuid(documentId)) return documentMissing;
  const [exists] = await db
    .select({ id: productDocuments.id })
    .from(productDocuments)
    .where(and(eq(productDocuments.id, documentId), eq(productDocuments.productId, productId)))
    .limit(1);
  if (!exists) return documentMissing;
  const stored = await storeFile(storage, file);
  if (!stored.ok) return stored;
  let oldKey: string | null = null;
  const result = await withStoredFile(db, storage, stored.value, () =>
    db.transaction(async (tx): Promise<DocumentResult<ProductDocument>> => {
      const before = await lockedDocument(tx, productId, documentId);
      if (!before) return documentMissing;
      const [row] = await tx
        .update(productDocuments)
        .set({ ...stored.value, updatedAt: new Date() })
        .where(eq(productDocuments.id, documentId))
        .returning();
      await recordAudit(tx, {
        entityType: "product",
        entityId: productId,
        action: "document-replace",
        actor,
        changes: { documentId: [documentId, documentId], ...diffFields(auditedFields(before), auditedFields(row!)) },
      });
      oldKey = before.storageKey;
      return { ok: true, value: row! };
    }),
  );
  if (result.ok && oldKey) await removeQuietly(storage, oldKey);
  return result;
}

export async function deleteDocument(
  db: Db,
  storage: ObjectStorage,
  actor: Actor,
  productId: string,
  documentId: string,
): Promise<DocumentResult<{ id: string; title: string }>> {
  if (!isUuid(productId) || !isUuid(documentId)) return documentMissing;
  const result = await db.transaction(async (tx): Promise<DocumentResult<ProductDocument>> => {
    const before = await lockedDocument(tx, productId, documentId);
    if (!before) return documentMissing;
    await tx.delete(productDocuments).where(eq(productDocuments.id, documentId));
    await recordAudit(tx, {
      entityType: "product",
      entityId: productId,
      action: "document-delete",
      actor,
      changes: { documentId: [documentId, null], ...diffFields(auditedFields(before), {}, DOCUMENT_AUDIT_FIELDS) },
    });
    return { ok: true, value: before };
  });
  if (!result.ok) return result;
  forgetSummaries(db);
  await removeQuietly(storage, result.value.storageKey);
  return { ok: true, value: { id: result.value.id, title: result.value.title } };
}
