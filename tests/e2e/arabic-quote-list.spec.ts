import { expect, test, type Page } from "@playwright/test";
import { QUOTE_FORM_TEXT } from "~/content/forms";
import { QUOTE_LIST_PASTE_TEXT } from "~/content/quote-list-paste";
import { QUOTE_LIST_TEXT } from "~/content/quote-list";
import { QUOTE_REQUEST_TEXT } from "~/content/quote-request";

// Issue 18: the quote list in the Arabic edition, with and without JavaScript (each test has its own browser context,
// so its own list): add from a card of /ar/products and from an Arabic product page with a quantity, the Arabic toast or
// status line, change a quantity, remove, paste a list on /ar/quote-list/paste, send the list with the form, and the
// Arabic confirmation.

const TEXT = QUOTE_LIST_TEXT.ar;
const PASTE = QUOTE_LIST_PASTE_TEXT.ar;
const QUOTE = QUOTE_FORM_TEXT.ar;

const cards = (page: Page) => page.getByTestId("product-card");
const headerCount = (page: Page, count: number) =>
  expect(page.locator("header").getByTestId("quote-list-link").first()).toContainText(`(${count})`);

/**
 * The toast saying `text`, checked to swipe towards the end of an Arabic line (left) and to sit on the left side of the
 * screen (the end of the line in right-to-left), in the region named in Arabic.
 */
async function expectArabicToast(page: Page, text: string) {
  const toast = page.locator("li[data-variant]").filter({ hasText: text });
  await expect(toast).toBeVisible();
  await expect(toast).toHaveAttribute("data-swipe-direction", "left");
  // The toasts' list stays in place after the toast closes (5 s), so its side is measured on it.
  const viewport = page.getByRole("region", { name: "الإشعارات (F8)" }).locator("ol");
  const box = (await viewport.boundingBox())!;
  const width = page.viewportSize()!.width;
  expect(box.x + box.width / 2).toBeLessThan(width / 2);
}

/** A catalogue address in the Arabic edition, whichever edition the card links to. */
const arabicPath = (path: string) => `/ar${path.replace(/^\/ar(?=\/)/i, "")}`;

async function addFromCardAndProductPage(page: Page, { javaScript }: { javaScript: boolean }): Promise<string[]> {
  await page.goto("/ar/products");
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  const first = (await cards(page).nth(0).getByRole("heading").textContent())!.trim();
  const second = (await cards(page).nth(1).getByRole("heading").textContent())!.trim();
  const productPath = await cards(page).nth(1).locator('a[href*="/products/"]').first().getAttribute("href");
  await headerCount(page, 0);

  const button = cards(page)
    .nth(0)
    .getByRole("button", { name: `${TEXT.addToQuote}: ${first}` });
  if (javaScript) {
    await button.hover();
    await expect(page.locator('[data-island="catalogue results"]')).toHaveAttribute("data-hydrated", "");
    await button.click();
    await expectArabicToast(page, TEXT.addedNamed(first));
    expect(new URL(page.url()).pathname).toBe("/ar/products");
  } else {
    await button.click();
    await expect(page).toHaveURL(/\/ar\/products\?quote_list=added$/);
    await expect(page.getByTestId("quote-list-status")).toContainText(TEXT.status.added);
    await expect(page.getByTestId("quote-list-status").getByRole("link")).toHaveAttribute("href", "/ar/quote-list");
  }
  await headerCount(page, 1);

  await page.goto(arabicPath(productPath!));
  const quantity = page.getByLabel(TEXT.quantity, { exact: true });
  if (javaScript) {
    await quantity.hover();
    await expect(page.locator('[data-island="product detail"]')).toHaveAttribute("data-hydrated", "");
  }
  await quantity.fill("4");
  await page.getByRole("button", { name: TEXT.addToQuote, exact: true }).click();
  if (javaScript) {
    await expectArabicToast(page, TEXT.addedNamed(second));
  } else {
    await expect(page).toHaveURL(/\/ar\/products\/[^/?]+\?quote_list=added$/);
    await expect(page.getByTestId("quote-list-status")).toContainText(TEXT.status.added);
  }
  await headerCount(page, 2);
  return [first, second];
}

