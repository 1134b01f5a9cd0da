/**
 * Applies an import in one transaction: it re-plans against the catalogue as it is now (the preview may be stale),
 * refuses when that plan differs from the one the staff member confirmed or rejects any row, then writes new brands,
 * inserts and updates in batches with one audit row per changed product.
 */
import { sql } from "drizzle-orm";
import type { Db } from "~server/db/client";
import { auditLog, brands, products } from "~server/db/schema";
import type { ProductValues } from "~/lib/catalogue/product-types";
import { forgetSummaries } from "~server/catalogue/summary-cache";
import { withDerivedFacts, deriveProductFacts } from "~server/catalogue/derived-facts";
import { DEFAULT_CATEGORY, type ExistingProduct, type RowValues } from "./product-values";
import { loadCatalogueForPlanning } from "./catalogue-rows";
import { planImport, type ImportPlan } from "./planner";
import { planFingerprint } from "./plan-fingerprint";
import { updateProducts, type ProductUpdate } from "./batch-update";
import type { ParsedRow } from "./sheet-rows";
import { loggableError, sqlState } from "~server/db/loggable-error";
import { syncSpecificationRows, writeSpecificationRows } from "~server/catalogue/specification-rows";

const BATCH = 500;

export interface ImportActor {
  id: string | null;
  email: string | null;
}

export type ApplyResult =
  | { status: "applied"; plan: ImportPlan }
  | { status: "rejected"; plan: ImportPlan }
  | { status: "stale"; plan: ImportPlan; fingerprint: string }
  /** The database refused a write (nothing was written); `dataError` when it refused the data itself (SQLSTATE class 22 or 23). */
  | { status: "failed"; dataError: boolean };

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

class Rollback extends Error {
  constructor(readonly result: ApplyResult) {
    super("import not applied");
  }
}

export async function previewImport(
  db: Db,
  rows: readonly ParsedRow[],
): Promise<{ plan: ImportPlan; fingerprint: string }> {
  const { existing, brandNames } = await loadCatalogueForPlanning(db);
  const plan = planImport(rows, existing, brandNames);
  return { plan, fingerprint: planFingerprint(plan) };
}

/** `expectedFingerprint` null applies whatever the current plan is (the command line, after printing it). */
export async function applyImport(
  db: Db,
  rows: readonly ParsedRow[],
  expectedFingerprint: string | null,
  actor: ImportActor,
): Promise<ApplyResult> {
  let result: ApplyResult;
  try {
    result = await db.transaction(async (tx) => {
      // One import at a time, so two confirmations cannot both plan against the same catalogue.
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext('catalogue-spreadsheet-import'))`);
      const { existing, brandNames } = await loadCatalogueForPlanning(tx);
      const plan = planImport(rows, existing, brandNames);
      const fingerprint = planFingerprint(plan);
      if (expectedFingerprint !== null && fingerprint !== expectedFingerprint)
        throw new Rollback({ status: "stale", plan, fingerprint });
      if (plan.counts.reject > 0) throw new Rollback({ status: "rejected", plan });
      await writePlan(tx, plan, existing, actor);
      return { status: "applied", plan } satisfies ApplyResult;
    });
  } catch (error) {
    if (error instanceof Rollback) return error.result;
    const code = sqlState(error);
    if (!code) throw error;
    // Never the error itself: its text holds the statement's parameters, which are the file's rows.
    console.error(`Catalogue import not applied: ${loggableError(error)}.`);
    return { status: "failed", dataError: code.startsWith("22") || code.startsWith("23") };
  }
  forgetSummaries(db);
  if (result.status === "applied" && result.plan.counts.create >= 1000) await db.execute(sql`ANALYZE products`);
  return result;
}

type AuditRow = typeof auditLog.$inferInsert;

async function writePlan(
  tx: Tx,
  plan: ImportPlan,
  existing: readonly ExistingProduct[],
  actor: ImportActor,
): Promise<void> {
  const audit: AuditRow[] = [];
  const auditOf = (
    entityType: "product" | "brand",
    entityId: string,
    changes: Record<string, [unknown, unknown]>,
  ): AuditRow => ({
    entityType,
    entityId,
    action: "import",
    actorId: actor.id,
    actorEmail: actor.email,
    changes,
  });

  if (plan.newBrands.length > 0) {
    const created = await tx
      .insert(brands)
      .values(plan.newBrands.map((name) => ({ name })))
      .returning({ id: brands.id, name: brands.name });
    for (const brand of created)
      audit.push({ ...auditOf("brand", brand.id, { name: [null, brand.name] }), action: "create" });
  }

  const creates = plan.rows.flatMap((row) => (row.action === "create" ? [row.values] : []));
  for (let start = 0; start < creates.length; start += BATCH) {
    const batch = creates.slice(start, start + BATCH).map(newProduct);
    const ids = await tx.insert(products).values(batch.map(withDerivedFacts)).returning({
      id: products.id,
      specifications: products.specifications,
      specificationsAr: products.specificationsAr,
    });
    await writeSpecificationRows(
      tx,
      ids.map(({ id, specifications, specificationsAr }) => ({ productId: id, specifications, specificationsAr })),
      { fresh: true },
    );
    ids.forEach(({ id }, index) => audit.push(auditOf("product", id, createdFields(batch[index]!))));
  }

  const updates: ProductUpdate[] = [];
  const before = new Map(existing.map((product) => [product.id, product]));
  for (const row of plan.rows) {
    if (row.action !== "update") continue;
    const values = Object.fromEntries(Object.entries(row.changes).map(([field, [, after]]) => [field, after]));
    // The facts of the row as it will be: the stored fields with the file's changes over them.
    const facts = deriveProductFacts({ ...before.get(row.productId)!, ...values } as ExistingProduct);
    updates.push({ productId: row.productId, values, facts });
    audit.push(auditOf("product", row.productId, row.changes as Record<string, [unknown, unknown]>));
  }
  await updateProducts(tx, updates);
  await syncSpecificationRows(
    tx,
    updates.flatMap((update) =>
      "specifications" in update.values || "specificationsAr" in update.values ? [update.productId] : [],
    ),
  );

  for (let start = 0; start < audit.length; start += BATCH)
    await tx.insert(auditLog).values(audit.slice(start, start + BATCH));
}

/** The staff-set fields of a new product (what its audit row lists); the insert adds the derived facts. */
function newProduct(values: RowValues): ProductValues {
  return {
    name: values.name,
    brand: values.brand,
    category: values.category ?? DEFAULT_CATEGORY,
    subcategory: values.subcategory ?? null,
    description: values.description ?? "",
    features: values.features ?? null,
    specifications: values.specifications ?? null,
    imageUrl: values.imageUrl ?? null,
    productUrl: values.productUrl ?? null,
    serialNumber: values.serialNumber ?? null,
    price: values.price ?? null,
    isActive: values.isActive ?? true,
    nameAr: values.nameAr ?? null,
    descriptionAr: values.descriptionAr ?? null,
    featuresAr: values.featuresAr ?? null,
    specificationsAr: values.specificationsAr ?? null,
  };
}

function createdFields(product: ProductValues): Record<string, [unknown, unknown]> {
  const changes: Record<string, [unknown, unknown]> = {};
  for (const [field, value] of Object.entries(product))
    if (value !== null && value !== "") changes[field] = [null, value];
  return changes;
}
