import { describe, expect, it } from "vitest";
import { loadEnv } from "~server/env";
import { inquiryMailSettings } from "./mail-settings";
import { buyerQuotationEmail, type QuotationEmailSummary } from "./quotation-email";

const settings = inquiryMailSettings(
  loadEnv({ PUBLIC_BASE_URL: "https://www.example.com/", SALES_EMAIL: "sales@example.com" }),
);

const summary: QuotationEmailSummary = {
  version: 1,
  lines: [
    { name: "Scrubmatic 43 B", serialNumber: "AQ-SM43B", quantity: 3, unitPriceCents: 467817, lineTotalCents: 1403451 },
    { name: "Bin <120> L", serialNumber: null, quantity: 20, unitPriceCents: 6000, lineTotalCents: 120000 },
  ],
  subtotalCents: 1523451,
  discountCents: 23451,
  totalCents: 1500000,
  validUntil: "2026-12-25",
};

const buyer = { id: "7b0c8c7e-3f7e-4d55-9d0c-2c5f0d7d9a11", reference: "Q-2026-000043", firstName: "Aisha" };

describe("buyerQuotationEmail", () => {
  it("writes an English request's email in English, as before", () => {
    const url = "https://www.example.com/q/Q-2026-000043/tok";
    const email = buyerQuotationEmail({ ...buyer, email: "a@example.org", locale: "en" }, summary, url, settings);
    expect(email.subject).toBe("Your quotation for request Q-2026-000043");
    expect(email.textBody).toMatch(/^Dear Aisha,/);
    expect(email.textBody).toContain("1. Scrubmatic 43 B (AQ-SM43B): 3 × QAR 4,678.17 = QAR 14,034.51");
    expect(email.textBody).toContain("Discount: - QAR 234.51");
    expect(email.textBody).toContain("Total: QAR 15,000.00");
    expect(email.textBody).toContain("Valid until 25 December 2026.");
    expect(email.textBody).toContain(`\n${url}\n`);
    expect(email.htmlBody).toContain('<html lang="en" dir="ltr">');
    expect(email.htmlBody).toContain("Bin &lt;120&gt; L");
    expect(email.htmlBody).toContain(`href="${url}"`);
    expect(email.textBody).not.toMatch(/[\u0600-\u06FF]/);
  });

  it("writes an Arabic request's email in Arabic, right to left, amounts left to right, the /ar/q link", () => {
    const url = "https://www.example.com/ar/q/Q-2026-000043/tok";
    const email = buyerQuotationEmail(
      { ...buyer, firstName: "عائشة", email: "a@example.org", locale: "ar" },
      { ...summary, version: 2 },
      url,
      settings,
    );
    expect(email.subject).toBe("عرض سعر محدَّث لطلبك Q-2026-000043");
    expect(email.textBody).toMatch(/^مرحبًا عائشة،/);
    expect(email.textBody).toContain("(الإصدار 2)");
    expect(email.textBody).toContain("المنتجات المسعَّرة:");
    expect(email.textBody).toContain("الإجمالي: QAR 15,000.00");
    expect(email.textBody).toContain("صالح حتى 25 ديسمبر 2026.");
    expect(email.textBody).toContain(`\n${url}\n`);
    expect(email.textBody).not.toMatch(/Dear|Valid until|Kind regards/);
    expect(email.htmlBody).toContain('<html lang="ar" dir="rtl">');
    expect(email.htmlBody).toContain('<span dir="ltr">QAR 15,000.00</span>');
    expect(email.htmlBody).toContain(`href="${url}"`);
    expect(email.htmlBody).toContain("افتح عرض السعر");
  });
});
