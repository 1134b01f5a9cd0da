/**
 * Range filters by numbers (issue 19, decision 156): the offered filters and the narrowed listing as the SQL answers
 * them must equal a brute-force filter over every product's specification rows, on PGlite and on PostgreSQL; and the
 * page, as the server renders it, reads the address, refuses a bad number with the field's message, and keeps the
 * ranges in its links.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CATEGORY_PAGE_TEXT } from "~/content/catalogue";
import { CATEGORY_PAGE_SIZE, parseCategoryView } from "~/lib/catalogue/category-scope";
import { parseRangeAddress } from "~/lib/catalogue/range-address";
import { offeredRanges, type RangeBound, type RangeFilter, type RangeKeyStats } from "~/lib/catalogue/range-filters";
import { loadCategoryListing, loadCategoryRanges } from "~server/catalogue/category-query";
import { deriveProductFacts, withDerivedFacts } from "~server/catalogue/derived-facts";
import { listActiveProducts, type PublicProduct } from "~server/catalogue/products";
import { syncSpecificationRows } from "~server/catalogue/specification-rows";
import { products, productSpecifications, type ProductSpecification } from "~server/db/schema";
import { DRIVERS, startTestServer, type TestServer } from "./harness";

const CATEGORY = "Equipments";
const SUBCATEGORY = "Vacuums & Scrubing Machines";
const PAGE = "/category/equipments/vacuums-%26-scrubing-machines";

const byCodePoint = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

function inScope(product: PublicProduct, subcategory: string | null): boolean {
  const facts = deriveProductFacts(product);
  return (
    facts.topCategory === CATEGORY &&
    (!subcategory || product.subcategory === subcategory || facts.pathSubcategory === subcategory)
  );
}

/** The most frequent value, the first in code-point order on a tie (PostgreSQL's mode() under the C collation). */
function mode(values: Array<string | null>): string | null {
  const counts = new Map<string, number>();
  for (const value of values) if (value !== null) counts.set(value, (counts.get(value) ?? 0) + 1);
  return [...counts].sort((a, b) => b[1] - a[1] || byCodePoint(a[0], b[0]))[0]?.[0] ?? null;
}

/** The offered filters from the rows themselves: per key and unit, the products, distinct numbers and bounds. */
function referenceFilters(scope: PublicProduct[], rows: ProductSpecification[]): RangeFilter[] {
  const ids = new Set(scope.map((product) => product.id));
  const groups = new Map<string, ProductSpecification[]>();
  for (const row of rows) {
    if (!ids.has(row.productId) || row.key === null || row.numericValue === null) continue;
    const group = `${row.key}\u0000${row.unitCode ?? ""}`;
    groups.set(group, [...(groups.get(group) ?? []), row]);
  }
  const stats: RangeKeyStats[] = [...groups.values()].map((group) => {
    const numbers = group.map((row) => row.numericValue!);
    return {
      key: group[0]!.key!,
      unitCode: group[0]!.unitCode,
      products: new Set(group.map((row) => row.productId)).size,
      distinct: new Set(numbers).size,
      min: Math.min(...numbers),
      max: Math.max(...numbers),
      label: mode(group.map((row) => row.label))!,
      labelAr: mode(group.map((row) => row.labelAr)),
    };
  });
  return offeredRanges(scope.length, stats);
}

/** The listing by brute force: every chosen range held by one of the product's rows, in the page's order. */
function referenceListing(
  scope: PublicProduct[],
  rows: ProductSpecification[],
  filters: RangeFilter[],
  ranges: RangeBound[],
  brand: string,
  sort: "name" | "brand",
) {
  const holds = (product: PublicProduct, range: RangeBound) => {
    const filter = filters.find((candidate) => candidate.slug === range.slug)!;
    return rows.some(
      (row) =>
        row.productId === product.id &&
        row.key === filter.key &&
        row.unitCode === filter.unitCode &&
        row.numericValue !== null &&
        (range.min === null || row.numericValue >= range.min) &&
        (range.max === null || row.numericValue <= range.max),
    );
  };
  const narrowed = scope.filter((product) => ranges.every((range) => holds(product, range)));
  const kept = narrowed.filter((product) => !brand || product.brand.toLowerCase() === brand.toLowerCase());
  const key = (product: PublicProduct) => (sort === "brand" ? [product.brand, product.name] : [product.name]);
  kept.sort(
    (a, b) =>
      deriveProductFacts(b).imageRank - deriveProductFacts(a).imageRank ||
      [...key(a), a.id].reduce((found, part, index) => found || byCodePoint(part, [...key(b), b.id][index]!), 0),
  );
  const perBrand = new Map<string, number>();
  for (const product of narrowed) perBrand.set(product.brand, (perBrand.get(product.brand) ?? 0) + 1);
  return { kept, perBrand };
}

const QUERIES = [
  "working-width.min=450&working-width.max=600",
  "working-width.min=400&weight.max=60",
  "working-width.min=400&brand=Aquaris",
  "weight.min=20&sort=brand",
  "power.min=1000",
  "working-width.min=1&working-width.max=100000&page=2",
  "working-width.max=1",
];

