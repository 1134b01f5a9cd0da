/**
 * /products in the database: search, category, subcategory and brand become SQL (indexed), as do the image-rank order,
 * the count and the page. The sector rules and the solution vocabulary stay in their pure modules: when a filter uses
 * them, SQL narrows the rows and `matchesFilter` (the reference implementation) decides.
 */
import { and, asc, count, desc, eq, ilike, or, sql, type SQL } from "drizzle-orm";
import type { Db } from "../../../server/db/client";
import { products } from "../../../server/db/schema";
import { matchesFilter, type CatalogueFilter } from "./catalogue-filter";
import { PUBLIC_PRODUCT_COLUMNS } from "./products.server";
import { isSolutionCategory } from "./solution-categories";
import { remember } from "./summary-cache.server";

/** Stored generated columns (migration 0002) keep these in step with topLevelCategory and imageRank, indexed. */
const topLevelSql = products.topCategory;
/** The subcategory column, else the path's second part (as subcategoryOf does). */
const subcategorySql = sql<string | null>`coalesce(nullif(${products.subcategory}, ''), nullif(trim(substring(${products.category} from '(?:»|>>)\\s*(.*)$')), ''))`;

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (char) => `\\${char}`);
}

function sqlConditions(filter: CatalogueFilter): SQL[] {
  const conditions: SQL[] = [eq(products.isActive, true)];
  if (filter.search) {
    const pattern = `%${escapeLike(filter.search)}%`;
    conditions.push(or(ilike(products.name, pattern), ilike(products.description, pattern))!);
  }
  if (filter.category && !isSolutionCategory(filter.category)) conditions.push(sql`lower(${topLevelSql}) = lower(${filter.category})`);
  if (filter.subcategory) conditions.push(sql`lower(${subcategorySql}) = lower(${filter.subcategory})`);
  if (filter.brand) conditions.push(sql`lower(${products.brand}) = lower(${filter.brand})`);
  return conditions;
}

export async function queryCatalogue(db: Db, filter: CatalogueFilter, limit: number) {
  const where = and(...sqlConditions(filter));
  const ordered = db.select(PUBLIC_PRODUCT_COLUMNS).from(products).where(where).orderBy(desc(products.imageRank), asc(products.name), asc(products.id));
  if (filter.application || isSolutionCategory(filter.category)) {
    const matches = (await ordered).filter((product) => matchesFilter(product, filter));
    return { products: matches.slice(0, limit), matchCount: matches.length };
  }
  const unfiltered = !filter.search && !filter.category && !filter.subcategory && !filter.brand;
  const counting = unfiltered ? countActiveProducts(db) : db.select({ n: count() }).from(products).where(where).then(([total]) => total?.n ?? 0);
  const [rows, matchCount] = await Promise.all([ordered.limit(limit), counting]);
  return { products: rows, matchCount };
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
