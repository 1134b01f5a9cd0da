/** sitemap.xml: one file while the catalogue fits; a sitemap index with product files past the per-file limit. */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { count, eq } from "drizzle-orm";
import { products } from "~server/db/schema";
import { DRIVERS, startTestServer, type TestServer } from "./harness";

const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]!);

describe.each(DRIVERS)("sitemap past one file's limit (%s)", (driver) => {
  let server: TestServer;
  let activeIds: string[];
  beforeAll(async () => {
    server = await startTestServer({ driver, pages: true, env: { SITEMAP_URLS_PER_FILE: "100" } });
    activeIds = (
      await server.database.db.select({ id: products.id }).from(products).where(eq(products.isActive, true))
    ).map((row) => row.id);
  });
  afterAll(async () => {
    await server?.close();
  });

  it("turns /sitemap.xml into an index of the pages file and enough product files for every active product", async () => {
    const response = await fetch(`${server.baseUrl}/sitemap.xml`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toContain("application/xml");
    const index = await response.text();
    expect(index).toContain("<sitemapindex");
    const files = locs(index).map((url) => new URL(url).pathname);
    // 100 URLs per file: 50 products in two editions each (issue 18).
    const productFiles = Math.ceil(activeIds.length / 50);
    expect(files).toEqual([
      "/sitemaps/pages.xml",
      ...Array.from({ length: productFiles }, (_, i) => `/sitemaps/products-${i + 1}.xml`),
    ]);

    const listed: string[] = [];
    for (const file of files.slice(1)) {
      const urls = locs(await (await fetch(`${server.baseUrl}${file}`)).text());
      expect(urls.length).toBeLessThanOrEqual(100);
      listed.push(...urls.map((url) => new URL(url).pathname.replace(/^(\/ar)?\/products\//, "")));
    }
    expect(listed).toHaveLength(activeIds.length * 2);
    expect(new Set(listed)).toEqual(new Set(activeIds));

    const pages = locs(await (await fetch(`${server.baseUrl}/sitemaps/pages.xml`)).text()).map(
      (url) => new URL(url).pathname,
    );
    expect(pages).toContain("/");
    expect(pages).toContain("/category/equipments");
    expect(pages).toContain("/ar");
    expect(pages).toContain("/ar/category/equipments");
    expect(pages.some((path) => path.startsWith("/products/"))).toBe(false);
  });

  it("answers 404 for a product file past the last and for names it does not write", async () => {
    const [{ n } = { n: 0 }] = await server.database.db
      .select({ n: count() })
      .from(products)
      .where(eq(products.isActive, true));
    const pastLast = Math.ceil(n / 50) + 1;
    for (const name of [`products-${pastLast}.xml`, "products-0.xml", "other.xml", "..%2Fsitemap.xml"]) {
      expect((await fetch(`${server.baseUrl}/sitemaps/${name}`)).status, name).toBe(404);
    }
  });
});

describe("sitemap within one file", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ driver: "pglite", pages: true });
  });
  afterAll(async () => {
    await server?.close();
  });

  it("is a single urlset with the fixed pages and every active product, dated by its last change", async () => {
    const xml = await (await fetch(`${server.baseUrl}/sitemap.xml`)).text();
    expect(xml).toContain("<urlset");
    const productUrls = locs(xml).filter((url) => url.includes("/products/") && !url.includes("/ar/"));
    const [{ n } = { n: 0 }] = await server.database.db
      .select({ n: count() })
      .from(products)
      .where(eq(products.isActive, true));
    expect(productUrls).toHaveLength(n);
    expect(xml).toMatch(/\/products\/[0-9a-f-]{36}<\/loc><lastmod>\d{4}-\d{2}-\d{2}<\/lastmod>/);
    expect(locs(xml).filter((url) => url.includes("/ar/products/"))).toHaveLength(n);
    expect(xml).toMatch(
      /<loc>[^<]+\/ar\/products\/([0-9a-f-]{36})<\/loc><lastmod>[^<]+<\/lastmod><xhtml:link rel="alternate" hreflang="en" href="[^"]+\/products\/\1"\/>/,
    );
  });
});
