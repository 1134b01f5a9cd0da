/** Reads of product documents (issue 19): the back office's list, the product page's, the served file's, the email's. */
import { and, asc, eq, inArray, sql } from "drizzle-orm";
import { DOCUMENT_KINDS, type DocumentKind, type DocumentLanguage } from "~/lib/catalogue/product-documents";
import type { ProductDocumentSource } from "~/lib/catalogue/document-list";
import type { Db } from "~server/db/client";
import { productDocuments, products, type ProductDocument } from "~server/db/schema";
import { isUuid } from "~server/catalogue/admin/write-result";
import { documentPath } from "./document-url";

/** Kinds in the order pages list them (Datasheet, Brochure, Operator Manual, Safety Data Sheet). */
const KIND_ORDER = sql`array_position(array[${sql.join(
  DOCUMENT_KINDS.map((kind) => sql`${kind}`),
  sql`, `,
)}]::text[], ${productDocuments.kind})`;

/** Every document of a product, for the back office: by kind, newest revision first. */
export function listProductDocuments(db: Db, productId: string): Promise<ProductDocument[]> {
  return db
    .select()
    .from(productDocuments)
    .where(eq(productDocuments.productId, productId))
    .orderBy(KIND_ORDER, sql`${productDocuments.revisionDate} desc`, asc(productDocuments.title));
}

/** What the public pages and emails show of a document (never its storage key or who uploaded it). */
export type PublicDocument = ProductDocumentSource;

function publicDocument(
  row: Pick<
    ProductDocument,
    "id" | "kind" | "language" | "title" | "revisionDate" | "sizeBytes" | "sha256" | "fileName"
  >,
): PublicDocument {
  return {
    id: row.id,
    kind: row.kind as DocumentKind,
    language: row.language as DocumentLanguage,
    title: row.title,
    revisionDate: row.revisionDate,
    sizeBytes: row.sizeBytes,
    href: documentPath(row),
  };
}

const PUBLIC_DOCUMENT_COLUMNS = {
  id: productDocuments.id,
  kind: productDocuments.kind,
  language: productDocuments.language,
  title: productDocuments.title,
  revisionDate: productDocuments.revisionDate,
  sizeBytes: productDocuments.sizeBytes,
  sha256: productDocuments.sha256,
  fileName: productDocuments.fileName,
};

const preparedPageDocuments = new WeakMap<Db, ReturnType<typeof prepareProductPageDocuments>>();

/** One prepared statement per database, like the product page's own (server/catalogue/products.ts). */
function prepareProductPageDocuments(db: Db) {
  return db
    .select({ topCategory: products.topCategory, document: PUBLIC_DOCUMENT_COLUMNS })
    .from(products)
    .leftJoin(productDocuments, eq(productDocuments.productId, products.id))
    .where(and(eq(products.id, sql.placeholder("id")), eq(products.isActive, true)))
    .prepare("product_page_documents");
}

/** An active product's documents and its top-level category (a chemical without a Safety Data Sheet offers one on request). */
export async function productPageDocuments(
  db: Db,
  productId: string,
): Promise<{ topCategory: string | null; documents: PublicDocument[] }> {
  // Not an id at all (PostgreSQL would refuse to compare it with a uuid): the page answers 404 anyway.
  if (!isUuid(productId)) return { topCategory: null, documents: [] };
  let prepared = preparedPageDocuments.get(db);
  if (!prepared) preparedPageDocuments.set(db, (prepared = prepareProductPageDocuments(db)));
  const rows = await prepared.execute({ id: productId });
  return {
    topCategory: rows[0]?.topCategory ?? null,
    documents: rows.flatMap((row) => (row.document ? [publicDocument(row.document)] : [])),
  };
}

/** The documents of these kinds of the given active products, for the quote confirmation email. */
export async function documentsOfProducts(
  db: Pick<Db, "select">,
  productIds: readonly string[],
  kinds: readonly DocumentKind[],
): Promise<Map<string, PublicDocument[]>> {
  const byProduct = new Map<string, PublicDocument[]>();
  if (productIds.length === 0 || kinds.length === 0) return byProduct;
  const rows = await db
    .select({ productId: productDocuments.productId, ...PUBLIC_DOCUMENT_COLUMNS })
    .from(productDocuments)
    .innerJoin(products, eq(products.id, productDocuments.productId))
    .where(
      and(
        inArray(productDocuments.productId, [...productIds]),
        inArray(productDocuments.kind, [...kinds]),
        eq(products.isActive, true),
      ),
    )
    .orderBy(KIND_ORDER, sql`${productDocuments.revisionDate} desc`, asc(productDocuments.title));
  for (const row of rows) {
    const list = byProduct.get(row.productId) ?? [];
    list.push(publicDocument(row));
    byProduct.set(row.productId, list);
  }
  return byProduct;
}

/** A document that may be served: it exists and its product is active. */
export async function findServableDocument(
  db: Db,
  documentId: string,
): Promise<Pick<ProductDocument, "id" | "sha256" | "fileName" | "storageKey" | "sizeBytes"> | undefined> {
  const [row] = await db
    .select({
      id: productDocuments.id,
      sha256: productDocuments.sha256,
      fileName: productDocuments.fileName,
      storageKey: productDocuments.storageKey,
      sizeBytes: productDocuments.sizeBytes,
    })
    .from(productDocuments)
    .innerJoin(products, eq(products.id, productDocuments.productId))
    .where(and(eq(productDocuments.id, documentId), eq(products.isActive, true)))
    .limit(1);
  return row;
}
