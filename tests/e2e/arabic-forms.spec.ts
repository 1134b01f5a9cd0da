import { expect, test, type Page } from "@playwright/test";
import { CONTACT_FORM_TEXT, FIELD_MESSAGES, QUOTE_FORM_TEXT, QUOTE_MESSAGES } from "~/content/forms";

// Issue 18: the contact and quote forms of the Arabic edition, with and without JavaScript: every field message in
// Arabic, the Arabic confirmation with the reference, and the form posted to the /ar action (which stores the request
// with locale "ar": tests/api/arabic-forms-api.test.ts reads the stored row on both databases).

const CONTACT = CONTACT_FORM_TEXT.ar;
const QUOTE = QUOTE_FORM_TEXT.ar;

async function hydrated(page: Page) {
  await expect(page.locator("header[data-scrolled]")).toHaveCount(1);
}

/** The island holding the form is live (decision 108): filling wakes it, this waits for its code. */
async function formIslandLive(page: Page, testId: string) {
  await expect(page.locator("[data-island][data-hydrated]").filter({ has: page.getByTestId(testId) })).toHaveCount(1);
}

async function fillContact(page: Page) {
  const form = page.getByTestId("contact-form");
  await form.getByLabel(CONTACT.labels.firstName).fill("نورة");
  await form.getByLabel(CONTACT.labels.lastName).fill("الكواري");
  await form.getByLabel(CONTACT.labels.email, { exact: true }).fill("noura@example.qa");
  await form.getByLabel(CONTACT.labels.phone).fill("+974 5555 0101");
  // The option shows its Arabic name and posts the spec's stored value.
  await expect(form.locator('option[value="Chemicals"]')).toHaveText("المواد الكيميائية");
  await form.getByLabel(CONTACT.labels.category).selectOption("Chemicals");
  await form.getByLabel(CONTACT.labels.message).fill("نحتاج إلى مواد تعقيم لثلاثة أجنحة في المستشفى.");
}

async function fillQuote(page: Page) {
  const form = page.getByTestId("quote-form");
  await form.getByLabel(QUOTE.labels.firstName).fill("خالد");
  await form.getByLabel(QUOTE.labels.lastName).fill("المري");
  await form.getByLabel(QUOTE.labels.email).fill("khalid@example.qa");
  await form.getByLabel(QUOTE.labels.phone).fill("+974 4444 5555");
  await form.getByLabel(QUOTE.labels.company).fill("فندق البحر");
  await expect(form.locator('option[value="Hospitality & Hotels"]')).toHaveText("الضيافة والفنادق");
  await form.getByLabel(QUOTE.labels.industry).selectOption("Hospitality & Hotels");
  await form.getByLabel(QUOTE.labels.productCategory).selectOption("Floor Care Equipment");
  await form.getByLabel(QUOTE.labels.projectSize).selectOption("Medium (11-50 units)");
  await form.getByLabel(QUOTE.labels.timeline).selectOption("Short-term (1-3 months)");
  await form.getByLabel(QUOTE.labels.requirements).fill("ردهة من الرخام مساحتها 800 متر مربع، تنظيف ليلي بآلات هادئة.");
}

async function expectContactMessages(page: Page) {
  for (const field of ["firstName", "lastName", "email", "category", "message"])
    await expect(page.getByTestId(`error-${field}`)).toHaveText(
      field === "email" ? FIELD_MESSAGES.ar.email : FIELD_MESSAGES.ar.required,
    );
  await expect(page.getByTestId("contact-form").getByLabel(CONTACT.labels.firstName)).toBeFocused();
}

async function expectQuoteMessages(page: Page) {
  for (const field of Object.keys(QUOTE_MESSAGES.ar) as Array<keyof typeof QUOTE_MESSAGES.ar>)
    await expect(page.getByTestId(`error-${field}`)).toHaveText(QUOTE_MESSAGES.ar[field]);
  await expect(page.getByTestId("quote-form").getByLabel(QUOTE.labels.firstName)).toBeFocused();
}

async function expectQuoteConfirmation(page: Page) {
  await expect(page.getByRole("heading", { name: QUOTE.confirmationTitle })).toBeVisible();
  await expect(page.getByTestId("quote-reference")).toHaveText(/^رقمكم المرجعي: Q-\d{4}-\d{6}$/);
  // The private link of an Arabic request is the Arabic page.
  await expect(page.getByTestId("quote-private-link")).toHaveAttribute("href", /^\/ar\/q\/Q-\d{4}-\d{6}\/[\w-]{43}$/);
  await expect(page.getByRole("link", { name: QUOTE.returnHome })).toHaveAttribute("href", "/ar");
}

