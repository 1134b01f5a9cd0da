import { expect, test } from "@playwright/test";
import { STATIC_SITEMAP_PATHS } from "~/lib/seo/sitemap";
import { axeViolations } from "./support/axe";

// Every page of spec 2.1 (and its main states) with zero axe violations against WCAG 2.2 AA.
const PAGES = [
  ...STATIC_SITEMAP_PATHS,
  "/products?q=zzzz-no-match",
  "/category/equipments",
  "/category/chemicals/kitchen-chemicals",
  "/solutions?brand=Aquaris",
  "/no-such-page",
  "/products/00000000-0000-4000-8000-000000000000",
];

for (const path of PAGES) {
  test(`${path} has no accessibility violations`, async ({ page }) => {
    // axe walks every node of the page: on a loaded 2-core machine a long catalogue page alone takes over 30 s.
    test.slow();
    await page.goto(path);
    await expect(page.locator("header[data-scrolled]")).toHaveCount(1);
    expect(await axeViolations(page)).toEqual([]);
  });
}

test("a product page, the open mobile sheet and form errors have no violations", async ({ page }) => {
  await page.goto("/products?q=NV%2030%20Commercial");
  await page
    .getByRole("link", { name: /View Details/ })
    .first()
    .click();
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);

  await page.goto("/get-quote");
  await expect(page.locator("header[data-scrolled]")).toHaveCount(1);
  await page.getByRole("button", { name: "Get My Custom Quote" }).click();
  await expect(page.getByTestId("error-firstName")).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);

  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByRole("button", { name: "Open navigation menu" }).click();
  await expect(page.getByRole("dialog", { name: "Navigation" })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
});

test("keyboard only: skip link, Categories menu, catalogue filter and contact form", async ({ page }) => {
  await page.goto("/");
  await expect(page.locator("header[data-scrolled]")).toHaveCount(1);
  await page.keyboard.press("Tab");
  const skip = page.getByRole("link", { name: "Skip to content" });
  await expect(skip).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page.locator("#main")).toBeFocused();

  await page.goto("/products");
  await expect(page.locator("header[data-scrolled]")).toHaveCount(1);
  await page.getByLabel("Category", { exact: true }).focus();
  await page.keyboard.press("ArrowDown");
  await expect(page).toHaveURL(/category=/);

  await page.goto("/contact");
  await expect(page.locator("header[data-scrolled]")).toHaveCount(1);
  const form = page.getByTestId("contact-form");
  await form.getByLabel("First Name").focus();
  await page.keyboard.type("Keyboard");
  await page.keyboard.press("Tab");
  await page.keyboard.type("User");
  await page.keyboard.press("Tab");
  await page.keyboard.type("keyboard@example.com");
  await page.keyboard.press("Tab");
  await page.keyboard.press("Tab");
  await page.keyboard.press("Tab");
  await expect(form.getByLabel("Product Category")).toBeFocused();
  await page.keyboard.press("ArrowDown");
  await page.keyboard.press("Tab");
  await page.keyboard.type("Sent with the keyboard only.");
  await page.keyboard.press("Tab");
  await expect(page.getByRole("button", { name: "Send Request" })).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page.getByTestId("contact-success")).toBeVisible();
});
