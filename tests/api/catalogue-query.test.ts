import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { matchesFilter, parseCatalogueFilter } from "../../app/lib/catalogue/catalogue-filter";
import { categoryOptionsSql, queryCatalogue, subcategoryOptionsSql } from "../../app/lib/catalogue/catalogue-query.server";
import { imageRank } from "../../app/lib/catalogue/image-rank";
import { listActiveProducts } from "../../app/lib/catalogue/products.server";
import { products } from "../../server/db/schema";
import { DRIVERS, startTestServer, type TestServer } from "./harness";

// The SQL of /products must select exactly what the pure reference rules (catalogue-filter.ts) select.
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
];

describe.each(DRIVERS)("catalogue SQL on %s", (driver) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ driver });
    // Imported catalogues may write paths and odd spacing.
    await server.database.db.insert(products).values([
      { name: "Imported Squeegee Pole", brand: "Clearview Pro", category: "Equipments » Window Cleaning", imageUrl: "https://cdn.example.com/p.jpg" },
      { name: "Imported Degreaser 100% strength", brand: "Kitchex", category: "Chemicals>>Kitchen Chemicals", description: "a_b O'Brien" },
      { name: "Hidden vacuum", brand: "Nordvac", category: "Equipments", isActive: false },
    ]);
  });
  afterAll(async () => {
    await server?.close();
  });

  it.each(QUERIES)("'%s' selects what the reference rules select, ordered by image rank", async (query) => {
    const filter = parseCatalogueFilter(new URLSearchParams(query));
    const reference = (await listActiveProducts(server.database.db)).filter((product) => matchesFilter(product, filter));
    const result = await queryCatalogue(server.database.db, filter, 1000);
    expect(result.matchCount).toBe(reference.length);
    expect(result.products.map((product) => product.id).sort()).toEqual(reference.map((product) => product.id).sort());
    const ranks = result.products.map((product) => imageRank(product.imageUrl));
    expect(ranks).toEqual([...ranks].sort((a, b) => b - a));
    const limited = await queryCatalogue(server.database.db, filter, 5);
    expect(limited.products).toEqual(result.products.slice(0, 5));
    expect(limited.matchCount).toBe(reference.length);
  });

  it("lists category and subcategory options from the data, paths included", async () => {
    expect(await categoryOptionsSql(server.database.db)).toEqual(["Chemicals", "Cleaning Tools & Accessories", "Equipments", "Washroom Hygiene", "Waste Management"]);
    expect(await subcategoryOptionsSql(server.database.db, "chemicals")).toEqual(["Housekeeping Chemicals", "Kitchen Chemicals"]);
    expect(await subcategoryOptionsSql(server.database.db, "Equipments")).toContain("Window Cleaning");
  });
});
