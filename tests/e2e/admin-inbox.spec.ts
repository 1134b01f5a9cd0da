import fs from "node:fs";
import { expect, test, type Page } from "@playwright/test";
import { E2E_STAFF, signInAsStaff } from "./support/staff";
import { axeViolations } from "./support/axe";

const XSS_SCRIPT = "<script>window.__xss=1</script>";
const XSS_IMG = "<img src=x onerror=window.__xss=1>";
const STAFF_LABEL = `${E2E_STAFF.name} (${E2E_STAFF.email})`;

async function submitQuote(page: Page, lastName: string): Promise<string> {
  await page.goto("/get-quote");
  await expect(page.locator("header[data-scrolled]")).toHaveCount(1);
  const form = page.getByTestId("quote-form");
  await form.getByLabel("First Name *").fill("Aisha");
  await form.getByLabel("Last Name *").fill(lastName);
  await form.getByLabel("Email Address *").fill("aisha@example.com");
  await form.getByLabel("Phone Number *").fill("+974 5555 1234");
  await form.getByLabel("Company Name").fill("Pearl Towers FM");
  await form.getByLabel("Industry *").selectOption("Hospitality & Hotels");
  await form.getByLabel("Product Category *").selectOption("Cleaning Chemicals");
  await form.getByLabel("Project Size *").selectOption("Small (1-10 units)");
  await form.getByLabel("Project Timeline *").selectOption("Immediate (Within 1 month)");
  await form.getByLabel("Detailed Requirements *").fill("Kitchen degreaser for 3 restaurants.\nDelivery to Lusail.");
  await page.getByRole("button", { name: "Get My Custom Quote" }).click();
  await expect(page.getByTestId("quote-reference")).toHaveText(/Q-\d{4}-\d{6}/);
  const reference = /Q-\d{4}-\d{6}/.exec((await page.getByTestId("quote-reference").textContent()) ?? "")?.[0];
  expect(reference).toBeTruthy();
  return reference!;
}

