import { expect, test, type Page } from "@playwright/test";
import { BRAND_NAV } from "~/content/brands";
import { CATEGORY_TREE } from "~/content/category-tree";
import { WHATSAPP_MESSAGE } from "~/content/site-config";

// Spec 2.2 shared layout, 2.15 not-found, 9.3 brand limit, 9.4 header threshold.

async function waitForHydration(page: Page) {
  // Menus and the sheet need React: the header only gets data-scrolled once hydrated.
  await expect(page.locator("header[data-scrolled]")).toHaveCount(1);
}

function searchParamsOf(page: Page): URLSearchParams {
  return new URL(page.url()).searchParams;
}

test.describe("desktop header", () => {
  test.beforeEach(async ({ page }) => {
    await page.goto("/");
    await waitForHydration(page);
  });

  test("Categories opens on hover, reveals subcategories and links to the filtered catalogue", async ({ page }) => {
    const header = page.locator("header");
    await header.getByRole("button", { name: "Categories" }).hover();
    const menu = page.getByTestId("categories-menu");
    await expect(menu).toBeVisible();
    await expect(menu.getByRole("menuitem")).toHaveText(CATEGORY_TREE.map((category) => category.name));
    await expect(menu.getByRole("menuitem", { name: "Chemicals" })).toHaveAttribute(
      "href",
      "/products?category=Chemicals",
    );

    await menu.getByRole("menuitem", { name: "Chemicals" }).hover();
    const kitchen = page.getByRole("menuitem", { name: "Kitchen Chemicals" });
    await expect(kitchen).toBeVisible();
    await expect(page.getByRole("menuitem", { name: "Housekeeping Chemicals" })).toBeVisible();
    // A person's pointer travels to the submenu (which may open on either side); Playwright's click would teleport. On a
    // slow machine the travel can brush a neighbouring category and swap the submenu, as it can for a person: hover again.
    await expect(async () => {
      if (!(await menu.isVisible())) await header.getByRole("button", { name: "Categories" }).hover({ timeout: 2_000 });
      if (!(await kitchen.isVisible()))
        await menu.getByRole("menuitem", { name: "Chemicals" }).hover({ timeout: 2_000 });
      const target = (await kitchen.boundingBox({ timeout: 2_000 }))!;
      await page.mouse.move(target.x + target.width / 2, target.y + target.height / 2, { steps: 12 });
      await kitchen.click({ timeout: 2_000 });
    }).toPass({ timeout: 30_000 });

    await expect(page).toHaveURL(/\/products\?/);
    expect(searchParamsOf(page).get("category")).toBe("Chemicals");
    expect(searchParamsOf(page).get("subcategory")).toBe("Kitchen Chemicals");
    await expect(menu).toBeHidden();
  });

  test("Brands opens on hover with exactly the first 10 brands", async ({ page }) => {
    await page.locator("header").getByRole("button", { name: "Brands" }).hover();
    const items = page.getByTestId("brands-menu").getByRole("menuitem");
    await expect(items).toHaveCount(10);
    await expect(items).toHaveText(BRAND_NAV.slice(0, 10).map((brand) => brand.name));
    await expect(items.first()).toHaveAttribute("href", BRAND_NAV[0]!.href);
  });

  test("keyboard: Tab reaches Categories, Enter opens it, arrow keys move and open a submenu", async ({ page }) => {
    const trigger = page.locator("header").getByRole("button", { name: "Categories" });
    for (
      let presses = 0;
      presses < 12 && !(await trigger.evaluate((element) => element === document.activeElement));
      presses += 1
    ) {
      await page.keyboard.press("Tab");
    }
    await expect(trigger).toBeFocused();
    await page.keyboard.press("Enter");
    const menu = page.getByTestId("categories-menu");
    await expect(menu).toBeVisible();
    await expect(menu.getByRole("menuitem", { name: "Equipments" })).toBeFocused();
    await page.keyboard.press("ArrowDown");
    await expect(menu.getByRole("menuitem", { name: "Washroom Hygiene" })).toBeFocused();
    await page.keyboard.press("ArrowRight");
    await expect(page.getByRole("menuitem", { name: "Dispensers" })).toBeVisible();
    await page.keyboard.press("Escape");
    await page.keyboard.press("Escape");
    await expect(menu).toBeHidden();
  });

  test("menus used before their deferred code arrives still open, from the keyboard and on hover", async ({ page }) => {
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/header-dropdowns-[^/]*\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto("/about");
    await waitForHydration(page);
    const trigger = page.locator("header").getByRole("button", { name: "Categories" });
    await trigger.focus();
    await page.keyboard.press("Enter");
    release();
    const menu = page.getByTestId("categories-menu");
    await expect(menu).toBeVisible();
    await expect(menu.getByRole("menuitem", { name: "Equipments" })).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(menu).toBeHidden();
    await expect(trigger).toBeFocused();
  });

  test("the header shadow strengthens after scrolling more than 20 px", async ({ page }) => {
    const header = page.locator("header").first();
    // Make sure the page can scroll whatever the home content is.
    await page.evaluate(() => {
      document.body.style.minHeight = "4000px";
    });
    await expect(header).toHaveAttribute("data-scrolled", "false");
    await page.evaluate(() => window.scrollTo({ top: 15, behavior: "instant" }));
    await expect(header).toHaveAttribute("data-scrolled", "false");
    await page.evaluate(() => window.scrollTo({ top: 200, behavior: "instant" }));
    await expect(header).toHaveAttribute("data-scrolled", "true");
    await expect(header).toHaveClass(/shadow-lg/);
    await page.evaluate(() => window.scrollTo({ top: 0, behavior: "instant" }));
    await expect(header).toHaveAttribute("data-scrolled", "false");
  });

  test("the current route's link is highlighted", async ({ page }) => {
    await page.locator("header").getByRole("link", { name: "Contact" }).click();
    await expect(page).toHaveURL(/\/contact$/);
    await expect(page.locator("header").getByRole("link", { name: "Contact" })).toHaveAttribute("aria-current", "page");
    await expect(page.locator("header").getByRole("link", { name: "About" })).not.toHaveAttribute(
      "aria-current",
      "page",
    );
    await expect(page.locator("header").getByRole("link", { name: "View Products" })).toHaveAttribute(
      "href",
      "/products",
    );
  });
});

