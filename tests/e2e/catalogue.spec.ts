import { expect, test, type Page } from "@playwright/test";

// Spec 2.4 catalogue, 2.5 product card, 2.6 product detail, 2.7 category pages, 9.2 ordering.

async function hydrated(page: Page) {
  await expect(page.locator("header[data-scrolled]")).toHaveCount(1);
}
const params = (page: Page) => new URL(page.url()).searchParams;
const cards = (page: Page) => page.getByTestId("product-card");

/**
 * Holds back every script the page asks for from now on (the islands' code, decision 105), so that what the test does
 * next certainly happens before the island it touches has hydrated; returns the release.
 */
async function holdScripts(page: Page): Promise<() => void> {
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/.+\.js(\?|$)/, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

test.describe("catalogue /products", () => {
  test("shows counts, filters by category and subcategory through the URL, and follows history", async ({ page }) => {
    await page.goto("/products");
    await hydrated(page);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Innovation Catalog");
    await expect(page.getByTestId("text-found")).toHaveText("358 of 358 products found");
    await expect(page.getByTestId("text-displaying")).toHaveText("Displaying 24 of 358 products");
    await expect(cards(page)).toHaveCount(24);

    const subcategory = page.getByLabel("Subcategory", { exact: true });
    await expect(subcategory).toBeDisabled();
    await page.getByLabel("Category", { exact: true }).selectOption("Chemicals");
    await expect(page.getByTestId("text-found")).toHaveText("66 of 358 products found");
    expect(params(page).get("category")).toBe("Chemicals");
    await expect(subcategory).toBeEnabled();
    await expect(subcategory.locator("option")).toHaveText([
      "All Subcategories",
      "Housekeeping Chemicals (37)",
      "Kitchen Chemicals (28)",
    ]);

    await subcategory.selectOption("Kitchen Chemicals");
    await expect(page.getByTestId("text-found")).toHaveText("28 of 358 products found");
    expect(params(page).get("subcategory")).toBe("Kitchen Chemicals");

    // Changing the category resets the subcategory.
    await page.getByLabel("Category", { exact: true }).selectOption("Waste Management");
    await expect(page.getByTestId("text-found")).toHaveText("21 of 358 products found");
    expect(params(page).get("subcategory")).toBeNull();

    await page.goBack();
    await expect(page.getByTestId("text-found")).toHaveText("28 of 358 products found");
    await expect(subcategory).toHaveValue("Kitchen Chemicals");
    await page.goBack();
    await expect(page.getByTestId("text-found")).toHaveText("66 of 358 products found");
    await page.goForward();
    await expect(page.getByTestId("text-found")).toHaveText("28 of 358 products found");
  });

  test("search waits for typing to pause, matches name or description, and shows a removable chip", async ({
    page,
  }) => {
    await page.goto("/products");
    await hydrated(page);
    const requests: string[] = [];
    page.on("request", (request) => {
      if (request.url().includes("products.data")) requests.push(request.url());
    });
    await page.getByLabel("Search products").pressSequentially("squeegee", { delay: 40 });
    await expect(page).toHaveURL(/q=squeegee/);
    // The address changes before the answer arrives: wait for the count of the search, not the unfiltered one.
    await expect(page.getByTestId("text-found")).not.toHaveText("358 of 358 products found");
    await expect(page.getByTestId("text-found")).toContainText(/^\d+ of 358 products found$/);
    expect(requests.length).toBeLessThanOrEqual(2);
    // Machines whose features mention squeegees match too; products named for it rank first. (The count and the cards
    // are separate islands: the cards may still be the pending skeletons when the count has changed.)
    await expect(cards(page).first().getByRole("heading")).toContainText(/squeegee/i);

    // The box's suggestions cover the chips while the list is open; Escape closes it and keeps the text.
    await page.getByLabel("Search products").press("Escape");
    await expect(page.getByLabel("Search products")).toHaveValue("squeegee");
    await page.getByRole("link", { name: "Remove filter Search: “squeegee”" }).click();
    await expect(page.getByTestId("text-found")).toHaveText("358 of 358 products found");
    await expect(page.getByLabel("Search products")).toHaveValue("");
  });

  test("typing on while an earlier part of the search is being answered keeps every character", async ({ page }) => {
    await page.goto("/products");
    await hydrated(page);
    const box = page.getByLabel("Search products");
    await box.pressSequentially("squ");
    await expect(page).toHaveURL(/q=squ$/);
    await box.pressSequentially("eegee", { delay: 30 });
    await expect(page).toHaveURL(/q=squeegee$/);
    await expect(box).toHaveValue("squeegee");
  });

  test("brand links in capitals select the stored brand; Clear Filters resets everything", async ({ page }) => {
    await page.goto("/products?brand=HYGIENA%20SYSTEMS&category=Washroom%20Hygiene");
    await hydrated(page);
    await expect(page.getByLabel("Brand", { exact: true })).toHaveValue("Hygiena Systems");
    const brands = await cards(page).getByTestId("brand-badge").allTextContents();
    expect(new Set(brands)).toEqual(new Set(["Hygiena Systems"]));
    await page.getByRole("link", { name: "Clear Filters" }).click();
    await expect(page).toHaveURL(/\/products$/);
    await expect(page.getByTestId("text-found")).toHaveText("358 of 358 products found");
  });

  test("application shows a sector's products with a chip; an unknown sector is ignored", async ({ page }) => {
    await page.goto("/products?application=healthcare");
    await expect(page.getByTestId("filter-chips")).toContainText("Sector: Healthcare Facilities");
    const found = await page.getByTestId("text-found").textContent();
    const count = Number(found!.split(" ")[0]);
    expect(count).toBeGreaterThan(60);
    expect(count).toBeLessThan(358);
    await page.goto("/products?application=retail");
    await expect(page.getByTestId("text-found")).toHaveText("358 of 358 products found");
    await expect(page.getByTestId("filter-chips")).toHaveCount(0);
  });

  test("no matches shows the empty result with View All Products; Show More grows the list", async ({ page }) => {
    await page.goto("/products?q=zzzz-nothing");
    await expect(page.getByRole("heading", { name: "No Products Found" })).toBeVisible();
    await expect(page.getByText("Adjust your search parameters to find more products")).toBeVisible();
    await page.getByRole("link", { name: "View All Products" }).first().click();
    await expect(page.getByTestId("text-found")).toHaveText("358 of 358 products found");
    await hydrated(page);
    await page.getByRole("link", { name: "Show More Products" }).click();
    await expect(page.getByTestId("text-displaying")).toHaveText("Displaying 48 of 358 products");
    await expect(cards(page)).toHaveCount(48);
  });

  test("while a filter change or a navigation waits on the server, the screen's skeleton count shows (9.3)", async ({
    page,
  }) => {
    await page.goto("/products");
    await hydrated(page);
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\.data(\?|$)/, async (route) => {
      await held;
      await route.continue();
    });
    await page.getByLabel("Category", { exact: true }).selectOption("Chemicals");
    await expect(page.getByTestId("product-skeletons").locator("li")).toHaveCount(6);
    release();
    await expect(page.getByTestId("text-found")).toHaveText("66 of 358 products found");
    await expect(page.getByTestId("product-skeletons")).toHaveCount(0);

    let releaseCategory: () => void = () => {};
    const heldCategory = new Promise<void>((resolve) => (releaseCategory = resolve));
    await page.unroute(/\.data(\?|$)/);
    await page.route(/\.data(\?|$)/, async (route) => {
      await heldCategory;
      await route.continue();
    });
    await page.goto("/about");
    await hydrated(page);
    await page.locator("header").getByRole("link", { name: "View Products" }).click();
    await expect(page.getByTestId("product-skeletons").locator("li")).toHaveCount(6);
    releaseCategory();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Innovation Catalog");
  });

  test("a filter chosen before its island has hydrated is applied once it has", async ({ page }) => {
    await page.goto("/products");
    await hydrated(page);
    const release = await holdScripts(page);
    const head = page.locator('[data-island="catalogue head"]');
    await page.getByLabel("Category", { exact: true }).selectOption("Chemicals");
    await expect(page.getByLabel("Category", { exact: true })).toBeFocused();
    await expect(head).not.toHaveAttribute("data-hydrated");
    release();
    await expect(head).toHaveAttribute("data-hydrated", "");
    await expect(page.getByTestId("text-found")).toHaveText("66 of 358 products found");
    expect(params(page).get("category")).toBe("Chemicals");
  });

  test("text typed before the island has hydrated is searched, and the box still gains its suggestions", async ({
    page,
  }) => {
    await page.goto("/products");
    await hydrated(page);
    const release = await holdScripts(page);
    const box = page.getByLabel("Search products");
    await box.pressSequentially("squeegee");
    await expect(page.locator('[data-island="catalogue head"]')).not.toHaveAttribute("data-hydrated");
    release();
    await expect(page).toHaveURL(/q=squeegee$/);
    await expect(page.getByTestId("text-found")).toContainText(/^\d+ of 358 products found$/);
    await expect(box).toHaveValue("squeegee");
    // The focus came before React listened: it was handed over, so the suggestion list loaded.
    await expect(box).toHaveAttribute("role", "combobox");
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });
    test("the filter form works as a plain GET form", async ({ page }) => {
      await page.goto("/products?category=Chemicals");
      await expect(page.getByTestId("text-found")).toHaveText("66 of 358 products found");
      await page.getByLabel("Brand", { exact: true }).selectOption("Kitchex");
      await page.getByRole("button", { name: "Apply Filters" }).click();
      await expect(page).toHaveURL(/brand=Kitchex/);
      await expect(page.getByTestId("text-found")).toHaveText("24 of 358 products found");
    });
  });
});

