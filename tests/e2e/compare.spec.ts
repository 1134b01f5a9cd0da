import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { CHAT_BUTTON_LABEL } from "~/content/navigation";
import { axeViolations } from "./support/axe";

/**
 * Issue 19: comparing products side by side, with and without JavaScript (each test has its own browser context, so
 * its own selection and quote list). The demo's scrubber-dryers share labels with different values; the tests read the
 * rows the page shows rather than naming specifications.
 */

const SEARCH = "/products?q=Scrubber-Dryer";

const scrubberCards = (page: Page) =>
  page.getByTestId("product-card").filter({ has: page.getByRole("heading", { name: /Scrubber-Dryer/ }) });

async function cardNames(page: Page, count: number): Promise<string[]> {
  const names: string[] = [];
  for (let index = 0; index < count; index++)
    names.push((await scrubberCards(page).nth(index).getByRole("heading").textContent())!.trim());
  return names;
}

const headerCount = (page: Page, count: number) =>
  page.locator("header").getByRole("link", { name: `Quote List (${count})`, exact: true });
const columnHeaders = (page: Page) => page.locator('[data-testid="comparison-table"] th[scope="col"]');
const idsOf = (page: Page) => new URL(page.url()).searchParams.get("ids")!.split(",");

/** Three scrubber-dryers of the demo catalogue, by the public API. */
async function threeScrubbers(request: APIRequestContext): Promise<Array<{ id: string; name: string }>> {
  const products = (await (await request.get("/api/products")).json()) as Array<{ id: string; name: string }>;
  const scrubbers = products.filter((product) => /Scrubber-Dryer/.test(product.name)).slice(0, 3);
  expect(scrubbers).toHaveLength(3);
  return scrubbers;
}

test("with JavaScript: three scrubber-dryers from the cards, the tray, only differences, remove one, add all, print", async ({
  page,
}) => {
  test.slow();
  await page.goto(SEARCH);
  const names = await cardNames(page, 3);
  const tray = page.getByTestId("compare-tray");
  await expect(tray).toHaveCount(0);

  // Compare adds in place: the page stays, the tray lists the product, the link says so, the live region too.
  for (const [index, name] of names.entries()) {
    const link = scrubberCards(page)
      .nth(index)
      .getByRole("link", { name: `Compare: ${name}`, exact: true });
    await link.hover();
    await expect(page.locator('[data-island="catalogue results"]')).toHaveAttribute("data-hydrated", "");
    await link.click();
    await expect(tray.getByRole("heading", { name: `Compare (${index + 1} of 4)` })).toBeVisible();
    await expect(tray).toContainText(name);
    await expect(
      scrubberCards(page)
        .nth(index)
        .getByRole("link", { name: `In comparison: ${name}`, exact: true }),
    ).toBeVisible();
    await expect(page.getByRole("status").filter({ hasText: `${name} added to the comparison` })).toHaveCount(1);
    expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe(SEARCH);
  }

  // The tray's Remove takes a product out in place; Compare puts it back.
  await tray.getByRole("link", { name: `Remove ${names[2]} from the comparison` }).click();
  await expect(tray.getByRole("heading", { name: "Compare (2 of 4)" })).toBeFocused();
  await expect(tray).not.toContainText(names[2]!);
  await expect(page.getByRole("status").filter({ hasText: `${names[2]} removed from the comparison.` })).toHaveCount(1);
  await scrubberCards(page)
    .nth(2)
    .getByRole("link", { name: `Compare: ${names[2]}`, exact: true })
    .click();
  await expect(tray.getByRole("heading", { name: "Compare (3 of 4)" })).toBeVisible();

  await tray.getByRole("link", { name: "Compare now (3)" }).click();
  await expect(page).toHaveURL(/\/compare\?ids=/);
  expect(idsOf(page)).toHaveLength(3);
  await expect(columnHeaders(page)).toHaveText(names);
  await expect(page.getByTestId("compare-tray")).toHaveCount(0);
  const specificationRows = page.locator("tbody tr[data-differs]");
  const allRows = await specificationRows.count();
  expect(allRows).toBeGreaterThan(0);

  // Show only differences: kept in the address, the switch says it is on, every row left differs (or is not compared).
  const differences = page.getByRole("switch", { name: "Show only differences" });
  await expect(differences).toHaveAttribute("aria-checked", "false");
  await differences.click();
  await expect(page).toHaveURL(/diff=1/);
  await expect(differences).toHaveAttribute("aria-checked", "true");
  await expect(page.locator('tr[data-differs="false"]')).toHaveCount(0);
  expect(await page.locator('tr[data-differs="true"]').count()).toBeGreaterThan(0);
  expect(await specificationRows.count()).toBeLessThanOrEqual(allRows);

  // Remove one: the address loses it, the rows shown stay "only differences".
  await page.getByRole("link", { name: `Remove ${names[1]} from the comparison` }).click();
  await expect(columnHeaders(page)).toHaveText([names[0]!, names[2]!]);
  expect(idsOf(page)).toHaveLength(2);
  expect(new URL(page.url()).searchParams.get("diff")).toBe("1");

  // Add All to Quote: one change, a toast, the header's count.
  await expect(headerCount(page, 0)).toBeVisible();
  await page.getByRole("button", { name: "Add All to Quote" }).click();
  await expect(
    page.getByRole("status").filter({ hasText: "All 2 products added to your quote list." }).first(),
  ).toBeVisible();
  await expect(headerCount(page, 2)).toBeVisible();

  // Print: the table and the company's name, without the site's chrome and the controls.
  const chat = page.locator(`aside[aria-label="${CHAT_BUTTON_LABEL.en}"] a`);
  await expect(page.getByTestId("print-letterhead")).toBeHidden();
  await page.emulateMedia({ media: "print" });
  await expect(page.getByTestId("print-letterhead")).toBeVisible();
  await expect(page.getByTestId("comparison-table")).toBeVisible();
  await expect(columnHeaders(page)).toHaveText([names[0]!, names[2]!]);
  await expect(page.locator("body > header")).toBeHidden();
  await expect(page.locator("footer")).toBeHidden();
  await expect(chat).toBeHidden();
  await expect(page.getByRole("button", { name: "Add All to Quote" })).toBeHidden();
  await expect(differences).toBeHidden();
  await page.emulateMedia({ media: "screen" });

  await page.goto("/quote-list");
  for (const name of [names[0]!, names[2]!]) await expect(page.getByRole("main")).toContainText(name);
  await expect(page.getByRole("main")).not.toContainText(names[1]!);
  // The comparisons loaded by client-side navigations remembered the selection: the tray shows the two.
  await expect(page.getByTestId("compare-tray").getByRole("heading", { name: "Compare (2 of 4)" })).toBeVisible();
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("a card's Compare link starts a comparison, the page offers more, the tray follows, Add All posts the form", async ({
    page,
  }) => {
    test.slow();
    await page.goto(SEARCH);
    const [first] = await cardNames(page, 1);
    await scrubberCards(page)
      .first()
      .getByRole("link", { name: `Compare: ${first}`, exact: true })
      .click();
    await expect(page).toHaveURL(/\/compare\?ids=[0-9a-f-]+$/);
    await expect(page.getByRole("heading", { name: "Choose at least two products to compare" })).toBeVisible();
    const suggestion = page.getByTestId("compare-suggestions").getByRole("link").first();
    const suggested = (await suggestion.getAttribute("aria-label"))!.replace("Add to comparison: ", "");
    await suggestion.click();
    await expect(columnHeaders(page)).toHaveText([first!, suggested]);

    // The page remembered the selection: back on the list, the card says so and the tray lists both.
    await page.goto(SEARCH);
    await expect(
      scrubberCards(page)
        .first()
        .getByRole("link", { name: `In comparison: ${first}`, exact: true }),
    ).toBeVisible();
    const tray = page.getByTestId("compare-tray");
    await expect(tray.getByRole("heading", { name: "Compare (2 of 4)" })).toBeVisible();
    await expect(tray).toContainText(first!);
    await expect(tray).toContainText(suggested);
    const another = scrubberCards(page).locator('[data-testid="compare-link"][data-state="available"]').first();
    const third = (await another.getAttribute("aria-label"))!.replace("Compare: ", "");
    await another.click();
    await expect(columnHeaders(page)).toHaveText([first!, suggested, third]);

    await page.getByRole("switch", { name: "Show only differences" }).click();
    await expect(page).toHaveURL(/diff=1/);
    await expect(page.locator('tr[data-differs="false"]')).toHaveCount(0);

    await page.getByRole("button", { name: "Add All to Quote" }).click();
    await expect(page).toHaveURL(/quote_list=added/);
    await expect(page.getByTestId("quote-list-status")).toContainText("Added to your quote list.");
    await expect(headerCount(page, 3)).toBeVisible();
    await expect(columnHeaders(page)).toHaveCount(3);
  });
});

