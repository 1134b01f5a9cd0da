import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase, type Database } from "~server/db/client";
import { products } from "~server/db/schema";
import { seedDemoCatalogueIfEmpty } from "./replace-catalogue";
import { deriveProductFacts, withDerivedFacts, type ProductFacts } from "./derived-facts";
import { listActiveProducts, type PublicProduct } from "./products";
import { SECTORS } from "~/lib/catalogue/sectors";
import { loadFocusedProducts, loadSectorProducts, loadSolutionsProducts, type FocusedPage } from "./solution-pages";

// The solution and sector pages must select exactly what the rules (derived-facts.ts) select, in the catalogue's order:
// image rank, then the database's name order (listActiveProducts), then id.
type Rule = (facts: ProductFacts) => boolean;
const RULES: Record<FocusedPage, Rule> = {
  vacuum: (facts) => facts.vacuumSolution,
  automation: (facts) => facts.automationSolution,
  "floor-care": (facts) => facts.floorCareSolution,
  chemicals: (facts) => facts.chemicalSolution,
};
const FITS: Record<(typeof SECTORS)[number], Rule> = {
  commercial: (facts) => facts.fitsCommercial,
  healthcare: (facts) => facts.fitsHealthcare,
  hospitality: (facts) => facts.fitsHospitality,
};

const ids = (list: Array<{ id: string }>) => list.map((product) => product.id);
/** Best rank first; Array.prototype.sort is stable, so the database's name order stays within a rank. */
const byRank = (list: PublicProduct[], rank: (facts: ProductFacts) => number) =>
  [...list].sort((a, b) => rank(deriveProductFacts(b)) - rank(deriveProductFacts(a)));

// A real embedded database: generous limits, since a busy machine can take seconds to open and seed it.
describe("solution and sector page loaders", { timeout: 30_000 }, () => {
  let database: Database;
  let dataDir: string;
  let reference: PublicProduct[];

  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "solution-pages-"));
    database = await openDatabase({ dataDir });
    await seedDemoCatalogueIfEmpty(database.db, dataDir);
    const pictured = "https://cdn.example.com/p.jpg";
    await database.db.insert(products).values(
      [
        // Imported catalogues may use the solution vocabulary or paths.
        { name: "Imported Buffer", brand: "Nordvac", category: "Floor Care Equipment" },
        { name: "Imported Wet Pickup", brand: "Nordvac", category: "Industrial Vacuum Cleaners", imageUrl: pictured },
        {
          name: "imported sanitizer gel",
          brand: "Aquaris",
          category: "Cleaning Chemicals",
          imageUrl: "/api/storage/gel.jpg",
        },
        { name: "Imported Degreaser", brand: "Kitchex", category: "Chemicals » Kitchen Chemicals", imageUrl: pictured },
        {
          name: "Imported Scrubber",
          brand: "Aquaris",
          category: "Equipments >> Floor Cleaning Machines",
          subcategory: null,
        },
        {
          name: "Disinfecting Wipes Dispenser",
          brand: "Hygiena Systems",
          category: "Washroom Hygiene",
          subcategory: "Dispensers",
          imageUrl: pictured,
        },
        {
          name: "Sensor Bin",
          brand: "Aquaris",
          category: "Waste Management",
          features: ["AI fill-level alerts"],
          imageUrl: "/placeholder-product.svg",
        },
        {
          name: "Steel Trolley",
          brand: "Aquaris",
          category: "Cleaning Tools & Accessories",
          features: ["Stainless frame, easy to maintain"],
        },
        { name: "Hidden vacuum", brand: "Nordvac", category: "Equipments", imageUrl: pictured, isActive: false },
        // Pictured products that no page takes, ahead of the matches in the listing order: the pages must skip them all.
        ...Array.from({ length: 300 }, (_, index) => ({
          name: `AAA Hand Pad ${String(index).padStart(3, "0")}`,
          brand: "Diamantek",
          category: "Equipments",
          subcategory: "Grinding & Polishing Tools",
          description: "A pad.",
          imageUrl: pictured,
        })),
      ].map(withDerivedFacts),
    );
    reference = await listActiveProducts(database.db);
  }, 120_000);

  afterAll(async () => {
    await database?.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  const expected = (rule: Rule) =>
    byRank(
      reference.filter((product) => rule(deriveProductFacts(product))),
      (facts) => facts.imageRank,
    );

  it.each(Object.keys(RULES) as FocusedPage[])("the %s page selects what its rule selects", async (page) => {
    const all = expected(RULES[page]);
    expect(all.length).toBeGreaterThan(0);
    const limited = page === "floor-care" || page === "chemicals";
    const result = await loadFocusedProducts(database.db, page, 1000);
    expect(ids(result.products)).toEqual(ids(all.slice(0, limited ? 6 : 1000)));
    expect(result.hasMore).toBe(all.length > (limited ? 6 : 1000));
    if (!limited) {
      const paged = await loadFocusedProducts(database.db, page, 2);
      expect(ids(paged.products)).toEqual(ids(all.slice(0, 2)));
      expect(paged.hasMore).toBe(all.length > 2);
    }
  });

  it.each([...SECTORS])("the %s sector page shows the first 6 products of its rule", async (sector) => {
    const all = expected(FITS[sector]);
    const result = await loadSectorProducts(database.db, sector);
    expect(result.products).toHaveLength(6);
    expect(ids(result.products)).toEqual(ids(all.slice(0, 6)));
  });

  it.each(["", "aquaris", "HYGIENA SYSTEMS", "Nobody"])(
    "the solutions overview for brand '%s' is stored images first, placeholders last",
    async (brand) => {
      const matching = reference.filter((product) => !brand || product.brand.toLowerCase() === brand.toLowerCase());
      const all = byRank(matching, (facts) => facts.solutionsImageRank);
      for (const shown of [24, 1000]) {
        const result = await loadSolutionsProducts(database.db, brand, shown);
        expect(result.total).toBe(all.length);
        expect(ids(result.products)).toEqual(ids(all.slice(0, shown)));
      }
    },
  );

  it("puts a stored image first on the overview and a pictured product first on the focused pages", async () => {
    const overview = await loadSolutionsProducts(database.db, "", 24);
    expect(overview.products[0]?.imageUrl).toMatch(/^\/api\/storage\//);
    const vacuums = await loadFocusedProducts(database.db, "vacuum");
    expect(vacuums.products.map((product) => product.name)).toContain("Imported Wet Pickup");
    expect(vacuums.products.map((product) => product.name)).not.toContain("Hidden vacuum");
  });
});
