/**
 * Issue 18: staff write a product's and a brand's Arabic in the back office (which stays English); the fields are typed
 * right to left, the save stores exactly what was typed, the form shows it again, and blank means "no Arabic".
 */
import { expect, test, type Page } from "@playwright/test";
import { signInAsStaff } from "./support/staff";
import { axeViolations } from "./support/axe";

const PRODUCT = "Binova Sensor Bin 42 L";
const BRAND = "Airdry";

async function openProduct(page: Page, name: string): Promise<string> {
  await signInAsStaff(page, `/admin/products?q=${encodeURIComponent(name)}`);
  await page.getByRole("link", { name, exact: true }).click();
  await expect(page.getByRole("heading", { name, level: 1 })).toBeVisible();
  return new URL(page.url()).pathname.split("/").pop()!;
}

test("staff edit a product's Arabic name and description, save, and the form and the stored row hold them", async ({
  page,
}) => {
  const id = await openProduct(page, PRODUCT);
  const arabic = page.getByTestId("arabic-edition");
  const nameAr = arabic.getByLabel("Arabic name");
  const descriptionAr = arabic.getByLabel("Arabic description");
  // The demo catalogue's Arabic, in controls typed right to left.
  await expect(nameAr).toHaveValue("سلة مهملات بمستشعر Binova سعة 42 لتر");
  for (const control of [
    nameAr,
    descriptionAr,
    arabic.getByLabel("Arabic features"),
    // The Arabic specifications are written beside the English, row by row.
    page.getByTestId("specification-row").first().getByLabel("Arabic label"),
    page.getByTestId("specification-row").first().getByLabel("Arabic value"),
  ]) {
    await expect(control).toHaveAttribute("lang", "ar");
    await expect(control).toHaveAttribute("dir", "rtl");
  }
  expect(await axeViolations(page, { tags: ["wcag2a", "wcag2aa", "wcag21aa"] })).toEqual([]);

  const newName = `سَلَّة مهملات ذكية بمستشعر Binova سعة 42 لتر ${Date.now()}`;
  const newDescription = "سلة مهملات تُفتح دون لمس.\nمناسبة للمكاتب والعيادات.";
  await nameAr.fill(newName);
  await descriptionAr.fill(newDescription);
  await page.getByRole("button", { name: "Save changes" }).click();
  await expect(page.getByTestId("notice")).toHaveText("Changes saved.");

  await page.reload();
  await expect(page.getByTestId("arabic-edition").getByLabel("Arabic name")).toHaveValue(newName);
  await expect(page.getByTestId("arabic-edition").getByLabel("Arabic description")).toHaveValue(newDescription);
  await expect(page.getByTestId("audit-entry").first()).toContainText(`Arabic name:`);
  await expect(page.getByTestId("audit-entry").first()).toContainText(newName);
  // The English is untouched, and the stored row holds exactly what was typed.
  await expect(page.getByLabel("Name (required)")).toHaveValue(PRODUCT);
  const stored = await (await page.request.get(`/api/admin/products/${id}`)).json();
  expect(stored).toMatchObject({ name: PRODUCT, nameAr: newName, descriptionAr: newDescription });

  // Blank is "no Arabic": the Arabic pages then show the English.
  await page.getByTestId("arabic-edition").getByLabel("Arabic description").fill("");
  await page.getByRole("button", { name: "Save changes" }).click();
  await expect(page.getByTestId("notice")).toHaveText("Changes saved.");
  await expect(page.getByTestId("arabic-edition").getByLabel("Arabic description")).toHaveValue("");
  expect(await (await page.request.get(`/api/admin/products/${id}`)).json()).toMatchObject({
    nameAr: newName,
    descriptionAr: null,
  });
});

test("an Arabic name over the English name's limit is refused with a field message, keeping what was typed", async ({
  page,
}) => {
  await openProduct(page, "Binova Office Paper Bin 15 L");
  const nameAr = page.getByTestId("arabic-edition").getByLabel("Arabic name");
  const tooLong = "م".repeat(201);
  await nameAr.fill(tooLong);
  await page.getByRole("button", { name: "Save changes" }).click();
  await expect(page.getByTestId("error-nameAr")).toHaveText("Must be at most 200 characters");
  await expect(nameAr).toHaveValue(tooLong);
  await expect(nameAr).toHaveAttribute("aria-invalid", "true");
});

test("staff write a brand's Arabic description and it is stored", async ({ page }) => {
  await signInAsStaff(page, `/admin/brands?q=${BRAND}`);
  await page.getByRole("link", { name: BRAND, exact: true }).click();
  const descriptionAr = page.getByLabel("Arabic description (optional)");
  await expect(descriptionAr).toHaveAttribute("dir", "rtl");
  await expect(descriptionAr).toHaveValue(/مجففات أيدٍ بريطانية/);
  const written = `مجففات أيدٍ بريطانية عالية السرعة، موفّرة للطاقة. ${Date.now()}`;
  await descriptionAr.fill(written);
  await page.getByRole("button", { name: "Save changes" }).click();
  await expect(page.getByTestId("notice")).toContainText("Changes saved.");
  await page.reload();
  await expect(page.getByLabel("Arabic description (optional)")).toHaveValue(written);
});
