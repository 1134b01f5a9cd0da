import { expect, test, type Locator, type Page } from "@playwright/test";
import { HEADER_TEXT } from "~/content/navigation";
import { SUGGEST_TEXT } from "~/content/search";
import { SUGGESTION_LIMIT } from "~/lib/search/search-types";
import { axeViolations } from "./support/axe";

// Issue 15, point 4: the site-wide search field (header and mobile sheet) and the suggestions of it and of the
// catalogue's search box.

async function hydrated(page: Page) {
  await expect(page.locator("header[data-scrolled]")).toHaveCount(1);
}
const headerField = (page: Page) => page.locator("header").getByLabel(HEADER_TEXT.en.search.label);
const listbox = (page: Page) => page.getByRole("listbox", { name: SUGGEST_TEXT.en.suggestionsLabel });

/** Types into a field and waits for the suggestions answering the whole text (the list is busy until they come). */
async function typeAndWaitForSuggestions(page: Page, field: Locator, text: string) {
  await field.pressSequentially(text, { delay: 30 });
  await expect(field).toHaveAttribute("aria-expanded", "true");
  await expect(listbox(page)).toBeVisible();
  await expect(listbox(page)).not.toHaveAttribute("aria-busy", "true");
}

/** Presses ArrowDown until the first option of the group named `group` is highlighted; returns that option. */
async function highlightFirstOf(page: Page, field: Locator, group: string) {
  const options = listbox(page).getByRole("option");
  const wanted = listbox(page).getByRole("group", { name: group }).getByRole("option").first();
  const wantedId = await wanted.getAttribute("id");
  const count = await options.count();
  for (let step = 0; step < count; step++) {
    await field.press("ArrowDown");
    if ((await field.getAttribute("aria-activedescendant")) === wantedId) break;
  }
  await expect(field).toHaveAttribute("aria-activedescendant", wantedId!);
  await expect(wanted).toHaveAttribute("aria-selected", "true");
  return wanted;
}

