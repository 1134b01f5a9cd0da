/**
 * Facet counts of the catalogue (issue 15): how many products each category, subcategory and brand option would show,
 * summed from the search's facet cells (app/lib/search/search-types.ts). The cells are the matches of the search text
 * and sector only; every facet is narrowed by the other selections but not by its own (changing the category resets the
 * subcategory, so the category options are narrowed by the brand alone). Which cells a selection keeps is
 * facet-count.ts's rule (the SQL filter's comparisons); an option is found among the kept cells the same way: a solution
 * category (spec 3.4) exactly on the solution column, a tree category, subcategory and brand case-insensitively.
 */
import type { FacetCell } from "~/lib/search/search-types";
import type { CatalogueFilter } from "./catalogue-filter";
import { cellPasses, countInCells } from "./facet-count";
import { isSolutionCategory } from "./solution-categories";

export interface FacetOption {
  value: string;
  /** Products the option would show with the other selections kept. */
  count: number;
  selected: boolean;
  /** False for an option that would show nothing; the selected option is always offered, so it can be seen and left. */
  offered: boolean;
}

export interface CatalogueFacets {
  /** Products matching every selection: the "{n} of {total}" number. */
  matchCount: number;
  categories: FacetOption[];
  subcategories: FacetOption[];
  brands: FacetOption[];
}

export interface FacetChoices {
  categories: string[];
  subcategories: string[];
  brands: string[];
}

type Selection = Pick<CatalogueFilter, "category" | "subcategory" | "brand">;

const fold = (text: string) => text.toLowerCase();
const sameText = (a: string, b: string) => fold(a) === fold(b);

/** Counts keyed by the folded value, so a lookup is one step whatever the number of cells. */
function countBy(cells: FacetCell[], key: (cell: FacetCell) => string | null): Map<string, number> {
  const counts = new Map<string, number>();
  for (const cell of cells) {
    const value = key(cell);
    if (value !== null) counts.set(value, (counts.get(value) ?? 0) + cell.count);
  }
  return counts;
}

/** A value from a link (a solution-vocabulary category, a brand no product carries yet) stays listed when selected. */
export function withCurrent(values: string[], current: string): string[] {
  return current && !values.some((value) => sameText(value, current)) ? [current, ...values] : values;
}

function options(values: string[], selectedValue: string, count: (value: string) => number): FacetOption[] {
  return values.map((value) => {
    const n = count(value);
    const selected = selectedValue !== "" && sameText(value, selectedValue);
    return { value, count: n, selected, offered: n > 0 || selected };
  });
}

/** The /products facets: the exact count and each option's count, for the option lists the selects show. */
export function catalogueFacets(cells: FacetCell[], selection: Selection, choices: FacetChoices): CatalogueFacets {
  const { category, subcategory, brand } = selection;
  // Ignoring the category ignores the subcategory too: a new category resets it.
  const forCategories = cells.filter((cell) => cellPasses(cell, selection, "category"));
  const byTree = countBy(forCategories, (cell) => fold(cell.topCategory));
  const bySolution = countBy(forCategories, (cell) => cell.solutionCategory);
  const bySubcategory = countBy(
    cells.filter((cell) => cellPasses(cell, selection, "subcategory")),
    (cell) => (cell.listedSubcategory === null ? null : fold(cell.listedSubcategory)),
  );
  const byBrand = countBy(
    cells.filter((cell) => cellPasses(cell, selection, "brand")),
    (cell) => fold(cell.brand),
  );

  return {
    matchCount: countInCells(cells, selection),
    categories: options(withCurrent(choices.categories, category), category, (value) =>
      isSolutionCategory(value) ? (bySolution.get(value) ?? 0) : (byTree.get(fold(value)) ?? 0),
    ),
    subcategories: options(choices.subcategories, subcategory, (value) => bySubcategory.get(fold(value)) ?? 0),
    brands: options(withCurrent(choices.brands, brand), brand, (value) => byBrand.get(fold(value)) ?? 0),
  };
}

/**
 * The category page's brand options (spec 2.7): the scope's brands with the counts of the scope and search (not narrowed
 * by the brand); a selected brand the scope lacks is listed too, with 0.
 */
export function brandFacets(
  brands: string[],
  brandCounts: Array<{ brand: string; count: number }>,
  selectedBrand: string,
): FacetOption[] {
  const counts = new Map<string, number>();
  for (const row of brandCounts) counts.set(fold(row.brand), (counts.get(fold(row.brand)) ?? 0) + row.count);
  return options(withCurrent(brands, selectedBrand), selectedBrand, (value) => counts.get(fold(value)) ?? 0);
}
