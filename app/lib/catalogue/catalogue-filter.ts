/** The /products filter state (spec 2.4), held in the URL; catalogue-query.ts answers it from the derived columns. */
import { parseSector, type Sector } from "./sectors";

export const CATALOGUE_PAGE_SIZE = 24;
/** Page sizes a link may ask for (`size` in the URL); anything else falls back to CATALOGUE_PAGE_SIZE. */
export const CATALOGUE_PAGE_SIZES = [12, 24, 48, 96] as const;
/** "Show More" grows the list; past this many cards a narrower filter serves the visitor better than a longer page. */
export const CATALOGUE_MAX_SHOWN = 2400;
export const SEARCH_MAX_LENGTH = 200;

export interface CatalogueFilter {
  search: string;
  category: string;
  subcategory: string;
  brand: string;
  application: Sector | null;
  /** How many results are shown: `page` pages of `pageSize`, grown by "Show more". */
  page: number;
  pageSize: number;
}

export function parseCatalogueFilter(params: URLSearchParams): CatalogueFilter {
  const text = (name: string) => (params.get(name) ?? "").trim().slice(0, SEARCH_MAX_LENGTH);
  const page = Number.parseInt(params.get("page") ?? "1", 10);
  const size = Number(params.get("size"));
  const pageSize = (CATALOGUE_PAGE_SIZES as readonly number[]).includes(size) ? size : CATALOGUE_PAGE_SIZE;
  return {
    search: text("q"),
    category: text("category"),
    subcategory: text("category") ? text("subcategory") : "",
    brand: text("brand"),
    application: parseSector(params.get("application")),
    page: Number.isFinite(page) && page >= 1 ? Math.min(page, CATALOGUE_MAX_SHOWN / pageSize) : 1,
    pageSize,
  };
}

/** The URL of a filter state: empty values are left out, so "all" is the bare /products. */
export function catalogueUrl(filter: Partial<CatalogueFilter>): string {
  const params = new URLSearchParams();
  if (filter.search) params.set("q", filter.search);
  if (filter.category) params.set("category", filter.category);
  if (filter.category && filter.subcategory) params.set("subcategory", filter.subcategory);
  if (filter.brand) params.set("brand", filter.brand);
  if (filter.application) params.set("application", filter.application);
  if (filter.pageSize && filter.pageSize !== CATALOGUE_PAGE_SIZE) params.set("size", String(filter.pageSize));
  if (filter.page && filter.page > 1) params.set("page", String(filter.page));
  const query = params.toString();
  return query ? `/products?${query}` : "/products";
}

const same = (a: string, b: string) => a.localeCompare(b, "en", { sensitivity: "accent" }) === 0;

/** The brand value as the select knows it: links write brands in capitals (spec 3.5), the select lists stored names. */
export function canonicalBrand(brand: string, brandNames: string[]): string {
  return brandNames.find((name) => same(name, brand)) ?? brand;
}