test("the comparison, in both editions and with the tray, passes axe and does not overflow sideways at 390 px", async ({
  page,
  request,
}) => {
  test.slow();
  const scrubbers = await threeScrubbers(request);
  const ids = scrubbers.map((product) => product.id).join(",");
  for (const path of [`/compare?ids=${ids}`, `/ar/compare?ids=${ids}`, `/ar/compare?ids=${ids}&diff=1`, "/products"]) {
    await page.goto(path);
    expect(await axeViolations(page), path).toEqual([]);
  }
  // The last comparison remembered the three: the list shows the tray.
  await expect(page.getByTestId("compare-tray")).toBeVisible();
  await expect(page.locator("html")).toHaveAttribute("dir", "ltr");

  await page.setViewportSize({ width: 390, height: 844 });
  for (const path of [`/compare?ids=${ids}`, `/ar/compare?ids=${ids}`, "/ar/products"]) {
    await page.goto(path);
    const widths = await page.evaluate(() => ({
      scroll: document.documentElement.scrollWidth,
      inner: window.innerWidth,
    }));
    expect(widths.scroll, path).toBeLessThanOrEqual(widths.inner);
  }
  // The table scrolls inside its own region, its label column held at the start.
  await page.goto(`/ar/compare?ids=${ids}`);
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  const region = page.getByRole("region", { name: "المواصفات جنبًا إلى جنب" });
  expect(await region.evaluate((element) => element.scrollWidth > element.clientWidth)).toBe(true);
  const label = page.locator('th[scope="row"]').first();
  const product = columnHeaders(page).first();
  const [labelBefore, productBefore] = [await label.boundingBox(), await product.boundingBox()];
  // Towards the end of a right-to-left region is towards negative scrollLeft.
  await region.evaluate((element) => element.scrollBy({ left: -200 }));
  await expect.poll(async () => (await product.boundingBox())!.x).not.toBeCloseTo(productBefore!.x, 0);
  expect((await label.boundingBox())!.x).toBeCloseTo(labelBefore!.x, 0);
});
