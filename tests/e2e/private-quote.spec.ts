/**
 * Issue 17, the buyer's private quote page, with and without JavaScript. The quotations are seeded straight into the
 * database of a server of this spec's own (the production bundle in the test process, on a fresh embedded database and
 * a free port): the staff side that sends quotations is another part of the issue, and the shared e2e server's database
 * belongs to its process. The last test obtains the link as a buyer does, from the confirmation email of a request sent
 * to the shared server.
 */
import fs from "node:fs";
import path from "node:path";
import { expect, test, type Page } from "@playwright/test";
import { newAccessToken } from "~server/quotes/access-token";
import { qatarToday } from "~/lib/quotes/buyer-status";
import { CHAT_BUTTON_LABEL } from "~/content/navigation";
import { DEFAULT_SITE_CONFIG } from "~/content/site-config";
import { startQuoteServer, type QuoteServer } from "./support/quote-server";
import { seedQuoteRequest } from "./support/seed-quote-request";
import { axeViolations } from "./support/axe";

const qatarDate = (days: number) => qatarToday(new Date(Date.now() + days * 86_400_000));

let server: QuoteServer;
test.beforeAll(async () => {
  server = await startQuoteServer();
});
test.afterAll(async () => server?.close());

for (const javaScript of [true, false]) {
  test.describe(javaScript ? "with JavaScript" : "without JavaScript", () => {
    test.use({ javaScriptEnabled: javaScript });

    test("the private link shows the request as Received", async ({ page }) => {
      const seeded = await seedQuoteRequest(server.database.db, { locale: "en" });
      const response = await page.goto(server.baseUrl + seeded.path);
      expect(response?.status()).toBe(200);
      await expect(page.getByRole("heading", { level: 1, name: `Quote Request ${seeded.reference}` })).toBeVisible();
      await expect(page.getByTestId("buyer-status")).toHaveText("Received");
      await expect(page.getByRole("rowheader", { name: "Scrubmatic 43 B" })).toBeVisible();
      await expect(page.getByRole("cell", { name: "AQ-SM43B" })).toBeVisible();
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
      await expect(page.getByRole("button", { name: "Accept Quotation" })).toHaveCount(0);
    });

    test("a sent quotation: prices, the print layout, then Accept", async ({ page }) => {
      const seeded = await seedQuoteRequest(server.database.db, {
        locale: "en",
        quotation: { validUntil: qatarDate(30) },
      });
      await page.goto(server.baseUrl + seeded.path);
      await expect(page.getByTestId("buyer-status")).toHaveText("Quotation sent");
      await expect(page.getByRole("cell", { name: "QAR 4,678.17" })).toBeVisible();
      await expect(page.getByRole("cell", { name: "QAR 14,034.50" })).toBeVisible();
      await expect(page.getByTestId("quote-total")).toHaveText("QAR 15,000.00");
      await expect(page.getByText("Delivery within 14 days of the order.")).toBeVisible();
      if (javaScript) {
        // axe runs as a script in the page, so only where scripts run.
        expect(await axeViolations(page, { tags: ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"] })).toEqual([]);
      }

      // On screen: site header, footer and chat button; no letterhead.
      const chat = page.locator(`aside[aria-label="${CHAT_BUTTON_LABEL.en}"] a`);
      await expect(page.getByTestId("print-letterhead")).toBeHidden();
      await expect(page.getByRole("banner")).toBeVisible();
      await expect(chat).toBeVisible();
      await page.emulateMedia({ media: "print" });
      const letterhead = page.getByTestId("print-letterhead");
      await expect(letterhead).toBeVisible();
      await expect(letterhead).toContainText(DEFAULT_SITE_CONFIG.companyName);
      await expect(letterhead).toContainText(DEFAULT_SITE_CONFIG.showroomPhone);
      await expect(letterhead).toContainText(DEFAULT_SITE_CONFIG.email);
      await expect(page.getByRole("heading", { level: 1, name: `Quote Request ${seeded.reference}` })).toBeVisible();
      await expect(page.getByTestId("quote-total")).toBeVisible();
      await expect(page.getByText("Delivery within 14 days of the order.")).toBeVisible();
      await expect(page.locator("body > header")).toBeHidden();
      await expect(page.locator("footer")).toBeHidden();
      await expect(chat).toBeHidden();
      await expect(page.getByRole("button", { name: "Accept Quotation" })).toBeHidden();
      await expect(page.getByTestId("buyer-actions")).toBeHidden();
      await page.emulateMedia({ media: "screen" });

      if (javaScript) {
        // Live island: the answer comes without a reload.
        await page.getByRole("button", { name: "Accept Quotation" }).hover();
        await expect(page.locator('[data-island="private quote page"][data-hydrated]')).toHaveCount(1);
        await page.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true));
      }
      await page.getByRole("button", { name: "Accept Quotation" }).click();
      await expect(page.getByTestId("buyer-status")).toHaveText("Accepted");
      await expect(page.getByTestId("decision-answer")).toHaveText(
        "Thank you: you accepted the quotation. Our team will contact you shortly.",
      );
      await expect(page.getByRole("button", { name: "Accept Quotation" })).toHaveCount(0);
      if (javaScript) expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);
      await page.reload();
      await expect(page.getByTestId("buyer-status")).toHaveText("Accepted");
    });

    test("an expired quotation says why it cannot be accepted", async ({ page }) => {
      const seeded = await seedQuoteRequest(server.database.db, {
        locale: "en",
        quotation: { validUntil: qatarDate(-2) },
      });
      await page.goto(server.baseUrl + seeded.path);
      await expect(page.getByTestId("buyer-status")).toHaveText("Expired");
      await expect(page.getByTestId("status-text")).toContainText("and can no longer be accepted");
      await expect(page.getByRole("button", { name: "Accept Quotation" })).toHaveCount(0);
    });

    test("a question: a field message when empty, then sent", async ({ page }) => {
      const seeded = await seedQuoteRequest(server.database.db, {
        locale: "en",
        quotation: { validUntil: qatarDate(10) },
      });
      await page.goto(server.baseUrl + seeded.path);
      if (javaScript) {
        await page.getByLabel("Your question").focus();
        await expect(page.locator('[data-island="private quote page"][data-hydrated]')).toHaveCount(1);
      }
      await page.getByRole("button", { name: "Ask a Question" }).click();
      await expect(page.getByTestId("error-message")).toHaveText("Please write your question.");
      await expect(page.getByLabel("Your question")).toHaveAttribute("aria-invalid", "true");
      await page.getByLabel("Your question").fill("Is installation included?");
      await page.getByRole("button", { name: "Ask a Question" }).click();
      await expect(page.getByTestId("question-answer")).toContainText("Your question was sent to our team.");
      await expect(page.getByTestId("buyer-status")).toHaveText("Quotation sent");
    });

    test("a wrong token gets the site's 404", async ({ page }) => {
      const seeded = await seedQuoteRequest(server.database.db, { locale: "en" });
      const response = await page.goto(`${server.baseUrl}/q/${seeded.reference}/${newAccessToken().token}`);
      expect(response?.status()).toBe(404);
      await expect(page.getByRole("heading", { name: "404 Page Not Found" })).toBeVisible();
    });
  });
}

