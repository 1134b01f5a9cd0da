import { expect, test } from "@playwright/test";
import { STATIC_SITEMAP_PATHS } from "~/lib/seo/sitemap";

// Spec 2.1: every route is server-rendered (complete without JavaScript) inside the shared layout.
const ROUTES = [
  ...STATIC_SITEMAP_PATHS,
  "/products?category=Chemicals&subcategory=Kitchen%20Chemicals",
  "/category/equipments",
  "/category/chemicals/kitchen-chemicals",
];

test.describe("server rendering without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  for (const path of ROUTES) {
    test(`${path} answers 200 with one h1, the header and the footer`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      await expect(page.locator("h1")).toHaveCount(1);
      await expect(page.locator("header").first()).toBeVisible();
      await expect(page.locator("footer").first()).toBeVisible();
      await expect(page.getByRole("link", { name: "Chat with us on WhatsApp" })).toBeVisible();
    });
  }

  test("routes match case-insensitively", async ({ page }) => {
    const response = await page.goto("/Products?category=Chemicals");
    expect(response?.status()).toBe(200);
    await expect(page.locator("h1")).toHaveText("Innovation Catalog");
  });

  test("an unknown path answers 404 with the not-found card", async ({ page }) => {
    const response = await page.goto("/no-such-page/at-all");
    expect(response?.status()).toBe(404);
    await expect(page.getByText("404 Page Not Found")).toBeVisible();
    await expect(page.getByText("Did you forget to add the page to the router?")).toBeVisible();
  });
});
