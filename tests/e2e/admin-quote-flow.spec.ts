/**
 * Issue 17, "Done when": the whole quote flow across its parts, with JavaScript and without, on the back-office server
 * (which serves the public pages too and has the staff account). A buyer fills a quote list from product cards, a
 * product page and a pasted list, sends it with a PDF and follows the private link; staff price the request and send a
 * quotation; the buyer opens the new link from the quotation email (the old one stops working), checks the print
 * layout and accepts; staff see the acceptance.
 */
import fs from "node:fs";
import path from "node:path";
import { expect, test, type Browser, type Page } from "@playwright/test";
import { QUOTATION_HISTORY_TEXT, QUOTATION_TEXT } from "~/content/admin-quotation";
import { BUYER_ANSWER_TEXT } from "~/content/private-quote";
import { QUOTE_REQUEST_TEXT } from "~/content/quote-request";
import { signInAsStaff } from "./support/staff";

interface ApiProduct {
  id: string;
  name: string;
  serialNumber: string | null;
}

/** The ambiguous pasted line and the candidate the buyer chooses (demo catalogue: Scrubmatic 50 B and 50 E). */
const AMBIGUOUS = "Scrubmatic 50";
const CHOSEN = "Aquaris Scrubmatic 50 E Mains Scrubber-Dryer";
const MISS = "Quantum flux capacitor";

const cards = (page: Page) => page.getByTestId("product-card");
const headerLink = (page: Page, count: number) =>
  page.locator("header").getByRole("link", { name: `Quote List (${count})`, exact: true });

