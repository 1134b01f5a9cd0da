/** Fixed texts of a quote request's detail page in the back office: its lines, attachments and the quotation (issue 17). */
import { QUOTATION_MAX_VALID_DAYS, QUOTATION_TERMS_MAX } from "~/lib/quote-list/limits";

/** The terms a new quotation starts with; staff may edit them for each quotation. */
export const DEFAULT_QUOTATION_TERMS = [
  "Prices are in Qatari riyals (QAR) and exclude delivery outside Doha unless stated.",
  "Payment: 50% with the purchase order, the balance on delivery.",
  "Delivery: 2–4 weeks from the purchase order for items not in stock.",
  "Warranty: the manufacturer's warranty applies; our service team handles claims in Qatar.",
].join("\n");

export const QUOTATION_TEXT = {
  linesHeading: "Requested products",
  linesEmpty: "This request has no product lines.",
  linesCaption: (count: number) => `${count} ${count === 1 ? "product" : "products"} requested`,
  columns: {
    position: "#",
    name: "Product",
    brand: "Brand",
    code: "Code",
    quantity: "Quantity",
    note: "Buyer's note",
    unitPrice: "Unit price",
    lineTotal: "Line total",
  },
  attachmentsHeading: "Attachments",
  attachmentsEmpty: "No files were attached.",
  attachmentTypes: {
    "application/pdf": "PDF",
    "image/jpeg": "JPEG",
    "image/png": "PNG",
    "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": "XLSX",
  } as Record<string, string>,
  download: (fileName: string) => `Download ${fileName}`,

  quotationHeading: "Quotation",
  prepareHeading: "Prepare Quotation",
  changeHeading: (nextVersion: number) => `Change Quotation (makes version ${nextVersion})`,
  changeHint:
    "The buyer always sees the latest version; the previous one stops being valid and their old link stops working.",
  notQuote: "Only quote requests can get a quotation; this is a contact inquiry.",
  noLines:
    "This quote request has no product lines (it was sent with the free-text form), so it cannot be priced here. Answer it by email or phone.",
  closed: (status: string) => `This request is ${status}. Reopen it before sending a quotation.`,
  accepted: (version: number) =>
    `The buyer accepted version ${version}. An accepted quotation is not changed; agree any change with the buyer directly.`,
  unitPriceLabel: (name: string) => `Unit price for ${name}`,
  discountLabel: "Discount (QAR, optional)",
  validUntilLabel: "Valid until",
  validUntilHint: "The last day the buyer can accept, in Qatar time.",
  termsLabel: "Terms",
  send: "Send Quotation",
  sending: "Sending…",
  sentNotice: (version: number, email: string) =>
    `Quotation version ${version} sent. ${email} gets an email with a new private link.`,
  current: (version: number) => `Version ${version}`,
  buyerSees: "The buyer sees",
  sentAt: "Sent",
  validUntil: "Valid until",
  subtotal: "Subtotal",
  discount: "Discount",
  total: "Total",
  terms: "Terms",
  declineReason: "Reason given",
  earlierHeading: "Earlier versions",
  earlierVersion: (version: number, total: string, status: string) => `Version ${version}: ${total} (${status})`,
  quotationStatus: {
    sent: "Awaiting the buyer",
    accepted: "Accepted",
    declined: "Declined",
    superseded: "Replaced by a newer version",
  } as Record<string, string>,
} as const;

/** Field messages of the quotation form (app/lib/quotes/quotation-schema.ts). */
export const QUOTATION_ERRORS = {
  unitPrice: {
    empty: (name: string) => `Enter the unit price for ${name}.`,
    negative: (name: string) => `The unit price for ${name} cannot be negative.`,
    decimals: (name: string) => `Use at most 2 decimal places for the unit price of ${name}.`,
    format: (name: string) => `Enter the unit price for ${name} as a number, e.g. 1250.00.`,
    "too-large": (name: string) => `The unit price for ${name} is too large (at most QAR 1,000,000.00).`,
  },
  discount: {
    negative: "The discount cannot be negative.",
    decimals: "Use at most 2 decimal places for the discount.",
    format: "Enter the discount as an amount in QAR, e.g. 500.00, or leave it empty.",
    "too-large": "The discount cannot be more than the subtotal.",
    aboveSubtotal: (subtotal: string) => `The discount cannot be more than the subtotal (${subtotal}).`,
  },
  totalTooLarge: "The total is too large for one quotation. Split it into several requests.",
  validUntil: {
    format: "Enter the date as YYYY-MM-DD, e.g. 2026-12-31.",
    past: (today: string) => `The date cannot be in the past (today in Qatar is ${today}).`,
    tooFar: `Choose a date within ${QUOTATION_MAX_VALID_DAYS} days.`,
  },
  terms: {
    empty: "Write the terms of the quotation.",
    tooLong: `Keep the terms under ${QUOTATION_TERMS_MAX} characters.`,
  },
  basedOn: "Reload the page: the form does not say which version it was based on.",
  stale: (latest: number) =>
    `Someone sent version ${latest} of this quotation while you were preparing yours. The page now shows it: check it, then send your changes again.`,
  lines: "The request's products changed. Reload the page.",
} as const;

/** How the history names the buyer's answers from the private page and a sent quotation. */
export const QUOTATION_HISTORY_TEXT = {
  "quotation-sent": "Quotation sent",
  "buyer-accepted": "Buyer accepted the quotation",
  "buyer-declined": "Buyer declined the quotation",
  "buyer-question": "Buyer asked a question",
  buyerAuthor: (name: string, email: string) => `${name} (buyer, ${email})`,
  reasonLabel: "Reason",
  noReason: "No reason given.",
  questionLabel: "Question",
  eventBody: (version: number, total: string) => `Version ${version} · total ${total}`,
  statusChange: (from: string, to: string) => `Status ${from} → ${to}`,
} as const;

export type QuotationHistoryKind = Exclude<
  keyof typeof QUOTATION_HISTORY_TEXT,
  "buyerAuthor" | "reasonLabel" | "noReason" | "questionLabel" | "eventBody" | "statusChange"
>;
