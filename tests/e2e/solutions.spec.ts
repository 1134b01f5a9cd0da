import { expect, test, type Page } from "@playwright/test";
import { CATEGORY_TREE } from "../../app/content/category-tree";

// Spec 2.8 solutions overview, 2.9 focused pages, 2.10 sector pages, 9.2/9.3 ordering and limits.
const cards = (page: Page) => page.getByTestId("product-card");
const imageOf = (page: Page, index: number) => cards(page).nth(index).locator("img").getAttribute("src");

const SECTORS = [
  { path: "/commercial-spaces", sector: "commercial", primary: "Explore Solutions", secondary: "Schedule Assessment", viewAll: "View All Commercial Solutions" },
  { path: "/healthcare-facilities", sector: "healthcare", primary: "Healthcare Solutions", secondary: "Clinical Consultation", viewAll: "View All Healthcare Solutions" },
  { path: "/hospitality-excellence", sector: "hospitality", primary: "Hospitality Solutions", secondary: "Luxury Consultation", viewAll: "View All Hospitality Solutions" },
];

for (const sector of SECTORS) {
  test(`${sector.path}: hero buttons, 4 feature and 6 venue cards, 6 image-ranked products and the catalogue link`, async ({ page }) => {
    await page.goto(sector.path);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.getByRole("link", { name: sector.primary, exact: true })).toHaveAttribute("href", `/products?application=${sector.sector}`);
    await expect(page.getByRole("link", { name: sector.secondary, exact: true })).toHaveAttribute("href", "/contact");
    await expect(page.getByTestId("feature-cards").locator(":scope > li")).toHaveCount(4);
    await expect(page.getByTestId("venue-cards").locator(":scope > li")).toHaveCount(6);
    await expect(cards(page)).toHaveCount(6);
    expect(await imageOf(page, 0)).toMatch(/^\/attached_assets\//);
    await expect(page.getByRole("link", { name: sector.viewAll })).toHaveAttribute("href", `/products?application=${sector.sector}`);
  });
}

test("healthcare shows the compliance band and claims; hospitality the guest-centric features", async ({ page }) => {
  await page.goto("/healthcare-facilities");
  await expect(page.getByTestId("compliance-band").getByRole("listitem")).toHaveText(["CDC Guidelines", "EPA Registered", "FDA Compliant", "Joint Commission"]);
  for (const claim of ["99.9% Pathogen Elimination", "EPA Approved", "CDC Compliant", "HEPA Filtration"]) await expect(page.getByText(claim, { exact: true })).toBeVisible();
  await page.goto("/hospitality-excellence");
  await expect(page.getByRole("heading", { name: "Guest-Centric Features" })).toBeVisible();
  await expect(page.getByTestId("guest-features").getByRole("heading")).toHaveText(["Silent Night Operations", "Fragrance-Free Options", "Rapid Room Turnover", "Luxury Surface Care"]);
});

test("focused pages show their products within the limits, image-ranked, with their links", async ({ page }) => {
  for (const path of ["/vacuum-solutions", "/automation-solutions"]) {
    await page.goto(path);
    expect(await cards(page).count(), path).toBeGreaterThan(0);
    expect(await imageOf(page, 0)).toMatch(/^\/attached_assets\//);
  }
  for (const [path, category] of [["/smart-floor-care", "Floor Care Equipment"], ["/advanced-chemicals", "Cleaning Chemicals"]] as const) {
    await page.goto(path);
    const count = await cards(page).count();
    expect(count, path).toBeGreaterThan(0);
    expect(count, path).toBeLessThanOrEqual(6);
    expect(await imageOf(page, 0)).toMatch(/^\/attached_assets\//);
    await expect(page.locator(`a[href="/products?category=${encodeURIComponent(category)}"]`)).toHaveCount(1);
    await expect(page.locator("main section").first().locator('a[href="/contact"]')).toHaveCount(1);
  }
  await expect(page.getByTestId("application-cards").locator(":scope > li")).toHaveCount(4);
  await page.goto("/products?category=Cleaning%20Chemicals");
  await expect(page.getByTestId("text-found")).toHaveText("66 of 358 products found");
});

test("solutions overview: live category counts, brand toggle, and stored images first", async ({ page }) => {
  await page.goto("/solutions");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Domestic, Commercial & Industrial Solutions");
  for (const category of CATEGORY_TREE) await expect(page.getByTestId(`count-${category.name}`)).toHaveText(`${category.productCount}+ Products`);
  await expect(page.getByRole("heading", { name: "All Products" })).toBeVisible();
  await expect(page.getByTestId("products-available")).toHaveText("358 products available");
  expect(await imageOf(page, 0)).toMatch(/^\/api\/storage\//);

  await page.getByRole("link", { name: "Show Aquaris products" }).click();
  await expect(page).toHaveURL(/brand=Aquaris/);
  await expect(page.getByRole("heading", { name: "Aquaris Products" })).toBeVisible();
  const brands = await cards(page).getByTestId("brand-badge").allTextContents();
  expect(brands.length).toBeGreaterThan(0);
  expect(new Set(brands)).toEqual(new Set(["Aquaris"]));
  await expect(page.getByRole("link", { name: "Clear Filter (Aquaris)" })).toBeVisible();
  await page.getByRole("link", { name: "Show all brands (clear Aquaris)" }).click();
  await expect(page.getByRole("heading", { name: "All Products" })).toBeVisible();
  await expect(page.getByRole("link", { name: /Clear Filter/ })).toHaveCount(0);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });
  test("a sector page renders its products on the server", async ({ page }) => {
    await page.goto("/commercial-spaces");
    await expect(cards(page)).toHaveCount(6);
  });
});
