import { expect, test } from "@playwright/test";
import { STATIC_SITEMAP_PATHS } from "~/lib/seo/sitemap";

// Search engines must be able to find and read every public page.

test("sitemap.xml lists every static page, every category page and all 358 products, and each answers 200", async ({
  request,
  baseURL,
}) => {
  const response = await request.get("/sitemap.xml");
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toContain("application/xml");
  const allLocs = [...(await response.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]!);
  // Issue 18: every page is listed in both editions; the Arabic ones are the English ones under /ar.
  const locs = allLocs.filter((loc) => !new URL(loc).pathname.match(/^\/ar(\/|$)/));
  expect(allLocs).toHaveLength(locs.length * 2);
  expect(locs.filter((loc) => /\/products\/[0-9a-f-]{36}$/.test(loc))).toHaveLength(358);
  expect(locs.filter((loc) => loc.includes("/category/"))).toHaveLength(28);
  for (const path of STATIC_SITEMAP_PATHS) expect(locs).toContain(`${baseURL}${path === "/" ? "/" : path}`);
  const sample = [
    ...locs.filter((loc) => loc.includes("/category/")),
    ...locs.filter((loc) => loc.includes("/products/")).slice(0, 5),
  ];
  for (const loc of sample) {
    const page = await request.get(new URL(loc).pathname);
    expect(page.status(), loc).toBe(200);
  }
});

test("robots.txt allows crawling and names the sitemap", async ({ request, baseURL }) => {
  const body = await (await request.get("/robots.txt")).text();
  expect(body).toContain("Allow: /");
  expect(body).toContain(`Sitemap: ${baseURL}/sitemap.xml`);
});

test("pages carry a title, a description, a canonical URL and structured data", async ({ page, baseURL }) => {
  await page.goto("/products?q=NV%2030%20Commercial");
  await expect(page).toHaveTitle(/Innovation Catalog/);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", `${baseURL}/products`);
  expect((await page.locator('meta[name="description"]').getAttribute("content"))!.length).toBeGreaterThan(50);
  // What a crawler reads: the server-rendered document of a product page.
  await page.goto(
    (await page
      .getByRole("link", { name: /View Details/ })
      .first()
      .getAttribute("href"))!,
  );
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents();
  const types = jsonLd.map((text) => (JSON.parse(text) as { "@type": string })["@type"]);
  expect(types).toEqual(expect.arrayContaining(["Organization", "Product"]));
});

test("every public page has parseable JSON-LD with its required fields, twitter tags and one h1", async ({
  request,
}) => {
  const productPath = new URL(
    [...(await (await request.get("/sitemap.xml")).text()).matchAll(/<loc>([^<]+\/products\/[^<]+)<\/loc>/g)][0]![1]!,
  ).pathname;
  const expected: Record<string, string[]> = {
    [productPath]: ["Organization", "Product", "BreadcrumbList"],
    "/category/chemicals/kitchen-chemicals": ["Organization", "BreadcrumbList"],
  };
  for (const path of [...STATIC_SITEMAP_PATHS, productPath, "/category/chemicals/kitchen-chemicals"]) {
    const html = await (await request.get(path)).text();
    const blocks = [...html.matchAll(/<script type="application\/ld\+json"[^>]*>(.*?)<\/script>/gs)].map(
      (match) => JSON.parse(match[1]!) as Record<string, unknown>,
    );
    const types = blocks.map((block) => block["@type"]);
    expect(types, path).toEqual(expected[path] ?? ["Organization"]);
    for (const block of blocks) {
      expect(block["@context"]).toBe("https://schema.org");
      if (block["@type"] === "Organization")
        expect(block).toMatchObject({
          name: expect.any(String),
          url: expect.any(String),
          address: expect.any(Object),
          openingHoursSpecification: expect.any(Array),
        });
      if (block["@type"] === "Product")
        expect(block).toMatchObject({
          name: expect.any(String),
          brand: expect.any(Object),
          description: expect.any(String),
          category: expect.any(String),
        });
      if (block["@type"] === "BreadcrumbList")
        expect((block.itemListElement as unknown[]).length).toBeGreaterThanOrEqual(3);
    }
    expect(html.match(/<h1[\s>]/g), path).toHaveLength(1);
    expect(html, path).toContain('name="twitter:card"');
    expect(html, path).toMatch(/<title>[^<]+\| Gulf Clean Equipment<\/title>/);
  }
  const productHtml = await (await request.get(productPath)).text();
  expect(productHtml).toMatch(/property="og:image" content="http[^"]+"/);
});