test.describe("mobile navigation", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("the sheet lists links, expands a category and closes when a link is chosen", async ({ page }) => {
    await page.goto("/");
    await waitForHydration(page);
    await expect(page.locator("header").getByRole("button", { name: "Categories" })).toBeHidden();
    await page.getByRole("button", { name: "Open navigation menu" }).click();
    const sheet = page.getByRole("dialog", { name: "Navigation" });
    await expect(sheet).toBeVisible();
    await expect(sheet.getByRole("link", { name: "About" })).toBeVisible();
    await expect(sheet.getByRole("link", { name: "Contact" })).toBeVisible();
    await expect(sheet.getByRole("link", { name: "View All Products" })).toHaveAttribute("href", "/products");
    for (const brand of BRAND_NAV.slice(0, 10))
      await expect(sheet.getByRole("link", { name: brand.name, exact: true })).toBeVisible();
    const eleventh = BRAND_NAV[10];
    if (eleventh) await expect(sheet.getByRole("link", { name: eleventh.name, exact: true })).toHaveCount(0);

    const toggle = sheet.getByRole("button", { name: "Show Chemicals subcategories" });
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await expect(sheet.getByRole("link", { name: "Kitchen Chemicals" })).toBeHidden();
    await toggle.click();
    await expect(toggle).toHaveAttribute("aria-expanded", "true");
    await sheet.getByRole("link", { name: "Kitchen Chemicals" }).click();

    await expect(sheet).toBeHidden();
    await expect(page).toHaveURL(/\/products\?/);
    expect(searchParamsOf(page).get("subcategory")).toBe("Kitchen Chemicals");

    await page.getByRole("button", { name: "Open navigation menu" }).click();
    await page.getByRole("dialog", { name: "Navigation" }).getByRole("link", { name: "About" }).click();
    await expect(page.getByRole("dialog", { name: "Navigation" })).toBeHidden();
    await expect(page).toHaveURL(/\/about$/);
  });
});

test.describe("footer and chat button", () => {
  test("footer links, social links and copyright", async ({ page }) => {
    await page.goto("/");
    const footer = page.locator("footer");
    const expected: Array<[string, string]> = [
      ["About Us", "/about"],
      ["Our Brands", "/products"],
      ["Services", "/about#services"],
      ["Contact", "/contact"],
      ["Privacy Policy", "/privacy-policy"],
      ["Terms of Service", "/terms-of-service"],
      ["Sitemap", "/sitemap"],
    ];
    for (const [name, href] of expected)
      await expect(footer.getByRole("link", { name, exact: true })).toHaveAttribute("href", href);
    for (const category of CATEGORY_TREE)
      await expect(footer.getByRole("link", { name: category.name, exact: true })).toHaveAttribute(
        "href",
        category.href,
      );
    for (const name of ["Follow us on Facebook", "Follow us on Instagram", "Follow us on LinkedIn"]) {
      await expect(footer.getByRole("link", { name })).toHaveAttribute("href", /^https:\/\//);
    }
    await expect(
      footer.getByText(new RegExp(`^© ${new Date().getFullYear()} .+\\. All rights reserved\\.$`)),
    ).toBeVisible();
  });

  test("the Services link scrolls to the about page's services section", async ({ page }) => {
    await page.goto("/");
    await waitForHydration(page);
    await page.locator("footer").getByRole("link", { name: "Services", exact: true }).click();
    await expect(page).toHaveURL(/\/about#services$/);
  });

  test("the WhatsApp chat link", async ({ page }) => {
    await page.goto("/contact");
    const chat = page.getByRole("link", { name: "Chat with us on WhatsApp", exact: true });
    await expect(chat).toBeVisible();
    const href = await chat.getAttribute("href");
    expect(href).toContain("https://wa.me/");
    expect(href).toContain(`text=${encodeURIComponent(WHATSAPP_MESSAGE.en)}`);
    await expect(chat).toHaveAttribute("target", "_blank");
    await expect(chat).toHaveAttribute("rel", "noopener noreferrer");
  });
});

test.describe("routing", () => {
  test("an unknown path answers 404 with the not-found card inside the layout", async ({ page }) => {
    const response = await page.goto("/this/page/does-not-exist");
    expect(response?.status()).toBe(404);
    await expect(page.getByText("404 Page Not Found")).toBeVisible();
    await expect(page.getByText("Did you forget to add the page to the router?")).toBeVisible();
    await expect(page.locator("header")).toBeVisible();
    await expect(page.locator("footer")).toBeVisible();
  });

  test("/ABOUT answers 200 with the about page", async ({ page }) => {
    const response = await page.goto("/ABOUT");
    expect(response?.status()).toBe(200);
    await expect(page).toHaveTitle(/About/);
    await expect(page.locator("header").getByRole("link", { name: "About" })).toHaveAttribute("aria-current", "page");
  });
});