test("staff find a quote by reference, move it through the workflow with a note, and export the filtered list", async ({
  page,
}) => {
  const reference = await submitQuote(page, "Workflow");
  // A contact inquiry that the quote filter must leave out of the export.
  const contact = await page.request.post("/api/inquiries", {
    data: {
      firstName: "Omar",
      lastName: "Contact",
      email: "omar@example.com",
      category: "Equipments",
      message: "Two scrubbers please",
    },
  });
  expect(contact.status()).toBe(201);
  const contactReference = String((await contact.json()).reference);

  await signInAsStaff(page);
  await page.getByLabel(/^Search/).fill(reference);
  await page.getByLabel("Kind").selectOption("quote");
  await page.getByRole("button", { name: "Apply filters" }).click();
  await expect(page).toHaveURL(new RegExp(`q=${reference}`));
  await expect(page.getByTestId("inbox-count")).toHaveText("Showing 1–1 of 1 inquiry");
  const row = page.getByTestId("inbox-row");
  await expect(row).toContainText("Aisha Workflow");
  await expect(row).toContainText("Cleaning Chemicals");
  await expect(row).toContainText("just now");
  await expect(row.getByTestId("status-badge")).toHaveText("Pending");
  expect(await axeViolations(page)).toEqual([]);

  await row.getByRole("link", { name: reference }).click();
  await expect(page.getByRole("heading", { level: 1 })).toContainText(reference);
  // The quote form stores the spec's composed message; its line breaks must survive.
  await expect(page.getByTestId("inquiry-message")).toHaveText(
    /^Quote Request:\nIndustry: Hospitality & Hotels\n[^]*Requirements: Kitchen degreaser for 3 restaurants\.\nDelivery to Lusail\.$/,
  );
  expect((await page.getByTestId("inquiry-message").boundingBox())!.height).toBeGreaterThan(100);
  await expect(page.getByText("Hospitality & Hotels", { exact: true })).toBeVisible();
  await expect(page.getByRole("link", { name: "Email Aisha" })).toHaveAttribute(
    "href",
    `mailto:aisha@example.com?subject=Your%20inquiry%20${reference}`,
  );
  await expect(page.getByRole("link", { name: "WhatsApp Aisha" })).toHaveAttribute(
    "href",
    new RegExp(`^https://wa\\.me/97455551234\\?text=.*${reference}`),
  );
  expect(await axeViolations(page)).toEqual([]);

  await page.getByLabel("Note with the change (optional)").fill("Called Aisha, sending a sample.");
  await page.getByRole("button", { name: "Start working" }).click();
  await expect(page.getByTestId("status-badge")).toHaveText("In progress");
  const first = page.getByTestId("history-entry").first();
  await expect(first).toContainText("Status Pending → In progress");
  await expect(first).toContainText("Called Aisha, sending a sample.");
  await expect(first).toContainText(STAFF_LABEL);
  await expect(first.locator("time")).toHaveText(/\d{1,2} \w{3} \d{4}, \d{2}:\d{2}/);
  await expect(page.getByLabel("Note with the change (optional)")).toHaveValue("");

  await page.getByRole("button", { name: "Mark answered" }).click();
  await expect(page.getByTestId("status-badge")).toHaveText("Answered");
  await page.getByLabel("Note (only staff see it)").fill("Customer asked for a second visit.");
  await page.getByRole("button", { name: "Add note" }).click();
  await expect(page.getByTestId("history-entry")).toHaveCount(3);
  await page.getByRole("button", { name: "Mark closed" }).click();
  await expect(page.getByTestId("status-badge")).toHaveText("Closed");
  await expect(page.getByTestId("history-entry")).toHaveText([
    /Pending → In progress/,
    /Answered/,
    /Note.*second visit/,
    /Answered → Closed/,
  ]);
  await expect(page.getByRole("button", { name: "Reopen" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Mark spam" })).toHaveCount(0);
  expect(await axeViolations(page)).toEqual([]);

  await page.getByRole("link", { name: "Back to inquiries" }).click();
  await page.getByLabel("Kind").selectOption("quote");
  await page.getByLabel("Status").selectOption("closed");
  await page.getByRole("button", { name: "Apply filters" }).click();
  await expect(page).toHaveURL(/kind=quote/);
  await expect(page.getByTestId("inbox-row").first()).toContainText(reference);
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("link", { name: "Export CSV" }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^inquiries-\d{4}-\d{2}-\d{2}\.csv$/);
  const bytes = fs.readFileSync(await download.path());
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const csv = bytes.toString("utf8");
  expect(csv).toContain(`${reference},quote,Closed,`);
  expect(csv).toContain(
    "Aisha,Workflow,aisha@example.com,'+974 5555 1234,Pearl Towers FM,Quote Request,Hospitality & Hotels,Cleaning Chemicals",
  );
  expect(csv).toContain('Requirements: Kitchen degreaser for 3 restaurants.\nDelivery to Lusail."');
  expect(csv).not.toContain(contactReference);
});

test("markup in a stored inquiry shows as text on the list and detail pages and never runs", async ({ page }) => {
  const response = await page.request.post("/api/inquiries", {
    data: {
      firstName: XSS_SCRIPT,
      lastName: XSS_IMG,
      email: "xss@example.com",
      company: XSS_IMG,
      category: "Chemicals",
      message: `${XSS_SCRIPT}\n${XSS_IMG}`,
    },
  });
  expect(response.status()).toBe(201);
  const { id } = (await response.json()) as { id: string };
  const dialogs: string[] = [];
  page.on("dialog", (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });

  await signInAsStaff(page, `/admin/inquiries?q=${encodeURIComponent("xss@example.com")}`);
  const row = page.getByTestId("inbox-row");
  await expect(row).toHaveCount(1);
  await expect(row).toContainText(`${XSS_SCRIPT} ${XSS_IMG}`);
  expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined();
  await expect(page.locator("img[src=x]")).toHaveCount(0);

  await row.getByRole("link").click();
  await expect(page).toHaveURL(new RegExp(`/admin/inquiries/${id}$`));
  await expect(page.getByTestId("inquiry-message")).toHaveText(`${XSS_SCRIPT}\n${XSS_IMG}`);
  await expect(page.getByRole("heading", { level: 1 })).toContainText(XSS_SCRIPT);
  await page.reload();
  await expect(page.getByTestId("inquiry-message")).toHaveText(`${XSS_SCRIPT}\n${XSS_IMG}`);
  expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined();
  await expect(page.locator("img[src=x]")).toHaveCount(0);
  expect(dialogs).toEqual([]);
});

test("a refused or stale status change explains itself and the empty filter result says so", async ({ page }) => {
  const reference = await submitQuote(page, "Conflict");
  await signInAsStaff(page, `/admin/inquiries?q=${reference}`);
  await page.getByRole("link", { name: reference }).click();
  await expect(page).toHaveURL(/\/admin\/inquiries\/[0-9a-f-]{36}$/);
  const detailUrl = page.url();

  // A colleague starts working on it while this page still shows "Pending" (a plain form post, as without JavaScript).
  const colleague = await page.request.post(new URL(detailUrl).pathname, {
    form: { intent: "status", from: "pending", to: "in_progress" },
    headers: { Origin: new URL(detailUrl).origin },
    maxRedirects: 0,
  });
  expect(colleague.status()).toBe(303);
  await expect(page.getByTestId("status-badge")).toHaveText("Pending");

  await page.getByRole("button", { name: "Mark spam" }).click();
  await expect(page.getByTestId("status-error")).toHaveText(
    "Someone else changed this inquiry meanwhile; it is now in progress. Check the history and try again.",
  );
  await expect(page.getByTestId("status-badge")).toHaveText("In progress");

  await page.goto("/admin/inquiries?q=nothing-matches-this");
  await expect(page.getByTestId("inbox-empty")).toHaveText("No inquiries match these filters.");
  await expect(page.getByTestId("inbox-count")).toHaveText("0 inquiries");
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the filters, export link and status buttons work as plain HTML", async ({ page }) => {
    const response = await page.request.post("/api/inquiries", {
      data: {
        firstName: "Nadia",
        lastName: "NoScript",
        email: "nadia@example.com",
        phone: "050 123 4567",
        category: "Waste Management",
        message: "Bins for a school",
      },
    });
    expect(response.status()).toBe(201);
    const { reference } = (await response.json()) as { reference: string };

    await signInAsStaff(page);
    await page.getByLabel(/^Search/).fill("noscript");
    await page.getByLabel("Category").selectOption("Waste Management");
    await page.getByRole("button", { name: "Apply filters" }).click();
    await expect(page).toHaveURL(/q=noscript.*category=Waste\+Management/);
    await expect(page.getByTestId("inbox-row")).toHaveCount(1);
    await expect(page.getByLabel("Category")).toHaveValue("Waste Management");
    await expect(page.getByRole("link", { name: "Export CSV" })).toHaveAttribute(
      "href",
      "/admin/inquiries/export.csv?q=noscript&category=Waste+Management",
    );

    await page.getByRole("link", { name: reference }).click();
    // A local number gets the company's calling code (Qatar by default), without its trunk zero.
    await expect(page.getByRole("link", { name: "WhatsApp Nadia" })).toHaveAttribute(
      "href",
      /^https:\/\/wa\.me\/97450\d{7}\?text=/,
    );
    await page.getByLabel("Note with the change (optional)").fill("Not a real request");
    await page.getByRole("button", { name: "Mark spam" }).click();
    await expect(page.getByTestId("status-badge")).toHaveText("Spam");
    await expect(page.getByTestId("history-entry")).toContainText("Not a real request");
    await expect(page.getByRole("button")).toHaveText(["Sign out", "Not spam", "Add note"]);
    await page.getByRole("button", { name: "Not spam" }).click();
    await expect(page.getByTestId("status-badge")).toHaveText("Pending");
    await expect(page.getByTestId("history-entry")).toHaveCount(2);
  });
});