test.describe("product card and detail", () => {
  test("a card shows brand, category, two features with +N more, and links", async ({ page }) => {
    await page.goto("/products?q=Jet%201800");
    const card = cards(page).first();
    await expect(card.getByRole("heading")).toHaveText("Airdry Jet 1800 High-Speed Hand Dryer");
    await expect(card.locator("li")).toHaveCount(await card.locator("li").count());
    const features = card.locator("ul li");
    const shown = await features.count();
    expect(shown).toBeLessThanOrEqual(3);
    if (shown === 3) await expect(features.nth(2)).toHaveText(/^\+\d+ more$/);
    await expect(card.getByRole("link", { name: /Request Quote/ })).toHaveAttribute("href", "/contact");
    await expect(card.getByRole("link", { name: /View Details/ })).toHaveAttribute(
      "href",
      /^\/products\/[0-9a-f-]{36}$/,
    );
  });

  test("a missing or broken image falls back to the placeholder", async ({ page }) => {
    await page.route("**/attached_assets/products/vacuum.svg?v=*", (route) => route.abort());
    await page.goto("/products?q=NV%2030%20Commercial");
    await hydrated(page);
    await expect(cards(page).first().locator("img")).toHaveAttribute(
      "src",
      /^\/placeholder-product\.svg\?v=[0-9a-f]{16}$/,
    );
  });

  test("the detail page shows every section, About {brand}, and Request Quote to /get-quote", async ({ page }) => {
    await page.goto("/products?q=NV%2030%20Commercial");
    await cards(page)
      .first()
      .getByRole("link", { name: /View Details/ })
      .click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Nordvac NV 30 Commercial Dry Vacuum Cleaner");
    for (const heading of ["Product Description", "Key Features", "Specifications", "About Nordvac"]) {
      await expect(page.getByRole("heading", { name: heading })).toBeVisible();
    }
    for (const highlight of ["Premium Quality", "Warranty Included", "Fast Delivery", "Expert Support"])
      await expect(page.getByText(highlight)).toBeVisible();
    const id = page.url().split("/").pop();
    await expect(page.getByRole("link", { name: "Request Quote", exact: true })).toHaveAttribute(
      "href",
      `/get-quote?product=${id}`,
    );
    await expect(page.getByRole("link", { name: "Contact Expert" })).toHaveAttribute("href", "/contact");
    await expect(page.getByRole("link", { name: "Back to Products" })).toHaveAttribute("href", "/products");
  });

  test("an unknown or malformed id answers 404 with Product Not Found", async ({ page }) => {
    for (const id of ["00000000-0000-4000-8000-000000000000", "not-a-uuid"]) {
      const response = await page.goto(`/products/${id}`);
      expect(response?.status()).toBe(404);
      await expect(page.getByRole("heading", { name: "Product Not Found" })).toBeVisible();
      await expect(page.getByText("The product you're looking for doesn't exist.")).toBeVisible();
      await expect(page.getByRole("link", { name: "Browse All Products" })).toHaveAttribute("href", "/products");
    }
  });
});

