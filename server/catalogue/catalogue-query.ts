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
import { searchCondition, withSearchPlans } from "./text-search";

const topLevelSql = products.topCategory;
const subcategorySql = products.listedSubcategory;

const FITS_SECTOR: Record<Sector, SQL> = {
  commercial: sql`${products.fitsCommercial}`,
  healthcare: sql`${products.fitsHealthcare}`,
  hospitality: sql`${products.fitsHospitality}`,
};

function sqlConditions(filter: CatalogueFilter): SQL[] {
  const conditions: SQL[] = [eq(products.isActive, true)];
  if (filter.search) {
    conditions.push(searchCondition(filter.search));
  }
  if (filter.category) {
    conditions.push(
      isSolutionCategory(filter.category)
        ? eq(products.solutionCategory, filter.category)
        : sql`lower(${topLevelSql}) = lower(${filter.category})`,
    );
  }
  if (filter.subcategory) conditions.push(sql`lower(${subcategorySql}) = lower(${filter.subcategory})`);
  if (filter.brand) conditions.push(sql`lower(${products.brand}) = lower(${filter.brand})`);
  if (filter.application) conditions.push(FITS_SECTOR[filter.application]);
  return conditions;
}

/** The first `limit` matches in spec 9.2 order (the listing index's order) and the exact number of matches. */
export async function queryCatalogue(db: Db, filter: CatalogueFilter, limit: number) {
  const where = and(...sqlConditions(filter));
  const listing = (reader: Db) =>
    reader
      .select(PUBLIC_PRODUCT_COLUMNS)
      .from(products)
      .where(where)
      .orderBy(desc(products.imageRank), asc(products.name), asc(products.id))
      .limit(limit);
  if (!filter.search) {
    const [rows, matchCount] = await Promise.all([listing(db), countMatches(db, filter, () => countWhere(db, where))]);
    return { products: rows, matchCount };
  }
  return withSearchPlans(db, filter.search, async (reader) => {
    const rows = await listing(reader);
    return { products: rows, matchCount: await countMatches(db, filter, () => countWhere(reader, where)) };
  });
}

function countWhere(reader: Db, where: SQL | undefined): Promise<number> {
  return reader
    .select({ n: count() })
    .from(products)
    .where(where)
    .then(([total]) => total?.n ?? 0);
}

/**
 * Exact counts, kept for SUMMARY_TTL_MS like the catalogue's total: a filter's count changes only when the catalogue
 * does, "Show More" asks for the same count again, and a one- or two-letter search (no trigram to index) must scan the
 * whole table to count. The listing itself is always read fresh.
 */
function countMatches(db: Db, filter: CatalogueFilter, counting: () => Promise<number>): Promise<number> {
  if (!filter.search && !filter.category && !filter.subcategory && !filter.brand && !filter.application)
    return countActiveProducts(db);
  // A solution category and the search text are matched exactly, a tree category, subcategory and brand case-insensitively.
  const key = [
    filter.search,
    filter.category,
    filter.subcategory.toLowerCase(),
    filter.brand.toLowerCase(),
    filter.application ?? "",
  ].join("\u0000");
  return remember(db, `match-count:${key}`, SUMMARY_TTL_MS, counting);
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
