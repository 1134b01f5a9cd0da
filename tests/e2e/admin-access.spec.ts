import { expect, test } from "@playwright/test";
import { signInAsStaff } from "./support/staff";

test("an anonymous visitor to the back office is sent to sign-in, and a staff member gets in", async ({ page }) => {
  await page.goto("/admin/inquiries");
  await expect(page).toHaveURL(/\/admin\/sign-in\?next=%2Fadmin%2Finquiries$/);
  await expect(page.getByRole("heading", { name: "Staff sign-in" })).toBeVisible();
  await signInAsStaff(page);
  await expect(page.getByRole("heading", { name: "Inquiries" })).toBeVisible();
  await expect(page.getByTestId("admin-user")).toHaveText("Test Staff");
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
});
