/** Loaders of the solutions overview, the focused solution pages and the sector pages (spec 2.8-2.10). */
import type { Db } from "../../../server/db/client";
import { FOCUSED_PAGE_LIMIT, isAutomationSolution, isChemicalSolution, isFloorCareSolution, isVacuumSolution } from "./focused-solutions";
import { solutionsImageRank, sortByImageRank } from "./image-rank";
import { listActiveProducts } from "./products.server";
import { productFitsSector, type Sector } from "./sectors";

export const SECTOR_PAGE_LIMIT = 6;


export type FocusedPage = "vacuum" | "automation" | "floor-care" | "chemicals";

const FOCUSED_RULES: Record<FocusedPage, { rule: (product: Parameters<typeof isVacuumSolution>[0]) => boolean; limit?: number }> = {
  vacuum: { rule: isVacuumSolution },
  automation: { rule: isAutomationSolution },
  "floor-care": { rule: isFloorCareSolution, limit: FOCUSED_PAGE_LIMIT },
  chemicals: { rule: isChemicalSolution, limit: FOCUSED_PAGE_LIMIT },
};

export async function loadFocusedProducts(db: Db, page: FocusedPage) {
  const { rule, limit } = FOCUSED_RULES[page];
  const matches = sortByImageRank((await listActiveProducts(db)).filter(rule));
  return { products: limit ? matches.slice(0, limit) : matches, total: matches.length };
}

export async function loadSectorProducts(db: Db, sector: Sector) {
  const matches = sortByImageRank((await listActiveProducts(db)).filter((product) => productFitsSector(product, sector)));
  return { products: matches.slice(0, SECTOR_PAGE_LIMIT), total: matches.length };
}

/** Solutions overview: an optional brand (case-insensitive), stored images first and placeholders last (spec 2.8). */
export async function loadSolutionsProducts(db: Db, brand: string, shown: number) {
  const wanted = brand.trim().toLowerCase();
  const all = await listActiveProducts(db);
  const matches = sortByImageRank(
    all.filter((product) => !wanted || product.brand.toLowerCase() === wanted),
    undefined,
    solutionsImageRank,
  );
  return { products: matches.slice(0, shown), total: matches.length };
}
