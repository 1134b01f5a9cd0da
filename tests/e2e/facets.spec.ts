import { expect, test, type Locator, type Page } from "@playwright/test";

// Issue 15, point 3: facet counts on /products and the category pages, with and without JavaScript; the search's
// corrections ("Showing results for …"). Counts are those of the demo catalogue (358 products).

async function hydrated(page: Page) {
  await expect(page.locator("header[data-scrolled]")).toHaveCount(1);
}
const refine = (page: Page) => page.getByRole("navigation", { name: "Refine results" });
const countOf = async (link: Locator) => Number(/\((\d+)\)$/.exec((await link.textContent()) ?? "")?.[1]);

test.describe("facet counts on /products", () => {
  test("each option shows its count, each facet ignores its own selection, and options with no result are disabled", async ({
    page,
  }) => {
    await page.goto("/products");
    await hydrated(page);
    const category = page.getByLabel("Category", { exact: true });
    const subcategory = page.getByLabel("Subcategory", { exact: true });
    const brand = page.getByLabel("Brand", { exact: true });
    await expect(category.locator("option")).toHaveText([
      "All Categories",
      "Chemicals (66)",
      "Cleaning Tools & Accessories (61)",
      "Equipments (123)",
      "Washroom Hygiene (87)",
      "Waste Management (21)",
    ]);
    await expect(brand.locator('option[value="Aquaris"]')).toHaveText("Aquaris (19)");
    await expect(brand.locator("option:disabled")).toHaveCount(0);

    await category.selectOption("Chemicals");
    await expect(page.getByTestId("text-found")).toHaveText("66 of 358 products found");
    // Brands are narrowed by the category: Aquaris makes no chemicals.
    await expect(brand.locator('option[value="Kitchex"]')).toHaveText("Kitchex (24)");
    await expect(brand.locator('option[value="Aquaris"]')).toHaveText("Aquaris (0)");
    await expect(brand.locator('option[value="Aquaris"]')).toBeDisabled();
    // The category's own options are not narrowed by the category.
    await expect(category.locator('option[value="Equipments"]')).toHaveText("Equipments (123)");
    await expect(subcategory.locator("option")).toHaveText([
      "All Subcategories",
      "Housekeeping Chemicals (37)",
      "Kitchen Chemicals (28)",
    ]);

    await brand.selectOption("Sanitas Pro");
    await expect(page.getByTestId("text-found")).toHaveText("5 of 358 products found");
    await expect(category.locator('option[value="Chemicals"]')).toHaveText("Chemicals (5)");
    await expect(category.locator('option[value="Equipments"]')).toBeDisabled();
    await expect(subcategory.locator("option")).toHaveText([
      "All Subcategories",
      "Housekeeping Chemicals (1)",
      "Kitchen Chemicals (4)",
    ]);
    // The brand's own options keep the category's counts.
    await expect(brand.locator('option[value="Kitchex"]')).toHaveText("Kitchex (24)");
    await expect(brand.locator('option[value="Sanitas Pro"]')).toHaveText("Sanitas Pro (5)");
  });

  test("a selected option that gives no result stays selected and selectable", async ({ page }) => {
    await page.goto("/products?category=Equipments&brand=KITCHEX");
    await hydrated(page);
    await expect(page.getByTestId("text-found")).toHaveText("0 of 358 products found");
    const category = page.getByLabel("Category", { exact: true });
    const brand = page.getByLabel("Brand", { exact: true });
    await expect(category).toHaveValue("Equipments");
    await expect(category.locator('option[value="Equipments"]')).toHaveText("Equipments (0)");
    await expect(category.locator('option[value="Equipments"]')).toBeEnabled();
    // The link's capitals are the listed brand.
    await expect(brand).toHaveValue("Kitchex");
    await expect(brand.locator('option[value="Kitchex"]')).toBeEnabled();
    await expect(refine(page).getByText("Equipments (0)")).toHaveAttribute("aria-current", "true");
    // With JavaScript, choosing an option with products still navigates.
    await category.selectOption("Chemicals");
    await expect(page.getByTestId("text-found")).toHaveText("24 of 358 products found");
  });

  test("Refine links narrow the list in one click; their count is the new found number", async ({ page }) => {
    await page.goto("/products?q=clean");
    await hydrated(page);
    const nav = refine(page);
    const chemicals = nav.getByRole("link", { name: /^Chemicals \(\d+\)$/ });
    const expected = await countOf(chemicals);
    expect(expected).toBeGreaterThan(0);
    await chemicals.click();
    await expect(page).toHaveURL(/[?&]category=Chemicals/);
    expect(new URL(page.url()).searchParams.get("q")).toBe("clean");
    await expect(page.getByTestId("text-found")).toHaveText(`${expected} of 358 products found`);
    await expect(nav.getByText(/^Chemicals \(\d+\)$/)).toHaveAttribute("aria-current", "true");

    // A brand with no chemicals is dimmed text, not a link.
    const aquaris = nav.getByRole("link", { name: "Aquaris (0)" });
    await expect(aquaris).toHaveAttribute("aria-disabled", "true");
    await expect(aquaris).not.toHaveAttribute("href");

    const brand = nav.getByRole("link", { name: /^Kitchex \(\d+\)$/ });
    const kitchex = await countOf(brand);
    await brand.click();
    await expect(page).toHaveURL(/[?&]brand=Kitchex/);
    await expect(page.getByTestId("text-found")).toHaveText(`${kitchex} of 358 products found`);
  });

  test("on a small screen the Refine list is a disclosure", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/products");
    const link = refine(page).getByRole("link", { name: "Chemicals (66)" });
    await expect(link).toBeHidden();
    await refine(page).getByText("Refine by category and brand").click();
    await expect(link).toBeVisible();
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto("/products");
    await expect(refine(page).getByText("Refine by category and brand")).toBeHidden();
    await expect(link).toBeVisible();
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });

    test("the server renders the counts and the disabled options", async ({ page }) => {
      await page.goto("/products?category=Chemicals");
      const brand = page.getByLabel("Brand", { exact: true });
      await expect(page.getByLabel("Category", { exact: true }).locator('option[value="Chemicals"]')).toHaveText(
        "Chemicals (66)",
      );
      await expect(brand.locator('option[value="Purecare Chemie"]')).toHaveText("Purecare Chemie (37)");
      await expect(brand.locator('option[value="Aquaris"]')).toBeDisabled();
      await brand.selectOption("Purecare Chemie");
      await page.getByRole("button", { name: "Apply Filters" }).click();
      await expect(page.getByTestId("text-found")).toHaveText("37 of 358 products found");
    });

    test("a Refine link refines in one click and its count is the new found number", async ({ page }) => {
      await page.goto("/products?q=clean");
      const link = refine(page).getByRole("link", { name: /^Washroom Hygiene \(\d+\)$/ });
      const expected = await countOf(link);
      expect(expected).toBeGreaterThan(0);
      await link.click();
      await expect(page).toHaveURL(/[?&]category=Washroom\+Hygiene/);
      await expect(page.getByTestId("text-found")).toHaveText(`${expected} of 358 products found`);
      await expect(page.getByTestId("text-displaying")).toHaveText(
        `Displaying ${Math.min(expected, 24)} of ${expected} products`,
      );
    });
  });
});

