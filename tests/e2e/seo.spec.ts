import { expect, test } from "@playwright/test";
import { STATIC_SITEMAP_PATHS } from "../../app/lib/seo/sitemap";

// Search engines must be able to find and read every public page.

test("sitemap.xml lists every static page, every category page and all 358 products, and each answers 200", async ({ request, baseURL }) => {
  const response = await request.get("/sitemap.xml");
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toContain("application/xml");
  const locs = [...(await response.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]!);
  expect(locs.filter((loc) => /\/products\/[0-9a-f-]{36}$/.test(loc))).toHaveLength(358);
  expect(locs.filter((loc) => loc.includes("/category/"))).toHaveLength(28);
  for (const path of STATIC_SITEMAP_PATHS) expect(locs).toContain(`${baseURL}${path === "/" ? "/" : path}`);
  const sample = [...locs.filter((loc) => loc.includes("/category/")), ...locs.filter((loc) => loc.includes("/products/")).slice(0, 5)];
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
  await page.goto((await page.getByRole("link", { name: /View Details/ }).first().getAttribute("href"))!);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents();
  const types = jsonLd.map((text) => (JSON.parse(text) as { "@type": string })["@type"]);
  expect(types).toEqual(expect.arrayContaining(["Organization", "Product"]));
});