describe.each(DRIVERS)("range filters on %s", (driver) => {
  let server: TestServer;
  let scope: PublicProduct[];
  let rows: ProductSpecification[];

  beforeAll(async () => {
    server = await startTestServer({ driver, pages: true });
    const { db } = server.database;
    // A working width in another unit (not offered: the key's filter is in mm) and a product with no numbers at all.
    const added = await db
      .insert(products)
      .values(
        [
          {
            name: "Centimetre Scrubber",
            brand: "Aquaris",
            category: CATEGORY,
            subcategory: SUBCATEGORY,
            specifications: "Working width: 55 cm\nWeight: 30 kg",
          },
          { name: "Plain Scrubber", brand: "Aquaris", category: CATEGORY, subcategory: SUBCATEGORY },
        ].map(withDerivedFacts),
      )
      .returning({ id: products.id });
    await syncSpecificationRows(
      db,
      added.map((row) => row.id),
    );
    scope = (await listActiveProducts(db)).filter((product) => inScope(product, SUBCATEGORY));
    rows = await db.select().from(productSpecifications);
  });
  afterAll(async () => {
    await server?.close();
  });

  it("offers the filters the rows call for", async () => {
    const offered = await loadCategoryRanges(server.database.db, CATEGORY, SUBCATEGORY);
    expect(offered.map((filter) => filter.slug)).toContain("working-width");
    expect(offered).toEqual(referenceFilters(scope, rows));
    expect(offered.find((filter) => filter.slug === "working-width")?.unitCode).toBe("MMT");
    const top = (await listActiveProducts(server.database.db)).filter((product) => inScope(product, null));
    expect(await loadCategoryRanges(server.database.db, CATEGORY, null)).toEqual(referenceFilters(top, rows));
  });

  it.each(QUERIES)("'%s' lists, counts and orders what a brute-force filter does", async (query) => {
    const { db } = server.database;
    const params = new URLSearchParams(query);
    const filters = await loadCategoryRanges(db, CATEGORY, SUBCATEGORY);
    const address = parseRangeAddress(params, filters);
    expect(address.errors).toEqual({});
    const view = { ...parseCategoryView(params), ranges: address.ranges };
    const result = await loadCategoryListing(db, CATEGORY, SUBCATEGORY, view, filters);
    const expected = referenceListing(scope, rows, filters, view.ranges, view.brand, view.sort as "name" | "brand");
    // Each case narrows to some products, except the one that asks for none.
    expect(expected.kept.length > 0).toBe(!query.startsWith("working-width.max=1"));
    expect(expected.kept.length < scope.length).toBe(true);
    expect(result.resultCount).toBe(expected.kept.length);
    expect(result.products.map((product) => product.name)).toEqual(
      expected.kept.slice(0, view.page * CATEGORY_PAGE_SIZE).map((product) => product.name),
    );
    expect(new Map(result.brandCounts.map((cell) => [cell.brand, cell.count]))).toEqual(expected.perBrand);
  });

  it("renders the form, the chips and the links with the ranges kept", async () => {
    const text = CATEGORY_PAGE_TEXT.en;
    const page = await (await fetch(`${server.baseUrl}${PAGE}?working-width.min=450&brand=Aquaris&page=2`)).text();
    expect(page).toContain('data-testid="range-filters"');
    expect(page).toContain(text.rangesLegend);
    expect(page).toMatch(/name="working-width\.min"[^>]*value="450"/);
    expect(page).toContain(text.rangeChip("Working width", "450", "", "mm"));
    // The brand chip keeps the range and drops the page; the range's chip keeps the brand.
    expect(page).toContain(`href="${PAGE}?working-width.min=450"`);
    expect(page).toContain(`href="${PAGE}?brand=Aquaris"`);
    expect(page).toMatch(new RegExp(`href="${PAGE}"[^>]*>${text.clearChips}<`));
  });

  it("answers a bad number with the field's message, not an error page, and ignores unknown slugs", async () => {
    const text = CATEGORY_PAGE_TEXT.en;
    const response = await fetch(`${server.baseUrl}${PAGE}?working-width.min=abc&voltage.min=x&colour.max=blue`);
    expect(response.status).toBe(200);
    const page = await response.text();
    expect(page).toContain(text.rangeErrors.number);
    const input = /<input[^>]*name="working-width\.min"[^>]*>/.exec(page)?.[0] ?? "";
    expect(input).toContain('aria-invalid="true"');
    const described = /aria-describedby="([^"]+)"/.exec(input)?.[1];
    expect(page).toContain(`id="${described}"`);
    const order = await (await fetch(`${server.baseUrl}${PAGE}?weight.min=50&weight.max=10`)).text();
    expect(order).toContain(text.rangeErrors.order);
  });

  it("reads Arabic-Indic digits and a decimal comma on the Arabic page", async () => {
    const text = CATEGORY_PAGE_TEXT.ar;
    const page = await (await fetch(`${server.baseUrl}/ar${PAGE}?working-width.min=٤٥٠&weight.max=60,5`)).text();
    expect(page).toContain(text.rangesLegend);
    expect(page).toContain(text.rangeChip("عرض العمل", "450", "", "ملم").split(":")[1]!);
    expect(page).toContain(`href="/ar${PAGE}?working-width.min=450"`);
  });
});
