/** The staff account the end-to-end server is started with (playwright.config.ts), and a sign-in step for back-office tests. */
import { expect, type Page } from "@playwright/test";

export const E2E_STAFF = {
  email: "staff@example.com",
  password: "e2e-staff-password-123",
  name: "Test Staff",
} as const;

export async function signInAsStaff(page: Page, next = "/admin/inquiries"): Promise<void> {
  await page.goto(`/admin/sign-in?next=${encodeURIComponent(next)}`);
  await page.getByLabel("Email").fill(E2E_STAFF.email);
  await page.getByLabel("Password").fill(E2E_STAFF.password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL(new RegExp(`${next.replace(/[?]/g, "\\?")}$`));
}
