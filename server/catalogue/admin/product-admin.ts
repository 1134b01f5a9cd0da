/** Product management for the back office: every write is one transaction with its audit row, then public caches are cleared. */
import { PRODUCT_VALUE_FIELDS } from "~/lib/catalogue/product-types";
import { and, asc, count, eq, ilike, or, sql, type SQL } from "drizzle-orm";
import type { Db } from "~server/db/client";
import { brands, products, type Product } from "~server/db/schema";
import { diffFields, recordAudit } from "~server/audit/audit-log";
import { filledFields } from "./created-fields";
import type { SignedInStaff } from "~server/auth/sessions";
import { forgetSummaries } from "~server/catalogue/summary-cache";
import { ADMIN_PAGE_SIZE, type ProductListQuery } from "~/lib/admin/product-list-query";
import type { ProductInput, ProductUpdate } from "~/lib/admin/product-schema";
import { arabicAfterSave } from "~/lib/admin/product-fields";
import { unchangedSince } from "./concurrency";
import { withDerivedFacts } from "~server/catalogue/derived-facts";
import { writeSpecificationRows } from "~server/catalogue/specification-rows";
import { isUuid, notFound, stale, type WriteResult } from "./write-result";

type Actor = Pick<SignedInStaff, "id" | "email">;

/** The fields staff edit, in the order the history shows them. */
export const PRODUCT_FIELDS = PRODUCT_VALUE_FIELDS;

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (char) => `\\${char}`);
}

export async function listProducts(db: Db, query: ProductListQuery) {
  const conditions: SQL[] = [];
  if (query.q) {
    const pattern = `%${escapeLike(query.q)}%`;
    conditions.push(
      or(ilike(products.name, pattern), ilike(products.serialNumber, pattern), ilike(products.brand, pattern))!,
    );
  }
  if (query.brand) conditions.push(sql`lower(${products.brand}) = lower(${query.brand})`);
  if (query.category) conditions.push(sql`lower(${products.topCategory}) = lower(${query.category})`);
  if (query.status !== "all") conditions.push(eq(products.isActive, query.status === "active"));
  const where = conditions.length > 0 ? and(...conditions) : undefined;
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: products.id,
        name: products.name,
        brand: products.brand,
        category: products.category,
        subcategory: products.subcategory,
        imageUrl: products.imageUrl,
        isActive: products.isActive,
        updatedAt: products.updatedAt,
      })
      .from(products)
      .where(where)
      .orderBy(asc(products.name), asc(products.id))
      .limit(ADMIN_PAGE_SIZE)
      .offset((query.page - 1) * ADMIN_PAGE_SIZE),
    db.select({ n: count() }).from(products).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

export async function getProduct(db: Db, id: string): Promise<Product | undefined> {
  if (!isUuid(id)) return undefined;
  const [row] = await db.select().from(products).where(eq(products.id, id)).limit(1);
  return row;
}

/** A brand typed in another case is stored with the brand's own spelling, so filters and renames find it. */
async function canonicalBrand(db: Pick<Db, "select">, name: string): Promise<string> {
  const [row] = await db
    .select({ name: brands.name })
    .from(brands)
    .where(sql`lower(${brands.name}) = lower(${name})`)
    .limit(1);
  return row?.name ?? name;
}

/**
 * The row's fields from the form or API input, with the facts derived from them (so every save recomputes them; the
 * Arabic texts are among their inputs). `before`: the stored row of an update, whose Arabic an input without it keeps.
 */
function columnsOf(input: ProductInput, before?: Product) {
  return withDerivedFacts({
    name: input.name,
    brand: input.brand,
    category: input.category,
    subcategory: input.subcategory ?? null,
    description: input.description,
    features: input.features,
    specifications: input.specifications.length > 0 ? input.specifications.join("\n") : null,
    imageUrl: input.imageUrl ?? null,
    productUrl: input.productUrl ?? null,
    serialNumber: input.serialNumber ?? null,
    price: input.price ?? null,
    nameAr: arabicAfterSave(input.nameAr, before?.nameAr),
    descriptionAr: arabicAfterSave(input.descriptionAr, before?.descriptionAr),
    featuresAr: arabicAfterSave(input.featuresAr, before?.featuresAr),
    specificationsAr: arabicAfterSave(
      input.specificationsAr === undefined ? undefined : (input.specificationsAr?.join("\n") ?? null),
      before?.specificationsAr,
    ),
  });
}

const specificationTextsOf = (row: Product) => ({
  productId: row.id,
  specifications: row.specifications,
  specificationsAr: row.specificationsAr,
});

function auditedFields(row: Product): Record<string, unknown> {
  return Object.fromEntries(PRODUCT_FIELDS.map((field) => [field, row[field]]));
}

export async function createProduct(db: Db, actor: Actor, input: ProductInput): Promise<WriteResult<Product>> {
  const created = await db.transaction(async (tx) => {
    const values = {
      ...columnsOf(input),
      brand: await canonicalBrand(tx, input.brand),
      isActive: input.isActive ?? true,
    };
    const [row] = await tx.insert(products).values(values).returning();
    await writeSpecificationRows(tx, [specificationTextsOf(row!)], { fresh: true });
    await recordAudit(tx, {
      entityType: "product",
      entityId: row!.id,
      action: "create",
      actor,
      changes: filledFields(auditedFields(row!)),
    });
    return row!;
  });
  forgetSummaries(db);
  return { ok: true, value: created };
}

