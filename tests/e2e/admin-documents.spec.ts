/**
 * Issue 19, "Done when": a staff member uploads an Arabic safety data sheet to a chemical and it appears on both
 * editions' product page; a PDF with JavaScript, a fake PDF and a 21 MB file are each refused with a clear message in
 * the form.
 */
import { expect, test, type Page } from "@playwright/test";
import { cleanPdf, FAKE_PDF, pdfWithJavaScript } from "../support/pdf-builder";
import { signInAsStaff } from "./support/staff";
import { axeViolations } from "./support/axe";

/** The first chemical of the back office's list, opened on its edit page; returns its id. */
async function openChemical(page: Page, index: number): Promise<string> {
  await signInAsStaff(page, "/admin/products?category=Chemicals");
  const link = page.getByTestId("products-table").getByRole("link").nth(index);
  await link.click();
  await expect(page).toHaveURL(/\/admin\/products\/[0-9a-f-]{36}$/);
  return new URL(page.url()).pathname.split("/").at(-1)!;
}

test.describe("product documents in the back office", () => {
  test("an Arabic safety data sheet uploaded to a chemical shows on both editions' product page", async ({ page }) => {
    const productId = await openChemical(page, 4);
    const form = page.getByTestId("document-upload-form");
    await form.getByLabel("PDF file").setInputFiles({
      name: "صحيفة بيانات السلامة.pdf",
      mimeType: "application/pdf",
      buffer: await cleanPdf("Safety data sheet"),
    });
    await form.getByLabel("Kind").selectOption("safety-data-sheet");
    await form.getByLabel("Language").selectOption("ar");
    await form.getByLabel("Revision date").fill("2026-10-01");
    await form.getByRole("button", { name: "Upload document" }).click();

    await expect(page.getByTestId("notice")).toHaveText(
      "Document added. It shows on the product page in both editions.",
    );
    const row = page.getByTestId("document-row");
    await expect(row).toHaveCount(1);
    await expect(row).toContainText("Safety Data Sheet");
    await expect(row).toContainText("Arabic");
    await expect(row).toContainText("2026-10-01");
    const title = (await row.getByRole("link").first().textContent())!;
    expect(title).toMatch(/^صحيفة بيانات السلامة – /);
    expect(await axeViolations(page, { include: "#documents" })).toEqual([]);

    await page.goto(`/products/${productId}`);
    const english = page.getByTestId("product-documents");
    await expect(english.getByRole("heading", { name: "Safety Data Sheet" })).toBeVisible();
    const link = english.getByRole("link", { name: new RegExp(`^Download ${title} \\(PDF, Arabic, `) });
    await expect(link).toHaveAttribute("lang", "ar");
    await expect(english).toContainText("Revised 1 October 2026");
    await expect(page.getByTestId("sds-on-request")).toHaveCount(0);
    const download = await page.request.get((await link.getAttribute("href"))!);
    expect(download.status()).toBe(200);
    expect(download.headers()["content-type"]).toBe("application/pdf");

    await page.goto(`/ar/products/${productId}`);
    const arabic = page.getByTestId("product-documents");
    await expect(arabic.getByRole("heading", { name: "صحيفة بيانات السلامة" })).toBeVisible();
    await expect(arabic.getByRole("link", { name: new RegExp(`^تنزيل ${title} \\(PDF، العربية، `) })).toBeVisible();
    await expect(arabic).toContainText("تاريخ المراجعة: 1 أكتوبر 2026");
  });

  test("a PDF with JavaScript, a fake PDF and a 21 MB file are each refused with a clear message", async ({ page }) => {
    await openChemical(page, 5);
    const form = page.getByTestId("document-upload-form");
    const file = form.getByLabel("PDF file");
    const message = form.getByTestId("error-file");
    await form.getByLabel("Kind").selectOption("datasheet");
    await form.getByLabel("Language").selectOption("en");
    await form.getByLabel("Revision date").fill("2026-11-01");
    const upload = form.getByRole("button", { name: "Upload document" });

    await file.setInputFiles({ name: "datasheet.pdf", mimeType: "application/pdf", buffer: await pdfWithJavaScript() });
    await upload.click();
    await expect(message).toHaveText(
      "This PDF contains JavaScript, which is not allowed. Print or export it to a new PDF without scripts.",
    );

    await file.setInputFiles({ name: "datasheet.pdf", mimeType: "application/pdf", buffer: FAKE_PDF });
    await upload.click();
    await expect(message).toHaveText(
      "This file is not a PDF (it does not start with %PDF-). Only PDF documents can be attached.",
    );

    await file.setInputFiles({
      name: "huge.pdf",
      mimeType: "application/pdf",
      buffer: Buffer.alloc(21 * 1024 * 1024, 0x25),
    });
    await upload.click();
    await expect(message).toHaveText(
      "Documents can be at most 20 MB. Make the PDF smaller (for example with “Reduce file size”) and try again.",
    );
    await expect(file).toBeFocused();
    // The details typed stay, and nothing was added.
    await expect(form.getByLabel("Kind")).toHaveValue("datasheet");
    await expect(page.getByTestId("document-row")).toHaveCount(0);
  });
});
