/**
 * A quote request seeded straight into a quote server's database (support/quote-server.ts) for the private page's specs:
 * two lines and, when asked, a sent quotation priced as staff would, in the request's language.
 */
import type { Db } from "~server/db/client";
import { inquiries, inquiryLines, quotationLines, quotations } from "~server/db/schema";
import { newAccessToken } from "~server/quotes/access-token";
import { privateQuotePath } from "~/lib/quotes/private-link";
import type { Locale } from "~/lib/i18n/locale";

const SENDER = {
  en: { firstName: "Aisha", lastName: "Al-Marri", message: "Quote Request:\nRequirements: machines" },
  ar: { firstName: "عائشة", lastName: "المري", message: "طلب عرض سعر" },
};
const TERMS = { en: "Delivery within 14 days of the order.", ar: "التسليم خلال 14 يومًا من تاريخ الطلب." };

let counter = 0;

export async function seedQuoteRequest(db: Db, options: { locale: Locale; quotation?: { validUntil: string } }) {
  const { locale, quotation } = options;
  const { token, hash } = newAccessToken();
  counter += 1;
  // Each spec file runs in its own worker process: the edition keeps their references apart.
  const reference = `Q-2026-${String((locale === "ar" ? 800_000 : 700_000) + counter).padStart(6, "0")}`;
  const [inquiry] = await db
    .insert(inquiries)
    .values({
      ...SENDER[locale],
      email: "aisha@example.com",
      category: "Quote Request",
      kind: "quote",
      reference,
      status: quotation ? "answered" : "pending",
      accessTokenHash: hash,
      locale,
    })
    .returning();
  const lines = await db
    .insert(inquiryLines)
    .values([
      {
        inquiryId: inquiry!.id,
        position: 1,
        name: "Scrubmatic 43 B",
        brand: "Aquaclean",
        serialNumber: "AQ-SM43B",
        quantity: 3,
      },
      {
        inquiryId: inquiry!.id,
        position: 2,
        name: "Bin 120 L",
        brand: "Bintech",
        serialNumber: "BT-120",
        quantity: 20,
      },
    ])
    .returning();
  if (quotation) {
    const [row] = await db
      .insert(quotations)
      .values({
        inquiryId: inquiry!.id,
        version: 1,
        subtotal: "15234.50",
        discount: "234.50",
        total: "15000.00",
        validUntil: quotation.validUntil,
        terms: TERMS[locale],
      })
      .returning();
    await db.insert(quotationLines).values([
      { quotationId: row!.id, inquiryLineId: lines[0]!.id, unitPrice: "4678.17", lineTotal: "14034.50" },
      { quotationId: row!.id, inquiryLineId: lines[1]!.id, unitPrice: "60.00", lineTotal: "1200.00" },
    ]);
  }
  return { reference, path: privateQuotePath(reference, token, locale) };
}