/** A small, whole PDF (one page of text) with a correct cross-reference table. */
function samplePdf(): Buffer {
  const text = "BT /F1 18 Tf 72 770 Td (Site plan: Lusail tower lobby, 800 m2) Tj ET";
  const objects = [
    "<< /Type /Catalog /Pages 2 0 R >>",
    "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
    "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>",
    `<< /Length ${text.length} >>\nstream\n${text}\nendstream`,
    "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>",
  ];
  let pdf = "%PDF-1.4\n";
  const offsets: number[] = [];
  objects.forEach((body, index) => {
    offsets.push(pdf.length);
    pdf += `${index + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = pdf.length;
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  pdf += offsets.map((offset) => `${String(offset).padStart(10, "0")} 00000 n \n`).join("");
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(pdf, "latin1");
}

/**
 * The text of every part of an .eml, decoded from quoted-printable or base64, then the raw message (its headers). The
 * decoded parts come first: in the raw text a soft line break can cut a link short.
 */
function decodedEmail(raw: string): string {
  const texts: string[] = [];
  const part =
    /Content-Transfer-Encoding:\s*(quoted-printable|base64)\r?\n(?:[^\r\n]+\r?\n)*\r?\n([^]*?)(?=\r?\n--|$)/gi;
  for (const [, encoding, body] of raw.matchAll(part)) {
    if (encoding!.toLowerCase() === "base64")
      texts.push(Buffer.from(body!.replace(/\s+/g, ""), "base64").toString("utf8"));
    else {
      const bytes = body!
        .replace(/=\r?\n/g, "")
        .replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
      texts.push(Buffer.from(bytes, "latin1").toString("utf8"));
    }
  }
  return [...texts, raw].join("\n");
}

/** The private link in the quotation email to `to` for `reference`, once the outbox worker has written it. */
function quotationLink(dataDir: string, reference: string, to: string): string | undefined {
  const directory = path.join(dataDir, "outbox-mail");
  if (!fs.existsSync(directory)) return undefined;
  for (const file of fs.readdirSync(directory)) {
    if (!file.endsWith(".eml") || !file.includes("-buyer-quotation-")) continue;
    const email = decodedEmail(fs.readFileSync(path.join(directory, file), "utf8"));
    if (!email.includes(reference) || !new RegExp(`^To: .*${to.replace(/[.+]/g, "\\$&")}`, "im").test(email)) continue;
    return new RegExp(`https?://[^\\s"<>]*/q/${reference}/[A-Za-z0-9_-]{43}(?![A-Za-z0-9_-])`).exec(email)?.[0];
  }
  return undefined;
}

/**
 * With JavaScript an "Add to Quote" posts through a fetcher: the page stays (a marker set on the window survives) and
 * its address gets no status. The toast it raises is asserted by quote-list.spec.ts; here the flow goes on once the
 * header's count has followed.
 */
async function markPage(page: Page) {
  await page.evaluate(() => ((window as unknown as { flowMarker: boolean }).flowMarker = true));
}

async function expectSamePage(page: Page) {
  expect(await page.evaluate(() => (window as unknown as { flowMarker?: boolean }).flowMarker)).toBe(true);
  expect(new URL(page.url()).searchParams.has("quote_list")).toBe(false);
}

/** Step 1a: two products from cards on /products, a third from its page with quantity 5. Returns the three names. */
async function addThree(page: Page, javaScript: boolean): Promise<string[]> {
  await page.goto("/products");
  await expect(headerLink(page, 0)).toBeVisible();
  // Demo products only: other back-office specs create and deactivate "E2E …" products on this server meanwhile; the
  // pasted list's candidates stay out so that the paste adds new lines.
  const demoCards = cards(page).filter({ hasNotText: /E2E|Scrubmatic 50/ });
  const names: string[] = [];
  for (let index = 0; index < 3; index += 1)
    names.push((await demoCards.nth(index).getByRole("heading").textContent())!.trim());
  const productPath = await demoCards
    .nth(2)
    .getByRole("link", { name: `View Details: ${names[2]}`, exact: true })
    .getAttribute("href");

  for (const [index, name] of names.slice(0, 2).entries()) {
    const button = page.getByRole("button", { name: `Add to Quote: ${name}`, exact: true });
    if (javaScript) {
      await button.hover();
      await expect(page.locator('[data-island="catalogue results"]')).toHaveAttribute("data-hydrated", "");
      await markPage(page);
      await button.click();
    } else {
      await button.click();
      await expect(page).toHaveURL(/\/products\?quote_list=added$/);
      await expect(page.getByTestId("quote-list-status")).toContainText("Added to your quote list.");
    }
    await expect(headerLink(page, index + 1)).toBeVisible();
    if (javaScript) await expectSamePage(page);
  }

  await page.goto(productPath!);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(names[2]!);
  const quantity = page.getByLabel("Quantity", { exact: true });
  if (javaScript) {
    await quantity.hover();
    await expect(page.locator('[data-island="product detail"]')).toHaveAttribute("data-hydrated", "");
  }
  await quantity.fill("5");
  if (javaScript) await markPage(page);
  await page.getByRole("button", { name: "Add to Quote", exact: true }).click();
  if (!javaScript) await expect(page).toHaveURL(new RegExp(`${productPath}\\?quote_list=added$`));
  await expect(headerLink(page, 3)).toBeVisible();
  if (javaScript) await expectSamePage(page);
  return names;
}

/** Step 1b: the first line's quantity becomes 12 on /quote-list. */
async function changeQuantity(page: Page, names: string[]) {
  await headerLink(page, 3).click();
  await expect(page.getByRole("heading", { level: 1, name: "Your Quote List" })).toBeVisible();
  await expect(page.getByTestId("quote-list-line")).toHaveCount(3);
  await expect(page.getByLabel(`Quantity for ${names[2]}`)).toHaveValue("5");
  await page.getByLabel(`Quantity for ${names[0]}`).fill("12");
  await page.getByRole("button", { name: `Save changes to ${names[0]}` }).click();
  await expect(page.getByTestId("quote-list-result")).toHaveText("Your quote list was updated.");
  await page.reload();
  await expect(page.getByLabel(`Quantity for ${names[0]}`)).toHaveValue("12");
}

/** A product with a code that is none of the three already listed nor a candidate of the ambiguous line. */
async function productWithCode(page: Page, taken: string[]): Promise<ApiProduct & { serialNumber: string }> {
  const response = await page.request.get("/api/products?limit=40&offset=100");
  expect(response.status()).toBe(200);
  const products = (await response.json()) as ApiProduct[];
  const product = products.find(
    (candidate) =>
      candidate.serialNumber && !taken.includes(candidate.name) && !/Scrubmatic 50|E2E/.test(candidate.name),
  );
  expect(product, "a catalogue product with a code").toBeTruthy();
  return product as ApiProduct & { serialNumber: string };
}

/** Step 1c: a pasted list with a match (an exact code), an ambiguity (the buyer chooses) and a miss. */
async function pasteList(page: Page, javaScript: boolean, match: ApiProduct & { serialNumber: string }) {
  await page.goto("/quote-list/paste");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Paste a List");
  const box = page.getByLabel("Paste product codes or names");
  await box.fill([`${match.serialNumber} x 4`, AMBIGUOUS, MISS].join("\n"));
  if (javaScript) await expect(page.locator("[data-hydrated]").filter({ has: box })).toHaveCount(1);
  await page.getByRole("button", { name: "Find Products" }).click();

  await expect(page.getByRole("heading", { name: "Check your list" })).toBeVisible();
  const lines = page.getByTestId("paste-line");
  await expect(lines).toHaveCount(3);
  await expect(lines.nth(0)).toHaveAttribute("data-status", "found");
  await expect(lines.nth(0)).toContainText(match.name);
  await expect(lines.nth(0).getByRole("spinbutton")).toHaveValue("4");
  await expect(lines.nth(1)).toHaveAttribute("data-status", "ambiguous");
  await expect(lines.nth(2)).toHaveAttribute("data-status", "notFound");
  await expect(lines.nth(2)).toContainText(MISS);
  await expect(page.getByTestId("paste-summary")).toHaveText("1 found, 1 to choose, 1 not found");
  await lines
    .nth(1)
    .getByRole("radio", { name: new RegExp(CHOSEN) })
    .check();
  await lines.nth(1).getByRole("spinbutton").fill("2");
  await page.getByRole("button", { name: "Add to Quote List" }).click();
  await expect(page).toHaveURL(/\/quote-list\?added=2$/);
  await expect(page.getByTestId("quote-list-line")).toHaveCount(5);
  await expect(page.getByLabel(`Quantity for ${match.name}`)).toHaveValue("4");
  await expect(page.getByLabel(`Quantity for ${CHOSEN}`)).toHaveValue("2");
  await expect(headerLink(page, 5)).toBeVisible();
}

/** Step 1d: the list's lines above the quote form, sent with a PDF; the confirmation and the private link. */
async function sendRequest(page: Page, javaScript: boolean, email: string, lines: Array<[string, number]>) {
  await page.goto("/get-quote");
  const rows = page.getByTestId("quote-line");
  await expect(rows).toHaveCount(lines.length);
  for (const [name, quantity] of lines) await expect(rows.filter({ hasText: name })).toContainText(String(quantity));
  if (javaScript) await expect(page.locator("header[data-scrolled]")).toHaveCount(1);
  const form = page.getByTestId("quote-form");
  await form.getByLabel("First Name *").fill("Mariam");
  await form.getByLabel("Last Name *").fill("Al-Kuwari");
  await form.getByLabel("Email Address *").fill(email);
  await form.getByLabel("Phone Number *").fill("+974 5512 3456");
  await form.getByLabel("Company Name").fill("Lusail Towers FM");
  await form.getByLabel("Industry *").selectOption("Hospitality & Hotels");
  await form.getByLabel("Product Category *").selectOption("Floor Care Equipment");
  await form.getByLabel("Project Size *").selectOption("Medium (11-50 units)");
  await form.getByLabel("Project Timeline *").selectOption("Short-term (1-3 months)");
  await form.getByLabel("Detailed Requirements *").fill("Equipment for the new tower lobby; site plan attached.");
  await form.getByLabel(QUOTE_REQUEST_TEXT.en.labels.poReference).fill("PO-LT-2026-044");
  await form.getByLabel(QUOTE_REQUEST_TEXT.en.labels.deliveryCity).fill("Lusail");
  await form.getByLabel(QUOTE_REQUEST_TEXT.en.labels.attachments).setInputFiles({
    name: "site-plan.pdf",
    mimeType: "application/pdf",
    buffer: samplePdf(),
  });
  await page.getByRole("button", { name: QUOTE_REQUEST_TEXT.en.submitWithLines }).click();

  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Quote Request Received!");
  const reference = /Q-\d{4}-\d{6}/.exec((await page.getByTestId("quote-reference").textContent()) ?? "")?.[0];
  expect(reference, "the reference on the confirmation").toBeTruthy();
  await expect(headerLink(page, 0)).toBeVisible();
  const follow = page.getByRole("link", { name: QUOTE_REQUEST_TEXT.en.followLink });
  const privatePath = (await follow.getAttribute("href")) ?? "";
  expect(privatePath).toMatch(new RegExp(`^/q/${reference}/[A-Za-z0-9_-]{43}$`));
  await follow.click();
  await expect(page).toHaveURL(new RegExp(`${privatePath}$`));
  await expect(page.getByRole("heading", { level: 1, name: `Quote Request ${reference}` })).toBeVisible();
  await expect(page.getByTestId("buyer-status")).toHaveText("Received");
  for (const [name] of lines) await expect(page.getByRole("rowheader", { name, exact: true })).toBeVisible();
  await expect(page.getByRole("button", { name: "Accept Quotation" })).toHaveCount(0);
  return { reference: reference!, privatePath };
}

async function openRequest(staff: Page, reference: string) {
  await staff.goto(`/admin/inquiries?q=${reference}`);
  await staff.getByRole("link", { name: reference }).click();
  await expect(staff.getByRole("heading", { level: 1 })).toContainText(reference);
}

async function staffContext(browser: Browser, baseURL: string, javaScriptEnabled: boolean) {
  const context = await browser.newContext({ baseURL, javaScriptEnabled });
  const staff = await context.newPage();
  await signInAsStaff(staff);
  return { context, staff };
}

/** Unit prices (QAR) by line, and the amounts the buyer must see. */
const UNIT_PRICES = ["1250.00", "899.50", "42.25", "310.00", "18500.00"];
const LINE_TOTALS = ["QAR 15,000.00", "QAR 899.50", "QAR 211.25", "QAR 1,240.00", "QAR 37,000.00"];
const UNIT_TEXTS = ["QAR 1,250.00", "QAR 899.50", "QAR 42.25", "QAR 310.00", "QAR 18,500.00"];
const SUBTOTAL = "QAR 54,350.75";
const DISCOUNT = "350.75";
const TOTAL = "QAR 54,000.00";

for (const javaScript of [true, false]) {
  test.describe(javaScript ? "with JavaScript" : "without JavaScript", () => {
    test.use({ javaScriptEnabled: javaScript });

    test("a buyer lists, pastes and sends; staff send a quotation; the buyer prints and accepts it; staff see it", async ({
      page,
      browser,
      baseURL,
    }) => {
      test.setTimeout(180_000);
      const buyerEmail = `flow-${javaScript ? "js" : "plain"}-${Date.now()}@example.com`;

      // 1. The buyer: three products, a changed quantity, a pasted list, the request with a PDF, the private page.
      const names = await addThree(page, javaScript);
      await changeQuantity(page, names);
      const match = await productWithCode(page, names);
      await pasteList(page, javaScript, match);
      const lines: Array<[string, number]> = [
        [names[0]!, 12],
        [names[1]!, 1],
        [names[2]!, 5],
        [match.name, 4],
        [CHOSEN, 2],
      ];
      const { reference, privatePath } = await sendRequest(page, javaScript, buyerEmail, lines);

      // 2. Staff: the request's lines and attachment, then the quotation.
      const { context, staff } = await staffContext(browser, baseURL!, javaScript);
      try {
        await openRequest(staff, reference);
        const requestLines = staff.getByTestId("request-line");
        await expect(requestLines).toHaveCount(lines.length);
        for (const [name, quantity] of lines)
          await expect(requestLines.filter({ has: staff.getByRole("rowheader", { name, exact: true }) })).toContainText(
            String(quantity),
          );
        const download = staff.getByRole("link", { name: "Download site-plan.pdf" });
        await expect(download).toBeVisible();
        const file = await staff.request.get((await download.getAttribute("href"))!);
        expect(file.status()).toBe(200);
        expect(file.headers()["content-disposition"]).toMatch(/^attachment/);
        expect(Buffer.compare(await file.body(), samplePdf())).toBe(0);

        await expect(staff.getByRole("heading", { name: QUOTATION_TEXT.prepareHeading })).toBeVisible();
        // Each price's label names the product and its quantity.
        for (const [index, [name, quantity]] of lines.entries())
          await staff
            .getByLabel(`${QUOTATION_TEXT.unitPriceLabel(name)} (× ${quantity})`, { exact: true })
            .fill(UNIT_PRICES[index]!);
        await staff.getByLabel(QUOTATION_TEXT.discountLabel).fill(DISCOUNT);
        await staff.getByRole("button", { name: QUOTATION_TEXT.send }).click();
        await expect(staff.getByTestId("quotation-sent")).toContainText("Quotation version 1 sent.");
        await expect(staff.getByTestId("quotation-buyer-status")).toHaveText("Quotation sent");
        await expect(staff.getByTestId("quotation-latest")).toContainText(TOTAL);
        await expect(staff.getByTestId("status-badge")).toHaveText("Answered");

        // 3. The buyer: the new link from the quotation email; prices, the print layout, Accept; the old link is gone.
        const dataDir = `/tmp/catalogue-e2e-${new URL(baseURL!).port}`;
        let link: string | undefined;
        await expect
          .poll(() => (link = quotationLink(dataDir, reference, buyerEmail)), {
            message: "the quotation email with the private link",
            timeout: 30_000,
          })
          .toBeTruthy();
        const newPath = new URL(link!).pathname;
        expect(newPath).not.toBe(privatePath);
        expect((await page.goto(newPath))?.status()).toBe(200);
        await expect(page.getByTestId("buyer-status")).toHaveText("Quotation sent");
        for (const [index, [name]] of lines.entries()) {
          const row = page.getByRole("row").filter({ has: page.getByRole("rowheader", { name, exact: true }) });
          // The unit price, then the line total.
          await expect(row.getByRole("cell")).toContainText([UNIT_TEXTS[index]!, LINE_TOTALS[index]!]);
        }
        const totals = page.getByTestId("quote-totals");
        await expect(totals).toContainText(`Subtotal${SUBTOTAL}`);
        await expect(totals).toContainText(`DiscountQAR ${DISCOUNT}`);
        await expect(page.getByTestId("quote-total")).toHaveText(TOTAL);

        await expect(page.getByTestId("print-letterhead")).toBeHidden();
        await page.emulateMedia({ media: "print" });
        await expect(page.getByTestId("print-letterhead")).toBeVisible();
        await expect(page.getByRole("heading", { level: 1, name: `Quote Request ${reference}` })).toBeVisible();
        await expect(page.getByTestId("quote-total")).toBeVisible();
        await expect(page.locator("body > header")).toBeHidden();
        await expect(page.locator("footer")).toBeHidden();
        await expect(page.getByTestId("buyer-actions")).toBeHidden();
        await expect(page.getByRole("button", { name: "Accept Quotation" })).toBeHidden();
        await page.emulateMedia({ media: "screen" });
        await expect(page.locator("body > header")).toBeVisible();

        const accept = page.getByRole("button", { name: "Accept Quotation" });
        if (javaScript) {
          await accept.hover();
          await expect(page.locator('[data-island="private quote page"][data-hydrated]')).toHaveCount(1);
        }
        await accept.click();
        await expect(page.getByTestId("buyer-status")).toHaveText("Accepted");
        await expect(page.getByTestId("decision-answer")).toHaveText(BUYER_ANSWER_TEXT.en.accepted);
        await expect(accept).toHaveCount(0);
        expect((await page.goto(privatePath))?.status()).toBe(404);
        await expect(page.getByRole("heading", { name: "404 Page Not Found" })).toBeVisible();

        // 4. Staff: the buyer's acceptance in the quotation and the history.
        await staff.reload();
        await expect(staff.getByTestId("quotation-buyer-status")).toHaveText("Accepted");
        await expect(staff.getByTestId("quotation-refusal")).toHaveText(QUOTATION_TEXT.accepted(1));
        const accepted = staff.locator('[data-testid="history-entry"][data-kind="buyer-accepted"]');
        await expect(accepted).toHaveCount(1);
        await expect(accepted).toContainText(QUOTATION_HISTORY_TEXT["buyer-accepted"]);
        await expect(accepted).toContainText(QUOTATION_HISTORY_TEXT.buyerAuthor("Mariam Al-Kuwari", buyerEmail));
      } finally {
        await context.close();
      }
    });
  });
}
