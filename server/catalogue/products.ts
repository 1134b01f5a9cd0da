/** Catalogue reads shared by loaders and the JSON API: only active rows are public. */
import { and, asc, eq, sql } from "drizzle-orm";
import type { Db } from "~server/db/client";
import { brands, products } from "~server/db/schema";
import type { PlacedSpecification } from "~/lib/catalogue/specification-table";
import { placedSpecifications, placedSpecificationsColumn } from "./product-specifications";

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
  serialNumber: products.serialNumber,
  nameAr: products.nameAr,
  descriptionAr: products.descriptionAr,
  featuresAr: products.featuresAr,
  specificationsAr: products.specificationsAr,
};

export function listActiveProducts(db: Db) {
  return db
    .select(PUBLIC_PRODUCT_COLUMNS)
    .from(products)
    .where(eq(products.isActive, true))
    .orderBy(asc(products.name), asc(products.id));
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

/** What a quote request prefills from the product (spec 2.6): its names and the category facts stored with it. */
export async function findQuoteProduct(db: Db, id: string) {
  if (!UUID.test(id)) return undefined;
  const [row] = await db
    .select({
      name: products.name,
      nameAr: products.nameAr,
      brand: products.brand,
      category: products.category,
      subcategory: products.subcategory,
      topCategory: products.topCategory,
      solutionCategory: products.solutionCategory,
    })
    .from(products)
    .where(and(eq(products.id, id), eq(products.isActive, true)))
    .limit(1);
  return row;
}

export function listActiveBrands(db: Db) {
  return db
    .select({
      id: brands.id,
      name: brands.name,
      logoUrl: brands.logoUrl,
      description: brands.description,
      descriptionAr: brands.descriptionAr,
      website: brands.website,
    })
    .from(brands)
    .where(eq(brands.isActive, true))
    .orderBy(asc(brands.name));
}

export type PublicProduct = Awaited<ReturnType<typeof listActiveProducts>>[number];
export type PublicBrand = Awaited<ReturnType<typeof listActiveBrands>>[number];

const productPages = new WeakMap<Db, ReturnType<typeof prepareProductPage>>();

/**
 * The product page's data in one prepared statement: the product and, joined, the brand whose name equals its brand
 * (spec 2.6) and its specification rows (issue 19). Two queries built per request cost more than the page's database
 * work: drizzle assembled both SQL texts every time and each PGlite round trip has its own overhead; prepared, the text
 * is built once per database.
 */
function prepareProductPage(db: Db) {
  return db
    .select({
      product: PUBLIC_PRODUCT_COLUMNS,
      brand: {
        id: brands.id,
        name: brands.name,
        logoUrl: brands.logoUrl,
        description: brands.description,
        descriptionAr: brands.descriptionAr,
        website: brands.website,
      },
      // Issue 19: the specification rows with their labels' groups, in the same round trip.
      specifications: placedSpecificationsColumn,
    })
    .from(products)
    .leftJoin(brands, and(eq(brands.name, products.brand), eq(brands.isActive, true)))
    .where(and(eq(products.id, sql.placeholder("id")), eq(products.isActive, true)))
    .orderBy(asc(brands.createdAt), asc(brands.id))
    .limit(1)
    .prepare("product_page");
}

export async function findProductPage(
  db: Db,
  id: string,
): Promise<{ product: PublicProduct; brand: PublicBrand | null; specifications: PlacedSpecification[] } | undefined> {
  if (!UUID.test(id)) return undefined;
  let prepared = productPages.get(db);
  if (!prepared) productPages.set(db, (prepared = prepareProductPage(db)));
  const [row] = await prepared.execute({ id });
  return row && { product: row.product, brand: row.brand, specifications: placedSpecifications(row.specifications) };
}

/** For sitemap.xml: ids of active products with their last change, in a stable order so the files can be paged. */
export function listActiveProductIds(db: Db, page?: { limit: number; offset: number }) {
  const query = db
    .select({ id: products.id, updatedAt: products.updatedAt })
    .from(products)
    .where(eq(products.isActive, true))
    .orderBy(asc(products.id));
  return page ? query.limit(page.limit).offset(page.offset) : query;
}
