import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CATEGORY_TREE } from "~/content/category-tree";
import type { ProductSummary } from "~/lib/catalogue/product-types";
import { DRIVERS, startTestServer, type TestServer } from "./harness";

type ApiProduct = ProductSummary;

describe.each(DRIVERS)("catalogue API on %s", (driver) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ driver });
  });
  afterAll(async () => {
    await server?.close();
  });

  it("GET /api/products returns the 358 demo products with the tree's counts", async () => {
    const response = await fetch(`${server.baseUrl}/api/products`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/application\/json/);
    expect(response.headers.get("content-encoding")).toMatch(/gzip|br|deflate/);
    const products = (await response.json()) as ApiProduct[];
    expect(products).toHaveLength(358);
    for (const category of CATEGORY_TREE) {
      const inCategory = products.filter((product) => product.category === category.name);
      expect(inCategory, category.name).toHaveLength(category.productCount);
      for (const sub of category.subCategories) {
        expect(
          inCategory.filter((product) => product.subcategory === sub.name),
          sub.name,
        ).toHaveLength(sub.count);
      }
    }
    const sample = products[0]!;
    expect(Object.keys(sample).sort()).toEqual([
      "brand",
      "category",
      "description",
      "features",
      "id",
      "imageUrl",
      "name",
      "serialNumber",
      "specifications",
      "subcategory",
    ]);
  });

  it("GET /api/brands returns at least 12 active brands", async () => {
    const response = await fetch(`${server.baseUrl}/api/brands`);
    expect(response.status).toBe(200);
    const brands = (await response.json()) as Array<{
      id: string;
      name: string;
      logoUrl: string | null;
      description: string | null;
    }>;
    expect(brands.length).toBeGreaterThanOrEqual(12);
    expect(brands.every((brand) => brand.id && brand.name && brand.logoUrl && brand.description)).toBe(true);
  });

  it("unknown API paths answer 404 JSON", async () => {
    const response = await fetch(`${server.baseUrl}/api/nothing-here`);
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ message: "Not found" });
  });

  it("/healthz answers 200 when the database answers", async () => {
    const response = await fetch(`${server.baseUrl}/healthz`);
    expect(response.status).toBe(200);
    // "search": whether the broad searches' counts are current (server/search/broad-cells.ts); no refresher runs here.
    expect(await response.json()).toEqual({ status: "ok", database: driver, search: "counting" });
  });

  it("serves stored images under /api/storage and 404s for missing ones", async () => {
    const products = (await (await fetch(`${server.baseUrl}/api/products`)).json()) as ApiProduct[];
    const stored = products.find((product) => product.imageUrl?.startsWith("/api/storage/"));
    expect(stored).toBeDefined();
    const image = await fetch(server.baseUrl + stored!.imageUrl!);
    expect(image.status).toBe(200);
    expect(image.headers.get("content-type")).toMatch(/image\/svg\+xml/);
    expect((await fetch(`${server.baseUrl}/api/storage/demo/missing.svg`)).status).toBe(404);
    expect((await fetch(`${server.baseUrl}/api/storage/../../etc/passwd`)).status).toBe(404);
  });
});

describe("GET /api/products paging", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ driver: "pglite" });
  });
  afterAll(async () => {
    await server?.close();
  });

  it("pages with limit and offset in the catalogue's order", async () => {
    const all = (await (await fetch(`${server.baseUrl}/api/products`)).json()) as Array<{ id: string }>;
    const page = (await (await fetch(`${server.baseUrl}/api/products?limit=10&offset=20`)).json()) as Array<{
      id: string;
    }>;
    expect(page.map((product) => product.id)).toEqual(all.slice(20, 30).map((product) => product.id));
    const tail = (await (await fetch(`${server.baseUrl}/api/products?offset=350`)).json()) as unknown[];
    expect(tail).toHaveLength(8);
  });

  it.each(["limit=0", "limit=5000", "limit=abc", "offset=-1", "limit=1.5"])("answers %s with 400", async (query) => {
    const response = await fetch(`${server.baseUrl}/api/products?${query}`);
    expect(response.status).toBe(400);
    expect(((await response.json()) as { message: string }).message).toMatch(/limit/);
  });
});
