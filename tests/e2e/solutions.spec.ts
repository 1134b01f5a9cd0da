import { expect, test, type Page } from "@playwright/test";
import { CATEGORY_TREE } from "~/content/category-tree";
import { SECTOR_PAGES } from "~/content/sectors";
import { FOCUSED_PAGES } from "~/content/solutions";
import { deriveProductFacts } from "~server/catalogue/derived-facts";
import { axeViolations } from "./support/axe";

// Spec 2.8 solutions overview, 2.9 focused pages, 2.10 sector pages, 9.2/9.3 ordering and limits.
const cards = (page: Page) => page.getByTestId("product-card");
const cardImages = (page: Page) =>
  cards(page)
    .locator("img")
    .evaluateAll((images) => images.map((image) => image.getAttribute("src") ?? ""));
const h1 = (page: Page) => page.getByRole("heading", { level: 1 });
/** The header marks itself once React has hydrated: a page whose client code fails to load never gets the mark. */
const hydrated = (page: Page) => expect(page.locator("header[data-scrolled]")).toHaveCount(1);

/**
 * Spec 9.2: pictured products (/attached_assets/, http) come first. (A card shows the placeholder for a missing image,
 * so the order of the two lower ranks cannot be read from the page; the unit tests of the loaders cover it.)
 */