test.describe("facet counts on the category pages", () => {
  test("brand options count the scope and search, not the brand itself", async ({ page }) => {
    await page.goto("/category/chemicals/kitchen-chemicals");
    await hydrated(page);
    const brand = page.getByLabel("Brand", { exact: true });
    await expect(brand.locator("option")).toHaveText(["All Brands", "Kitchex (24)", "Sanitas Pro (4)"]);
    await brand.selectOption("Sanitas Pro");
    await expect(page.getByTestId("text-count")).toHaveText("4 products found matching your filters");
    await expect(brand.locator("option")).toHaveText(["All Brands", "Kitchex (24)", "Sanitas Pro (4)"]);

    await page.goto("/category/chemicals/kitchen-chemicals?q=kitchex");
    await hydrated(page);
    await expect(brand.locator('option[value="Sanitas Pro"]')).toHaveText("Sanitas Pro (0)");
    await expect(brand.locator('option[value="Sanitas Pro"]')).toBeDisabled();
    const nav = refine(page);
    await expect(nav.getByRole("link", { name: "Sanitas Pro (0)" })).toHaveAttribute("aria-disabled", "true");
    const kitchex = nav.getByRole("link", { name: /^Kitchex \(\d+\)$/ });
    const expected = await countOf(kitchex);
    await kitchex.click();
    await expect(page).toHaveURL(/[?&]brand=Kitchex/);
    await expect(page.getByTestId("text-count")).toHaveText(`${expected} products found matching your filters`);
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });
    test("the brand counts and Refine links are server-rendered", async ({ page }) => {
      await page.goto("/category/equipments");
      await expect(page.getByLabel("Brand", { exact: true }).locator('option[value="Diamantek"]')).toHaveText(
        "Diamantek (33)",
      );
      await refine(page).getByRole("link", { name: "Lucestone (28)" }).click();
      await expect(page).toHaveURL(/\/category\/equipments\?brand=Lucestone/);
      await expect(page.getByTestId("text-count")).toHaveText("28 products found matching your filters");
    });
  });
});

test.describe("the search's corrections", () => {
  test("a corrected word is named above the counts, on /products and on a category page", async ({ page }) => {
    await page.goto("/products?q=scruber%20dryer");
    const line = page.getByTestId("text-search-corrected");
    await expect(line).toHaveText("Showing results for scrubber dryer");
    await expect(line.locator("strong")).toHaveText(["scrubber"]);
    await expect(page.getByTestId("text-found")).not.toHaveText(/^0 of/);

    await page.goto("/category/equipments?q=vaccum");
    await expect(line).toHaveText("Showing results for vacuum");
    await expect(line.locator("strong")).toHaveText(["vacuum"]);

    // A word that exists is never corrected.
    await page.goto("/products?q=scrubber");
    await expect(page.getByTestId("text-found")).not.toHaveText(/^0 of/);
    await expect(line).toHaveCount(0);
  });
});
