/** Loads a catalogue file into the database, replacing products and brands in one transaction. Used by the first-start seed and by `catalogue:import`. */
import fs from "node:fs/promises";
import path from "node:path";
import { count, sql } from "drizzle-orm";
import type { Db } from "~server/db/client";
import { auditLog, brands, products } from "~server/db/schema";
import { readCatalogueFile, type CatalogueFile } from "./catalogue-file";
import { withDerivedFacts } from "./derived-facts";
import { recomputeFactsOf } from "./recompute-derived-facts";
import { writeSpecificationRows } from "./specification-rows";
import { forgetSummaries } from "./summary-cache";

export const DEMO_CATALOGUE_FILE = path.resolve("data/demo-catalogue.json");
const STORAGE_SEED_DIR = path.resolve("data/storage-seed");
const INSERT_BATCH = 500;

export async function replaceCatalogue(
  db: Db,
  catalogue: CatalogueFile,
): Promise<{ products: number; brands: number }> {
  await db.transaction(async (tx) => {
    await tx.delete(products);
    await tx.delete(brands);
    if (catalogue.brands.length > 0) await tx.insert(brands).values(catalogue.brands);
    for (let start = 0; start < catalogue.products.length; start += INSERT_BATCH) {
      const inserted = await tx
        .insert(products)
        .values(catalogue.products.slice(start, start + INSERT_BATCH).map(withDerivedFacts))
        .returning({
          productId: products.id,
          specifications: products.specifications,
          specificationsAr: products.specificationsAr,
        });
      await writeSpecificationRows(tx, inserted, { fresh: true });
    }
  });
  // VACUUM as well as ANALYZE: it marks the new pages all-visible, which index-only scans need to skip the rows (the
  // range filters' listing, decision 156). PGlite runs no autovacuum, so without it every page of a replaced catalogue
  // stays a heap fetch; PostgreSQL's autovacuum would get there, later.
  await db.execute(sql`VACUUM (ANALYZE) products`);
  await db.execute(sql`VACUUM (ANALYZE) product_specifications`);
  forgetSummaries(db);
  return { products: catalogue.products.length, brands: catalogue.brands.length };
}

/**
 * First start: an empty database gets the demo catalogue, and the storage folder gets the demo's stored images. A
 * database seeded before the Arabic edition gets the demo's Arabic texts where that is safe (fillDemoArabic).
 */
export async function seedDemoCatalogueIfEmpty(db: Db, dataDir: string): Promise<boolean> {
  await copyStorageSeed(dataDir);
  const [row] = await db.select({ n: count() }).from(products);
  const demo = await readCatalogueFile(DEMO_CATALOGUE_FILE);
  if ((row?.n ?? 0) > 0) {
    const filled = await fillDemoArabic(db, demo);
    if (filled.products + filled.brands > 0)
      console.log(
        `Added the demo catalogue's Arabic to ${filled.products} untouched demo products and ${filled.brands} brands.`,
      );
    return false;
  }
  await replaceCatalogue(db, demo);
  return true;
}

/**
 * Issue 18, decision 145: a catalogue seeded from the demo file before the Arabic edition gets the demo's Arabic, but
 * only on rows that are still the demo's: a product with the demo's name, brand, description and features, no Arabic at
 * all and no history (staff never created, edited or imported it), and a brand with the demo's name and description and
 * no Arabic description. Anything staff touched is left alone, so an Arabic text staff removed is not brought back. Each
 * filled product gets a history line and its derived facts (the search reads the Arabic); on an up-to-date catalogue
 * nothing matches and nothing is written.
 *
 * The Arabic specifications are the translation of the demo's English ones line for line, so they are filled only where
 * the product still has exactly those; a catalogue seeded before issue 19 rewrote the demo's specifications keeps its
 * English ones (staff's data now), which the Arabic pages show as English text (decision 134).
 */
export async function fillDemoArabic(db: Db, demo: CatalogueFile): Promise<{ products: number; brands: number }> {
  const productRows = demo.products
    .filter((product) => product.nameAr)
    .map((product) => ({
      name: product.name,
      brand: product.brand,
      description: product.description,
      features: product.features ?? null,
      specifications: product.specifications ?? null,
      name_ar: product.nameAr,
      description_ar: product.descriptionAr,
      features_ar: product.featuresAr,
      specifications_ar: product.specificationsAr,
    }));
  const brandRows = demo.brands
    .filter((brand) => brand.descriptionAr)
    .map((brand) => ({
      name: brand.name,
      description: brand.description ?? null,
      description_ar: brand.descriptionAr,
    }));
  return db.transaction(async (tx) => {
    const filled = (await tx.execute(sql`
      update products p
      set name_ar = v.name_ar, description_ar = v.description_ar, features_ar = v.features_ar,
          specifications_ar = case when p.specifications is not distinct from v.specifications
                                   then v.specifications_ar end,
          updated_at = now()
      from json_to_recordset(${JSON.stringify(productRows)}::json) as v(
        name text, brand text, description text, features text[], specifications text,
        name_ar text, description_ar text, features_ar text[], specifications_ar text)
      where p.name = v.name and p.brand = v.brand and p.description = v.description
        and p.features is not distinct from v.features
        and p.name_ar is null and p.description_ar is null and p.features_ar is null and p.specifications_ar is null
        and not exists (select 1 from audit_log a where a.entity_type = 'product' and a.entity_id = p.id)
      returning p.id, p.name_ar, p.description_ar, p.features_ar, p.specifications_ar`)) as unknown as {
      rows: Array<{
        id: string;
        name_ar: string;
        description_ar: string | null;
        features_ar: string[] | null;
        specifications_ar: string | null;
      }>;
    };
    const brandsFilled = (await tx.execute(sql`
      update brands b set description_ar = v.description_ar, updated_at = now()
      from json_to_recordset(${JSON.stringify(brandRows)}::json) as v(name text, description text, description_ar text)
      where b.name = v.name and b.description is not distinct from v.description and b.description_ar is null
      returning b.id`)) as unknown as { rows: Array<{ id: string }> };
    const ids = filled.rows.map((row) => row.id);
    if (ids.length > 0) {
      await recomputeFactsOf(tx as unknown as Db, ids);
      for (let start = 0; start < filled.rows.length; start += INSERT_BATCH)
        await tx.insert(auditLog).values(
          filled.rows.slice(start, start + INSERT_BATCH).map((row) => ({
            entityType: "product",
            entityId: row.id,
            action: "update",
            actorEmail: "start-up (the demo catalogue's Arabic)",
            changes: {
              nameAr: [null, row.name_ar],
              descriptionAr: [null, row.description_ar],
              featuresAr: [null, row.features_ar],
              ...(row.specifications_ar === null ? {} : { specificationsAr: [null, row.specifications_ar] }),
            } as Record<string, [unknown, unknown]>,
          })),
        );
      forgetSummaries(db);
    }
    return { products: ids.length, brands: brandsFilled.rows.length };
  });
}

async function copyStorageSeed(dataDir: string): Promise<void> {
  const target = path.join(dataDir, "storage");
  await fs.mkdir(target, { recursive: true });
  try {
    await fs.cp(STORAGE_SEED_DIR, target, { recursive: true, force: false, errorOnExist: false });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
  }
}