async function expectImageRanked(page: Page) {
  const sources = await cardImages(page);
  expect(sources[0]).toMatch(/^\/attached_assets\//);
  const pictured = sources.map(
    (source) => deriveProductFacts({ name: "", category: "", imageUrl: source }).imageRank === 3,
  );
  expect(pictured).toEqual([...pictured].sort((a, b) => Number(b) - Number(a)));
}

const SECTORS = [
  {
    path: "/commercial-spaces",
    sector: "commercial",
    primary: "Explore Solutions",
    secondary: "Schedule Assessment",
    viewAll: "View All Commercial Solutions",
  },
  {
    path: "/healthcare-facilities",
    sector: "healthcare",
    primary: "Healthcare Solutions",
    secondary: "Clinical Consultation",
    viewAll: "View All Healthcare Solutions",
  },
  {
    path: "/hospitality-excellence",
    sector: "hospitality",
    primary: "Hospitality Solutions",
    secondary: "Luxury Consultation",
    viewAll: "View All Hospitality Solutions",
  },
] as const;

for (const sector of SECTORS) {
  test(`${sector.path}: hero buttons, 4 feature and 6 venue cards, 6 image-ranked products and the catalogue link`, async ({
    page,
  }) => {
    await page.goto(sector.path);
    await hydrated(page);
    await expect(h1(page)).toHaveCount(1);
    await expect(h1(page)).toHaveText(SECTOR_PAGES.en[sector.sector].title);
    await expect(page.getByRole("link", { name: sector.primary, exact: true })).toHaveAttribute(
      "href",
      `/products?application=${sector.sector}`,
    );
    await expect(page.getByRole("link", { name: sector.secondary, exact: true })).toHaveAttribute("href", "/contact");
    await expect(page.getByTestId("feature-cards").locator(":scope > li")).toHaveCount(4);
    await expect(page.getByTestId("feature-cards").locator(":scope > li svg").first()).toBeVisible();
    await expect(page.getByTestId("venue-cards").locator(":scope > li")).toHaveCount(6);
    await expect(cards(page)).toHaveCount(6);
    await expectImageRanked(page);
    await expect(page.getByRole("link", { name: sector.viewAll, exact: true })).toHaveAttribute(
      "href",
      `/products?application=${sector.sector}`,
    );
  });
}

test("healthcare shows the compliance band and claims; hospitality the guest-centric features", async ({ page }) => {
  await page.goto("/healthcare-facilities");
  await expect(page.getByTestId("compliance-band").getByRole("listitem")).toHaveText([
    "CDC Guidelines",
    "EPA Registered",
    "FDA Compliant",
    "Joint Commission",
  ]);
  await expect(page.getByTestId("healthcare-claims").getByRole("listitem")).toHaveText([
    "99.9% Pathogen Elimination",
    "EPA Approved",
    "CDC Compliant",
    "HEPA Filtration",
  ]);
  await expect(page.getByTestId("guest-features")).toHaveCount(0);
  await page.goto("/hospitality-excellence");
  await expect(page.getByRole("heading", { name: "Guest-Centric Features" })).toBeVisible();
  await expect(page.getByTestId("guest-features").getByRole("heading")).toHaveText([
    "Silent Night Operations",
    "Fragrance-Free Options",
    "Rapid Room Turnover",
    "Luxury Surface Care",
  ]);
  await expect(page.getByTestId("compliance-band")).toHaveCount(0);
});

test("vacuum and automation pages show every match, image-ranked", async ({ page }) => {
  await page.goto("/products?category=Industrial%20Vacuum%20Cleaners");
  const vacuums = Number((await page.getByTestId("text-found").textContent())?.match(/^(\d+) of/)?.[1]);
  expect(vacuums).toBeGreaterThan(0);

  await page.goto("/vacuum-solutions");
  await hydrated(page);
  await expect(h1(page)).toHaveText(FOCUSED_PAGES.en.vacuum.title);
  await expect(cards(page)).toHaveCount(vacuums);
  await expectImageRanked(page);
  await expect(page.getByTestId("products-shown")).toHaveCount(0);

  await page.goto("/automation-solutions");
  await hydrated(page);
  await expect(h1(page)).toHaveText(FOCUSED_PAGES.en.automation.title);
  expect(await cards(page).count()).toBeGreaterThan(0);
  await expectImageRanked(page);
});

for (const [path, key, category] of [
  ["/smart-floor-care", "floor-care", "Floor Care Equipment"],
  ["/advanced-chemicals", "chemicals", "Cleaning Chemicals"],
] as const) {
  test(`${path}: at most 6 image-ranked products and its links`, async ({ page }) => {
    const text = FOCUSED_PAGES.en[key];
    await page.goto(path);
    await hydrated(page);
    await expect(h1(page)).toHaveText(text.title);
    const count = await cards(page).count();
    expect(count).toBeGreaterThan(0);
    expect(count).toBeLessThanOrEqual(6);
    await expectImageRanked(page);
    const catalogue = text.links[0]!;
    const contact = text.links[1]!;
    await expect(page.getByRole("link", { name: catalogue.label, exact: true })).toHaveAttribute(
      "href",
      `/products?category=${encodeURIComponent(category)}`,
    );
    await expect(page.getByRole("link", { name: contact.label, exact: true })).toHaveAttribute("href", "/contact");
    // The catalogue link shows what it promises: the whole solution category.
    await page.getByRole("link", { name: catalogue.label, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`category=${encodeURIComponent(category).replace(/%20/g, "(%20|\\+)")}`));
    await expect(page.getByTestId("text-found")).toHaveText(/^\d+ of 358 products found$/);
    expect(await cards(page).count()).toBeGreaterThanOrEqual(count);
  });
}

test("the chemicals page has its industry application cards", async ({ page }) => {
  await page.goto("/advanced-chemicals");
  await expect(page.getByRole("heading", { name: "Industry Applications" })).toBeVisible();
  await expect(page.getByTestId("application-cards").locator(":scope > li")).toHaveCount(4);
});

test("solutions overview: back link, live category counts, 24 cards with stored images first, and show more", async ({
  page,
}) => {
  await page.goto("/solutions");
  await hydrated(page);
  await expect(h1(page)).toHaveText("Domestic, Commercial & Industrial Solutions");
  await expect(page.getByRole("link", { name: "Back to Home" })).toHaveAttribute("href", "/");
  await expect(page.getByTestId("main-categories").getByRole("link")).toHaveCount(CATEGORY_TREE.length);
  for (const category of CATEGORY_TREE) {
    await expect(page.getByTestId("main-categories").getByRole("link", { name: category.name })).toHaveAttribute(
      "href",
      category.href,
    );
    await expect(page.getByTestId(`count-${category.name}`)).toHaveText(`${category.productCount}+ Products`);
  }
  await expect(page.getByRole("heading", { name: "All Products" })).toBeVisible();
  await expect(page.getByTestId("products-available")).toHaveText("358 products available");
  await expect(cards(page)).toHaveCount(24);
  expect((await cardImages(page))[0]).toMatch(/^\/api\/storage\//);
  await expect(page.getByTestId("products-shown")).toHaveText("Showing 24 of 358 products");

  await page.getByRole("link", { name: "Show More Products" }).click();
  await expect(page).toHaveURL(/[?&]show=48#more-products$/);
  await expect(cards(page)).toHaveCount(48);
  await expect(page.getByTestId("products-shown")).toHaveText("Showing 48 of 358 products");
  await expect(page.locator("#more-products")).toBeInViewport();
});

test("solutions overview: a brand logo toggles the brand filter and lands on the products", async ({ page }) => {
  await page.goto("/solutions");
  await hydrated(page);
  await page.getByRole("link", { name: "Show Aquaris products" }).click();
  await expect(page).toHaveURL(/[?&]brand=Aquaris#products$/);
  await expect(page.getByRole("heading", { name: "Aquaris Products" })).toBeInViewport();
  await expect(page.getByTestId("products-available")).toHaveText(/^\d+ products available$/);
  const brands = await cards(page).getByTestId("brand-badge").allTextContents();
  expect(brands.length).toBeGreaterThan(0);
  expect(new Set(brands)).toEqual(new Set(["Aquaris"]));
  await expect(page.getByRole("link", { name: "Clear Filter (Aquaris)" })).toBeVisible();

  // The active logo clears the filter.
  await page.getByRole("link", { name: "Show all brands (clear Aquaris)" }).click();
  await expect(page.getByRole("heading", { name: "All Products" })).toBeVisible();
  await expect(page.getByTestId("products-available")).toHaveText("358 products available");
  await expect(page.getByRole("link", { name: /Clear Filter/ })).toHaveCount(0);

  // So does "Clear Filter"; the match ignores case.
  await page.goto("/solutions?brand=HYGIENA%20SYSTEMS");
  await expect(page.getByRole("heading", { name: "Hygiena Systems Products" })).toBeVisible();
  expect(new Set(await cards(page).getByTestId("brand-badge").allTextContents())).toEqual(new Set(["Hygiena Systems"]));
  await page.getByRole("link", { name: "Clear Filter (Hygiena Systems)" }).click();
  await expect(page.getByRole("heading", { name: "All Products" })).toBeVisible();
});

test("solutions overview: an unknown brand says so and offers help", async ({ page }) => {
  await page.goto("/solutions?brand=Nobody");
  await expect(page.getByRole("heading", { name: "Nobody Products" })).toBeVisible();
  await expect(page.getByTestId("products-available")).toHaveText("0 products available");
  await expect(cards(page)).toHaveCount(0);
  await expect(page.getByRole("link", { name: "Ask Our Team" })).toHaveAttribute("href", "/contact");
});

test("the grown solutions list (two grids and the anchor between) has no accessibility violations", async ({
  page,
}) => {
  test.slow(); // axe over 48 cards: over 45 s on a loaded machine
  await page.goto("/solutions?show=48#more-products");
  await hydrated(page);
  await expect(cards(page)).toHaveCount(48);
  expect(await axeViolations(page)).toEqual([]);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("a sector page renders its products on the server", async ({ page }) => {
    await page.goto("/commercial-spaces");
    await expect(cards(page)).toHaveCount(6);
    await expectImageRanked(page);
  });

  test("the solutions brand filter and show more work as plain links", async ({ page }) => {
    await page.goto("/solutions");
    await page.getByRole("link", { name: "Show Nordvac products" }).click();
    await expect(page).toHaveURL(/[?&]brand=Nordvac#products$/);
    expect(new Set(await cards(page).getByTestId("brand-badge").allTextContents())).toEqual(new Set(["Nordvac"]));
    await page.goto("/solutions");
    await page.getByRole("link", { name: "Show More Products" }).click();
    await expect(cards(page)).toHaveCount(48);
  });
});
