/**
 * Which facet cells (search-types.ts) a /products filter keeps, by the same rules as the SQL filter
 * (server/catalogue/catalogue-query.ts): a solution category compares the solution vocabulary exactly, a tree category,
 * the subcategory and the brand compare case-insensitively. The exact match count is the kept cells' sum.
 */
import type { FacetCell } from "~/lib/search/search-types";
import type { CatalogueFilter } from "./catalogue-filter";
import { isSolutionCategory } from "./solution-categories";

type FacetFilter = Pick<CatalogueFilter, "category" | "subcategory" | "brand">;
export type FacetName = keyof FacetFilter;

const sameText = (a: string | null, b: string) => (a ?? "").toLowerCase() === b.toLowerCase();

/** Whether the cell passes every filter but `ignored` (a facet counts its options without its own selection). */
export function cellPasses(cell: FacetCell, filter: FacetFilter, ignored?: FacetName): boolean {
  if (filter.category && ignored !== "category") {
    const inCategory = isSolutionCategory(filter.category)
      ? cell.solutionCategory === filter.category
      : sameText(cell.topCategory, filter.category);
    if (!inCategory) return false;
  }
  if (filter.subcategory && ignored !== "subcategory" && ignored !== "category") {
    if (!sameText(cell.listedSubcategory, filter.subcategory)) return false;
  }
  if (filter.brand && ignored !== "brand" && !sameText(cell.brand, filter.brand)) return false;
  return true;
}

export function countInCells(cells: readonly FacetCell[], filter: FacetFilter): number {
  return cells.reduce((sum, cell) => (cellPasses(cell, filter) ? sum + cell.count : sum), 0);
}
