/**
 * /products in the database: every filter of catalogue-filter.ts (search, category in either vocabulary, subcategory,
 * brand, sector) is SQL, as are the image-rank order, the count and the page, so no request reads more rows than it
 * shows. Category, subcategory, sector and rank are compared with the derived columns (server/catalogue/derived-facts.ts).
 */
import { and, asc, count, desc, eq, sql, type SQL } from "drizzle-orm";
import type { Db } from "~server/db/client";
import { products } from "~server/db/schema";
import type { CatalogueFilter } from "~/lib/catalogue/catalogue-filter";
import { PUBLIC_PRODUCT_COLUMNS } from "./products";
import { isSolutionCategory } from "~/lib/catalogue/solution-categories";
import type { Sector } from "~/lib/catalogue/sectors";
import { remember } from "./summary-cache";
import { withSearchPlans } from "~server/search/search-plans";
import { prepareSearch } from "~server/search/search-query";
import { cellPasses, countInCells } from "~/lib/catalogue/facet-count";
import { countsByTier, rankedListing } from "~server/search/ranked-listing";
import { cellsWhere } from "~server/search/facet-cells";
import { broadCells } from "~server/search/broad-cells";

const topLevelSql = products.topCategory;
const subcategorySql = products.listedSubcategory;

const FITS_SECTOR: Record<Sector, SQL> = {
  commercial: sql`${products.fitsCommercial}`,
  healthcare: sql`${products.fitsHealthcare}`,
  hospitality: sql`${products.fitsHospitality}`,
};

/** The filters other than the text, as SQL; `facetsOnly` keeps only the sector, which no facet lists. */
function filterConditions(filter: CatalogueFilter, facetsOnly = false): SQL[] {
  const conditions: SQL[] = [eq(products.isActive, true)];
  if (filter.application) conditions.push(FITS_SECTOR[filter.application]);
  if (facetsOnly) return conditions;
  if (filter.category) {
    conditions.push(
      isSolutionCategory(filter.category)
        ? eq(products.solutionCategory, filter.category)
        : sql`lower(${topLevelSql}) = lower(${filter.category})`,
    );
  }
  if (filter.subcategory) conditions.push(sql`lower(${subcategorySql}) = lower(${filter.subcategory})`);
  if (filter.brand) conditions.push(sql`lower(${products.brand}) = lower(${filter.brand})`);
  return conditions;
}

/**
 * The first `limit` matches and their exact number, with the facet cells of the text and sector (the other filters are
 * what the facets count). Without a text the order is spec 9.2's (the listing index's); with one, relevance first
 * (search-query.ts tiers), then spec 9.2's order.
 */
export async function queryCatalogue(db: Db, filter: CatalogueFilter, limit: number) {
  const search = filter.search ? await prepareSearch(db, filter.search) : null;
  const order = [desc(products.imageRank), asc(products.name), asc(products.id)];
  const read = (reader: Db, where: SQL | undefined, count: number) =>
    reader
      .select(PUBLIC_PRODUCT_COLUMNS)
      .from(products)
      .where(where)
      .orderBy(...order)
      .limit(count);
  if (!search) {
    const cellsKey = `facet-cells:\u0000${filter.application ?? ""}`;
    const [rows, cells] = await Promise.all([
      read(db, and(...filterConditions(filter)), limit),
      remember(db, cellsKey, SUMMARY_TTL_MS, () => cellsWhere(db, and(...filterConditions(filter, true)))),
    ]);
    return { products: rows, cells, matchCount: countInCells(cells, filter), corrections: [] };
  }
  const live = () =>
    withSearchPlans(db, (reader) =>
      cellsWhere(reader, and(...filterConditions(filter, true), search.match), search.tier),
    );
  const [cells, walkedRows] = await Promise.all([
    remember(
      db,
      `facet-cells:${search.key}\u0000${filter.application ?? ""}`,
      SUMMARY_TTL_MS,
      async () =>
        // A broad word's cells were computed after the catalogue's last change (broad-cells.ts); a sector narrows them.
        (!filter.application && (await broadCells(db, search.key))) || live(),
    ),
    countActiveProducts(db),
  ]);
  const kept = cells.filter((cell) => cellPasses(cell, filter));
  const filters = and(...filterConditions(filter));
  const rows = await withSearchPlans(db, (reader) =>
    rankedListing(reader, {
      search,
      tierCounts: countsByTier(kept),
      walkedRows: filter.category || filter.subcategory || filter.brand || filter.application ? Infinity : walkedRows,
      limit,
      read: (tier, count, window) => {
        if (window === null) return read(reader, and(filters, search.match, tier), count);
        // The first `window` listed rows (the listing index's order), then the search and the tier among them; the
        // alias keeps every column reference of the search's SQL pointing at these rows.
        const listed = reader
          .select()
          .from(products)
          .where(filters)
          .orderBy(...order)
          .limit(window)
          .as("products");
        return reader
          .select(PUBLIC_PRODUCT_COLUMNS)
          .from(listed)
          .where(and(search.match, tier))
          .orderBy(...order)
          .limit(count);
      },
    }),
  );
  return { products: rows, cells, matchCount: countInCells(cells, filter), corrections: search.corrections };
}

/** Whole-catalogue figures change only when the catalogue does: kept for a short while instead of scanning per request. */
const SUMMARY_TTL_MS = 30_000;

export function countActiveProducts(db: Db): Promise<number> {
  return remember(db, "active-count", SUMMARY_TTL_MS, async () => {
    const [row] = await db.select({ n: count() }).from(products).where(eq(products.isActive, true));
    return row?.n ?? 0;
  });
}

export function categoryOptionsSql(db: Db): Promise<string[]> {
  return remember(db, "category-options", SUMMARY_TTL_MS, async () => {
    const rows = await db.selectDistinct({ name: topLevelSql }).from(products).where(eq(products.isActive, true));
    return rows.flatMap((row) => (row.name ? [row.name] : [])).sort((a, b) => a.localeCompare(b, "en"));
  });
}

export async function subcategoryOptionsSql(db: Db, category: string): Promise<string[]> {
  if (!category) return [];
  if (isSolutionCategory(category)) return [];
  return remember(db, `subcategories:${category.toLowerCase()}`, SUMMARY_TTL_MS, () => subcategoriesOf(db, category));
}

async function subcategoriesOf(db: Db, category: string): Promise<string[]> {
  const rows = await db
    .selectDistinct({ name: subcategorySql })
    .from(products)
    .where(and(eq(products.isActive, true), sql`lower(${topLevelSql}) = lower(${category})`));
  return rows.flatMap((row) => (row.name ? [row.name] : [])).sort((a, b) => a.localeCompare(b, "en"));
}