export async function updateProduct(
  db: Db,
  actor: Actor,
  id: string,
  input: ProductUpdate,
): Promise<WriteResult<Product>> {
  if (!isUuid(id)) return notFound("Product");
  const result = await db.transaction(async (tx): Promise<WriteResult<Product>> => {
    const [before] = await tx.select().from(products).where(eq(products.id, id)).for("update");
    if (!before) return notFound("Product");
    const values = {
      ...columnsOf(input, before),
      brand: await canonicalBrand(tx, input.brand),
      isActive: input.isActive ?? before.isActive,
    };
    const changes = diffFields(auditedFields(before), values, [...PRODUCT_FIELDS]);
    const [row] = await tx
      .update(products)
      .set({ ...values, updatedAt: new Date() })
      .where(and(eq(products.id, id), unchangedSince(products.updatedAt, input.expectedUpdatedAt)))
      .returning();
    if (!row) return stale();
    if (changes.specifications || changes.specificationsAr)
      await writeSpecificationRows(tx, [specificationTextsOf(row)]);
    if (Object.keys(changes).length > 0)
      await recordAudit(tx, { entityType: "product", entityId: id, action: "update", actor, changes });
    return { ok: true, value: row };
  });
  if (result.ok) forgetSummaries(db);
  return result;
}

/** Activation needs no version: it changes one field and says so in the history. */
export async function setProductActive(
  db: Db,
  actor: Actor,
  id: string,
  isActive: boolean,
): Promise<WriteResult<Product>> {
  if (!isUuid(id)) return notFound("Product");
  const result = await db.transaction(async (tx): Promise<WriteResult<Product>> => {
    const [before] = await tx.select().from(products).where(eq(products.id, id)).for("update");
    if (!before) return notFound("Product");
    if (before.isActive === isActive) return { ok: true, value: before };
    const [row] = await tx
      .update(products)
      .set({ isActive, updatedAt: new Date() })
      .where(eq(products.id, id))
      .returning();
    await recordAudit(tx, {
      entityType: "product",
      entityId: id,
      action: isActive ? "activate" : "deactivate",
      actor,
      changes: { isActive: [before.isActive, isActive] },
    });
    return { ok: true, value: row! };
  });
  if (result.ok) forgetSummaries(db);
  return result;
}

/** A new, inactive copy named "… (copy)", so it can be edited before visitors see it. */
export async function duplicateProduct(db: Db, actor: Actor, id: string): Promise<WriteResult<Product>> {
  const source = await getProduct(db, id);
  if (!source) return notFound("Product");
  const copy = await db.transaction(async (tx) => {
    const { id: _id, createdAt: _created, updatedAt: _updated, ...fields } = source;
    // The copy's new name is a rule input ("… Vacuum … (copy)"), so its facts are derived again, not copied.
    const [row] = await tx
      .insert(products)
      .values(withDerivedFacts({ ...fields, name: `${source.name} (copy)`.slice(0, 200), isActive: false }))
      .returning();
    await writeSpecificationRows(tx, [specificationTextsOf(row!)], { fresh: true });
    await recordAudit(tx, {
      entityType: "product",
      entityId: row!.id,
      action: "create",
      actor,
      changes: { ...filledFields(auditedFields(row!)), duplicatedFrom: [null, source.id] },
    });
    return row!;
  });
  return { ok: true, value: copy };
}

/** Hard delete, only when the typed name matches; the audit row keeps the id and every value. */
export async function deleteProduct(
  db: Db,
  actor: Actor,
  id: string,
  confirmName: string,
): Promise<WriteResult<{ id: string; name: string }>> {
  if (!isUuid(id)) return notFound("Product");
  const result = await db.transaction(async (tx): Promise<WriteResult<{ id: string; name: string }>> => {
    const [before] = await tx.select().from(products).where(eq(products.id, id)).for("update");
    if (!before) return notFound("Product");
    if (confirmName.trim() !== before.name) {
      return {
        ok: false,
        status: 400,
        message: "Type the product's name exactly to confirm the deletion.",
        errors: { confirmName: ["Does not match the product's name"] },
      };
    }
    await tx.delete(products).where(eq(products.id, id));
    await recordAudit(tx, {
      entityType: "product",
      entityId: id,
      action: "delete",
      actor,
      changes: diffFields(auditedFields(before), {}, [...PRODUCT_FIELDS]),
    });
    return { ok: true, value: { id, name: before.name } };
  });
  if (result.ok) forgetSummaries(db);
  return result;
}

/** Names for the brand field's suggestions and the table's brand filter. */
export async function brandNames(db: Db): Promise<string[]> {
  const rows = await db.select({ name: brands.name }).from(brands).orderBy(asc(brands.name));
  return rows.map((row) => row.name);
}
