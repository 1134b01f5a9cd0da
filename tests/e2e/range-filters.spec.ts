import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";

// Issue 19, decision 156: range filters by numbers on a subcategory page of the demo catalogue. Kept to two tests and
// few page loads (CI's time); the SQL and every address shape are tests/api/range-filters.test.ts's.

const PAGE = "/category/equipments/vacuums-%26-scrubing-machines";
const count = async (page: Page) =>
  Number(/^\d+/.exec((await page.getByTestId("text-count").textContent()) ?? "")?.[0]);

test("a range narrows the page, its chip removes it, and the Arabic page reads Arabic-Indic digits", async ({
  page,
}) => {
  await page.goto(PAGE);
  await expect(page.locator("header[data-scrolled]")).toHaveCount(1);
  const all = await count(page);
  const width = page.getByRole("group", { name: "Working width (mm)" });
  await width.getByLabel("From").fill("450");
  await width.getByLabel("To").fill("600");
  await page.getByRole("button", { name: "Apply ranges" }).click();
  // Empty fields are left out of the address.
  await expect(page).toHaveURL(new RegExp(`${PAGE}\\?working-width\\.min=450&working-width\\.max=600$`));
  await expect.poll(() => count(page)).toBeLessThan(all);
  expect(await count(page)).toBeGreaterThan(0);
  const chip = page.getByTestId("filter-chips").getByRole("link", { name: "Working width: 450–600 mm" });
  await chip.click();
  await expect(page).toHaveURL(new RegExp(`${PAGE}$`));
  await expect.poll(() => count(page)).toBe(all);
  await expect(width.getByLabel("From")).toHaveValue("");

  await page.goto(`/ar${PAGE}?working-width.min=٤٥٠&working-width.max=600`);
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  await expect(page.getByTestId("filter-chips").getByRole("link", { name: /450–600/ })).toBeVisible();
  await expect(page.getByRole("button", { name: "تطبيق النطاقات" })).toBeVisible();
  const axe = await new AxeBuilder({ page })
    .include('[data-testid="range-filters"]')
    .include('[data-testid="filter-chips"]')
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"])
    .analyze();
  expect(axe.violations.map((violation) => violation.id)).toEqual([]);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("a bad number comes back with the field's message", async ({ page }) => {
    await page.goto(`${PAGE}?brand=Aquaris`);
    const from = page.getByRole("group", { name: "Working width (mm)" }).getByLabel("From");
    await from.fill("4 5 0 mm");
    await page.getByRole("button", { name: "Apply ranges" }).click();
    await expect(page).toHaveURL(/brand=Aquaris/);
    await expect(from).toHaveAttribute("aria-invalid", "true");
    await expect(from).toHaveAccessibleDescription("Enter a number, such as 450 or 2.5.");
    await expect(from).toHaveValue("4 5 0 mm");
  });
});
