/** Reads the catalogue for export (in batches, name order) and for planning (every product, the fields that are compared). */
import { and, asc, eq, gt, or, sql } from "drizzle-orm";
import type { Db } from "~server/db/client";
import { brands, products } from "~server/db/schema";
import { PUBLIC_PRODUCT_COLUMNS } from "~server/catalogue/products";
import type { ExistingProduct } from "./product-values";

/** The public columns plus the ones only staff see and the Arabic edition: every field an import compares. */
const columns = {
  ...PUBLIC_PRODUCT_COLUMNS,
  productUrl: products.productUrl,
  serialNumber: products.serialNumber,
  price: products.price,
  isActive: products.isActive,
  nameAr: products.nameAr,
  descriptionAr: products.descriptionAr,
  featuresAr: products.featuresAr,
  specificationsAr: products.specificationsAr,
};

type Reader = Pick<Db, "select">;

/** Every product, active and inactive, in name order, `batchSize` at a time (keyset paging on the name/id index). */
export async function* catalogueBatches(db: Reader, batchSize = 1000): AsyncGenerator<ExistingProduct[]> {
  let after: { name: string; id: string } | null = null;
  for (;;) {
    const batch: ExistingProduct[] = await db
      .select(columns)
      .from(products)
      .where(
        after
          ? or(gt(products.name, after.name), and(eq(products.name, after.name), gt(products.id, after.id)))
          : undefined,
      )
      .orderBy(asc(products.name), asc(products.id))
      .limit(batchSize);
    if (batch.length === 0) return;
    yield batch;
    const last = batch[batch.length - 1]!;
    after = { name: last.name, id: last.id };
    if (batch.length < batchSize) return;
  }
}

export async function loadCatalogueForPlanning(
  db: Reader,
): Promise<{ existing: ExistingProduct[]; brandNames: string[] }> {
  const existing = await db.select(columns).from(products);
  const brandRows = await db.select({ name: brands.name }).from(brands);
  return { existing, brandNames: brandRows.map((row) => row.name) };
}

export const productCount = (db: Reader) => db.select({ total: sql<number>`count(*)::int` }).from(products);
