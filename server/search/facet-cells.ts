/** The facet cells of a set of matches (search-types.ts FacetCell): one aggregate gives every count of a page. */
import { sql, type SQL } from "drizzle-orm";
import type { Db } from "~server/db/client";
import { products } from "~server/db/schema";
import type { FacetCell } from "~/lib/search/search-types";

/** Grouped by the facets' values and, with a search, its relevance tier (positions: the tier is an expression). */
export async function cellsWhere(reader: Db, where: SQL | undefined, tier?: SQL): Promise<FacetCell[]> {
  const rows = await reader
    .select({
      topCategory: products.topCategory,
      solutionCategory: products.solutionCategory,
      listedSubcategory: products.listedSubcategory,
      brand: products.brand,
      tier: tier ? sql<number>`${tier}::int` : sql<number>`4`,
      count: sql<number>`count(*)::int`,
    })
    .from(products)
    .where(where)
    .groupBy(sql`1, 2, 3, 4, 5`);
  return rows.map((row) => (tier ? row : { ...row, tier: undefined }));
}
