import fs from "node:fs";
import path from "node:path";
import { expect, test, type Browser, type Page } from "@playwright/test";
import { QUOTE_REQUEST_TEXT } from "~/content/quote-request";
import { SALES_NOTIFICATION } from "~/content/emails";
import { E2E_STAFF } from "./support/staff";

// Issue 17, "Send": a visitor with lines in their quote list sends the quote form with a PDF and sees the reference and
// "Follow your request". Everything runs on the shared public e2e server (playwright.config.ts): the list is filled
// through POST /api/quote-list from the page's own request context (so the `quote_list` cookie is the browser's), and
// what was stored is read back as its users see it: the private page (the token and the lines), GET /api/quote-list
// (the emptied list), the staff inbox on the same server (PO reference, delivery city, lines, attachment) and the sales
// notification email under the server's outbox-mail.

interface Product {
  id: string;
  name: string;
  serialNumber: string | null;
}

const QUANTITIES = [3, 20, 1];
const NOTE = "Quiet model please";
// Each test takes its own products, so a leftover from one cannot pass for the other's.
const OFFSETS = { javaScript: 40, plain: 45 };

/** Three products put into the visitor's quote list one call at a time (so they keep this order). */
async function listOfThree(page: Page, offset: number): Promise<Product[]> {
  const response = await page.request.get(`/api/products?limit=3&offset=${offset}`);
  expect(response.status()).toBe(200);
  const picked = (await response.json()) as Product[];
  expect(picked).toHaveLength(3);
  for (const [index, product] of picked.entries()) {
    const added = await page.request.post("/api/quote-list", {
      data: { productId: product.id, quantity: QUANTITIES[index], ...(index === 0 ? { note: NOTE } : {}) },
    });
    expect(added.status(), await added.text()).toBe(200);
  }
  const cookie = (await page.context().cookies()).find((entry) => entry.name === "quote_list");
  expect(cookie, "the quote_list cookie is the browser's").toBeTruthy();
  return picked;
}

async function fillQuote(page: Page) {
  const form = page.getByTestId("quote-form");
  await form.getByLabel("First Name *").fill("José");
  await form.getByLabel("Last Name *").fill("Nuñez-Khalifa");
  await form.getByLabel("Email Address *").fill("jose@example.com");
  await form.getByLabel("Phone Number *").fill("+974 4444 5555");
  await form.getByLabel("Industry *").selectOption("Hospitality & Hotels");
  await form.getByLabel("Product Category *").selectOption("Floor Care Equipment");
  await form.getByLabel("Project Size *").selectOption("Medium (11-50 units)");
  await form.getByLabel("Project Timeline *").selectOption("Short-term (1-3 months)");
  await form.getByLabel("Detailed Requirements *").fill("Marble lobby 800 m², nightly scrubbing, quiet machines.");
  await form.getByLabel(QUOTE_REQUEST_TEXT.en.labels.poReference).fill("PO-2026-118");
  await form.getByLabel(QUOTE_REQUEST_TEXT.en.labels.deliveryCity).fill("Al Wakrah");
  await form.getByLabel(QUOTE_REQUEST_TEXT.en.labels.attachments).setInputFiles({
    name: "site-plan.pdf",
    mimeType: "application/pdf",
    buffer: Buffer.from("%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n", "latin1"),
  });
}

/** The sales notification for `reference` among the shared server's emails (DATA_DIR/outbox-mail, playwright.config.ts). */
function salesEmailFor(baseURL: string, reference: string): string | undefined {
  const directory = path.join(`/tmp/catalogue-e2e-${new URL(baseURL).port}`, "outbox-mail");
  if (!fs.existsSync(directory)) return undefined;
  for (const file of fs.readdirSync(directory)) {
    const text = fs.readFileSync(path.join(directory, file), "utf8");
    if (text.includes(reference) && !/^To: .*jose@example\.com/im.test(text)) return text;
  }
  return undefined;
}

/** The request as staff see it on the same server, in a context of their own. */
async function checkInbox(browser: Browser, baseURL: string, reference: string, picked: Product[]) {
  const context = await browser.newContext({ baseURL });
  const staff = await context.newPage();
  try {
    await staff.goto(`/admin/sign-in?next=${encodeURIComponent(`/admin/inquiries?q=${reference}`)}`);
    await staff.getByLabel("Email").fill(E2E_STAFF.email);
    await staff.getByLabel("Password").fill(E2E_STAFF.password);
    await staff.getByRole("button", { name: "Sign in" }).click();
    await staff.getByRole("link", { name: reference }).click();
    await expect(staff.getByRole("heading", { level: 1 })).toContainText(reference);
    const fields = staff.getByRole("region", { name: "Sender and request" });
    await expect(fields.getByRole("definition").filter({ hasText: "PO-2026-118" })).toHaveCount(1);
    await expect(fields.getByRole("definition").filter({ hasText: "Al Wakrah" })).toHaveCount(1);
    const lines = staff.getByTestId("request-line");
    await expect(lines).toHaveCount(3);
    for (const [index, product] of picked.entries()) {
      await expect(lines.nth(index)).toContainText(product.name);
      await expect(lines.nth(index)).toContainText(String(QUANTITIES[index]));
    }
    await expect(lines.first()).toContainText(NOTE);
    const attachments = staff.getByTestId("request-attachments").getByRole("listitem");
    await expect(attachments).toHaveCount(1);
    await expect(attachments).toContainText("site-plan.pdf");
    const href = await attachments.getByRole("link").getAttribute("href");
    const download = await context.request.get(href!);
    expect(download.status()).toBe(200);
    expect(download.headers()["content-disposition"]).toMatch(/^attachment/);
    expect((await download.body()).subarray(0, 5).toString("latin1")).toBe("%PDF-");
  } finally {
    await context.close();
  }
}

