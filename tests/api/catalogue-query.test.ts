import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseCatalogueFilter, type CatalogueFilter } from "~/lib/catalogue/catalogue-filter";
import { categoryOptionsSql, queryCatalogue, subcategoryOptionsSql } from "~server/catalogue/catalogue-query";
import { isSolutionCategory } from "~/lib/catalogue/solution-categories";
import { listActiveProducts, type PublicProduct } from "~server/catalogue/products";
import { deriveProductFacts, withDerivedFacts } from "~server/catalogue/derived-facts";
import { products } from "~server/db/schema";
import { DRIVERS, startTestServer, type TestServer } from "./harness";
import { matchesSearch, searchTier } from "./search-reference";
import type { SearchCorrection } from "~/lib/search/search-types";

// The SQL of /products must select exactly what the rules (derived-facts.ts, computed here afresh from each row) and the
// filter's own matching select: the search's words (search-reference.ts), case-insensitive names, one vocabulary or the
// other; with a search, relevance tiers first, then image rank.
const same = (a: string, b: string) => a.localeCompare(b, "en", { sensitivity: "accent" }) === 0;
const SECTOR_FACT = {
  commercial: "fitsCommercial",
  healthcare: "fitsHealthcare",
  hospitality: "fitsHospitality",
} as const;

function matchesFilter(product: PublicProduct, filter: CatalogueFilter, corrections: SearchCorrection[]): boolean {
  const facts = deriveProductFacts(product);
  if (filter.search && !matchesSearch(product, filter.search, corrections)) return false;
  if (
    filter.category &&
    !(isSolutionCategory(filter.category)
      ? facts.solutionCategory === filter.category
      : same(facts.topCategory, filter.category))
  )
    return false;
  if (filter.subcategory && !same(facts.listedSubcategory ?? "", filter.subcategory)) return false;
  if (filter.brand && !same(product.brand, filter.brand)) return false;
  if (filter.application && !facts[SECTOR_FACT[filter.application]]) return false;
  return true;
}
const QUERIES = [
  "",
  "q=vacuum",
  "q=VACUUM&brand=nordvac",
  "q=100%25",
  "q=a_b",
  "q=O'Brien",
  "category=Chemicals",
  "category=chemicals&subcategory=kitchen%20chemicals",
  "category=Equipments&subcategory=Window%20Cleaning",
  "category=Cleaning%20Tools%20%26%20Accessories",
  "category=Floor%20Care%20Equipment",
  "category=Industrial%20Vacuum%20Cleaners&q=nv",
  "category=Cleaning%20Chemicals&brand=Sanitas%20Pro",
  "application=healthcare",
  "application=commercial&category=Equipments",
  "application=hospitality&q=cleaner",
  "brand=HYGIENA%20SYSTEMS",
  "brand=Nobody",
  "category=Unknown",
  // One- and two-character searches match whole words only.
  "q=v",
  "q=Ac",
  "q=%25",
  "q=scrubber&category=Equipments",
  "q=gel&category=Cleaning%20Chemicals",
  "application=healthcare&q=wipes",
  "application=commercial&brand=nordvac",
  "category=Floor%20Care%20Equipment&application=healthcare",
  "category=Cleaning%20Chemicals&subcategory=Kitchen%20Chemicals",
];

describe.each(DRIVERS)("catalogue SQL on %s", (driver) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ driver });
    // Imported catalogues may write paths and odd spacing.
    await server.database.db.insert(products).values(
      [
        {
          name: "Imported Squeegee Pole",
          brand: "Clearview Pro",
          category: "Equipments » Window Cleaning",
          imageUrl: "https://cdn.example.com/p.jpg",
        },
        {
          name: "Imported Degreaser 100% strength",
          brand: "Kitchex",
          category: "Chemicals>>Kitchen Chemicals",
          description: "a_b O'Brien",
        },
        { name: "Hidden vacuum", brand: "Nordvac", category: "Equipments", isActive: false },
        // The solution vocabulary written literally, and rows the SQL form of its rules must place exactly as the pure one.
        { name: "Imported Buffer", brand: "Nordvac", category: "Floor Care Equipment" },
        {
          name: "Imported sanitizer gel",
          brand: "Aquaris",
          category: "Cleaning Chemicals",
          imageUrl: "/api/storage/gel.jpg",
        },
        {
          name: "Imported Scrubber",
          brand: "Aquaris",
          category: "Equipments >> Floor Cleaning Machines",
          subcategory: null,
        },
        {
          name: "Scrubber on a path",
          brand: "Aquaris",
          category: "Equipments",
          subcategory: "Floor Cleaning Machines",
        },
        { name: "Backpack VACUUM", brand: "Nordvac", category: "Equipments » Window Cleaning" },
        {
          name: "Disinfecting Wipes Dispenser",
          brand: "Hygiena Systems",
          category: "Washroom Hygiene",
          subcategory: "Dispensers",
        },
        { name: "chemicals lower-case", brand: "Kitchex", category: "chemicals" },
      ].map(withDerivedFacts),
    );
  });
  afterAll(async () => {
    await server?.close();
  });

  it.each(QUERIES)("'%s' selects what the reference rules select, ordered by image rank", async (query) => {
    const filter = parseCatalogueFilter(new URLSearchParams(query));
    const result = await queryCatalogue(server.database.db, filter, 1000);
    const reference = (await listActiveProducts(server.database.db)).filter((product) =>
      matchesFilter(product, filter, result.corrections),
    );
    expect(result.matchCount).toBe(reference.length);
    expect(result.products.map((product) => product.id).sort()).toEqual(reference.map((product) => product.id).sort());
    const order = result.products.map((product) => [
      filter.search ? searchTier(product, filter.search, result.corrections) : 0,
      -deriveProductFacts(product).imageRank,
    ]);
    expect(order).toEqual([...order].sort((a, b) => a[0]! - b[0]! || a[1]! - b[1]!));
    const limited = await queryCatalogue(server.database.db, filter, 5);
    expect(limited.products).toEqual(result.products.slice(0, 5));
    expect(limited.matchCount).toBe(reference.length);
  });

  it("lists category and subcategory options from the data, paths included", async () => {
    expect(await categoryOptionsSql(server.database.db)).toEqual([
      "chemicals",
      "Chemicals",
      "Cleaning Chemicals",
      "Cleaning Tools & Accessories",
      "Equipments",
      "Floor Care Equipment",
      "Washroom Hygiene",
      "Waste Management",
    ]);
    expect(await subcategoryOptionsSql(server.database.db, "chemicals")).toEqual([
      "Housekeeping Chemicals",
      "Kitchen Chemicals",
    ]);
    expect(await subcategoryOptionsSql(server.database.db, "Equipments")).toContain("Window Cleaning");
  });
});
