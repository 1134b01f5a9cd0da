/** Catalogue reads shared by loaders and the JSON API: only active rows are public. */
import { and, asc, eq } from "drizzle-orm";
import type { Db } from "../../../server/db/client";
import { brands, products } from "../../../server/db/schema";

export const PUBLIC_PRODUCT_COLUMNS = {
  id: products.id,
  name: products.name,
  brand: products.brand,
  category: products.category,
  subcategory: products.subcategory,
  description: products.description,
  features: products.features,
  specifications: products.specifications,
  imageUrl: products.imageUrl,
};

export function listActiveProducts(db: Db) {
  return db.select(PUBLIC_PRODUCT_COLUMNS).from(products).where(eq(products.isActive, true)).orderBy(asc(products.name), asc(products.id));
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export async function findActiveProduct(db: Db, id: string) {
  if (!UUID.test(id)) return undefined;
  const [row] = await db
    .select(PUBLIC_PRODUCT_COLUMNS)
    .from(products)
    .where(and(eq(products.id, id), eq(products.isActive, true)))
    .limit(1);
  return row;
}

export function listActiveBrands(db: Db) {
  return db
    .select({ id: brands.id, name: brands.name, logoUrl: brands.logoUrl, description: brands.description, website: brands.website })
    .from(brands)
    .where(eq(brands.isActive, true))
    .orderBy(asc(brands.name));
}

export type PublicProduct = Awaited<ReturnType<typeof listActiveProducts>>[number];
export type PublicBrand = Awaited<ReturnType<typeof listActiveBrands>>[number];

/** Spec 2.6: the "About {brand}" block shows only for a brand whose name equals the product's brand exactly. */
export async function findActiveBrandByName(db: Db, name: string) {
  const [row] = await db
    .select({ id: brands.id, name: brands.name, logoUrl: brands.logoUrl, description: brands.description, website: brands.website })
    .from(brands)
    .where(and(eq(brands.name, name), eq(brands.isActive, true)))
    .limit(1);
  return row;
}

/** For sitemap.xml: ids of active products with their creation date. */
export function listActiveProductIds(db: Db) {
  return db.select({ id: products.id, createdAt: products.createdAt }).from(products).where(eq(products.isActive, true)).orderBy(asc(products.name));
}