test.describe("site search", () => {
  test("the header's field submits to /products?q= and the catalogue shows what was searched", async ({ page }) => {
    await page.goto("/about");
    await hydrated(page);
    const field = headerField(page);
    await field.fill("scrubber dryer");
    await field.press("Enter");
    await expect(page).toHaveURL(/\/products\?q=scrubber\+dryer$/);
    await expect(page.getByLabel("Search products")).toHaveValue("scrubber dryer");
  });

  test("an empty field's search button opens the field instead of sending it", async ({ page }) => {
    await page.setViewportSize({ width: 1024, height: 800 });
    await page.goto("/about");
    await hydrated(page);
    const field = headerField(page);
    const collapsed = await field.boundingBox();
    await page.locator("header").getByRole("button", { name: HEADER_TEXT.en.search.submit, exact: true }).click();
    await expect(field).toBeFocused();
    await expect(page).toHaveURL(/\/about$/);
    await expect.poll(async () => (await field.boundingBox())!.width).toBeGreaterThan(collapsed!.width * 4);
  });

  test("the mobile sheet's field submits to /products?q= and the sheet closes", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/about");
    await hydrated(page);
    await expect(headerField(page)).toBeHidden();
    await page.getByRole("button", { name: "Open navigation menu" }).click();
    const sheet = page.getByRole("dialog", { name: "Navigation" });
    const field = sheet.getByLabel(HEADER_TEXT.en.search.label);
    await field.fill("vacuum");
    await sheet.getByRole("button", { name: HEADER_TEXT.en.search.submit, exact: true }).click();
    await expect(page).toHaveURL(/\/products\?q=vacuum$/);
    await expect(sheet).toBeHidden();
  });

  test("suggestions by keyboard: ArrowDown highlights, Enter opens the product", async ({ page }) => {
    await page.goto("/");
    await hydrated(page);
    const field = headerField(page);
    await field.focus();
    await typeAndWaitForSuggestions(page, field, "scrub");
    const options = listbox(page).getByRole("option");
    expect(await options.count()).toBeLessThanOrEqual(SUGGESTION_LIMIT);
    await expect(listbox(page).getByRole("group", { name: SUGGEST_TEXT.en.groups.product })).toContainText(/scrubber/i);

    const product = await highlightFirstOf(page, field, SUGGEST_TEXT.en.groups.product);
    const name = (await product.locator("span").first().textContent())!;
    await field.press("Enter");
    await expect(page).toHaveURL(/\/products\/[0-9a-f-]{36}$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(name);
    await expect(field).toHaveAttribute("aria-expanded", "false");
  });

  test("a category suggestion opens the category page", async ({ page }) => {
    await page.goto("/about");
    await hydrated(page);
    const field = headerField(page);
    await field.focus();
    await typeAndWaitForSuggestions(page, field, "chem");
    await highlightFirstOf(page, field, SUGGEST_TEXT.en.groups.category);
    await field.press("Enter");
    await expect(page).toHaveURL(/\/category\/chemicals/);
  });

  test("ArrowDown and ArrowUp move the highlight; Escape closes the list and keeps the text, twice clears it", async ({
    page,
  }) => {
    await page.goto("/about");
    await hydrated(page);
    const field = headerField(page);
    await field.focus();
    await typeAndWaitForSuggestions(page, field, "dispenser");
    await expect(field).not.toHaveAttribute("aria-activedescendant", /./);
    await field.press("ArrowDown");
    await expect(field).toHaveAttribute("aria-activedescendant", "site-search-suggestion-0");
    await field.press("ArrowDown");
    await expect(field).toHaveAttribute("aria-activedescendant", "site-search-suggestion-1");
    await expect(page.locator("#site-search-suggestion-1")).toHaveAttribute("aria-selected", "true");
    await field.press("ArrowUp");
    await expect(field).toHaveAttribute("aria-activedescendant", "site-search-suggestion-0");

    await field.press("Escape");
    await expect(listbox(page)).toBeHidden();
    await expect(field).toHaveAttribute("aria-expanded", "false");
    await expect(field).toHaveValue("dispenser");
    await expect(field).toBeFocused();
    await field.press("Escape");
    await expect(field).toHaveValue("");
  });

  test("Enter with the list open and nothing highlighted submits the form", async ({ page }) => {
    await page.goto("/about");
    await hydrated(page);
    const field = headerField(page);
    await field.focus();
    await typeAndWaitForSuggestions(page, field, "vacuum");
    await expect(field).not.toHaveAttribute("aria-activedescendant", /./);
    await field.press("Enter");
    await expect(page).toHaveURL(/\/products\?q=vacuum$/);
  });

  test("text with no suggestion says so", async ({ page }) => {
    await page.goto("/about");
    await hydrated(page);
    const field = headerField(page);
    await field.focus();
    await field.pressSequentially("qqqzzzxxx", { delay: 20 });
    await expect(page.locator("header").getByRole("status")).toHaveText(SUGGEST_TEXT.en.noSuggestions);
    await expect(field).toHaveAttribute("aria-expanded", "false");
  });

  test("the catalogue's search box filters as before and suggests; choosing one opens it", async ({ page }) => {
    await page.goto("/products");
    await hydrated(page);
    const box = page.getByLabel("Search products");
    await box.focus();
    await typeAndWaitForSuggestions(page, box, "scrub");
    await expect(page).toHaveURL(/\/products\?q=scrub$/);
    await expect(page.getByTestId("text-found")).toContainText(/^\d+ of 358 products found$/);
    const product = await highlightFirstOf(page, box, SUGGEST_TEXT.en.groups.product);
    const name = (await product.locator("span").first().textContent())!;
    await box.press("Enter");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(name);
    await expect(page).toHaveURL(/\/products\/[0-9a-f-]{36}$/);
  });

  test("a click on a suggestion opens it", async ({ page }) => {
    await page.goto("/about");
    await hydrated(page);
    const field = headerField(page);
    await field.focus();
    await typeAndWaitForSuggestions(page, field, "scrub");
    const option = listbox(page)
      .getByRole("group", { name: SUGGEST_TEXT.en.groups.product })
      .getByRole("option")
      .first();
    const name = (await option.locator("span").first().textContent())!;
    await option.click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(name);
  });

  test("the open list has no accessibility violations", async ({ page }) => {
    await page.goto("/about");
    await hydrated(page);
    const field = headerField(page);
    await field.focus();
    await typeAndWaitForSuggestions(page, field, "scrub");
    await field.press("ArrowDown");
    await expect(field).toHaveAttribute("role", "combobox");
    await expect(field).toHaveAttribute("aria-controls", (await listbox(page).getAttribute("id"))!);
    expect(await axeViolations(page)).toEqual([]);
  });
});

test.describe("site search without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the header's field is a plain form to /products?q=", async ({ page }) => {
    await page.goto("/about");
    const field = headerField(page);
    await expect(field).not.toHaveAttribute("role", "combobox");
    await field.fill("aq-sm43b");
    await field.press("Enter");
    await expect(page).toHaveURL(/\/products\?q=aq-sm43b$/);
    await expect(page.getByLabel("Search products")).toHaveValue("aq-sm43b");
  });
});
