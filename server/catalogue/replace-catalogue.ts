/** Loads a catalogue file into the database, replacing products and brands in one transaction. Used by the first-start seed and by `catalogue:import`. */
import fs from "node:fs/promises";
import path from "node:path";
import { count, sql } from "drizzle-orm";
import type { Db } from "~server/db/client";
import { brands, products } from "~server/db/schema";
import { readCatalogueFile, type CatalogueFile } from "./catalogue-file";
import { withDerivedFacts } from "./derived-facts";
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
      await tx.insert(products).values(catalogue.products.slice(start, start + INSERT_BATCH).map(withDerivedFacts));
    }
  });
  await db.execute(sql`ANALYZE products`);
  forgetSummaries(db);
  return { products: catalogue.products.length, brands: catalogue.brands.length };
}

/** First start: an empty database gets the demo catalogue, and the storage folder gets the demo's stored images. */
export async function seedDemoCatalogueIfEmpty(db: Db, dataDir: string): Promise<boolean> {
  await copyStorageSeed(dataDir);
  const [row] = await db.select({ n: count() }).from(products);
  if ((row?.n ?? 0) > 0) return false;
  await replaceCatalogue(db, await readCatalogueFile(DEMO_CATALOGUE_FILE));
  return true;
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
