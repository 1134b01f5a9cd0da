/** Category pages (spec 2.7): slug matching against the tree, which products are in scope, and the page's sort and filters. */
import { slugify, type Category, type SubCategory } from "~/content/category-tree";
import { byName, sortByImageRank } from "./image-rank";
import type { ProductSummary } from "./product-types";
import { topLevelCategory } from "./solution-categories";

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

export function matchCategoryParams(tree: Category[], categoryParam: string, subcategoryParam?: string): { category: Category; subcategory: SubCategory | null } | null {
  const category = tree.find((candidate) => matchesSlug(candidate.name, categoryParam));
  if (!category) return null;
  if (!subcategoryParam) return { category, subcategory: null };
  const subcategory = category.subCategories.find((candidate) => matchesSlug(candidate.name, subcategoryParam));
  return subcategory ? { category, subcategory } : null;
}

export function categoryPageHref(category: string, subcategory?: string): string {
  return `/category/${encodeURIComponent(slugify(category))}${subcategory ? `/${encodeURIComponent(slugify(subcategory))}` : ""}`;
}

/**
 * With a subcategory: the product's subcategory is that name, or its category is the path "Cat » Sub" / "Cat >> Sub".
 * With a category only: the product's (top-level) category is that name. Exact names, not substrings (docs/decisions/001-product-category-storage.md).
 */
export function isInScope(product: ProductSummary, category: string, subcategory: string | null): boolean {
  if (topLevelCategory(product.category) !== category) return false;
  if (!subcategory) return true;
  return product.subcategory === subcategory || product.category === `${category} » ${subcategory}` || product.category === `${category} >> ${subcategory}`;
}

export interface CategoryView {
  search: string;
  brand: string;
  sort: SortKey;
  view: "grid" | "list";
  page: number;
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
  };
}

export function categoryViewQuery(view: Partial<CategoryView>): string {
  const params = new URLSearchParams();
  if (view.search) params.set("q", view.search);
  if (view.brand) params.set("brand", view.brand);
  if (view.sort && view.sort !== "name") params.set("sort", view.sort);
  if (view.view === "list") params.set("view", "list");
  if (view.page && view.page > 1) params.set("page", String(view.page));
  const query = params.toString();
  return query ? `?${query}` : "";
}

const COMPARATORS: Record<SortKey, (a: ProductSummary, b: ProductSummary) => number> = {
  name: byName,
  brand: (a, b) => a.brand.localeCompare(b.brand, "en") || byName(a, b),
  category: (a, b) => (a.subcategory ?? a.category).localeCompare(b.subcategory ?? b.category, "en") || byName(a, b),
};

/** Search (name or description), brand, then image rank first (9.2) and the chosen key within a rank. */
export function applyCategoryView(products: ProductSummary[], view: CategoryView): ProductSummary[] {
  const needle = view.search.toLowerCase();
  const brand = view.brand.toLowerCase();
  const kept = products.filter(
    (product) =>
      (!needle || product.name.toLowerCase().includes(needle) || product.description.toLowerCase().includes(needle)) &&
      (!brand || product.brand.toLowerCase() === brand),
  );
  return sortByImageRank(kept, COMPARATORS[view.sort]);
}

export function distinctBrands(products: ProductSummary[]): string[] {
  return [...new Set(products.map((product) => product.brand))].sort((a, b) => a.localeCompare(b, "en"));
}
