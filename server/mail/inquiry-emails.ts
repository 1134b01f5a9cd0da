/**
 * Builds the two emails of a new inquiry from its stored row: the sales notification (English, naming the request's
 * language) and the sender's confirmation, in the language of the edition the request was sent from (issue 18).
 */
import crypto from "node:crypto";
import { SALES_NOTIFICATION, SENDER_CONFIRMATION, type InquiryKind } from "~/content/emails";
import { localeLabel } from "~/lib/admin/inquiry-fields";
import { isLocale, type Locale } from "~/lib/i18n/locale";
import type { Inquiry } from "~server/db/schema";
import { escapeHtml, htmlDocument, htmlLines, salesEmailBodies } from "./html";
import type { InquiryMailSettings } from "./mail-settings";
import { recipientKey } from "./confirmation-limit";

export type EmailPurpose = "sales-notification" | "sender-confirmation";

export interface QueuedEmail {
  inquiryId: string;
  purpose: EmailPurpose;
  toAddress: string;
  subject: string;
  textBody: string;
  htmlBody: string;
  messageId: string;
  /** Sender confirmations: the normalised recipient they are counted under (server/mail/confirmation-limit.ts). */
  recipientKey?: string;
}

/** A quote request's line as the emails list it (issue 17). */
export interface InquiryLineForMail {
  productId: string;
  name: string;
  brand: string;
  serialNumber: string | null;
  quantity: number;
  note: string | null;
}

/** A requested product's document the confirmation links (issue 19): catalogue data, never typed by the sender. */
export interface DocumentLinkForMail {
  productName: string;
  /** The kind's name in the confirmation's language. */
  kind: string;
  /** Absolute, versioned (PUBLIC_BASE_URL). */
  url: string;
}

/** What a quote request adds to its emails (issue 17). The private link goes only into the sender's confirmation. */
export interface InquiryMailExtras {
  lines?: InquiryLineForMail[];
  privateUrl?: string;
  attachments?: number;
  /** Issue 19: datasheets and safety data sheets of the requested products, for the sender's confirmation only. */
  documents?: DocumentLinkForMail[];
}

/**
 * The lines as text in one language (the same "quantity × name (code)" in both); notes (typed by the sender) only where
 * `withNotes` (the sales notification, in English).
 */
function lineTexts(lines: InquiryLineForMail[], locale: Locale, withNotes: boolean): string[] {
  return lines.map((line, index) => {
    const text = `${index + 1}. ${SENDER_CONFIRMATION[locale].line(oneLine(line.name), line.serialNumber && oneLine(line.serialNumber), line.quantity)}`;
    return withNotes && line.note ? `${text}\n   ${SALES_NOTIFICATION.labels.note}: ${oneLine(line.note)}` : text;
  });
}

/** The edition a stored request was sent from; a value this build does not know reads as English. */
export function inquiryLocale(inquiry: Pick<Inquiry, "locale">): Locale {
  return isLocale(inquiry.locale) ? inquiry.locale : "en";
}

/** The most of the typed first name a confirmation repeats: enough for a greeting, too little to carry a message. */
export const GREETING_NAME_MAX = 40;

/** Header values must stay on one line whatever a visitor typed. */
function oneLine(value: string): string {
  return value
    .replace(/[\r\n\t]+/g, " ")
    .replace(/\s{2,}/g, " ")
    .trim();
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
    [labels.language, localeLabel(inquiry.locale)],
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
    if (inquiry.poReference) fields.push([labels.poReference, inquiry.poReference]);
    if (inquiry.neededBy) fields.push([labels.neededBy, String(inquiry.neededBy)]);
    if (inquiry.deliveryCity) fields.push([labels.deliveryCity, inquiry.deliveryCity]);
  }
  fields.push([labels.message, inquiry.message]);
  return fields;
}

