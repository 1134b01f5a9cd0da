/**
 * Staff quotation (issue 17): a staff member opens a quote request with lines, prices it and sends it, with JavaScript
 * and without; the page then shows "Quotation sent" and the version. The request is seeded through POST /api/inquiries
 * with `lines` (product ids from GET /api/products), as a buyer's script would send it.
 */
import { expect, test, type Page } from "@playwright/test";
import { signInAsStaff } from "./support/staff";
import { axeViolations } from "./support/axe";

interface Product {
  id: string;
  name: string;
}

/** Two products the other back-office tests leave alone (they edit the first ones), and a quote request for them. */
async function seedQuoteRequest(page: Page, lastName: string) {
  const response = await page.request.get("/api/products?limit=2&offset=60");
  expect(response.status()).toBe(200);
  const products = (await response.json()) as Product[];
  expect(products).toHaveLength(2);
  const created = await page.request.post("/api/inquiries", {
    data: {
      name: `Aisha ${lastName}`,
      email: "aisha@example.com",
      phone: "+974 5555 1234",
      company: "Pearl Towers FM",
      category: "Quote Request",
      message: "Please quote these for our Lusail towers.",
      lines: [
        { productId: products[0]!.id, quantity: 3, note: "Battery model, please" },
        { productId: products[1]!.id, quantity: 20 },
      ],
    },
  });
  expect(created.status()).toBe(201);
  const reference = String((await created.json()).reference);
  return { reference, products };
}

async function openRequest(page: Page, reference: string) {
  await page.goto(`/admin/inquiries?q=${reference}`);
  await page.getByRole("link", { name: reference }).click();
  await expect(page.getByRole("heading", { level: 1 })).toContainText(reference);
}

test("a staff member opens a quote request, sees its lines, prices them and sends the quotation", async ({ page }) => {
  const { reference, products } = await seedQuoteRequest(page, "Quotation");
  await signInAsStaff(page);
  await openRequest(page, reference);

  const lines = page.getByTestId("request-line");
  await expect(lines).toHaveCount(2);
  await expect(lines.nth(0)).toContainText(products[0]!.name);
  await expect(lines.nth(0)).toContainText("3");
  await expect(lines.nth(0)).toContainText("Battery model, please");
  await expect(lines.nth(1)).toContainText(products[1]!.name);
  await expect(lines.nth(1)).toContainText("20");
  await expect(page.getByRole("heading", { name: "Prepare Quotation" })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);

  // A mistake first: the field says what is wrong, nothing is sent.
  await page.getByLabel(`Unit price for ${products[0]!.name}`).fill("1.005");
  await page.getByLabel(`Unit price for ${products[1]!.name}`).fill("125.50");
  await page.getByRole("button", { name: "Send Quotation" }).click();
  await expect(page.getByTestId("error-price1")).toHaveText(
    `Use at most 2 decimal places for the unit price of ${products[0]!.name}.`,
  );
  await expect(page.getByLabel(`Unit price for ${products[0]!.name}`)).toHaveAttribute("aria-invalid", "true");

  await page.getByLabel(`Unit price for ${products[0]!.name}`).fill("18500");
  await page.getByLabel("Discount (QAR, optional)").fill("500");
  await page.getByRole("button", { name: "Send Quotation" }).click();
  await expect(page.getByTestId("quotation-sent")).toContainText("Quotation version 1 sent.");
  await expect(page.getByTestId("quotation-buyer-status")).toHaveText("Quotation sent");
  await expect(page.getByTestId("quotation-version")).toHaveText("Version 1");
  await expect(page.getByTestId("quotation-latest")).toContainText("QAR 57,510.00");
  await expect(page.getByTestId("status-badge")).toHaveText("Answered");
  await expect(page.getByTestId("history-entry").filter({ hasText: "Quotation sent" })).toContainText(
    "Version 1 · total QAR 57,510.00",
  );
  await expect(lines.nth(0)).toContainText("QAR 55,500.00");
  await expect(page.getByRole("heading", { name: "Change Quotation (makes version 2)" })).toBeVisible();
  // The private link is for the buyer's email only.
  expect(await page.content()).not.toContain("/q/");
  expect(await axeViolations(page)).toEqual([]);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the quotation form answers with field messages and sends a new version", async ({ page }) => {
    const { reference, products } = await seedQuoteRequest(page, "Plain");
    await signInAsStaff(page);
    await openRequest(page, reference);
    const first = page.getByLabel(`Unit price for ${products[0]!.name}`);
    const second = page.getByLabel(`Unit price for ${products[1]!.name}`);

    await first.fill("-10");
    await second.fill("99");
    await page.getByRole("button", { name: "Send Quotation" }).click();
    await expect(page.getByTestId("error-price1")).toHaveText(
      `The unit price for ${products[0]!.name} cannot be negative.`,
    );
    await expect(second).toHaveValue("99");

    await first.fill("1000");
    await page.getByRole("button", { name: "Send Quotation" }).click();
    await expect(page.getByTestId("quotation-version")).toHaveText("Version 1");

    await page.getByLabel(`Unit price for ${products[0]!.name}`).fill("950");
    await page.getByRole("button", { name: "Send Quotation" }).click();
    await expect(page.getByTestId("quotation-version")).toHaveText("Version 2");
    await expect(page.getByTestId("quotation-buyer-status")).toHaveText("Quotation sent");
    await expect(page.getByTestId("quotation-earlier")).toContainText(
      "Version 1: QAR 4,980.00 (Replaced by a newer version)",
    );
  });
});
