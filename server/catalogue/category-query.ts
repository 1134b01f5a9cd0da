/**
 * Category pages (spec 2.7) in the database: scope, search, brand, the image-rank order with the chosen sort key within a
 * rank, the count and the page are SQL, so a category of 40,000 products costs one page of rows. The scope compares the
 * derived columns top_category and path_subcategory (server/catalogue/derived-facts.ts).
 */
import { and, asc, desc, eq, or, sql, type SQL } from "drizzle-orm";
import type { Db } from "~server/db/client";
import { products } from "~server/db/schema";
import { CATEGORY_PAGE_SIZE, type CategoryView, type SortKey } from "~/lib/catalogue/category-scope";
import { PUBLIC_PRODUCT_COLUMNS } from "./products";
import { remember } from "./summary-cache";
import { withSearchPlans } from "~server/search/search-plans";
import { prepareSearch } from "~server/search/search-query";

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
  const search = view.search ? await prepareSearch(db, view.search) : null;
  const inScope = search ? and(scope, search.match)! : scope;
  const where = view.brand ? and(inScope, sql`lower(${products.brand}) = lower(${view.brand})`) : inScope;
  const scopeKey = `${category}\u0000${subcategory ?? ""}`;
  const brands = remember(db, `category-brands:${scopeKey}`, SUMMARY_TTL_MS, async () => {
    const rows = await db.selectDistinct({ brand: products.brand }).from(products).where(scope);
    return rows.map((row) => row.brand).sort((a, b) => a.localeCompare(b, "en"));
  });
  const order = [desc(products.imageRank), ...SORT_ORDER[view.sort], asc(products.id)];
  const read = async (reader: Db) => {
    const rows = await reader
      .select(PUBLIC_PRODUCT_COLUMNS)
      .from(products)
      .where(where)
      .orderBy(...(search ? [search.tier, ...order] : order))
      .limit(view.page * CATEGORY_PAGE_SIZE);
    // Counts per brand in the scope and text (the brand facet), kept like the catalogue's summaries: exact, for 30 s.
    const countsKey = `category-brand-counts:${scopeKey}\u0000${search ? search.words.join(" ") : ""}`;
    const brandCounts = await remember(db, countsKey, SUMMARY_TTL_MS, () =>
      reader
        .select({ brand: products.brand, count: sql<number>`count(*)::int` })
        .from(products)
        .where(inScope)
        .groupBy(products.brand),
    );
    const resultCount = brandCounts
      .filter((row) => !view.brand || row.brand.toLowerCase() === view.brand.toLowerCase())
      .reduce((sum, row) => sum + row.count, 0);
    return { products: rows, resultCount, brandCounts };
  };
  const listed = search ? withSearchPlans(db, read) : read(db);
  const [listing, brandNames] = await Promise.all([listed, brands]);
  return { ...listing, brands: brandNames, corrections: search?.corrections ?? [] };
}
