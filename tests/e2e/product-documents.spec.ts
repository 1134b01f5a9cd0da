/**
 * Issue 19: "Safety Data Sheet on request" on a chemical's page (it has no safety data sheet on this server) adds the
 * product to the quote list with the note, through the hydrated island's fetcher (the form without JavaScript is
 * covered by tests/api/product-documents-pages.test.ts).
 */
import { expect, test } from "@playwright/test";
import { axeViolations } from "./support/axe";

test("Safety Data Sheet on request adds the chemical to the quote list with the note, in Arabic", async ({ page }) => {
  const products = (await (await page.request.get("/api/products")).json()) as { id: string; category: string }[];
  const chemical = products.find((product) => product.category === "Chemicals")!;
  await page.goto(`/ar/products/${chemical.id}`);
  const name = (await page.getByRole("heading", { level: 1 }).textContent())!;
  const offer = page.getByTestId("sds-on-request");
  await expect(
    offer.getByText("يضيف هذا المنتج إلى قائمة عروض الأسعار مع طلب صحيفة بيانات السلامة الخاصة به."),
  ).toBeVisible();
  const button = offer.getByRole("button", { name: "صحيفة بيانات السلامة عند الطلب" });
  expect(await axeViolations(page, { include: '[data-testid="product-documents"]' })).toEqual([]);
  await button.hover();
  await expect(page.locator('[data-island="product detail"]')).toHaveAttribute("data-hydrated", "");
  await button.click();
  await expect(
    page
      .getByRole("status")
      .filter({ hasText: "أُضيف المنتج إلى قائمة عروض الأسعار مع طلب صحيفة بيانات السلامة." })
      .first(),
  ).toBeVisible();
  expect(new URL(page.url()).search).toBe("");

  await page.goto("/ar/quote-list");
  await expect(page.getByTestId("quote-list-line")).toHaveCount(1);
  await expect(page.getByLabel(`ملاحظة على ${name}`)).toHaveValue("يُرجى إرسال صحيفة بيانات السلامة.");
});
