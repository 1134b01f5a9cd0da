/**
 * Category pages (spec 2.7) in the database: scope, search, brand, the image-rank order with the chosen sort key within a
 * rank, the count and the page are SQL, so a category of 40,000 products costs one page of rows. The scope compares the
 * derived columns top_category and path_subcategory (server/catalogue/derived-facts.ts).
 */
import { and, asc, desc, eq, inArray, lte, or, sql, type SQL } from "drizzle-orm";
import type { Db } from "~server/db/client";
import { products } from "~server/db/schema";
import { CATEGORY_PAGE_SIZE, type CategoryView, type SortKey } from "~/lib/catalogue/category-scope";
import { PUBLIC_PRODUCT_COLUMNS } from "./products";
import { remember } from "./summary-cache";
import { withSearchPlans } from "~server/search/search-plans";
import { prepareSearch } from "~server/search/search-query";
import { countsByTier, rankedListing } from "~server/search/ranked-listing";
import type { RangeFilter } from "~/lib/catalogue/range-filters";
import { rangesCondition, rangesKey, scopeRangeFilters } from "./category-ranges";

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

const scopeKeyOf = (category: string, subcategory: string | null) => `${category}\u0000${subcategory ?? ""}`;

/** The range filters a scope's active products offer (decision 156), kept for 30 s like every summary. */
export function loadCategoryRanges(db: Db, category: string, subcategory: string | null): Promise<RangeFilter[]> {
  return remember(db, `category-ranges:${scopeKeyOf(category, subcategory)}`, SUMMARY_TTL_MS, () =>
    scopeRangeFilters(db, and(eq(products.isActive, true), scopeCondition(category, subcategory))!),
  );
}