/** The newest .eml under the shared server's outbox-mail that mentions `reference`. */
function emailFor(dataDir: string, reference: string): string | undefined {
  const directory = path.join(dataDir, "outbox-mail");
  if (!fs.existsSync(directory)) return undefined;
  for (const file of fs.readdirSync(directory)) {
    const text = fs.readFileSync(path.join(directory, file), "utf8");
    if (text.includes(reference) && /^To: .*buyer-e2e@example\.com/im.test(text)) return text;
  }
  return undefined;
}

async function linkFromConfirmation(page: Page, baseURL: string): Promise<string> {
  const response = await page.request.post("/api/inquiries", {
    data: {
      name: "Buyer Tester",
      email: "buyer-e2e@example.com",
      phone: "+974 5555 0101",
      company: "Test Co",
      category: "Quote Request",
      message: "Quote Request:\nRequirements: two scrubber-dryers for a mall",
    },
  });
  expect(response.status()).toBe(201);
  const { reference } = (await response.json()) as { reference: string };
  const dataDir = `/tmp/catalogue-e2e-${new URL(baseURL).port}`;
  let email: string | undefined;
  await expect.poll(() => (email = emailFor(dataDir, reference)), { timeout: 20_000 }).toBeTruthy();
  // Quoted-printable emails may wrap long lines with "=\n".
  const unwrapped = email!.replace(/=\r?\n/g, "");
  const link = new RegExp(`https?://[^\\s"<>]*/q/${reference}/[A-Za-z0-9_-]+`).exec(unwrapped)?.[0];
  expect(link, "the private link in the confirmation email").toBeTruthy();
  return new URL(link!).pathname;
}

test.describe("the link as the buyer gets it", () => {
  test("the confirmation email's link opens the page as Received", async ({ page, baseURL }) => {
    const pathname = await linkFromConfirmation(page, baseURL!);
    await page.goto(pathname);
    await expect(page.getByTestId("buyer-status")).toHaveText("Received");
  });
});
