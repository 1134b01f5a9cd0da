import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { SUGGEST_TEXT } from "~/content/search";
import { CATALOGUE_TEXT, CATEGORY_PAGE_TEXT, PRODUCT_CARD_TEXT, PRODUCT_DETAIL_TEXT } from "~/content/catalogue";
import { axeViolations } from "./support/axe";

// Issue 18: the catalogue in the Arabic edition, with and without JavaScript. The product texts are checked against the
// API's own Arabic answer, so the test holds whatever Arabic the catalogue has (tests/api/arabic-catalogue-pages.test.ts
// writes its own Arabic products and checks them as the server renders them).

const AR = CATALOGUE_TEXT.ar;
const PRODUCT_CARD_VIEW = PRODUCT_CARD_TEXT.ar.viewDetails;
const path = (page: Page) => new URL(page.url()).pathname;
const params = (page: Page) => new URL(page.url()).searchParams;
const cards = (page: Page) => page.getByTestId("product-card");

async function hydrated(page: Page) {
  await expect(page.locator("header[data-scrolled]")).toHaveCount(1);
}

type ApiProduct = { id: string; name: string; description: string };

async function catalogue(request: APIRequestContext, locale: "en" | "ar"): Promise<Map<string, ApiProduct>> {
  const products = (await (await request.get(`/api/products?locale=${locale}`)).json()) as ApiProduct[];
  return new Map(products.map((product) => [product.id, product]));
}

