/**
 * Loaders of the solutions overview, the focused solution pages and the sector pages (spec 2.8-2.10).
 *
 * Which products each page shows and in which order are derived facts, stored per product (server/catalogue/
 * derived-facts.ts): each loader compares one indexed column and reads one page of rows, however large the catalogue.
 */
import { and, asc, count, desc, eq, sql, type SQL } from "drizzle-orm";
import type { Db } from "~server/db/client";
import { FOCUSED_PAGE_SIZE } from "~/content/solutions";
import { products } from "~server/db/schema";
import { countActiveProducts } from "./catalogue-query";
import { PUBLIC_PRODUCT_COLUMNS } from "./products";
import type { Sector } from "~/lib/catalogue/sectors";

export const SECTOR_PAGE_LIMIT = 6;
/** Floor care and chemicals show at most this many; vacuum and automation page through all their products. */
export const FOCUSED_PAGE_LIMIT = 6;

export type FocusedPage = "vacuum" | "automation" | "floor-care" | "chemicals";

const FOCUSED_PAGES: Record<FocusedPage, { member: SQL; limit?: number }> = {
  vacuum: { member: sql`${products.vacuumSolution}` },
  automation: { member: sql`${products.automationSolution}` },
  "floor-care": { member: sql`${products.floorCareSolution}`, limit: FOCUSED_PAGE_LIMIT },
  chemicals: { member: sql`${products.chemicalSolution}`, limit: FOCUSED_PAGE_LIMIT },
};

const SECTOR_MEMBERS: Record<Sector, SQL> = {
  commercial: sql`${products.fitsCommercial}`,
  healthcare: sql`${products.fitsHealthcare}`,
  hospitality: sql`${products.fitsHospitality}`,
};

/** Spec 9.2 order, as the catalogue uses it: image rank, then name, then id for a stable order (a partial index each). */
const IMAGE_RANK_ORDER = [desc(products.imageRank), asc(products.name), asc(products.id)];

/** The first `wanted` active members in image-rank order, and whether more exist (one row more is read to know). */
async function firstMembers(db: Db, member: SQL, wanted: number) {
  const rows = await db
    .select(PUBLIC_PRODUCT_COLUMNS)
    .from(products)
    .where(and(eq(products.isActive, true), member))
    .orderBy(...IMAGE_RANK_ORDER)
    .limit(wanted + 1);
  return { products: rows.slice(0, wanted), hasMore: rows.length > wanted };
}

/** Floor care and chemicals: at most 6. Vacuum and automation: all, a page of FOCUSED_PAGE_SIZE (or `shown`) at a time. */
export function loadFocusedProducts(db: Db, page: FocusedPage, shown = FOCUSED_PAGE_SIZE) {
  const { member, limit } = FOCUSED_PAGES[page];
  return firstMembers(db, member, limit ?? shown);
}

export function loadSectorProducts(db: Db, sector: Sector) {
  return firstMembers(db, SECTOR_MEMBERS[sector], SECTOR_PAGE_LIMIT);
}

/** Solutions overview (spec 2.8: stored images first, placeholders last): an optional brand, the first `shown` products and how many match. */
export async function loadSolutionsProducts(db: Db, brand: string, shown: number) {
  const where = brand
    ? and(eq(products.isActive, true), sql`lower(${products.brand}) = lower(${brand})`)
    : eq(products.isActive, true);
  const listing = db
    .select(PUBLIC_PRODUCT_COLUMNS)
    .from(products)
    .where(where)
    .orderBy(desc(products.solutionsImageRank), asc(products.name), asc(products.id))
    .limit(shown);
  const counting = brand
    ? db
        .select({ n: count() })
        .from(products)
        .where(where)
        .then(([row]) => row?.n ?? 0)
    : countActiveProducts(db);
  const [rows, total] = await Promise.all([listing, counting]);
  return { products: rows, total };
}
