/**
 * Issue 18: the staff inbox shows each request's language and filters by it, the filter kept in the address like the
 * others. On a server of this spec's own (tests/e2e/support/quote-server.ts) whose database it seeds with requests sent
 * from both editions; the back office itself stays English.
 */
import { expect, test } from "@playwright/test";
import { inquiries } from "~server/db/schema";
import { startQuoteServer, type QuoteServer } from "./support/quote-server";

const STAFF = { email: "inbox-language@example.com", password: "inbox-language-password-1", name: "Inbox Staff" };

let server: QuoteServer;
test.beforeAll(async () => {
  // Opening a fresh embedded database (migrations, the demo catalogue) takes a while on a busy machine.
  test.setTimeout(180_000);
  server = await startQuoteServer({ staff: STAFF });
  await server.database.db.insert(inquiries).values([
    {
      firstName: "Layla",
      lastName: "Haddad",
      email: "layla@example.com",
      category: "Chemicals",
      message: "أحتاج منظفات للأرضيات",
      reference: "C-2026-900001",
      locale: "ar",
    },
    {
      firstName: "John",
      lastName: "Smith",
      email: "john@example.com",
      category: "Chemicals",
      message: "Floor detergents, please.",
      reference: "C-2026-900002",
      locale: "en",
    },
  ]);
});
test.afterAll(async () => server?.close());

test("the inbox names each request's language and filters by it in the address", async ({ page }) => {
  await page.goto(`${server.baseUrl}/admin/sign-in?next=${encodeURIComponent("/admin/inquiries")}`);
  await page.getByLabel("Email").fill(STAFF.email);
  await page.getByLabel("Password").fill(STAFF.password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL(/\/admin\/inquiries$/);
  await expect(page.locator("html")).toHaveAttribute("dir", "ltr");

  await expect(page.getByRole("columnheader", { name: "Language" })).toBeVisible();
  const layla = page.getByTestId("inbox-row").filter({ hasText: "C-2026-900001" });
  await expect(layla.getByTestId("inbox-language")).toHaveText("Arabic");
  const john = page.getByTestId("inbox-row").filter({ hasText: "C-2026-900002" });
  await expect(john.getByTestId("inbox-language")).toHaveText("English");

  await page.getByLabel("Language").selectOption({ label: "Arabic" });
  await page.getByRole("button", { name: "Apply filters" }).click();
  await expect(page).toHaveURL(/[?&]language=ar(&|$)/);
  await expect(page.getByTestId("inbox-row")).toHaveCount(1);
  await expect(page.getByTestId("inbox-row")).toContainText("C-2026-900001");
  await expect(page.getByRole("link", { name: "Export CSV" })).toHaveAttribute(
    "href",
    "/admin/inquiries/export.csv?language=ar",
  );

  // The address alone reproduces the filter (a bookmark); the form shows it.
  await page.goto(`${server.baseUrl}/admin/inquiries?language=en`);
  await expect(page.getByLabel("Language")).toHaveValue("en");
  await expect(page.getByTestId("inbox-row")).toHaveCount(1);
  await expect(page.getByTestId("inbox-row")).toContainText("C-2026-900002");

  await page.getByRole("link", { name: "C-2026-900002" }).click();
  // The list also says "Language" (its filter and column): wait for the detail page's field.
  await expect(page).toHaveURL(/\/admin\/inquiries\/[0-9a-f-]{36}/);
  await expect(page.locator("dt", { hasText: /^Language$/ })).toBeVisible();
  await page.goto(`${server.baseUrl}/admin/inquiries?language=ar`);
  await page.getByRole("link", { name: "C-2026-900001" }).click();
  await expect(page.locator("dt", { hasText: /^Language$/ }).locator("xpath=following-sibling::dd")).toHaveText(
    "Arabic",
  );
});
