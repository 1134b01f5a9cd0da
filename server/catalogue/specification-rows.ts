/**
 * A product's specification rows (issue 19, decision 151), derived from its `specifications` and `specifications_ar`
 * texts by app/lib/catalogue/specifications.ts and written on every write path: the back office's forms and API
 * (product-admin.ts), spreadsheet imports (apply-import.ts), catalogue replacement and the seed (replace-catalogue.ts),
 * and the start-up recompute of rows of an older rule version (recompute-derived-facts.ts), so they are never out of
 * step with the text.
 */
import { asc, inArray, sql } from "drizzle-orm";
import type { Db } from "~server/db/client";
import { products, productSpecifications, type ProductSpecification } from "~server/db/schema";
import { specificationRows } from "~/lib/catalogue/specifications";

export interface SpecificationTexts {
  productId: string;
  specifications: string | null;
  specificationsAr: string | null;
}

type Executor = Pick<Db, "execute" | "select" | "delete">;

/** Products per statement: each has a handful of rows, and json_to_recordset takes one parameter. */
const BATCH = 1000;

/** The stored rows of one product's texts, as json_to_recordset records keyed by column name. */
function recordsOf({ productId, specifications, specificationsAr }: SpecificationTexts) {
  return specificationRows(specifications, specificationsAr).map((row) => ({
    product_id: productId,
    position: row.position,
    key: row.key,
    label: row.en?.label ?? null,
    value: row.en?.value ?? null,
    unit: row.en?.unit ?? null,
    label_ar: row.ar?.label ?? null,
    value_ar: row.ar?.value ?? null,
    unit_ar: row.ar?.unit ?? null,
    numeric_value: row.number,
    unit_code: row.unitCode,
  }));
}

/**
 * Replaces the rows of the given products with the rows of their texts. `fresh`: the products were just inserted and
 * have no rows yet (a catalogue replacement), so nothing is deleted first.
 */
export async function writeSpecificationRows(
  executor: Executor,
  texts: readonly SpecificationTexts[],
  options: { fresh?: boolean } = {},
): Promise<void> {
  for (let start = 0; start < texts.length; start += BATCH) {
    const batch = texts.slice(start, start + BATCH);
    if (!options.fresh)
      await executor.delete(productSpecifications).where(
        inArray(
          productSpecifications.productId,
          batch.map((text) => text.productId),
        ),
      );
    const records = batch.flatMap(recordsOf);
    if (records.length === 0) continue;
    await executor.execute(sql`
      insert into product_specifications
        (product_id, position, key, label, value, unit, label_ar, value_ar, unit_ar, numeric_value, unit_code)
      select product_id, position, key, label, value, unit, label_ar, value_ar, unit_ar, numeric_value, unit_code
      from json_to_recordset(${JSON.stringify(records)}::json) as v(
        product_id uuid, position smallint, key text, label text, value text, unit text, label_ar text,
        value_ar text, unit_ar text, numeric_value double precision, unit_code text)`);
  }
}

/** Reads the products' stored texts and writes their rows: for writers that changed the texts in SQL. */
export async function syncSpecificationRows(executor: Executor, ids: readonly string[]): Promise<void> {
  for (let start = 0; start < ids.length; start += BATCH) {
    const texts = await executor
      .select({
        productId: products.id,
        specifications: products.specifications,
        specificationsAr: products.specificationsAr,
      })
      .from(products)
      .where(inArray(products.id, ids.slice(start, start + BATCH)));
    await writeSpecificationRows(executor, texts);
  }
}

/** The rows of the given products, each product's in the order of its lines. */
export async function readSpecificationRows(
  db: Pick<Db, "select">,
  productIds: readonly string[],
): Promise<Map<string, ProductSpecification[]>> {
  const byProduct = new Map<string, ProductSpecification[]>(productIds.map((id) => [id, []]));
  if (productIds.length === 0) return byProduct;
  const rows = await db
    .select()
    .from(productSpecifications)
    .where(inArray(productSpecifications.productId, [...productIds]))
    .orderBy(asc(productSpecifications.productId), asc(productSpecifications.position));
  for (const row of rows) byProduct.get(row.productId)?.push(row);
  return byProduct;
}
