/**
 * The email a buyer gets when staff send a quotation: a summary (lines, totals, validity) and the private link. The link
 * carries the page's token, so this email body is the only place it is written (server/quotes/send-quotation.ts).
 */
import crypto from "node:crypto";
import { BUYER_QUOTATION_EMAIL as TEXT } from "~/content/quotation-email";
import { formatQar } from "~/lib/quotes/quotation-totals";
import type { Inquiry } from "~server/db/schema";
import { escapeHtml, htmlDocument, htmlLines } from "./html";
import { greetingName } from "./inquiry-emails";
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

/** "2026-12-25" → "25 December 2026", the same in every time zone. */
export function longDate(isoDate: string): string {
  return new Intl.DateTimeFormat("en-GB", { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" }).format(
    new Date(`${isoDate}T00:00:00Z`),
  );
}

function oneLine(value: string): string {
  return value.replace(/\s+/g, " ").trim();
}

export function buyerQuotationEmail(
  inquiry: Pick<Inquiry, "id" | "reference" | "firstName" | "email">,
  summary: QuotationEmailSummary,
  privateUrl: string,
  settings: InquiryMailSettings,
) {
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
  const contact = `${TEXT.signOff}\n${settings.companyName}\n${TEXT.contactLine(settings.showroomPhone, settings.siteEmail, settings.websiteHost)}`;
  const textBody = [
    TEXT.greeting(greetingName(inquiry.firstName)),
    "",
    TEXT.intro(settings.companyName, reference, summary.version),
    "",
    `${TEXT.linesHeading}:`,
    ...lineTexts.map((text, index) => `${index + 1}. ${text}`),
    "",
    ...totals.map(([label, value]) => `${label}: ${value}`),
    TEXT.validUntil(longDate(summary.validUntil)),
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
        `<tr><td style="${cell}">${index + 1}</td><td style="${cell}">${escapeHtml(line.name)}${line.serialNumber ? `<br><span style="color:#6b7280">${escapeHtml(line.serialNumber)}</span>` : ""}</td><td style="${cell};text-align:right">${line.quantity}</td><td style="${cell};text-align:right">${escapeHtml(formatQar(line.unitPriceCents))}</td><td style="${cell};text-align:right">${escapeHtml(formatQar(line.lineTotalCents))}</td></tr>`,
    )
    .join("\n");
  const totalRows = totals
    .map(
      ([label, value]) =>
        `<tr><th colspan="4" scope="row" style="padding:4px 8px;text-align:right">${escapeHtml(label)}</th><td style="padding:4px 8px;text-align:right">${escapeHtml(value)}</td></tr>`,
    )
    .join("\n");
  const htmlBody = htmlDocument(
    subject,
    [
      `<p>${escapeHtml(TEXT.greeting(greetingName(inquiry.firstName)))}</p>`,
      `<p>${escapeHtml(TEXT.intro(settings.companyName, reference, summary.version))}</p>`,
      `<table style="border-collapse:collapse"><caption style="text-align:left;font-weight:bold">${escapeHtml(TEXT.linesHeading)}</caption>\n${rows}\n${totalRows}\n</table>`,
      `<p>${escapeHtml(TEXT.validUntil(longDate(summary.validUntil)))}</p>`,
      `<p>${escapeHtml(TEXT.linkIntro)}<br><a href="${escapeHtml(privateUrl)}" style="color:#1d4ed8">${escapeHtml(TEXT.linkLabel)}</a></p>`,
      `<p>${escapeHtml(TEXT.linkPrivate)}</p>`,
      `<p>${htmlLines(contact)}</p>`,
    ].join("\n"),
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