async function sendAndCheck(page: Page, browser: Browser, baseURL: string, javaScript: boolean) {
  const picked = await listOfThree(page, javaScript ? OFFSETS.javaScript : OFFSETS.plain);
  await page.goto("/get-quote");
  // The list's lines, read-only, above the form.
  const rows = page.getByTestId("quote-line");
  await expect(rows).toHaveCount(3);
  for (const [index, product] of picked.entries()) {
    await expect(rows.nth(index)).toContainText(product.name);
    await expect(rows.nth(index)).toContainText(String(QUANTITIES[index]));
  }
  await expect(rows.first()).toContainText(NOTE);
  const linesBox = await page.getByTestId("quote-lines").boundingBox();
  const formBox = await page.getByTestId("quote-form").boundingBox();
  expect(linesBox!.y + linesBox!.height).toBeLessThanOrEqual(formBox!.y);
  if (javaScript) await expect(page.locator("header[data-scrolled]")).toHaveCount(1);
  await fillQuote(page);
  const navigations: string[] = [];
  page.on("framenavigated", (frame) => frame === page.mainFrame() && navigations.push(frame.url()));
  await page.getByRole("button", { name: QUOTE_REQUEST_TEXT.en.submitWithLines }).click();

  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Quote Request Received!");
  const referenceText = await page.getByTestId("quote-reference").textContent();
  const reference = /Q-\d{4}-\d{6}/.exec(referenceText ?? "")?.[0];
  expect(reference).toBeTruthy();
  const follow = page.getByRole("link", { name: QUOTE_REQUEST_TEXT.en.followLink });
  await expect(follow).toBeVisible();
  const href = (await follow.getAttribute("href")) ?? "";
  expect(href).toMatch(new RegExp(`^/q/${reference}/[A-Za-z0-9_-]{43}$`));
  // With JavaScript the answer arrives without a reload; without it the page is the form's plain POST answer.
  if (javaScript) expect(navigations).toEqual([]);

  // The list was emptied.
  const list = await page.request.get("/api/quote-list");
  expect(list.status()).toBe(200);
  expect(await list.json()).toMatchObject({ lines: [], count: 0 });

  // The link opens the request (its token is the stored one) with the lines in their order.
  await follow.click();
  await expect(page).toHaveURL(new RegExp(`${href}$`));
  await expect(page.getByRole("heading", { level: 1, name: `Quote Request ${reference}` })).toBeVisible();
  await expect(page.getByTestId("buyer-status")).toHaveText("Received");
  const privateRows = page.getByTestId("quote-lines").locator("tbody tr");
  await expect(privateRows).toHaveCount(3);
  for (const [index, product] of picked.entries()) {
    await expect(privateRows.nth(index).getByRole("rowheader")).toContainText(product.name);
    await expect(privateRows.nth(index)).toContainText(String(QUANTITIES[index]));
  }

  // The extras reach sales by email and on the staff page.
  let email: string | undefined;
  await expect.poll(() => (email = salesEmailFor(baseURL, reference!)), { timeout: 20_000 }).toBeTruthy();
  const unwrapped = email!.replace(/=\r?\n/g, "");
  expect(unwrapped).toContain(`${SALES_NOTIFICATION.labels.poReference}: PO-2026-118`);
  expect(unwrapped).toContain(`${SALES_NOTIFICATION.labels.deliveryCity}: Al Wakrah`);
  expect(unwrapped).toContain(`${SALES_NOTIFICATION.labels.attachments}: 1`);
  await checkInbox(browser, baseURL, reference!, picked);
}

test("with JavaScript: a visitor sends their list with a PDF and gets the reference and the private link", async ({
  page,
  browser,
  baseURL,
}) => {
  await sendAndCheck(page, browser, baseURL!, true);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });
  test("the plain form post sends the list with a PDF and answers with the reference and the private link", async ({
    page,
    browser,
    baseURL,
  }) => {
    await sendAndCheck(page, browser, baseURL!, false);
  });
});

test("with JavaScript: the list is sent from /quote-list itself, which then shows the confirmation and the private link", async ({
  page,
}) => {
  const picked = await listOfThree(page, 50);
  await page.goto("/quote-list");
  await expect(page.getByTestId("quote-list-line")).toHaveCount(3);
  await expect(page.locator("header[data-scrolled]")).toHaveCount(1);
  await fillQuote(page);
  await page.getByRole("button", { name: QUOTE_REQUEST_TEXT.en.submitWithLines }).click();

  // The list empties, and the form's answer stays on the page below its own heading.
  await expect(page.getByRole("heading", { level: 2, name: "Quote Request Received!" })).toBeVisible();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Your Quote List");
  await expect(page.getByTestId("quote-list-line")).toHaveCount(0);
  await expect(page).toHaveURL(/\/quote-list$/);
  const href = (await page.getByRole("link", { name: QUOTE_REQUEST_TEXT.en.followLink }).getAttribute("href")) ?? "";
  expect(href).toMatch(/^\/q\/Q-\d{4}-\d{6}\/[A-Za-z0-9_-]{43}$/);
  await page.goto(href);
  await expect(page.getByTestId("buyer-status")).toHaveText("Received");
  await expect(page.getByTestId("quote-lines").locator("tbody tr")).toHaveCount(picked.length);
});
