/**
 * Writes derived facts (derived-facts.ts) to many rows at once: the start-up recompute of rows stored by an older
 * DERIVED_FACTS_VERSION (migration 0006 leaves every existing row at version 0), and the spreadsheet's batch updates.
 */
import { and, asc, getTableColumns, gt, inArray, lt, sql, type SQL } from "drizzle-orm";
import type { Db } from "~server/db/client";
import { products, tsvectorLiteral } from "~server/db/schema";
import { DERIVED_FACTS_VERSION, deriveProductFacts, FACT_COLUMNS, type ProductFacts } from "./derived-facts";
import { writeSpecificationRows } from "./specification-rows";

const columns = getTableColumns(products);

const SQL_TYPES: Record<(typeof FACT_COLUMNS)[number], string> = {
  topCategory: "text",
  pathSubcategory: "text",
  listedSubcategory: "text",
  imageRank: "smallint",
  solutionsImageRank: "smallint",
  solutionCategory: "text",
  fitsCommercial: "boolean",
  fitsHealthcare: "boolean",
  fitsHospitality: "boolean",
  vacuumSolution: "boolean",
  automationSolution: "boolean",
  floorCareSolution: "boolean",
  chemicalSolution: "boolean",
  searchVector: "tsvector",
  searchName: "text",
  searchTitle: "text",
  searchCode: "text",
  derivedVersion: "smallint",
};

/** The facts as `column = v.column` assignments and the matching json_to_recordset column list (after `id uuid`). */
export function factAssignments(): { assignments: SQL; definitions: string[] } {
  const name = (fact: (typeof FACT_COLUMNS)[number]) => columns[fact].name;
  return {
    assignments: sql.join(
      FACT_COLUMNS.map((fact) => sql`${sql.identifier(name(fact))} = v.${sql.identifier(name(fact))}`),
      sql`, `,
    ),
    definitions: FACT_COLUMNS.map((fact) => `"${name(fact)}" ${SQL_TYPES[fact]}`),
  };
}

/** The facts of one product as json_to_recordset fields, keyed by column name. */
export function factRecord(facts: ProductFacts): Record<string, unknown> {
  return Object.fromEntries(
    FACT_COLUMNS.map((fact) => [
      columns[fact].name,
      fact === "searchVector" ? tsvectorLiteral(facts.searchVector) : facts[fact],
    ]),
  );
}

const BATCH = 1000;

/**
 * Recomputes, `BATCH` rows per statement, every product whose facts an older rule version wrote. Runs when the database
 * opens, before anything reads it; on a current catalogue it is one scan that finds nothing. Several instances
 * starting at once compute the same values, so they need no lock.
 */
export async function recomputeStaleFacts(db: Db): Promise<number> {
  const recomputed = await recomputeFactsWhere(db, lt(products.derivedVersion, DERIVED_FACTS_VERSION));
  // Every row was rewritten: VACUUM marks the pages all-visible again (PGlite has no autovacuum), without which the
  // planner prices the membership indexes' index-only scans as heap reads and walks the whole listing index instead.
  if (recomputed > 0) {
    await db.execute(sql`VACUUM ANALYZE products`);
    await db.execute(sql`VACUUM ANALYZE product_specifications`);
  }
  return recomputed;
}

/** Recomputes the facts of the given products after a write that changed a rule input in SQL (a brand's rename). */
export function recomputeFactsOf(tx: Db, ids: readonly string[]): Promise<number> {
  return ids.length === 0 ? Promise.resolve(0) : recomputeFactsWhere(tx, inArray(products.id, [...ids]));
}

async function recomputeFactsWhere(db: Db, where: SQL): Promise<number> {
  const { assignments, definitions } = factAssignments();
  let after: string | null = null;
  let recomputed = 0;
  for (;;) {
    const rows: Array<{
      id: string;
      name: string;
      brand: string;
      serialNumber: string | null;
      description: string;
      category: string;
      subcategory: string | null;
      features: string[] | null;
      nameAr: string | null;
      descriptionAr: string | null;
      featuresAr: string[] | null;
      imageUrl: string | null;
      specifications: string | null;
      specificationsAr: string | null;
    }> = await db
      .select({
        id: products.id,
        name: products.name,
        brand: products.brand,
        serialNumber: products.serialNumber,
        description: products.description,
        category: products.category,
        subcategory: products.subcategory,
        features: products.features,
        nameAr: products.nameAr,
        descriptionAr: products.descriptionAr,
        featuresAr: products.featuresAr,
        imageUrl: products.imageUrl,
        specifications: products.specifications,
        specificationsAr: products.specificationsAr,
      })
      .from(products)
      .where(after ? and(where, gt(products.id, after)) : where)
      .orderBy(asc(products.id))
      .limit(BATCH);
    if (rows.length === 0) break;
    const records = rows.map((row) => ({ id: row.id, ...factRecord(deriveProductFacts(row)) }));
    await db.execute(
      sql`update products set ${assignments} from json_to_recordset(${JSON.stringify(records)}::json) as v(${sql.raw(["id uuid", ...definitions].join(", "))}) where products.id = v.id`,
    );
    // The specification rows are derived with the facts (facts version 5), so a rule change rewrites them too.
    await writeSpecificationRows(
      db,
      rows.map((row) => ({
        productId: row.id,
        specifications: row.specifications,
        specificationsAr: row.specificationsAr,
      })),
    );
    recomputed += rows.length;
    after = rows[rows.length - 1]!.id;
    if (rows.length < BATCH) break;
  }
  return recomputed;
}
