/**
 * Loaders of the solutions overview, the focused solution pages and the sector pages (spec 2.8-2.10).
 *
 * The pages must stay cheap with a large catalogue, so no loader reads the whole table. The solutions overview is plain
 * SQL (brand, order, page, count). The focused and sector rules stay in their pure modules (the reference): SQL reads the
 * rows that could match (a superset of each rule, in the indexed image-rank order) a batch at a time, and the pure rule
 * decides, until the page is full. solution-pages.server.test.ts proves the result equal to the pure rules.
 */
import { and, asc, count, desc, eq, inArray, or, sql, type SQL } from "drizzle-orm";
import type { Db } from "../../../server/db/client";
import { FOCUSED_PAGE_SIZE } from "~/content/solutions";
import { products } from "../../../server/db/schema";
import { countActiveProducts } from "./catalogue-query.server";
import { FOCUSED_PAGE_LIMIT, isAutomationSolution, isChemicalSolution, isFloorCareSolution, isVacuumSolution } from "./focused-solutions";
import { PLACEHOLDER_IMAGE_NAME } from "./image-rank";
import { PUBLIC_PRODUCT_COLUMNS, type PublicProduct } from "./products.server";
import { productFitsSector, type Sector } from "./sectors";

export const SECTOR_PAGE_LIMIT = 6;

export type FocusedPage = "vacuum" | "automation" | "floor-care" | "chemicals";

type Rule = (product: PublicProduct) => boolean;

const topCategoryIn = (...names: string[]) => sql`lower(${products.topCategory}) in (${sql.join(names.map((name) => sql`${name.toLowerCase()}`), sql`, `)})`;
const nameMatches = (pattern: string) => sql`${products.name} ~* ${pattern}`;

/** Each SQL condition admits every product its pure rule can accept (and some it rejects). */
const FOCUSED_RULES: Record<FocusedPage, { rule: Rule; candidates: SQL; limit?: number }> = {
  vacuum: {
    rule: isVacuumSolution,
    candidates: or(eq(products.category, "Industrial Vacuum Cleaners"), and(topCategoryIn("Equipments"), nameMatches("vacuum")))!,
  },
  automation: {
    rule: isAutomationSolution,
    candidates: sql`array_to_string(${products.features}, ' ') ~* ${"smart|ai|auto|intelligent"}`,
  },
  "floor-care": {
    rule: isFloorCareSolution,
    candidates: or(eq(products.category, "Floor Care Equipment"), topCategoryIn("Equipments"), nameMatches("floor|grinder|scrub"))!,
    limit: FOCUSED_PAGE_LIMIT,
  },
  chemicals: {
    rule: isChemicalSolution,
    candidates: or(eq(products.category, "Cleaning Chemicals"), topCategoryIn("Chemicals"), nameMatches("chemical|detergent|cleaner"))!,
    limit: FOCUSED_PAGE_LIMIT,
  },
};

const SECTOR_CANDIDATES: Record<Sector, SQL> = {
  commercial: or(inArray(products.category, ["Floor Care Equipment", "Industrial Vacuum Cleaners", "Cleaning Chemicals"]), topCategoryIn("Equipments", "Chemicals"))!,
  hospitality: or(inArray(products.category, ["Floor Care Equipment", "Industrial Vacuum Cleaners", "Cleaning Chemicals"]), topCategoryIn("Equipments", "Chemicals"))!,
  // Tighter than "every machine": pictured non-vacuum machines sort first and would all be read and rejected.
  healthcare: or(
    inArray(products.category, ["Industrial Vacuum Cleaners", "Cleaning Chemicals"]),
    topCategoryIn("Chemicals"),
    and(topCategoryIn("Equipments"), nameMatches("vacuum")),
    nameMatches("disinfect|sanitiz"),
  )!,
};

/** Spec 9.2 order, as the catalogue uses it: image rank (stored, indexed), then name, then id for a stable order. */
const IMAGE_RANK_ORDER = [desc(products.imageRank), asc(products.name), asc(products.id)];
const BATCH = 240;

/** The first `wanted` active products of `candidates` that `rule` accepts, in image-rank order, and whether more exist. */
async function firstMatches(db: Db, candidates: SQL, rule: Rule, wanted: number) {
  const found: PublicProduct[] = [];
  for (let offset = 0; ; offset += BATCH) {
    const rows = await db
      .select(PUBLIC_PRODUCT_COLUMNS)
      .from(products)
      .where(and(eq(products.isActive, true), candidates))
      .orderBy(...IMAGE_RANK_ORDER)
      .limit(BATCH)
      .offset(offset);
    found.push(...rows.filter(rule));
    if (found.length > wanted || rows.length < BATCH) return { products: found.slice(0, wanted), hasMore: found.length > wanted };
  }
}

/** Floor care and chemicals: at most 6. Vacuum and automation: all, a page of FOCUSED_PAGE_SIZE (or `shown`) at a time. */
export function loadFocusedProducts(db: Db, page: FocusedPage, shown = FOCUSED_PAGE_SIZE) {
  const { rule, candidates, limit } = FOCUSED_RULES[page];
  return firstMatches(db, candidates, rule, limit ?? shown);
}

export function loadSectorProducts(db: Db, sector: Sector) {
  return firstMatches(db, SECTOR_CANDIDATES[sector], (product) => productFitsSector(product, sector), SECTOR_PAGE_LIMIT);
}

/** Spec 2.8 order (solutionsImageRank in SQL): stored images (/api/storage/) first, placeholders last, the rest between. */
const SOLUTIONS_RANK = sql`case when starts_with(${products.imageUrl}, '/api/storage/') then 3 when strpos(${products.imageUrl}, ${PLACEHOLDER_IMAGE_NAME}) > 0 then 1 else 2 end`;

/** Solutions overview: an optional brand (case-insensitive), the first `shown` products and how many match. */
export async function loadSolutionsProducts(db: Db, brand: string, shown: number) {
  const where = brand ? and(eq(products.isActive, true), sql`lower(${products.brand}) = lower(${brand})`) : eq(products.isActive, true);
  const listing = db.select(PUBLIC_PRODUCT_COLUMNS).from(products).where(where).orderBy(desc(SOLUTIONS_RANK), asc(products.name), asc(products.id)).limit(shown);
  const counting = brand ? db.select({ n: count() }).from(products).where(where).then(([row]) => row?.n ?? 0) : countActiveProducts(db);
  const [rows, total] = await Promise.all([listing, counting]);
  return { products: rows, total };
}