async function changeAndRemove(page: Page, [first, second]: string[]) {
  await page.goto("/ar/quote-list");
  await expect(page.getByRole("heading", { level: 1, name: TEXT.title })).toBeVisible();
  await expect(page.getByTestId("quote-list-line")).toHaveCount(2);
  await expect(page.getByLabel(TEXT.quantityFor(second!))).toHaveValue("4");

  await page.getByLabel(TEXT.quantityFor(first!)).fill("12");
  await page.getByLabel(TEXT.noteFor(first!)).fill("للردهة الرئيسية");
  await page.getByRole("button", { name: TEXT.saveFor(first!) }).click();
  await expect(page.getByTestId("quote-list-result")).toHaveText(TEXT.updated);
  await expect(page).toHaveURL(/\/ar\/quote-list$/);
  await page.reload();
  await expect(page.getByLabel(TEXT.quantityFor(first!))).toHaveValue("12");

  const whatsapp = page.getByRole("link", { name: TEXT.whatsapp });
  const message = new URL((await whatsapp.getAttribute("href"))!).searchParams.get("text");
  expect(message).toContain("مرحبًا! أرغب في الحصول على عرض سعر لهذه المنتجات:");
  expect(message).toContain("الكمية: 12");

  await page.getByRole("button", { name: TEXT.removeFor(second!) }).click();
  await expect(page.getByTestId("quote-list-result")).toHaveText(TEXT.removed);
  await expect(page.getByTestId("quote-list-line")).toHaveCount(1);
  await headerCount(page, 1);
}

async function pasteAList(page: Page) {
  await page.goto("/ar/quote-list/paste");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(PASTE.heading);
  await page.getByLabel(PASTE.boxLabel).fill("AQ-SM43B x 3\nQuantum flux capacitor");
  await page.getByRole("button", { name: PASTE.submit }).click();
  await expect(page.getByRole("heading", { name: PASTE.previewHeading })).toBeVisible();
  await expect(page.getByTestId("paste-summary")).toHaveText(PASTE.summary(1, 0, 1));
  await expect(page.getByTestId("paste-line").nth(0)).toContainText(PASTE.statusFound);
  await expect(page.getByTestId("paste-line").nth(1)).toContainText(PASTE.notFoundHint);
  await page.getByRole("button", { name: PASTE.confirm }).click();
  await expect(page).toHaveURL(/\/ar\/quote-list\?added=1$/);
  await expect(page.getByTestId("quote-list-result")).toHaveText(PASTE.pasted(1));
  await expect(page.getByTestId("quote-list-line").filter({ hasText: "AQ-SM43B" })).toHaveCount(1);
}

async function sendWithTheForm(page: Page) {
  const form = page.getByTestId("quote-form");
  await expect(form).toHaveAttribute("action", "/ar/get-quote");
  await form.getByLabel(QUOTE.labels.firstName).fill("مريم");
  await form.getByLabel(QUOTE.labels.lastName).fill("العطية");
  await form.getByLabel(QUOTE.labels.email).fill("maryam@example.qa");
  await form.getByLabel(QUOTE.labels.phone).fill("+974 5500 1122");
  await form.getByLabel(QUOTE.labels.industry).selectOption("Government & Municipal");
  await form.getByLabel(QUOTE.labels.productCategory).selectOption("Multiple Categories");
  await form.getByLabel(QUOTE.labels.projectSize).selectOption("Small (1-10 units)");
  await form.getByLabel(QUOTE.labels.timeline).selectOption("Immediate (Within 1 month)");
  await form.getByLabel(QUOTE.labels.requirements).fill("نرجو إرسال عرض سعر للمنتجات في القائمة.");
  await form.getByLabel(QUOTE_REQUEST_TEXT.ar.labels.deliveryCity).fill("الوكرة");
  await page.getByRole("button", { name: QUOTE_REQUEST_TEXT.ar.submitWithLines }).click();
  await expect(page.getByRole("heading", { name: QUOTE.confirmationTitle })).toBeVisible();
  await expect(page.getByTestId("quote-reference")).toHaveText(/^رقمكم المرجعي: Q-\d{4}-\d{6}$/);
  await expect(page.getByTestId("quote-private-link")).toHaveAttribute("href", /^\/ar\/q\/Q-\d{4}-\d{6}\/[\w-]{43}$/);
  // Sending emptied the list.
  const list = (await (await page.request.get("/api/quote-list")).json()) as { count: number };
  expect(list.count).toBe(0);
}

test.describe("Arabic quote list with JavaScript", () => {
  test("adds from a card and a product page, changes, removes, pastes and sends, all in Arabic", async ({ page }) => {
    const names = await addFromCardAndProductPage(page, { javaScript: true });
    await changeAndRemove(page, names);
    await pasteAList(page);
    await sendWithTheForm(page);
  });
});

test.describe("Arabic quote list without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("adds from a card and a product page, changes, removes, pastes and sends, all in Arabic", async ({ page }) => {
    const names = await addFromCardAndProductPage(page, { javaScript: false });
    await changeAndRemove(page, names);
    await pasteAList(page);
    await sendWithTheForm(page);
  });
});
