/** Brand management for the back office: names unique in any case, renames carried to products in the same transaction. */
import { and, asc, count, eq, ilike, ne, sql, type SQL } from "drizzle-orm";
import type { Db } from "~server/db/client";
import { auditLog, brands, products, type Brand } from "~server/db/schema";
import { diffFields, recordAudit } from "~server/audit/audit-log";
import { filledFields } from "./created-fields";
import type { SignedInStaff } from "~server/auth/sessions";
import { forgetSummaries } from "~server/catalogue/summary-cache";
import { recomputeFactsOf } from "~server/catalogue/recompute-derived-facts";
import { ADMIN_PAGE_SIZE, type StatusFilter } from "~/lib/admin/product-list-query";
import type { BrandInput, BrandUpdate } from "~/lib/admin/brand-schema";
import { arabicAfterSave } from "~/lib/admin/product-fields";
import { unchangedSince } from "./concurrency";
import { isUuid, notFound, stale, type WriteRefusal, type WriteResult } from "./write-result";

type Actor = Pick<SignedInStaff, "id" | "email">;
type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

const AUDIT_BATCH = 1000;

export const BRAND_FIELDS = ["name", "logoUrl", "description", "website", "isActive", "descriptionAr"] as const;

const sameName = (name: string) => sql`lower(${products.brand}) = lower(${name})`;

export async function listBrands(db: Db, query: { q: string; status: StatusFilter; page: number }) {
  const conditions: SQL[] = [];
  if (query.q) conditions.push(ilike(brands.name, `%${query.q.replace(/[\\%_]/g, (char) => `\\${char}`)}%`));
  if (query.status !== "all") conditions.push(eq(brands.isActive, query.status === "active"));
  const where = conditions.length > 0 ? and(...conditions) : undefined;
  // Spelled out: inside the subquery an unqualified "name" would be the product's name.
  const productCount = sql<number>`(select count(*)::int from products p where lower(p.brand) = lower(brands.name))`;
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: brands.id,
        name: brands.name,
        logoUrl: brands.logoUrl,
        website: brands.website,
        isActive: brands.isActive,
        productCount,
      })
      .from(brands)
      .where(where)
      .orderBy(asc(brands.name), asc(brands.id))
      .limit(ADMIN_PAGE_SIZE)
      .offset((query.page - 1) * ADMIN_PAGE_SIZE),
    db.select({ n: count() }).from(brands).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

export async function getBrand(db: Db, id: string): Promise<Brand | undefined> {
  if (!isUuid(id)) return undefined;
  const [row] = await db.select().from(brands).where(eq(brands.id, id)).limit(1);
  return row;
}

export async function countProductsOfBrand(db: Pick<Db, "select">, name: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(products).where(sameName(name));
  return row?.n ?? 0;
}

