/**
 * Issue 19: staff edit a product's specifications as rows (English beside Arabic), add one with a unit, move it, remove
 * another, save, and the public product page's table shows the rows under their groups in both editions.
 */
import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";
import { signInAsStaff } from "./support/staff";

const PRODUCT = "Vaporis SC 10 Steam Cleaner with Vacuum";

async function axeViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).analyze();
  return results.violations.map((violation) => `${violation.id}: ${violation.nodes[0]?.target.join(" ")}`);
}

test("staff add, move and remove specification rows, save, and the product page's table shows them in both editions", async ({
  page,
}) => {
  // One whole flow: three pages, three accessibility checks and a dozen list changes.
  test.slow();
  await signInAsStaff(page, `/admin/products?q=${encodeURIComponent("Vaporis SC 10")}`);
  await page.getByRole("link", { name: PRODUCT, exact: true }).click();
  await expect(page.getByRole("heading", { name: PRODUCT, level: 1 })).toBeVisible();
  const id = new URL(page.url()).pathname.split("/").pop()!;

  // The demo's text as rows: English beside Arabic, the unit split off; then blank rows to type in.
  const rows = page.getByTestId("specification-row");
  const cell = (row: number, label: string) => rows.nth(row).getByLabel(label, { exact: true });
  await expect(cell(0, "Label")).toHaveValue("Tank");
  await expect(cell(0, "Value")).toHaveValue("4");
  await expect(cell(0, "Unit")).toHaveValue("L");
  await expect(cell(1, "Arabic label")).toHaveAttribute("dir", "rtl");
  await expect(cell(2, "Label")).toHaveValue("Steam temperature");
  expect(await axeViolations(page)).toEqual([]);

  // Add a row with a unit from the list's suggestions; the new row gets the focus.
  const count = await rows.count();
  await page.getByRole("button", { name: "Add row" }).click();
  await expect(rows).toHaveCount(count + 1);
  await expect(cell(count, "Label")).toBeFocused();
  await cell(count, "Label").fill("Noise level");
  await cell(count, "Value").fill("68");
  await cell(count, "Unit").fill("dB(A)");
  await cell(count, "Arabic label").fill("مستوى الضجيج");
  await cell(count, "Arabic value").fill("68");
  await cell(count, "Arabic unit").fill("ديسيبل (A)");
  // Move it up to the third row, before Steam temperature.
  for (let row = count; row > 2; row--) await page.getByRole("button", { name: `Move row ${row + 1} up` }).click();
  await expect(cell(2, "Label")).toHaveValue("Noise level");
  await expect(cell(2, "Arabic unit")).toHaveValue("ديسيبل (A)");
  await expect(cell(3, "Label")).toHaveValue("Steam temperature");
  // Remove Power.
  await expect(cell(1, "Label")).toHaveValue("Power");
  await page.getByRole("button", { name: "Remove row 2" }).click();
  await expect(cell(1, "Label")).toHaveValue("Noise level");

  await page.getByRole("button", { name: "Save changes" }).click();
  await expect(page.getByTestId("notice")).toHaveText("Changes saved.");
  const stored = await (await page.request.get(`/api/admin/products/${id}`)).json();
  expect(stored.specifications).toBe("Tank: 4 L\nNoise level: 68 dB(A)\nSteam temperature: 180 °C");
  expect(stored.specificationsAr.split("\n")[1]).toBe("مستوى الضجيج: 68 ديسيبل (A)");
  await expect(page.getByTestId("audit-entry").first()).toContainText("Specifications:");

  // The public page: a table with row headers, each group's name heading its rows, performance (in the product's
  // order) before capacity.
  await page.goto(`/products/${id}`);
  const table = page.getByRole("table", { name: "Specifications" });
  await expect(table.getByRole("rowheader")).toHaveText([
    "Performance",
    "Noise level",
    "Steam temperature",
    "Capacity",
    "Tank",
  ]);
  await expect(table.getByRole("row", { name: /Noise level/ }).getByRole("cell")).toHaveText("68 dB(A)");
  await expect(table.getByRole("rowheader", { name: "Power" })).toHaveCount(0);
  expect(await axeViolations(page)).toEqual([]);

  await page.goto(`/ar/products/${id}`);
  const arabic = page.getByRole("table", { name: "المواصفات" });
  await expect(arabic.getByRole("row", { name: /مستوى الضجيج/ }).getByRole("cell")).toHaveText("68 ديسيبل (A)");
  await expect(arabic.getByRole("rowheader", { name: "الأداء" })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  // Mobile: the table fits at 390 px.
  await page.setViewportSize({ width: 390, height: 844 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
});
