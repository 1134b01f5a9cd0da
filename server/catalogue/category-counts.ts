/** Live product counts per top-level category (spec 3.4 names, counted in the database so they stay true). */
import { count, eq } from "drizzle-orm";
import type { Db } from "~server/db/client";
import { products } from "~server/db/schema";
import { remember } from "./summary-cache";

export function countProductsByCategory(db: Db): Promise<Record<string, number>> {
  return remember(db, "category-counts", 30_000, async () => {
    const rows = await db
      .select({ category: products.topCategory, n: count() })
      .from(products)
      .where(eq(products.isActive, true))
      .groupBy(products.topCategory);
    return Object.fromEntries(rows.map((row) => [row.category ?? "", row.n]));
  });
}