test.describe("category pages", () => {
  test("a category shows its products, pictured ones first, with breadcrumb and description", async ({ page }) => {
    await page.goto("/category/equipments");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Equipments");
    await expect(page.getByTestId("text-count")).toHaveText("123 products found");
    const breadcrumb = page.getByRole("navigation", { name: "Breadcrumb" });
    await expect(breadcrumb.getByRole("listitem")).toHaveText([/Home/, /Products/, "Equipments"]);
    await expect(breadcrumb.getByRole("link", { name: "Products" })).toHaveAttribute("href", "/products");
    await expect(cards(page).first().locator("img")).toHaveAttribute("src", /^\/attached_assets\//);
  });

  test("a subcategory page filters, sorts, switches view and clears", async ({ page }) => {
    await page.goto("/category/chemicals/kitchen-chemicals");
    await hydrated(page);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Kitchen Chemicals");
    await expect(page.getByTestId("text-count")).toHaveText("28 products found");
    await page.getByLabel("Brand", { exact: true }).selectOption("Sanitas Pro");
    await expect(page.getByTestId("text-count")).toHaveText("4 products found matching your filters");
    await expect(page.getByRole("link", { name: /Brand: Sanitas Pro/ })).toBeVisible();
    await page.getByRole("link", { name: "List view" }).click();
    await expect(page).toHaveURL(/view=list/);
    await page.getByRole("link", { name: "Clear", exact: true }).click();
    await expect(page.getByTestId("text-count")).toHaveText("28 products found");

    await page.getByLabel("Sort By").selectOption("brand");
    await expect(page).toHaveURL(/sort=brand/);
    await page.getByPlaceholder("Search products...").fill("zzzz");
    await expect(page.getByRole("heading", { name: "No products found" })).toBeVisible();
    await page.getByRole("link", { name: "Clear all filters" }).click();
    await expect(page.getByTestId("text-count")).toHaveText("28 products found");
  });

  test("a search typed in a category page before its island has hydrated is applied once it has", async ({ page }) => {
    await page.goto("/category/chemicals/kitchen-chemicals");
    await hydrated(page);
    const release = await holdScripts(page);
    await page.getByPlaceholder("Search products...").pressSequentially("zzzz");
    await expect(page.locator('[data-island="category head"]')).not.toHaveAttribute("data-hydrated");
    release();
    await expect(page.getByRole("heading", { name: "No products found" })).toBeVisible();
    expect(params(page).get("q")).toBe("zzzz");
  });

  test("an unknown category answers 404", async ({ page }) => {
    const response = await page.goto("/category/no-such-thing");
    expect(response?.status()).toBe(404);
    await expect(page.getByText("404 Page Not Found")).toBeVisible();
  });
});
