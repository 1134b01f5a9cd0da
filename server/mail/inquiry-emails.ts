/** Builds the two emails of a new inquiry from its stored row: the sales notification and the sender's confirmation. */
import crypto from "node:crypto";
import { SALES_NOTIFICATION, SENDER_CONFIRMATION, type InquiryKind } from "../../app/content/emails";
import type { Inquiry } from "../db/schema";
import { escapeHtml, htmlDocument, htmlLines } from "./html";
import type { InquiryMailSettings } from "./mail-settings";

export type EmailPurpose = "sales-notification" | "sender-confirmation";

export interface QueuedEmail {
  inquiryId: string;
  purpose: EmailPurpose;
  toAddress: string;
  subject: string;
  textBody: string;
  htmlBody: string;
  messageId: string;
}

/** Header values must stay on one line whatever a visitor typed. */
function oneLine(value: string): string {
  return value.replace(/[\r\n\t]+/g, " ").replace(/\s{2,}/g, " ").trim();
}

export function inboxUrl(settings: InquiryMailSettings, inquiryId: string): string {
  return `${settings.publicBaseUrl}/admin/inquiries/${encodeURIComponent(inquiryId)}`;
}

function newMessageId(settings: InquiryMailSettings): string {
  return `<${crypto.randomUUID()}@${settings.messageIdDomain}>`;
}

function formatReceived(date: Date): string {
  return `${date.toISOString().slice(0, 16).replace("T", " ")} UTC`;
}

function inquiryKind(inquiry: Inquiry): InquiryKind {
  return inquiry.kind === "quote" ? "quote" : "contact";
}

/** Every field of the inquiry, labelled, in a fixed order; empty optional fields show a dash. */
export function inquiryFields(inquiry: Inquiry): Array<[label: string, value: string]> {
  const labels = SALES_NOTIFICATION.labels;
  const given = (value: string | null | undefined) => (value && value.trim() ? value : SALES_NOTIFICATION.notGiven);
  const fields: Array<[string, string]> = [
    [labels.reference, inquiry.reference ?? SALES_NOTIFICATION.notGiven],
    [labels.receivedAt, formatReceived(inquiry.createdAt)],
    [labels.name, `${inquiry.firstName} ${inquiry.lastName}`],
    [labels.email, inquiry.email],
    [labels.phone, given(inquiry.phone)],
    [labels.company, given(inquiry.company)],
    [labels.category, inquiry.category],
  ];
  if (inquiryKind(inquiry) === "quote") {
    fields.push(
      [labels.industry, given(inquiry.industry)],
      [labels.productCategory, given(inquiry.productCategory)],
      [labels.projectSize, given(inquiry.projectSize)],
      [labels.timeline, given(inquiry.timeline)],
    );
  }
  fields.push([labels.message, inquiry.message]);
  return fields;
}

export function salesNotification(inquiry: Inquiry, settings: InquiryMailSettings): QueuedEmail {
  const kind = inquiryKind(inquiry);
  const reference = inquiry.reference ?? "";
  const link = inboxUrl(settings, inquiry.id);
  const fields = inquiryFields(inquiry);
  const subject = oneLine(SALES_NOTIFICATION.subject(kind, reference, `${inquiry.firstName} ${inquiry.lastName}`));
  const textBody = [
    SALES_NOTIFICATION.intro(kind),
    "",
    ...fields.map(([label, value]) => (value.includes("\n") ? `${label}:\n${value}` : `${label}: ${value}`)),
    "",
    `${SALES_NOTIFICATION.inboxLinkLabel}: ${link}`,
    SALES_NOTIFICATION.replyHint,
    "",
  ].join("\n");
  const rows = fields
    .map(
      ([label, value]) =>
        `<tr><th scope="row" style="text-align:left;vertical-align:top;padding:4px 12px 4px 0">${escapeHtml(label)}</th><td style="padding:4px 0">${htmlLines(value)}</td></tr>`,
    )
    .join("\n");
  const htmlBody = htmlDocument(
    subject,
    [
      `<p>${escapeHtml(SALES_NOTIFICATION.intro(kind))}</p>`,
      `<table style="border-collapse:collapse">\n${rows}\n</table>`,
      `<p><a href="${escapeHtml(link)}" style="color:#1d4ed8">${escapeHtml(SALES_NOTIFICATION.inboxLinkLabel)}</a></p>`,
      `<p>${escapeHtml(SALES_NOTIFICATION.replyHint)}</p>`,
    ].join("\n"),
  );
  return { inquiryId: inquiry.id, purpose: "sales-notification", toAddress: settings.salesAddress, subject, textBody, htmlBody, messageId: newMessageId(settings) };
}

/**
 * The sender's confirmation carries the reference and the promise, not the visitor's message: anyone can type any address
 * into the form, and echoing their text would let the form send arbitrary content to strangers.
 */
export function senderConfirmation(inquiry: Inquiry, settings: InquiryMailSettings): QueuedEmail {
  const kind = inquiryKind(inquiry);
  const reference = inquiry.reference ?? "";
  const subject = oneLine(SENDER_CONFIRMATION.subject(kind, reference));
  const paragraphs = [
    SENDER_CONFIRMATION.greeting(oneLine(inquiry.firstName)),
    `${SENDER_CONFIRMATION.thanks(kind, settings.companyName)} ${SENDER_CONFIRMATION.promise[kind]}`,
    SENDER_CONFIRMATION.reference(reference),
    SENDER_CONFIRMATION.notYou,
    `${SENDER_CONFIRMATION.signOff}\n${settings.companyName}\n${SENDER_CONFIRMATION.contactLine(settings.showroomPhone, settings.siteEmail, settings.websiteHost)}`,
  ];
  const textBody = `${paragraphs.join("\n\n")}\n`;
  const htmlBody = htmlDocument(subject, paragraphs.map((paragraph) => `<p>${htmlLines(paragraph)}</p>`).join("\n"));
  return { inquiryId: inquiry.id, purpose: "sender-confirmation", toAddress: inquiry.email, subject, textBody, htmlBody, messageId: newMessageId(settings) };
}

export function inquiryEmails(inquiry: Inquiry, settings: InquiryMailSettings): QueuedEmail[] {
  return [salesNotification(inquiry, settings), senderConfirmation(inquiry, settings)];
}
