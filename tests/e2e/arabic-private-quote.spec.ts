/**
 * Issue 18: an Arabic request's private page /ar/q/{reference}/{token}, with and without JavaScript, on a server of this
 * spec's own (tests/e2e/support/quote-server.ts) whose database it seeds: the page and its printed quotation in Arabic
 * and right to left, the staff's prices left to right, the answers in Arabic, and posts that stay under /ar/q.
 */
import { expect, test } from "@playwright/test";
import { BUYER_ANSWER_TEXT, BUYER_FIELD_MESSAGES, PRIVATE_QUOTE_TEXT } from "~/content/private-quote";
import { DEFAULT_SITE_CONFIG, siteTextIn } from "~/content/site-config";
import { qatarToday } from "~/lib/quotes/buyer-status";
import { formatIsoDate } from "~/lib/quotes/money";
import { startQuoteServer, type QuoteServer } from "./support/quote-server";
import { seedQuoteRequest } from "./support/seed-quote-request";
import { axeViolations } from "./support/axe";

const TEXT = PRIVATE_QUOTE_TEXT.ar;
const qatarDate = (days: number) => qatarToday(new Date(Date.now() + days * 86_400_000));

let server: QuoteServer;
test.beforeAll(async () => {
  // Opening a fresh embedded database (migrations, the demo catalogue) takes a while on a busy machine.
  test.setTimeout(180_000);
  server = await startQuoteServer();
});
test.afterAll(async () => server?.close());

