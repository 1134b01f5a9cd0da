import { expect, test, type Page } from "@playwright/test";

// Issue 17, "Paste a list": a pasted list with a match, an ambiguity and a miss; the buyer chooses the candidate and
// confirms; the lines are in the list behind the `quote_list` cookie. /quote-list and GET /api/quote-list belong to
// other parts of the issue: the redirect to /quote-list?added=N and the cookie are asserted here, and the lines through
// GET /api/quote-list whenever that API answers (it does once the parts are merged).

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
  const answer = await page.request.get("/api/quote-list");
  // The API router answers an unknown path with a JSON 404: the quote list API of issue 17 is not merged yet.
  if (answer.status() === 404) {
    test.info().annotations.push({ type: "note", description: "GET /api/quote-list is not on this branch yet" });
    return;
  }
  expect(answer.ok()).toBe(true);
  const body = JSON.stringify(await answer.json());
  expect(body).toContain("AQ-SM43B");
  expect(body).toContain("AQ-SM50E");
  expect(body).not.toContain("AQ-SM50B");
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
