/**
 * Category pages (spec 2.7): slug matching against the tree and the page's sort and filters in the URL. Which products
 * are in scope is answered from derived columns (category-query.ts, server/catalogue/derived-facts.ts).
 */
import { slugify, type Category, type SubCategory } from "~/content/category-tree";
import { rangeQueryEntries, type RangeBound } from "./range-filters";

export const SORT_KEYS = ["name", "brand", "category"] as const;
export type SortKey = (typeof SORT_KEYS)[number];
export const CATEGORY_PAGE_SIZE = 24;

function decode(param: string): string {
  try {
    return decodeURIComponent(param);
  } catch {
    return param;
  }
}

/** A name matches when, lowercased with spaces turned into hyphens, it equals the decoded parameter (case-insensitive). */
function matchesSlug(name: string, param: string): boolean {
  return slugify(name) === decode(param).toLowerCase();
}

export function matchCategoryParams(
  tree: Category[],
  categoryParam: string,
  subcategoryParam?: string,
): { category: Category; subcategory: SubCategory | null } | null {
  const category = tree.find((candidate) => matchesSlug(candidate.name, categoryParam));
  if (!category) return null;
  if (!subcategoryParam) return { category, subcategory: null };
  const subcategory = category.subCategories.find((candidate) => matchesSlug(candidate.name, subcategoryParam));
  return subcategory ? { category, subcategory } : null;
}

export function categoryPageHref(category: string, subcategory?: string): string {
  return `/category/${encodeURIComponent(slugify(category))}${subcategory ? `/${encodeURIComponent(slugify(subcategory))}` : ""}`;
}

export interface CategoryView {
  search: string;
  brand: string;
  sort: SortKey;
  view: "grid" | "list";
  page: number;
  /**
   * The chosen range filters (decision 156). parseCategoryView leaves them empty: which slugs exist depends on the scope,
   * so the loader reads them with the offered filters (range-address.ts) and sets them here, where every link keeps them.
   */
  ranges: RangeBound[];
}

export function parseCategoryView(params: URLSearchParams): CategoryView {
  const sort = params.get("sort");
  const page = Number.parseInt(params.get("page") ?? "1", 10);
  return {
    search: (params.get("q") ?? "").trim().slice(0, 200),
    brand: (params.get("brand") ?? "").trim().slice(0, 200),
    sort: (SORT_KEYS as readonly string[]).includes(sort ?? "") ? (sort as SortKey) : "name",
    view: params.get("view") === "list" ? "list" : "grid",
    page: Number.isFinite(page) && page >= 1 ? Math.min(page, 100) : 1,
    ranges: [],
  };
}

export function categoryViewQuery(view: Partial<CategoryView>): string {
  const params = new URLSearchParams();
  if (view.search) params.set("q", view.search);
  if (view.brand) params.set("brand", view.brand);
  for (const [name, value] of rangeQueryEntries(view.ranges ?? [])) params.set(name, value);
  if (view.sort && view.sort !== "name") params.set("sort", view.sort);
  if (view.view === "list") params.set("view", "list");
  if (view.page && view.page > 1) params.set("page", String(view.page));
  const query = params.toString();
  return query ? `?${query}` : "";
}
