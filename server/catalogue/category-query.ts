/**
 * Category pages (spec 2.7) in the database: scope, search, brand, the image-rank order with the chosen sort key within a
 * rank, the count and the page are SQL, so a category of 40,000 products costs one page of rows. The scope compares the
 * derived columns top_category and path_subcategory (server/catalogue/derived-facts.ts).
 */
import { and, asc, count, desc, eq, or, sql, type SQL } from "drizzle-orm";
import type { Db } from "~server/db/client";
import { products } from "~server/db/schema";
import { CATEGORY_PAGE_SIZE, type CategoryView, type SortKey } from "~/lib/catalogue/category-scope";
import { PUBLIC_PRODUCT_COLUMNS } from "./products";
import { remember } from "./summary-cache";
import { searchCondition, withSearchPlans } from "./text-search";

const SUMMARY_TTL_MS = 30_000;

/**
 * The exact top-level name (the lower() form is the indexed one); with a subcategory, the product's subcategory or the
 * one its "Cat » Sub" path names. Exact names, not substrings (docs/decisions.md).
 */
function scopeCondition(category: string, subcategory: string | null): SQL {
  const top = and(sql`lower(${products.topCategory}) = lower(${category})`, eq(products.topCategory, category))!;
  if (!subcategory) return top;
  return and(top, or(eq(products.subcategory, subcategory), eq(products.pathSubcategory, subcategory)))!;
}

const SORT_ORDER: Record<SortKey, SQL[]> = {
  name: [asc(products.name)],
  brand: [asc(products.brand), asc(products.name)],
  category: [sql`coalesce(${products.subcategory}, ${products.category})`, asc(products.name)],
};

export async function loadCategoryListing(db: Db, category: string, subcategory: string | null, view: CategoryView) {
  const scope = and(eq(products.isActive, true), scopeCondition(category, subcategory))!;
  const conditions = [scope];
  if (view.search) conditions.push(searchCondition(view.search));
  if (view.brand) conditions.push(sql`lower(${products.brand}) = lower(${view.brand})`);
  const where = and(...conditions);
  const scopeKey = `${category}\u0000${subcategory ?? ""}`;
  const brands = remember(db, `category-brands:${scopeKey}`, SUMMARY_TTL_MS, async () => {
    const rows = await db.selectDistinct({ brand: products.brand }).from(products).where(scope);
    return rows.map((row) => row.brand).sort((a, b) => a.localeCompare(b, "en"));
  });
  const listed = withSearchPlans(db, view.search, async (reader) => {
    const rows = await reader
      .select(PUBLIC_PRODUCT_COLUMNS)
      .from(products)
      .where(where)
      .orderBy(desc(products.imageRank), ...SORT_ORDER[view.sort], asc(products.id))
      .limit(view.page * CATEGORY_PAGE_SIZE);
    // Counts are summaries like the catalogue's (catalogue-query.ts): exact, kept for half a minute.
    const countKey = `category-count:${scopeKey}\u0000${view.search}\u0000${view.brand.toLowerCase()}`;
    const resultCount = await remember(db, countKey, SUMMARY_TTL_MS, () =>
      reader
        .select({ n: count() })
        .from(products)
        .where(where)
        .then(([row]) => row?.n ?? 0),
    );
    return { products: rows, resultCount };
  });
  const [listing, brandNames] = await Promise.all([listed, brands]);
  return { ...listing, brands: brandNames };
}
