/**
 * The email a buyer gets when staff send a quotation: a summary (lines, totals, validity) and the private link. The link
 * carries the page's token, so this email body is the only place it is written (server/quotes/send-quotation.ts). It is
 * in the request's language (issue 18): an Arabic one runs right to left, its amounts and codes kept left to right.
 */
import crypto from "node:crypto";
import { BUYER_QUOTATION_EMAIL } from "~/content/quotation-email";
import { formatIsoDate } from "~/lib/quotes/money";
import { formatQar } from "~/lib/quotes/quotation-totals";
import type { Inquiry } from "~server/db/schema";
import { escapeHtml, htmlDocument, htmlLines } from "./html";
import { greetingName, inquiryLocale } from "./inquiry-emails";
import type { InquiryMailSettings } from "./mail-settings";

export interface QuotationEmailLine {
  name: string;
  serialNumber: string | null;
  quantity: number;
  unitPriceCents: number;
  lineTotalCents: number;
}

export interface QuotationEmailSummary {
  version: number;
  lines: QuotationEmailLine[];
  subtotalCents: number;
  discountCents: number;
  totalCents: number;
  /** YYYY-MM-DD */
  validUntil: string;
}

function oneLine(value: string): string {
  return value.replace(/\s+/g, " ").trim();
}

export function buyerQuotationEmail(
  inquiry: Pick<Inquiry, "id" | "reference" | "firstName" | "email" | "locale">,
  summary: QuotationEmailSummary,
  privateUrl: string,
  settings: InquiryMailSettings,
) {
  const locale = inquiryLocale(inquiry);
  const TEXT = BUYER_QUOTATION_EMAIL[locale];
  const validUntil = TEXT.validUntil(formatIsoDate(summary.validUntil, locale));
  // Table cells line up with the reading direction; amounts and codes stay left to right inside it.
  const [start, end] = locale === "ar" ? ["right", "left"] : ["left", "right"];
  const ltr = (text: string) => `<span dir="ltr">${escapeHtml(text)}</span>`;
  const reference = inquiry.reference ?? "";
  const subject = oneLine(TEXT.subject(reference, summary.version));
  const lineTexts = summary.lines.map((line) =>
    TEXT.line(
      line.name,
      line.serialNumber,
      line.quantity,
      formatQar(line.unitPriceCents),
      formatQar(line.lineTotalCents),
    ),
  );
  const totals: Array<[string, string]> = [[TEXT.subtotal, formatQar(summary.subtotalCents)]];
  if (summary.discountCents > 0) totals.push([TEXT.discount, `- ${formatQar(summary.discountCents)}`]);
  totals.push([TEXT.total, formatQar(summary.totalCents)]);
  const contact = `${TEXT.signOff}\n${settings.companyNames[locale]}\n${TEXT.contactLine(settings.showroomPhone, settings.siteEmail, settings.websiteHost)}`;
  const textBody = [
    TEXT.greeting(greetingName(inquiry.firstName)),
    "",
    TEXT.intro(settings.companyNames[locale], reference, summary.version),
    "",
    `${TEXT.linesHeading}:`,
    ...lineTexts.map((text, index) => `${index + 1}. ${text}`),
    "",
    ...totals.map(([label, value]) => `${label}: ${value}`),
    validUntil,
    "",
    TEXT.linkIntro,
    privateUrl,
    "",
    TEXT.linkPrivate,
    "",
    contact,
    "",
  ].join("\n");
  const cell = "padding:4px 8px;border-bottom:1px solid #e5e7eb";
  const rows = summary.lines
    .map(
      (line, index) =>
        `<tr><td style="${cell}">${index + 1}</td><td style="${cell};text-align:${start}">${escapeHtml(line.name)}${line.serialNumber ? `<br><span dir="ltr" style="color:#6b7280">${escapeHtml(line.serialNumber)}</span>` : ""}</td><td style="${cell};text-align:${end}">${line.quantity}</td><td style="${cell};text-align:${end}">${ltr(formatQar(line.unitPriceCents))}</td><td style="${cell};text-align:${end}">${ltr(formatQar(line.lineTotalCents))}</td></tr>`,
    )
    .join("\n");
  const totalRows = totals
    .map(
      ([label, value]) =>
        `<tr><th colspan="4" scope="row" style="padding:4px 8px;text-align:${end}">${escapeHtml(label)}</th><td style="padding:4px 8px;text-align:${end}">${ltr(value)}</td></tr>`,
    )
    .join("\n");
  const htmlBody = htmlDocument(
    subject,
    [
      `<p>${escapeHtml(TEXT.greeting(greetingName(inquiry.firstName)))}</p>`,
      `<p>${escapeHtml(TEXT.intro(settings.companyNames[locale], reference, summary.version))}</p>`,
      `<table style="border-collapse:collapse"><caption style="text-align:${start};font-weight:bold">${escapeHtml(TEXT.linesHeading)}</caption>\n${rows}\n${totalRows}\n</table>`,
      `<p>${escapeHtml(validUntil)}</p>`,
      `<p>${escapeHtml(TEXT.linkIntro)}<br><a href="${escapeHtml(privateUrl)}" style="color:#1d4ed8">${escapeHtml(TEXT.linkLabel)}</a></p>`,
      `<p>${escapeHtml(TEXT.linkPrivate)}</p>`,
      `<p>${htmlLines(contact)}</p>`,
    ].join("\n"),
    locale,
  );
  return {
    inquiryId: inquiry.id,
    purpose: "buyer-quotation" as const,
    toAddress: inquiry.email,
    subject,
    textBody,
    htmlBody,
    messageId: `<${crypto.randomUUID()}@${settings.messageIdDomain}>`,
  };
}