for (const javaScript of [true, false]) {
  test.describe(javaScript ? "with JavaScript" : "without JavaScript", () => {
    test.use({ javaScriptEnabled: javaScript });

    test("the Arabic page: right to left, the quotation's prices, the print layout, then Accept", async ({ page }) => {
      const validUntil = qatarDate(30);
      const seeded = await seedQuoteRequest(server.database.db, { locale: "ar", quotation: { validUntil } });
      const response = await page.goto(server.baseUrl + seeded.path);
      expect(response?.status()).toBe(200);
      await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
      await expect(page.locator("html")).toHaveAttribute("lang", "ar");
      await expect(page.getByRole("heading", { level: 1, name: TEXT.title(seeded.reference) })).toBeVisible();
      await expect(page.getByTestId("buyer-status")).toHaveText(TEXT.statusLabels.sent);
      await expect(page.getByTestId("status-text")).toHaveText(TEXT.statusText.sent);
      await expect(page.getByTestId("valid-until")).toHaveText(formatIsoDate(validUntil, "ar"));
      await expect(page.getByRole("columnheader", { name: TEXT.columns.unitPrice })).toBeVisible();
      await expect(page.getByRole("cell", { name: "QAR 4,678.17" })).toBeVisible();
      await expect(page.getByRole("cell", { name: "QAR 14,034.50" })).toBeVisible();
      await expect(page.getByTestId("quote-total")).toHaveText("QAR 15,000.00");
      // The amount reads left to right inside the right-to-left page.
      const total = page.getByTestId("quote-total").locator("bdi");
      await expect(total).toHaveAttribute("dir", "ltr");
      expect(await total.evaluate((element) => getComputedStyle(element).direction)).toBe("ltr");
      // The totals sit at the end of the line: on the left in Arabic.
      const totals = await page.getByTestId("quote-totals").boundingBox();
      const table = await page.getByTestId("quote-lines").boundingBox();
      expect(totals!.x).toBeLessThan(table!.x + table!.width / 2);
      if (javaScript) {
        expect(await axeViolations(page, { tags: ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"] })).toEqual([]);
      }

      // Printed: the letterhead right to left, the company's name at the start (right), its contacts at the end (left).
      await page.emulateMedia({ media: "print" });
      const letterhead = page.getByTestId("print-letterhead");
      await expect(letterhead).toBeVisible();
      expect(await letterhead.evaluate((element) => getComputedStyle(element).direction)).toBe("rtl");
      // The letterhead names the company in the page's language.
      const name = await letterhead.getByText(siteTextIn(DEFAULT_SITE_CONFIG, "ar").companyName).boundingBox();
      const phone = await letterhead.getByText(DEFAULT_SITE_CONFIG.showroomPhone).boundingBox();
      expect(name!.x).toBeGreaterThan(phone!.x);
      await expect(page.getByText(TEXT.letterheadTitle, { exact: true })).toBeVisible();
      await expect(page.getByTestId("quote-total")).toBeVisible();
      await expect(page.getByRole("button", { name: TEXT.accept })).toBeHidden();
      await page.emulateMedia({ media: "screen" });

      if (javaScript) {
        await page.getByRole("button", { name: TEXT.accept }).hover();
        await expect(page.locator('[data-island="private quote page"][data-hydrated]')).toHaveCount(1);
        await page.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true));
      }
      await page.getByRole("button", { name: TEXT.accept }).click();
      await expect(page.getByTestId("buyer-status")).toHaveText(TEXT.statusLabels.accepted);
      await expect(page.getByTestId("decision-answer")).toHaveText(BUYER_ANSWER_TEXT.ar.accepted);
      await expect(page.getByRole("button", { name: TEXT.accept })).toHaveCount(0);
      expect(new URL(page.url()).pathname).toBe(seeded.path);
      if (javaScript) expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);
      await page.reload();
      await expect(page.getByTestId("buyer-status")).toHaveText(TEXT.statusLabels.accepted);
      await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
    });

    test("decline with a reason, and a question: Arabic field message, then sent", async ({ page }) => {
      const seeded = await seedQuoteRequest(server.database.db, {
        locale: "ar",
        quotation: { validUntil: qatarDate(10) },
      });
      await page.goto(server.baseUrl + seeded.path);
      const question = page.getByLabel(TEXT.question);
      if (javaScript) {
        await question.focus();
        await expect(page.locator('[data-island="private quote page"][data-hydrated]')).toHaveCount(1);
      }
      await page.getByRole("button", { name: TEXT.ask }).click();
      await expect(page.getByTestId("error-message")).toHaveText(BUYER_FIELD_MESSAGES.ar.questionRequired);
      await expect(question).toHaveAttribute("aria-invalid", "true");
      expect(new URL(page.url()).pathname).toBe(seeded.path);
      await question.fill("هل يشمل السعر التركيب؟");
      await page.getByRole("button", { name: TEXT.ask }).click();
      await expect(page.getByTestId("question-answer")).toHaveText(BUYER_ANSWER_TEXT.ar.questionSent);
      await expect(page.getByTestId("buyer-status")).toHaveText(TEXT.statusLabels.sent);

      await page.getByLabel(TEXT.declineReason).fill("السعر أعلى من ميزانيتنا");
      await page.getByRole("button", { name: TEXT.decline, exact: true }).click();
      await expect(page.getByTestId("buyer-status")).toHaveText(TEXT.statusLabels.declined);
      await expect(page.getByTestId("decision-answer")).toHaveText(BUYER_ANSWER_TEXT.ar.declined);
      await expect(page.getByText(TEXT.declineReasonShown("السعر أعلى من ميزانيتنا"))).toBeVisible();
      expect(new URL(page.url()).pathname).toBe(seeded.path);
    });
  });
}

test("the same link under /q opens the request in English", async ({ page }) => {
  const seeded = await seedQuoteRequest(server.database.db, { locale: "ar", quotation: { validUntil: qatarDate(5) } });
  await page.goto(server.baseUrl + seeded.path.replace(/^\/ar/, ""));
  await expect(page.locator("html")).toHaveAttribute("dir", "ltr");
  await expect(page.getByTestId("buyer-status")).toHaveText("Quotation sent");
  await expect(page.getByRole("button", { name: "Accept Quotation" })).toBeVisible();
});
