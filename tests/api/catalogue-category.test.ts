import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CATEGORY_TREE } from "~/content/category-tree";
import { loadCategoryListing } from "~server/catalogue/category-query";
import { CATEGORY_PAGE_SIZE, parseCategoryView, type CategoryView } from "~/lib/catalogue/category-scope";
import { listActiveProducts, type PublicProduct } from "~server/catalogue/products";
import { deriveProductFacts, withDerivedFacts } from "~server/catalogue/derived-facts";
import { products } from "~server/db/schema";
import { DRIVERS, startTestServer, type TestServer } from "./harness";
import { matchesSearch, searchTier } from "./search-reference";
import type { SearchCorrection } from "~/lib/search/search-types";

// The SQL of the category pages must select, count and order exactly what the rules (derived-facts.ts, computed here afresh)
// say: the exact top-level name, and the subcategory or the one the path names; search (search-reference.ts) and brand;
// with a search the relevance tier first; image rank, then the sort key. Names are ordered as the database's C collation orders them (code points), so the reference does the same.
const byCodePoint = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
const SORT_KEYS: Record<CategoryView["sort"], (product: PublicProduct) => string[]> = {
  name: (product) => [product.name],
  brand: (product) => [product.brand, product.name],
  category: (product) => [product.subcategory ?? product.category, product.name],
};

function isInScope(product: PublicProduct, category: string, subcategory: string | null): boolean {
  const facts = deriveProductFacts(product);
  return (
    facts.topCategory === category &&
    (!subcategory || product.subcategory === subcategory || facts.pathSubcategory === subcategory)
  );
}

const distinctBrands = (list: PublicProduct[]) =>
  [...new Set(list.map((product) => product.brand))].sort((a, b) => a.localeCompare(b, "en"));

function reference(
  all: PublicProduct[],
  category: string,
  subcategory: string | null,
  view: CategoryView,
  corrections: SearchCorrection[],
) {
  const inScope = all.filter((product) => isInScope(product, category, subcategory));
  const kept = inScope.filter(
    (product) =>
      (!view.search || matchesSearch(product, view.search, corrections)) &&
      (!view.brand || product.brand.toLowerCase() === view.brand.toLowerCase()),
  );
  const tier = (product: PublicProduct) => (view.search ? searchTier(product, view.search, corrections) : 0);
  const key = SORT_KEYS[view.sort];
  const compare = (a: PublicProduct, b: PublicProduct) => {
    const [ka, kb] = [
      [...key(a), a.id],
      [...key(b), b.id],
    ];
    return (
      tier(a) - tier(b) ||
      deriveProductFacts(b).imageRank - deriveProductFacts(a).imageRank ||
      ka.reduce((found, part, index) => found || byCodePoint(part, kb[index]!), 0)
    );
  };
  return { results: kept.sort(compare), brands: distinctBrands(inScope) };
}

const CASES: Array<[string, string | null, string]> = [
  ["Equipments", null, ""],
  ["Equipments", "Window Cleaning", ""],
  ["Equipments", null, "q=scrubber&sort=brand"],
  ["Equipments", null, "q=va&sort=category&page=2"],
  ["Chemicals", "Kitchen Chemicals", "brand=KITCHEX"],
  ["Chemicals", null, "q=100%25"],
  ["Cleaning Tools & Accessories", null, "sort=category&page=3"],
  ["Waste Management", null, "brand=Nobody"],
];

describe.each(DRIVERS)("category page SQL on %s", (driver) => {
  let server: TestServer;
  let all: PublicProduct[];
  beforeAll(async () => {
    server = await startTestServer({ driver });
    await server.database.db.insert(products).values(
      [
        {
          name: "Imported Squeegee Pole",
          brand: "Clearview Pro",
          category: "Equipments » Window Cleaning",
          imageUrl: "https://cdn.example.com/p.jpg",
        },
        { name: "Path Scrubber", brand: "Aquaris", category: "Equipments >> Window Cleaning" },
        { name: "Imported Degreaser 100% strength", brand: "Kitchex", category: "Chemicals>>Kitchen Chemicals" },
        { name: "lower-case scope", brand: "Kitchex", category: "chemicals", subcategory: "Kitchen Chemicals" },
        { name: "Hidden scrubber", brand: "Nordvac", category: "Equipments", isActive: false },
      ].map(withDerivedFacts),
    );
    all = await listActiveProducts(server.database.db);
  });
  afterAll(async () => {
    await server?.close();
  });

  it.each(CASES)(
    "%s / %s with '%s' lists, counts and orders what the pure rules do",
    async (category, subcategory, query) => {
      expect(CATEGORY_TREE.some((entry) => entry.name === category)).toBe(true);
      const view = parseCategoryView(new URLSearchParams(query));
      const result = await loadCategoryListing(server.database.db, category, subcategory, view);
      const expected = reference(all, category, subcategory, view, result.corrections);
      expect(result.resultCount).toBe(expected.results.length);
      expect(result.products.map((product) => product.name)).toEqual(
        expected.results.slice(0, view.page * CATEGORY_PAGE_SIZE).map((product) => product.name),
      );
      expect(result.brands).toEqual(expected.brands);
    },
  );

  it("pages a large scope without reading it: the first page holds at most one page of cards", async () => {
    const result = await loadCategoryListing(
      server.database.db,
      "Equipments",
      null,
      parseCategoryView(new URLSearchParams()),
    );
    expect(result.products).toHaveLength(CATEGORY_PAGE_SIZE);
    expect(result.resultCount).toBeGreaterThan(CATEGORY_PAGE_SIZE);
  });
});