test.describe("Arabic contact form with JavaScript", () => {
  test("checks in the browser in Arabic, posts to /ar/contact and confirms in Arabic", async ({ page }) => {
    await page.goto("/ar/contact");
    await hydrated(page);
    await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("تواصل مع الخبراء");
    await page.getByTestId("contact-form").getByLabel(CONTACT.labels.firstName).fill("");
    await formIslandLive(page, "contact-form");
    let posted = false;
    page.on("request", (request) => {
      if (request.method() === "POST" && /\/contact\.data/.test(request.url())) posted = true;
    });
    await page.getByRole("button", { name: CONTACT.submit }).click();
    await expectContactMessages(page);
    // The browser's check refused it: nothing was sent.
    expect(posted).toBe(false);

    await fillContact(page);
    const sent = page.waitForRequest((request) => request.method() === "POST" && /\/contact\.data/.test(request.url()));
    await page.getByRole("button", { name: CONTACT.submit }).click();
    expect(new URL((await sent).url()).pathname).toBe("/ar/contact.data");
    await expect(page.getByTestId("contact-success")).toContainText(
      new RegExp(`${CONTACT.successTitle}.*رقمكم المرجعي: C-\\d{4}-\\d{6}`),
    );
    await expect(page.locator("li[data-variant]").filter({ hasText: CONTACT.successTitle })).toBeVisible();
    await expect(page.getByTestId("contact-form").getByLabel(CONTACT.labels.message)).toHaveValue("");
  });
});

test.describe("Arabic contact form without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("answers an empty form with Arabic messages, then stores it and confirms in Arabic", async ({ page }) => {
    await page.goto("/ar/contact");
    await expect(page.getByTestId("contact-form")).toHaveAttribute("action", "/ar/contact");
    await page.getByRole("button", { name: CONTACT.submit }).click();
    await expect(page).toHaveURL(/\/ar\/contact$/);
    await expect(page.getByTestId("contact-form-error")).toHaveText("يرجى مراجعة الحقول المحددة.");
    await expectContactMessages(page);
    await fillContact(page);
    await page.getByRole("button", { name: CONTACT.submit }).click();
    await expect(page.getByTestId("contact-success")).toContainText(
      new RegExp(`${CONTACT.successTitle}.*رقمكم المرجعي: C-\\d{4}-\\d{6}`),
    );
    await expect(page.getByTestId("contact-form").getByLabel(CONTACT.labels.firstName)).toHaveValue("");
  });
});

test.describe("Arabic quote form with JavaScript", () => {
  test("checks in the browser in Arabic, posts to /ar/get-quote and shows the Arabic confirmation", async ({
    page,
  }) => {
    await page.goto("/ar/get-quote");
    await hydrated(page);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(QUOTE.title);
    await page.getByTestId("quote-form").getByLabel(QUOTE.labels.firstName).fill("خ");
    await formIslandLive(page, "quote-form");
    await page.getByTestId("quote-form").getByLabel(QUOTE.labels.firstName).fill("");
    await page.getByRole("button", { name: QUOTE.submit }).click();
    await expectQuoteMessages(page);

    await fillQuote(page);
    const sent = page.waitForRequest(
      (request) => request.method() === "POST" && /\/get-quote\.data/.test(request.url()),
    );
    await page.getByRole("button", { name: QUOTE.submit }).click();
    expect(new URL((await sent).url()).pathname).toBe("/ar/get-quote.data");
    await expectQuoteConfirmation(page);
    await expect(page.locator("li[data-variant]").filter({ hasText: QUOTE.successToastTitle })).toBeVisible();
  });
});

test.describe("Arabic quote form without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("answers an empty form with spec 5's messages in Arabic, then confirms in Arabic", async ({ page }) => {
    await page.goto("/ar/get-quote");
    await expect(page.getByTestId("quote-form")).toHaveAttribute("action", "/ar/get-quote");
    await page.getByRole("button", { name: QUOTE.submit }).click();
    await expect(page).toHaveURL(/\/ar\/get-quote$/);
    await expectQuoteMessages(page);
    await fillQuote(page);
    await page.getByRole("button", { name: QUOTE.submit }).click();
    await expectQuoteConfirmation(page);
  });
});