/** `rangeFilters`: the scope's offered filters (loadCategoryRanges), which `view.ranges` chooses from. */
export async function loadCategoryListing(
  db: Db,
  category: string,
  subcategory: string | null,
  view: CategoryView,
  rangeFilters: readonly RangeFilter[] = [],
) {
  const scope = and(eq(products.isActive, true), scopeCondition(category, subcategory))!;
  const search = view.search ? await prepareSearch(db, view.search) : null;
  // Ranges narrow the scope like the text does: the count, the brand counts and the page.
  const inScope = and(scope, search?.match, rangesCondition(rangeFilters, view.ranges))!;
  const brandFilter = view.brand ? sql`lower(${products.brand}) = lower(${view.brand})` : undefined;
  const where = and(inScope, brandFilter);
  const scopeKey = scopeKeyOf(category, subcategory);
  const brands = remember(db, `category-brands:${scopeKey}`, SUMMARY_TTL_MS, async () => {
    const rows = await db.selectDistinct({ brand: products.brand }).from(products).where(scope);
    return rows.map((row) => row.brand).sort((a, b) => a.localeCompare(b, "en"));
  });
  // Matches per brand (the brand facet) and tier, in the scope and text: exact, kept for 30 s like every summary.
  const countsKey = `category-brand-counts:${scopeKey}\u0000${search?.key ?? ""}\u0000${rangesKey(view.ranges)}`;
  const tierOf = search ? sql<number>`${search.tier}::int` : sql<number>`4`;
  const order = [desc(products.imageRank), ...SORT_ORDER[view.sort], asc(products.id)];
  const narrowed = view.ranges.length > 0;
  const limit = view.page * CATEGORY_PAGE_SIZE;
  // Set when this request counted a range-narrowed scope: the page's ids came with the counts (countedWithPage).
  const walkedPage: { ids: string[] | null } = { ids: null };
  const counted = remember(db, countsKey, SUMMARY_TTL_MS, async () => {
    if (narrowed && !search) {
      const walked = await countedWithPage(db, inScope, brandFilter, order, limit);
      walkedPage.ids = walked.pageIds;
      return walked.cells;
    }
    // Awaited here: a drizzle query is a thenable that runs again each time it is awaited.
    const count = async (reader: Db) =>
      reader
        .select({ brand: products.brand, tier: tierOf, count: sql<number>`count(*)::int` })
        .from(products)
        .where(inScope)
        .groupBy(sql`1, 2`);
    return search ? await withSearchPlans(db, count) : await count(db);
  });
  const [cells, brandNames] = await Promise.all([counted, brands]);
  const kept = cells.filter((row) => !view.brand || row.brand.toLowerCase() === view.brand.toLowerCase());
  const page = (reader: Db, condition: SQL | undefined, count: number) =>
    reader
      .select(PUBLIC_PRODUCT_COLUMNS)
      .from(products)
      // Narrowed by ranges, the page's ids are chosen on products_scope_listing_idx alone (an index-only scan, see
      // category-ranges.ts), then only their rows are read: the wide rows of every match would cost more than the walk.
      .where(
        narrowed
          ? inArray(
              products.id,
              reader
                .select({ id: products.id })
                .from(products)
                .where(condition)
                .orderBy(...order)
                .limit(count),
            )
          : condition,
      )
      .orderBy(...order)
      .limit(count);
  const chosenIds = walkedPage.ids;
  const rows = chosenIds
    ? chosenIds.length === 0
      ? []
      : await db
          .select(PUBLIC_PRODUCT_COLUMNS)
          .from(products)
          .where(inArray(products.id, chosenIds))
          .orderBy(...order)
    : search
      ? await withSearchPlans(db, async (reader) =>
          rankedListing(reader, {
            search,
            tierCounts: countsByTier(kept),
            // A category page's order has no index to walk within its scope: every tier is read and sorted.
            walkedRows: Number.POSITIVE_INFINITY,
            limit,
            read: (tier, count) => page(reader, and(where, tier), count),
          }),
        )
      : await page(db, where, limit);
  const perBrand = new Map<string, number>();
  for (const row of cells) perBrand.set(row.brand, (perBrand.get(row.brand) ?? 0) + row.count);
  const brandCounts = [...perBrand].map(([brand, count]) => ({ brand, count }));
  return {
    products: rows,
    resultCount: kept.reduce((sum, row) => sum + row.count, 0),
    brandCounts,
    brands: brandNames,
    corrections: search?.corrections ?? [],
  };
}

/**
 * A range-narrowed scope's brand counts and its first `limit` ids in the page's order (under the brand filter), from one
 * walk of products_scope_listing_idx: the ranges' hashed id sets (category-ranges.ts) are built once for both, where a
 * count and a page query would build them twice. Window functions over the matches (hundreds to a few thousand narrow
 * rows); only the first row of each brand and the page's rows come back.
 */
async function countedWithPage(
  db: Db,
  inScope: SQL,
  brandFilter: SQL | undefined,
  order: SQL[],
  limit: number,
): Promise<{ cells: Array<{ brand: string; tier: number; count: number }>; pageIds: string[] }> {
  const chosen = brandFilter ?? sql`true`;
  const walked = db
    .select({
      id: products.id,
      brand: products.brand,
      count: sql<number>`count(*) over (partition by ${products.brand})::int`.as("brand_count"),
      first: sql<boolean>`row_number() over (partition by ${products.brand}) = 1`.as("first_of_brand"),
      place: sql<
        number | null
      >`case when ${chosen} then row_number() over (partition by ${chosen} order by ${sql.join(order, sql`, `)}) end`.as(
        "place",
      ),
    })
    .from(products)
    .where(inScope)
    .as("walked");
  const rows = await db
    .select()
    .from(walked)
    .where(or(walked.first, lte(walked.place, limit)));
  return {
    cells: rows.filter((row) => row.first).map((row) => ({ brand: row.brand, tier: 4, count: row.count })),
    pageIds: rows
      .filter((row) => row.place !== null && row.place <= limit)
      .sort((a, b) => a.place! - b.place!)
      .map((row) => row.id),
  };
}
