/**
 * Issue 19: staff edit a product's specifications as rows (English beside Arabic), add one with a unit, move it, remove
 * another, save, and the public product page's table shows the rows under their groups in both editions.
 */
import { expect, test } from "@playwright/test";
import { signInAsStaff } from "./support/staff";
import { axeViolations } from "./support/axe";

const PRODUCT = "Vaporis SC 10 Steam Cleaner with Vacuum";

test("staff add, move and remove specification rows, save, and the product page's table shows them in both editions", async ({
  page,
}) => {
  // One whole flow: three pages, three accessibility checks and a dozen list changes.
  test.slow();
  await signInAsStaff(page, `/admin/products?q=${encodeURIComponent("Vaporis SC 10")}`);
  await page.getByRole("link", { name: PRODUCT, exact: true }).click();
  await expect(page.getByRole("heading", { name: PRODUCT, level: 1 })).toBeVisible();
  const id = new URL(page.url()).pathname.split("/").pop()!;

  // The demo's text as rows (data/demo-catalogue.json): English beside Arabic, the unit split off.
  const rows = page.getByTestId("specification-row");
  const cell = (row: number, label: string) => rows.nth(row).getByLabel(label, { exact: true });
  await expect(cell(0, "Label")).toHaveValue("Tank");
  await expect(cell(0, "Value")).toHaveValue("6");
  await expect(cell(0, "Unit")).toHaveValue("L");
  await expect(cell(1, "Arabic label")).toHaveAttribute("dir", "rtl");
  await expect(cell(1, "Label")).toHaveValue("Hose length");
  await expect(cell(2, "Label")).toHaveValue("Power");
  expect(await axeViolations(page, { tags: ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"] })).toEqual([]);

  // Add a row with a unit from the list's suggestions; the new row gets the focus.
  const count = await rows.count();
  await page.getByRole("button", { name: "Add row" }).click();
  await expect(rows).toHaveCount(count + 1);
  await expect(cell(count, "Label")).toBeFocused();
  await cell(count, "Label").fill("Steam temperature");
  await cell(count, "Value").fill("150");
  await cell(count, "Unit").fill("°C");
  await cell(count, "Arabic label").fill("درجة حرارة البخار");
  await cell(count, "Arabic value").fill("150");
  await cell(count, "Arabic unit").fill("°م");
  // Move it up to the second row, before Hose length.
  for (let row = count; row > 1; row--) await page.getByRole("button", { name: `Move row ${row + 1} up` }).click();
  await expect(cell(1, "Label")).toHaveValue("Steam temperature");
  await expect(cell(1, "Arabic unit")).toHaveValue("°م");
  await expect(cell(2, "Label")).toHaveValue("Hose length");
  // Remove Hose length.
  await page.getByRole("button", { name: "Remove row 3" }).click();
  await expect(cell(2, "Label")).toHaveValue("Power");

  await page.getByRole("button", { name: "Save changes" }).click();
  await expect(page.getByTestId("notice")).toHaveText("Changes saved.");
  const stored = await (await page.request.get(`/api/admin/products/${id}`)).json();
  expect(stored.specifications).toBe(
    "Tank: 6 L\nSteam temperature: 150 °C\nPower: 3.3 kW\nVoltage: 230 V\nWeight: 24 kg\nNoise level: 66 dB(A)",
  );
  expect(stored.specificationsAr.split("\n")[1]).toBe("درجة حرارة البخار: 150 °م");
  await expect(page.getByTestId("audit-entry").first()).toContainText("Specifications:");

  // The public page: a table with row headers, each group's name heading its rows in the groups' order, the rows of a
  // group in the product's order.
  await page.goto(`/products/${id}`);
  const table = page.getByRole("table", { name: "Specifications" });
  await expect(table.getByRole("rowheader")).toHaveText([
    "Performance",
    "Steam temperature",
    "Noise level",
    "Capacity",
    "Tank",
    "Power and battery",
    "Power",
    "Voltage",
    "Dimensions and weight",
    "Weight",
  ]);
  await expect(table.getByRole("row", { name: /Steam temperature/ }).getByRole("cell")).toHaveText("150 °C");
  await expect(table.getByRole("rowheader", { name: "Hose length" })).toHaveCount(0);
  expect(await axeViolations(page, { tags: ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"] })).toEqual([]);

  await page.goto(`/ar/products/${id}`);
  const arabic = page.getByRole("table", { name: "المواصفات" });
  await expect(arabic.getByRole("row", { name: /درجة حرارة البخار/ }).getByRole("cell")).toHaveText("150 °م");
  await expect(arabic.getByRole("rowheader", { name: "الأداء" })).toBeVisible();
  expect(await axeViolations(page, { tags: ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"] })).toEqual([]);
  // Mobile: the table fits at 390 px.
  await page.setViewportSize({ width: 390, height: 844 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
});
