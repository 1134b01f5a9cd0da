import { expect, test, type Page } from "@playwright/test";
import { axeViolations } from "./support/axe";

/** Issue 17: the quote list, with and without JavaScript (each test has its own browser context, so its own list). */

const cards = (page: Page) => page.getByTestId("product-card");
const headerLink = (page: Page, count: number) =>
  page.locator("header").getByRole("link", { name: `Quote List (${count})`, exact: true });

async function cardName(page: Page, index: number): Promise<string> {
  return (await cards(page).nth(index).getByRole("heading").textContent())!.trim();
}

/** Adds the first two cards of /products and the third product from its page with quantity 5; returns the three names. */
async function addThree(page: Page, { javaScript }: { javaScript: boolean }): Promise<string[]> {
  await page.goto("/products");
  const names = [await cardName(page, 0), await cardName(page, 1), await cardName(page, 2)];
  const productPath = await cards(page)
    .nth(2)
    .getByRole("link", { name: /View Details/ })
    .getAttribute("href");
  await expect(headerLink(page, 0)).toBeVisible();
  for (const [index, name] of names.slice(0, 2).entries()) {
    const button = cards(page)
      .nth(index)
      .getByRole("button", { name: `Add to Quote: ${name}` });
    if (javaScript) {
      // Hover wakes the results island; once live, the button posts through a fetcher: no reload, a toast.
      await button.hover();
      await expect(page.locator('[data-island="catalogue results"]')).toHaveAttribute("data-hydrated", "");
      await button.click();
      await expect(
        page
          .getByRole("status")
          .filter({ hasText: `${name} added to your quote list.` })
          .first(),
      ).toBeVisible();
      expect(new URL(page.url()).search).toBe("");
    } else {
      await button.click();
      await expect(page).toHaveURL(/\/products\?quote_list=added$/);
      await expect(page.getByTestId("quote-list-status")).toContainText("Added to your quote list.");
    }
    await expect(headerLink(page, index + 1)).toBeVisible();
  }

  await page.goto(productPath!);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(names[2]!);
  const quantity = page.getByLabel("Quantity", { exact: true });
  if (javaScript) {
    await quantity.hover();
    await expect(page.locator('[data-island="product detail"]')).toHaveAttribute("data-hydrated", "");
  }
  await quantity.fill("5");
  await page.getByRole("button", { name: "Add to Quote", exact: true }).click();
  if (javaScript) {
    await expect(
      page
        .getByRole("status")
        .filter({ hasText: `${names[2]} added to your quote list.` })
        .first(),
    ).toBeVisible();
  } else {
    await expect(page).toHaveURL(new RegExp(`${productPath}\\?quote_list=added$`));
    await expect(page.getByTestId("quote-list-status")).toContainText("Added to your quote list.");
  }
  await expect(headerLink(page, 3)).toBeVisible();
  return names;
}

async function changeRemoveClear(page: Page, names: string[], { javaScript }: { javaScript: boolean }) {
  // axe runs inside the page, so only with JavaScript.
  const checkAccessibility = async () => {
    if (javaScript) expect(await axeViolations(page)).toEqual([]);
  };
  await headerLink(page, 3).click();
  await expect(page.getByRole("heading", { level: 1, name: "Your Quote List" })).toBeVisible();
  await expect(page.getByTestId("quote-list-line")).toHaveCount(3);
  await expect(page.getByLabel(`Quantity for ${names[0]}`)).toHaveValue("1");
  await expect(page.getByLabel(`Quantity for ${names[2]}`)).toHaveValue("5");
  await checkAccessibility();

  await page.getByLabel(`Quantity for ${names[0]}`).fill("12");
  await page.getByLabel(`Note for ${names[0]}`).fill("For the lobby");
  await page.getByRole("button", { name: `Save changes to ${names[0]}` }).click();
  await expect(page.getByTestId("quote-list-result")).toHaveText("Your quote list was updated.");
  await page.reload();
  await expect(page.getByLabel(`Quantity for ${names[0]}`)).toHaveValue("12");
  await expect(page.getByLabel(`Note for ${names[0]}`)).toHaveValue("For the lobby");

  const whatsapp = page.getByRole("link", { name: "Send this list on WhatsApp" });
  const text = new URL((await whatsapp.getAttribute("href"))!).searchParams.get("text");
  expect(text).toContain(`1. ${names[0]}`);
  expect(text).toContain("x 12");
  expect(text).toContain("x 5");

  await page.getByRole("button", { name: `Remove ${names[1]}` }).click();
  await expect(page.getByTestId("quote-list-result")).toHaveText("The product was removed from your quote list.");
  await expect(page.getByTestId("quote-list-line")).toHaveCount(2);
  await expect(page.getByLabel(`Quantity for ${names[1]}`)).toHaveCount(0);
  await expect(headerLink(page, 2)).toBeVisible();

  await page.getByRole("button", { name: "Clear List" }).click();
  await expect(page.getByText("Your quote list is empty.")).toBeVisible();
  await expect(page.getByRole("main").getByRole("link", { name: "Browse Products" })).toHaveAttribute(
    "href",
    "/products",
  );
  await expect(headerLink(page, 0)).toBeVisible();
  await checkAccessibility();
}

test.describe("quote list with JavaScript", () => {
  test("adds three products from cards and a product page, changes a quantity, removes one, clears", async ({
    page,
  }) => {
    // One whole flow: four pages, a dozen changes and two accessibility checks.
    test.slow();
    const names = await addThree(page, { javaScript: true });
    await changeRemoveClear(page, names, { javaScript: true });
  });

  test("is noindex, private, and says when the list is empty", async ({ page, request }) => {
    await page.goto("/quote-list");
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
    await expect(page.getByText("Your quote list is empty.")).toBeVisible();
    const response = await request.get("/quote-list");
    expect(response.headers()["cache-control"]).toMatch(/private/);
  });
});

test.describe("quote list without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("adds three products from cards and a product page, changes a quantity, removes one, clears", async ({
    page,
  }) => {
    const names = await addThree(page, { javaScript: false });
    await changeRemoveClear(page, names, { javaScript: false });
  });
});
