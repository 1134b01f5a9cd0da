import { expect, test, type Page } from "@playwright/test";

// Issue 17, "Paste a list": a pasted list with a match, an ambiguity and a miss; the buyer chooses the candidate and
// confirms; the lines are in the list behind the `quote_list` cookie: the redirect to /quote-list?added=N, the cookie,
// the rows of /quote-list and GET /api/quote-list are asserted.

const PASTED = ["AQ-SM43B x 3", "Scrubmatic 50", "Quantum flux capacitor"].join("\n");

async function pasteAndChoose(page: Page) {
  await page.goto("/quote-list/paste");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Paste a List");
  await page.getByLabel("Paste product codes or names").fill(PASTED);
}

async function checkPreviewAndConfirm(page: Page) {
  await expect(page.getByRole("heading", { name: "Check your list" })).toBeVisible();
  const lines = page.getByTestId("paste-line");
  await expect(lines).toHaveCount(3);
  await expect(lines.nth(0)).toHaveAttribute("data-status", "found");
  await expect(lines.nth(0)).toContainText("Aquaris Scrubmatic 43 B Walk-Behind Scrubber-Dryer");
  await expect(lines.nth(0)).toContainText("AQ-SM43B");
  await expect(lines.nth(0).getByRole("spinbutton")).toHaveValue("3");
  await expect(lines.nth(1)).toHaveAttribute("data-status", "ambiguous");
  await expect(lines.nth(2)).toHaveAttribute("data-status", "notFound");
  await expect(page.getByTestId("paste-summary")).toHaveText("1 found, 1 to choose, 1 not found");
  await lines
    .nth(1)
    .getByRole("radio", { name: /Scrubmatic 50 E Mains/ })
    .check();
  await lines.nth(1).getByRole("spinbutton").fill("2");
  await page.getByRole("button", { name: "Add to Quote List" }).click();
  await expect(page).toHaveURL(/\/quote-list\?added=2$/);
}

async function checkList(page: Page) {
  const cookies = await page.context().cookies();
  const cookie = cookies.find((entry) => entry.name === "quote_list");
  expect(cookie?.httpOnly).toBe(true);
  expect(cookie?.sameSite).toBe("Lax");
  // The page the confirmation led to shows the two lines.
  const rows = page.getByTestId("quote-list-line");
  await expect(rows).toHaveCount(2);
  await expect(rows.filter({ hasText: "AQ-SM43B" })).toHaveCount(1);
  await expect(rows.filter({ hasText: "AQ-SM50E" })).toHaveCount(1);
  const answer = await page.request.get("/api/quote-list");
  expect(answer.status()).toBe(200);
  const body = (await answer.json()) as { count: number; lines: Array<{ serialNumber: string; quantity: number }> };
  expect(body.count).toBe(2);
  expect(body.lines.map(({ serialNumber, quantity }) => ({ serialNumber, quantity }))).toEqual(
    expect.arrayContaining([
      { serialNumber: "AQ-SM43B", quantity: 3 },
      { serialNumber: "AQ-SM50E", quantity: 2 },
    ]),
  );
}

test.describe("paste a list with JavaScript", () => {
  test("finds, offers a choice and adds the chosen lines without reloading the page", async ({ page }) => {
    await pasteAndChoose(page);
    const island = page.locator("[data-hydrated]").filter({ has: page.getByLabel("Paste product codes or names") });
    await expect(island).toHaveCount(1);
    await page.evaluate(() => ((window as unknown as { pasteMarker: boolean }).pasteMarker = true));
    await page.getByRole("button", { name: "Find Products" }).click();
    await expect(page.getByRole("heading", { name: "Check your list" })).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { pasteMarker?: boolean }).pasteMarker)).toBe(true);
    await checkPreviewAndConfirm(page);
    await checkList(page);
  });
});

test.describe("paste a list without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("finds, offers a choice and adds the chosen lines with plain forms", async ({ page }) => {
    await pasteAndChoose(page);
    await page.getByRole("button", { name: "Find Products" }).click();
    await checkPreviewAndConfirm(page);
    await checkList(page);
  });

  test("says which line is wrong and keeps the choices", async ({ page }) => {
    await pasteAndChoose(page);
    await page.getByRole("button", { name: "Find Products" }).click();
    const lines = page.getByTestId("paste-line");
    await lines
      .nth(1)
      .getByRole("radio", { name: /Scrubmatic 50 B Walk-Behind/ })
      .check();
    await lines.nth(0).getByRole("spinbutton").fill("0");
    await page.getByRole("button", { name: "Add to Quote List" }).click();
    await expect(lines.nth(0).getByTestId("paste-line-error")).toHaveText("Enter a whole number from 1 to 100,000.");
    await expect(lines.nth(1).getByRole("radio", { name: /Scrubmatic 50 B Walk-Behind/ })).toBeChecked();
    await expect(page).toHaveURL(/\/quote-list\/paste$/);
  });
});
