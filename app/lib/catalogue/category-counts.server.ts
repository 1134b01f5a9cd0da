/** Live product counts per top-level category (spec 3.4 names, counted in the database so they stay true). */
import { count, eq, sql } from "drizzle-orm";
import type { Db } from "../../../server/db/client";
import { products } from "../../../server/db/schema";

const topLevel = sql<string>`trim(regexp_replace(${products.category}, '\\s*(»|>>).*$', ''))`;

export async function countProductsByCategory(db: Db): Promise<Record<string, number>> {
  const rows = await db.select({ category: topLevel, n: count() }).from(products).where(eq(products.isActive, true)).groupBy(topLevel);
  return Object.fromEntries(rows.map((row) => [row.category, row.n]));
}