test.describe("the Arabic catalogue", () => {
  test("/ar/products shows the Arabic page and each product's Arabic name, or its English name marked as English", async ({
    page,
    request,
  }) => {
    const [english, arabic] = await Promise.all([catalogue(request, "en"), catalogue(request, "ar")]);
    await page.goto("/ar/products");
    await hydrated(page);
    await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(AR.title);
    await expect(page).toHaveTitle(new RegExp(AR.title));
    await expect(page.getByTestId("text-found")).toHaveText(AR.found(english.size, english.size));
    await expect(page.getByLabel(AR.categoryLabel, { exact: true })).toBeVisible();
    await expect(cards(page)).toHaveCount(24);
    for (const card of await cards(page).all()) {
      const href = await card.getByRole("link", { name: new RegExp(`^${PRODUCT_CARD_VIEW}`) }).getAttribute("href");
      expect(href).toMatch(/^\/ar\/products\/[0-9a-f-]{36}$/);
      const id = href!.split("/").pop()!;
      const heading = card.getByRole("heading");
      await expect(heading).toHaveText(arabic.get(id)!.name);
      if (arabic.get(id)!.name === english.get(id)!.name) {
        // No Arabic name: the English one, read and laid out as English.
        await expect(heading).toHaveAttribute("lang", "en");
        await expect(heading).toHaveAttribute("dir", "ltr");
      } else {
        await expect(heading).not.toHaveAttribute("lang", /.*/);
      }
    }
  });

  test("filters by category, brand and sector keep /ar, with Arabic names and the stored values in the address", async ({
    page,
  }) => {
    await page.goto("/ar/products");
    await hydrated(page);
    const category = page.getByLabel(AR.categoryLabel, { exact: true });
    await category.selectOption("Chemicals");
    await expect(page.getByTestId("text-found")).toHaveText(AR.found(66, 358));
    expect(path(page)).toBe("/ar/products");
    expect(params(page).get("category")).toBe("Chemicals");
    await expect(category.locator("option:checked")).toHaveText(/^المواد الكيميائية \(66\)$/);
    const subcategory = page.getByLabel(AR.subcategoryLabel, { exact: true });
    await subcategory.selectOption("Kitchen Chemicals");
    await expect(page.getByTestId("text-found")).toHaveText(AR.found(28, 358));
    expect(path(page)).toBe("/ar/products");
    const chips = page.getByTestId("filter-chips");
    await expect(chips).toContainText("كيماويات المطابخ");

    const brand = page.getByLabel(AR.brandLabel, { exact: true });
    const firstBrand = await brand.locator("option:not([disabled])").nth(1).getAttribute("value");
    await brand.selectOption(firstBrand!);
    await expect(page).toHaveURL(new RegExp(`brand=${encodeURIComponent(firstBrand!).replace(/%20/g, "\\+")}`));
    expect(path(page)).toBe("/ar/products");

    await chips.getByRole("link", { name: AR.clearFilters }).click();
    await expect(page).toHaveURL(/\/ar\/products$/);

    await page.goto("/ar/products?application=healthcare");
    await hydrated(page);
    const sectorChip = page.getByTestId("filter-chips").getByRole("link", { name: /القطاع/ });
    await expect(sectorChip).toBeVisible();
    await sectorChip.click();
    await expect(page).toHaveURL(/\/ar\/products$/);
  });

  test("Show More stays in /ar", async ({ page }) => {
    await page.goto("/ar/products");
    await hydrated(page);
    await page.getByRole("link", { name: AR.showMore }).click();
    await expect(page).toHaveURL(/\/ar\/products\?page=2$/);
    await expect(cards(page)).toHaveCount(48);
    await expect(page.getByTestId("text-displaying")).toHaveText(AR.displaying(48, 358));
  });

  test("the product page shows the Arabic texts and Back to Products returns to /ar/products", async ({
    page,
    request,
  }) => {
    const arabic = await catalogue(request, "ar");
    await page.goto("/ar/products");
    await hydrated(page);
    const first = cards(page).first();
    const href = (await first.getByRole("link", { name: new RegExp(`^${PRODUCT_CARD_VIEW}`) }).getAttribute("href"))!;
    await first.getByRole("link", { name: new RegExp(`^${PRODUCT_CARD_VIEW}`) }).click();
    await expect(page).toHaveURL(new RegExp(`${href}$`));
    const product = arabic.get(href.split("/").pop()!)!;
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(product.name);
    await expect(page.getByRole("heading", { name: PRODUCT_DETAIL_TEXT.ar.description })).toBeVisible();
    await expect(page.getByText(product.description.split("\n")[0]!.trim()).first()).toBeVisible();
    const back = page.getByRole("link", { name: PRODUCT_DETAIL_TEXT.ar.back });
    // The arrow points along the reading direction: mirrored in Arabic.
    await expect(back.locator("svg")).toHaveClass(/rtl:-scale-x-100/);
    await back.click();
    await expect(page).toHaveURL(/\/ar\/products$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(AR.title);
  });

  test("the category page's controls keep /ar", async ({ page }) => {
    const text = CATEGORY_PAGE_TEXT.ar;
    await page.goto("/ar/category/chemicals");
    await hydrated(page);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("المواد الكيميائية");
    await expect(page.getByTestId("text-count")).toHaveText(text.count(66, false));
    await page.getByLabel(text.sortLabel, { exact: true }).selectOption("brand");
    await expect(page).toHaveURL(/\/ar\/category\/chemicals\?sort=brand$/);
    await page.getByRole("link", { name: text.listView }).click();
    await expect(page).toHaveURL(/\/ar\/category\/chemicals\?.*view=list/);
    await page.getByLabel(text.searchLabel, { exact: true }).fill("zzzz-nothing");
    await expect(page.getByText(text.noResultsTitle)).toBeVisible();
    expect(path(page)).toBe("/ar/category/chemicals");
    await page.getByRole("link", { name: text.clearAll }).click();
    await expect(page.getByTestId("text-count")).toHaveText(text.count(66, false));
    expect(path(page)).toBe("/ar/category/chemicals");
    await page.getByRole("navigation", { name: text.breadcrumb }).getByRole("link", { name: text.products }).click();
    await expect(page).toHaveURL(/\/ar\/products$/);
  });
});

test.describe("the Arabic catalogue's suggestions and accessibility", () => {
  test("the catalogue's search box suggests in Arabic and opens the /ar page", async ({ page }) => {
    await page.goto("/ar/products");
    await hydrated(page);
    const box = page.getByLabel(AR.searchLabel);
    await box.focus();
    await box.pressSequentially("chemicals", { delay: 30 });
    const list = page.getByRole("listbox", { name: SUGGEST_TEXT.ar.suggestionsLabel });
    await expect(list).toBeVisible();
    await expect(list).not.toHaveAttribute("aria-busy", "true");
    await expect(page).toHaveURL(/\/ar\/products\?q=chemicals$/);
    const category = list
      .getByRole("group", { name: SUGGEST_TEXT.ar.groups.category })
      .getByRole("option", { name: /^المواد الكيميائية/ });
    const wantedId = await category.getAttribute("id");
    for (let step = 0; step < 8 && (await box.getAttribute("aria-activedescendant")) !== wantedId; step++)
      await box.press("ArrowDown");
    await expect(category).toHaveAttribute("aria-selected", "true");
    await box.press("Enter");
    await expect(page).toHaveURL(/\/ar\/category\/chemicals$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("المواد الكيميائية");
  });

  for (const address of ["/ar/products", "/ar/products?q=zzzz-no-match", "/ar/category/chemicals/kitchen-chemicals"])
    test(`${address} has no accessibility violations`, async ({ page }) => {
      test.slow();
      await page.goto(address);
      await hydrated(page);
      expect(await axeViolations(page)).toEqual([]);
    });
});

test.describe("the Arabic catalogue without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the catalogue's filter form submits to /ar/products", async ({ page }) => {
    await page.goto("/ar/products");
    await page.getByLabel(AR.categoryLabel, { exact: true }).selectOption("Waste Management");
    await page.getByRole("button", { name: AR.apply }).click();
    await expect(page).toHaveURL(/\/ar\/products\?.*category=Waste\+Management/);
    await expect(page.getByTestId("text-found")).toHaveText(AR.found(21, 358));
    await expect(page.getByTestId("filter-chips")).toContainText("إدارة النفايات");
  });

  test("the category page's form submits to its /ar address", async ({ page }) => {
    const text = CATEGORY_PAGE_TEXT.ar;
    await page.goto("/ar/category/chemicals");
    await page.getByLabel(text.sortLabel, { exact: true }).selectOption("brand");
    await page.getByRole("button", { name: text.apply, exact: true }).click();
    await expect(page).toHaveURL(/\/ar\/category\/chemicals\?.*sort=brand/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("المواد الكيميائية");
  });
});
