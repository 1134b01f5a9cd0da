import { expect, test, type Browser, type Page } from "@playwright/test";
import { sql } from "drizzle-orm";
import { STAFF_AUTH_TEXT } from "~/content/staff-auth";
import { E2E_STAFF, signInAsStaff } from "./support/staff";
import { startAuthServer, type AuthServer } from "./support/auth-server";
import { axeViolations } from "./support/axe";

test.describe("back office on the shared server", () => {
  for (const path of ["/admin", "/admin/inquiries?status=pending", "/admin/account", "/admin/no-such-page"]) {
    test(`an anonymous visit to ${path} lands on sign-in with next kept`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      await expect(page).toHaveURL(`/admin/sign-in?next=${encodeURIComponent(path)}`);
      await expect(page.getByRole("heading", { level: 1, name: "Staff sign-in" })).toBeVisible();
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
    });
  }

  test("after sign-in the visitor is back on the page they asked for, query included", async ({ page }) => {
    await page.goto("/admin/inquiries?status=pending");
    await page.getByLabel("Email").fill(E2E_STAFF.email);
    await page.getByLabel("Password").fill(E2E_STAFF.password);
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(page).toHaveURL("/admin/inquiries?status=pending");
    await expect(page.getByRole("heading", { name: "Inquiries" })).toBeVisible();
  });

  test("a wrong password shows the message, keeps the email and sets no session", async ({ page, context }) => {
    await page.goto("/admin/sign-in");
    await page.getByLabel("Email").fill("nobody@example.com");
    await page.getByLabel("Password").fill("not-the-password");
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(page.getByRole("alert")).toHaveText(STAFF_AUTH_TEXT.signInFailed);
    await expect(page.getByLabel("Email")).toHaveValue("nobody@example.com");
    expect((await context.cookies()).filter((cookie) => cookie.name === "staff_session")).toEqual([]);
  });

  test("signing out ends the session: the back office asks for sign-in again", async ({ page, context }) => {
    await signInAsStaff(page);
    const [session] = (await context.cookies()).filter((cookie) => cookie.name === "staff_session");
    expect(session).toMatchObject({ httpOnly: true, sameSite: "Lax" });
    await page.getByRole("button", { name: "Sign out" }).click();
    await expect(page).toHaveURL("/admin/sign-in");
    await page.goto("/admin/inquiries");
    await expect(page).toHaveURL(/\/admin\/sign-in\?next=/);
    // The old cookie value is refused too, not only forgotten by the browser.
    await context.addCookies([{ ...session!, expires: -1 }]);
    await page.goto("/admin/inquiries");
    await expect(page).toHaveURL(/\/admin\/sign-in\?next=/);
  });

  test("the sign-in and account pages have no accessibility violations", async ({ page }) => {
    await page.goto("/admin/sign-in");
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(page.getByRole("alert")).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    await signInAsStaff(page, "/admin/account");
    await expect(page.getByRole("heading", { level: 1, name: "Your account" })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole("button", { name: "Change password" }).click();
    await expect(page.getByTestId("error-currentPassword")).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
  });
});