/** Brand writes take one lock, so two staff cannot create "Nordvac" and "NORDVAC" at the same moment. */
async function lockBrands(tx: Tx): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('catalogue-admin:brands'))`);
}

async function nameTaken(tx: Tx, name: string, exceptId?: string): Promise<WriteRefusal | null> {
  const conditions = [sql`lower(${brands.name}) = lower(${name})`, ...(exceptId ? [ne(brands.id, exceptId)] : [])];
  const [clash] = await tx
    .select({ name: brands.name })
    .from(brands)
    .where(and(...conditions))
    .limit(1);
  if (!clash) return null;
  const message = `A brand named "${clash.name}" already exists. Brand names must be unique, whatever their capitals.`;
  return { ok: false, status: 409, message, errors: { name: [message] } };
}

/** `before`: the stored row of an update, whose Arabic description an input without one keeps. */
function columnsOf(input: BrandInput, before?: Brand) {
  return {
    name: input.name,
    logoUrl: input.logoUrl ?? null,
    description: input.description ?? null,
    website: input.website ?? null,
    descriptionAr: arabicAfterSave(input.descriptionAr, before?.descriptionAr),
  };
}

function auditedFields(row: Brand): Record<string, unknown> {
  return Object.fromEntries(BRAND_FIELDS.map((field) => [field, row[field]]));
}

export async function createBrand(db: Db, actor: Actor, input: BrandInput): Promise<WriteResult<Brand>> {
  const result = await db.transaction(async (tx): Promise<WriteResult<Brand>> => {
    await lockBrands(tx);
    const taken = await nameTaken(tx, input.name);
    if (taken) return taken;
    const [row] = await tx
      .insert(brands)
      .values({ ...columnsOf(input), isActive: input.isActive ?? true })
      .returning();
    await recordAudit(tx, {
      entityType: "brand",
      entityId: row!.id,
      action: "create",
      actor,
      changes: filledFields(auditedFields(row!)),
    });
    return { ok: true, value: row! };
  });
  if (result.ok) forgetSummaries(db);
  return result;
}

/**
 * Saves the brand; on a rename with `renameProducts`, every product carrying the old name gets the new one, each with its
 * own audit row, all in the brand's transaction (so either everything is renamed or nothing is).
 */
export async function updateBrand(
  db: Db,
  actor: Actor,
  id: string,
  input: BrandUpdate,
): Promise<WriteResult<{ brand: Brand; renamedProducts: number }>> {
  if (!isUuid(id)) return notFound("Brand");
  const result = await db.transaction(async (tx): Promise<WriteResult<{ brand: Brand; renamedProducts: number }>> => {
    await lockBrands(tx);
    const [before] = await tx.select().from(brands).where(eq(brands.id, id)).for("update");
    if (!before) return notFound("Brand");
    const taken = await nameTaken(tx, input.name, id);
    if (taken) return taken;
    const values = { ...columnsOf(input, before), isActive: input.isActive ?? before.isActive };
    const [row] = await tx
      .update(brands)
      .set({ ...values, updatedAt: new Date() })
      .where(and(eq(brands.id, id), unchangedSince(brands.updatedAt, input.expectedUpdatedAt)))
      .returning();
    if (!row) return stale();
    const changes = diffFields(auditedFields(before), values, [...BRAND_FIELDS]);
    const renamed =
      before.name !== input.name && input.renameProducts
        ? await renameOnProducts(tx, actor, before.name, input.name)
        : 0;
    if (renamed > 0) changes.productsRenamed = [null, renamed];
    if (Object.keys(changes).length > 0)
      await recordAudit(tx, { entityType: "brand", entityId: id, action: "update", actor, changes });
    return { ok: true, value: { brand: row, renamedProducts: renamed } };
  });
  if (result.ok) forgetSummaries(db);
  return result;
}

async function renameOnProducts(tx: Tx, actor: Actor, from: string, to: string): Promise<number> {
  const renamed = await tx
    .update(products)
    .set({ brand: to, updatedAt: new Date() })
    .where(sameName(from))
    .returning({ id: products.id, brand: products.brand });
  if (renamed.length === 0) return 0;
  // The brand is one of the searched words: the renamed products' search columns follow.
  await recomputeFactsOf(
    tx as unknown as Db,
    renamed.map((product) => product.id),
  );
  const changes = { brand: [from, to] as [unknown, unknown] };
  const rows = renamed.map((product) => ({
    entityType: "product",
    entityId: product.id,
    action: "update",
    actorId: actor.id,
    actorEmail: actor.email,
    changes,
  }));
  // In batches: one statement may carry at most 65,535 parameters.
  for (let start = 0; start < rows.length; start += AUDIT_BATCH)
    await tx.insert(auditLog).values(rows.slice(start, start + AUDIT_BATCH));
  return renamed.length;
}

export async function setBrandActive(db: Db, actor: Actor, id: string, isActive: boolean): Promise<WriteResult<Brand>> {
  if (!isUuid(id)) return notFound("Brand");
  const result = await db.transaction(async (tx): Promise<WriteResult<Brand>> => {
    const [before] = await tx.select().from(brands).where(eq(brands.id, id)).for("update");
    if (!before) return notFound("Brand");
    if (before.isActive === isActive) return { ok: true, value: before };
    const [row] = await tx.update(brands).set({ isActive, updatedAt: new Date() }).where(eq(brands.id, id)).returning();
    await recordAudit(tx, {
      entityType: "brand",
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

/** Hard delete after the typed name; products keep their brand text (they are edited or renamed separately). */
export async function deleteBrand(
  db: Db,
  actor: Actor,
  id: string,
  confirmName: string,
): Promise<WriteResult<{ id: string; name: string }>> {
  if (!isUuid(id)) return notFound("Brand");
  const result = await db.transaction(async (tx): Promise<WriteResult<{ id: string; name: string }>> => {
    const [before] = await tx.select().from(brands).where(eq(brands.id, id)).for("update");
    if (!before) return notFound("Brand");
    if (confirmName.trim() !== before.name) {
      return {
        ok: false,
        status: 400,
        message: "Type the brand's name exactly to confirm the deletion.",
        errors: { confirmName: ["Does not match the brand's name"] },
      };
    }
    await tx.delete(brands).where(eq(brands.id, id));
    await recordAudit(tx, {
      entityType: "brand",
      entityId: id,
      action: "delete",
      actor,
      changes: diffFields(auditedFields(before), {}, [...BRAND_FIELDS]),
    });
    return { ok: true, value: { id, name: before.name } };
  });
  if (result.ok) forgetSummaries(db);
  return result;
}