/** `confirmed: false` when the sender got no confirmation (the day's limit for that address was reached): sales are told. */
export function salesNotification(
  inquiry: Inquiry,
  settings: InquiryMailSettings,
  confirmed = true,
  extras: InquiryMailExtras = {},
): QueuedEmail {
  const kind = inquiryKind(inquiry);
  const reference = inquiry.reference ?? "";
  const link = inboxUrl(settings, inquiry.id);
  const fields = inquiryFields(inquiry);
  if (extras.lines?.length)
    fields.push([SALES_NOTIFICATION.labels.lines, lineTexts(extras.lines, "en", true).join("\n")]);
  if (extras.attachments) fields.push([SALES_NOTIFICATION.labels.attachments, String(extras.attachments)]);
  const subject = oneLine(SALES_NOTIFICATION.subject(kind, reference, `${inquiry.firstName} ${inquiry.lastName}`));
  const intro = confirmed
    ? [SALES_NOTIFICATION.intro(kind)]
    : [SALES_NOTIFICATION.intro(kind), SALES_NOTIFICATION.noConfirmation];
  const { textBody, htmlBody } = salesEmailBodies({
    subject,
    intro,
    fields,
    link,
    linkLabel: SALES_NOTIFICATION.inboxLinkLabel,
    replyHint: SALES_NOTIFICATION.replyHint,
  });
  return {
    inquiryId: inquiry.id,
    purpose: "sales-notification",
    toAddress: settings.salesAddress,
    subject,
    textBody,
    htmlBody,
    messageId: newMessageId(settings),
  };
}

/** The first name as the greeting shows it: on one line, at most GREETING_NAME_MAX characters (whole code points). */
export function greetingName(firstName: string): string {
  return Array.from(oneLine(firstName)).slice(0, GREETING_NAME_MAX).join("").trim();
}

/**
 * The sender's confirmation carries fixed texts, the reference and the first name (cut to GREETING_NAME_MAX), nothing
 * else typed into the form (no message, last name or company): anyone can type any address into the form, and echoing
 * their text would let the form send arbitrary content to strangers.
 */
export function senderConfirmation(
  inquiry: Inquiry,
  settings: InquiryMailSettings,
  extras: InquiryMailExtras = {},
): QueuedEmail {
  const kind = inquiryKind(inquiry);
  const locale = inquiryLocale(inquiry);
  const text = SENDER_CONFIRMATION[locale];
  const reference = inquiry.reference ?? "";
  const subject = oneLine(text.subject(kind, reference));
  const paragraphs = [
    text.greeting(greetingName(inquiry.firstName)),
    `${text.thanks(kind, settings.companyNames[locale])} ${text.promise[kind]}`,
    text.reference(reference),
    ...(extras.lines?.length ? [[text.linesTitle, ...lineTexts(extras.lines, locale, false)].join("\n")] : []),
    ...(extras.documents?.length
      ? [
          [
            text.documentsTitle,
            ...extras.documents.map(
              (link) => `${text.documentLine(oneLine(link.productName), link.kind)}\n${link.url}`,
            ),
          ].join("\n"),
        ]
      : []),
    ...(extras.privateUrl ? [`${text.followText}\n${extras.privateUrl}`] : []),
    text.notYou,
    `${text.signOff}\n${settings.companyNames[locale]}\n${text.contactLine(settings.showroomPhone, settings.siteEmail, settings.websiteHost)}`,
  ];
  const textBody = `${paragraphs.join("\n\n")}\n`;
  // The private link and the documents' links are real links in the HTML part (the text part has each on a line of
  // its own), left to right. They are our own addresses (escaped like everything else), never text the sender typed.
  const links = [extras.privateUrl, ...(extras.documents ?? []).map((document) => document.url)]
    .filter((url): url is string => Boolean(url))
    .map(escapeHtml)
    .sort((a, b) => b.length - a.length);
  const linkPattern = links.length
    ? new RegExp(links.map((link) => link.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")).join("|"), "g")
    : null;
  const htmlBody = htmlDocument(
    subject,
    paragraphs
      .map((paragraph) => htmlLines(paragraph))
      .map((html) =>
        linkPattern
          ? html.replace(linkPattern, (link) => `<a href="${link}" dir="ltr" style="color:#1d4ed8">${link}</a>`)
          : html,
      )
      .map((html) => `<p>${html}</p>`)
      .join("\n"),
    locale,
  );
  return {
    inquiryId: inquiry.id,
    purpose: "sender-confirmation",
    toAddress: inquiry.email,
    subject,
    textBody,
    htmlBody,
    messageId: newMessageId(settings),
    recipientKey: recipientKey(inquiry.email),
  };
}

/** The sales notification, and the sender's confirmation unless `confirm` is false (its address had enough for a day). */
export function inquiryEmails(
  inquiry: Inquiry,
  settings: InquiryMailSettings,
  confirm = true,
  extras: InquiryMailExtras = {},
): QueuedEmail[] {
  // The sales notification never carries the private link (staff resend links from the inbox instead), nor the
  // catalogue's own documents.
  const { privateUrl: _privateUrl, documents: _documents, ...forSales } = extras;
  return confirm
    ? [salesNotification(inquiry, settings, true, forSales), senderConfirmation(inquiry, settings, extras)]
    : [salesNotification(inquiry, settings, false, forSales)];
}