test.describe("sessions, password change and limits on a server of their own", () => {
  const STAFF = { email: "auth-e2e@example.com", password: "auth-e2e-password-1", name: "Auth Tester" };
  const port = Number(process.env.E2E_PORT ?? 4173) + 1;
  let server: AuthServer;

  test.beforeAll(async () => {
    server = await startAuthServer(port, STAFF);
  });
  test.afterAll(async () => server?.close());

  async function signIn(page: Page, password: string, next = "/admin/inquiries") {
    await page.goto(`${server.baseUrl}/admin/sign-in?next=${encodeURIComponent(next)}`);
    await page.getByLabel("Email").fill(STAFF.email);
    await page.getByLabel("Password").fill(password);
    await page.getByRole("button", { name: "Sign in" }).click();
  }

  async function signedInPage(browser: Browser, password = STAFF.password) {
    const context = await browser.newContext();
    const page = await context.newPage();
    await signIn(page, password);
    await expect(page.getByRole("heading", { name: "Inquiries" })).toBeVisible();
    return page;
  }

  test("an idle session ends: the next click and the next page load land on sign-in with next kept", async ({
    browser,
  }) => {
    const page = await signedInPage(browser);
    await page.getByTestId("admin-user").waitFor();
    await server.database.db.execute(sql`UPDATE staff_sessions SET last_seen_at = now() - interval '1 day'`);
    // A client-side navigation (a data request) ...
    await page.getByRole("link", { name: "Auth Tester" }).click();
    await expect(page).toHaveURL(`${server.baseUrl}/admin/sign-in?next=${encodeURIComponent("/admin/account")}`);
    await expect(page.getByRole("heading", { name: "Staff sign-in" })).toBeVisible();
    // ... and signing in again goes where the click was meant to go.
    await page.getByLabel("Email").fill(STAFF.email);
    await page.getByLabel("Password").fill(STAFF.password);
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(page).toHaveURL(`${server.baseUrl}/admin/account`);
    await server.database.db.execute(sql`UPDATE staff_sessions SET expires_at = now() - interval '1 second'`);
    await page.goto(`${server.baseUrl}/admin/inquiries?page=2`);
    await expect(page).toHaveURL(
      `${server.baseUrl}/admin/sign-in?next=${encodeURIComponent("/admin/inquiries?page=2")}`,
    );
    await page.context().close();
  });

  test("changing the password keeps this browser signed in and signs every other browser out", async ({ browser }) => {
    const other = await signedInPage(browser);
    const page = await signedInPage(browser);
    await page.getByRole("link", { name: "Auth Tester" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Your account" })).toBeVisible();

    // Checked in the browser first: a mismatch is named at its field.
    await page.getByLabel("Current password").fill(STAFF.password);
    await page.getByLabel("New password", { exact: true }).fill("a-new-e2e-password-2");
    await page.getByLabel("New password again").fill("a-new-e2e-password-3");
    await page.getByRole("button", { name: "Change password" }).click();
    await expect(page.getByTestId("error-confirmPassword")).toHaveText("The two new passwords are not the same");
    await expect(page.getByLabel("New password again")).toBeFocused();

    // The server checks the current password.
    await page.getByLabel("Current password").fill("not-the-current-password");
    await page.getByLabel("New password again").fill("a-new-e2e-password-2");
    await page.getByRole("button", { name: "Change password" }).click();
    await expect(page.getByTestId("error-currentPassword")).toHaveText(STAFF_AUTH_TEXT.currentPasswordWrong);

    await page.getByLabel("Current password").fill(STAFF.password);
    await page.getByRole("button", { name: "Change password" }).click();
    await expect(page.getByTestId("password-changed")).toHaveText(STAFF_AUTH_TEXT.passwordChanged);
    await page.getByRole("link", { name: "Inquiries" }).click();
    await expect(page.getByRole("heading", { name: "Inquiries" })).toBeVisible();
    await page.reload();
    await expect(page.getByRole("heading", { name: "Inquiries" })).toBeVisible();

    await other.reload();
    await expect(other).toHaveURL(/\/admin\/sign-in\?next=%2Fadmin%2Finquiries$/);
    await signIn(other, STAFF.password);
    await expect(other.getByRole("alert")).toHaveText(STAFF_AUTH_TEXT.signInFailed);
    await signIn(other, "a-new-e2e-password-2");
    await expect(other.getByRole("heading", { name: "Inquiries" })).toBeVisible();
    STAFF.password = "a-new-e2e-password-2";
    await other.context().close();
    await page.context().close();
  });

  test("too many attempts from one network show the wait in the form", async ({ browser }) => {
    const context = await browser.newContext({ extraHTTPHeaders: { "X-Forwarded-For": "203.0.113.77" } });
    const page = await context.newPage();
    for (let attempt = 0; attempt < 10; attempt++) {
      await page.goto(`${server.baseUrl}/admin/sign-in`);
      await page.getByLabel("Email").fill(`guess${attempt}@example.com`);
      await page.getByLabel("Password").fill("wrong-password");
      await page.getByRole("button", { name: "Sign in" }).click();
      await expect(page.getByRole("alert")).toHaveText(STAFF_AUTH_TEXT.signInFailed);
    }
    await signIn(page, STAFF.password);
    await expect(page.getByRole("alert")).toContainText("Too many sign-in attempts from your network. Wait");
    await expect(page).toHaveURL(/\/admin\/sign-in/);
    await context.close();
  });
});
