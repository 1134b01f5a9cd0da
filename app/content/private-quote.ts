/** Texts of the buyer's private quote page /q/{reference}/{token} (issue 17) and of its answers (page and API). */
import { BUYER_DECLINE_REASON_MAX, BUYER_QUESTION_MAX } from "~/lib/quote-list/limits";
import { PRIVATE_QUOTE_HEAD } from "./private-quote-heads";

export const PRIVATE_QUOTE_TEXT = {
  ...PRIVATE_QUOTE_HEAD,
  statusLabel: "Status",
  requestedOn: "Requested on",
  quotationDate: "Quotation date",
  version: (version: number) => `Version ${version}`,
  linesTitle: "Requested products",
  columns: {
    product: "Product",
    brand: "Brand",
    code: "Code",
    quantity: "Quantity",
    note: "Note",
    unitPrice: "Unit price",
    lineTotal: "Line total",
  },
  noLines: "This request names no products from the catalogue; our team answers from your message.",
  subtotal: "Subtotal",
  discount: "Discount",
  total: "Total",
  validUntil: "Valid until",
  terms: "Terms",
  statusText: {
    received: "We have your request. Our team prices it and sends you a quotation here, usually within 24 hours.",
    preparing: "Our team is preparing your quotation. It appears on this page as soon as it is sent.",
    sent: "Your quotation is ready. Review it below, then accept or decline it, or ask us a question.",
    accepted: (date: string) =>
      `You accepted this quotation on ${date}. Our team will contact you to arrange delivery.`,
    declined: (date: string) => `You declined this quotation on ${date}. Thank you for letting us know.`,
    expired: (date: string) =>
      `This quotation expired on ${date} and can no longer be accepted. Ask us a question below if you would like an updated quotation.`,
  },
  declineReasonShown: (reason: string) => `Your reason: ${reason}`,
  accept: "Accept Quotation",
  accepting: "Accepting…",
  decline: "Decline",
  declining: "Declining…",
  declineTitle: "Decline this quotation",
  declineReason: "Reason (optional)",
  ask: "Ask a Question",
  asking: "Sending…",
  askTitle: "Ask a question",
  question: "Your question",
  printHint: "To keep a copy, print this page or save it as PDF.",
  letterheadTitle: "Quotation",
  tooMany: (minutes: number) =>
    `Too many wrong links were opened from your network. Please wait ${minutes} minute${minutes === 1 ? "" : "s"} and open the link from your email again.`,
} as const;

/** What the buyer is told after an answer (the page) or in the API's `message`. */
export const BUYER_ANSWER_TEXT = {
  accepted: "Thank you: you accepted the quotation. Our team will contact you shortly.",
  declined: "You declined the quotation. Thank you for letting us know.",
  questionSent: "Your question was sent to our team. We answer by email, usually within 24 hours.",
  stale: (latest: number) =>
    `This quotation has been replaced by version ${latest}. Please review the latest version on this page before accepting it.`,
  expired: (date: string) => `This quotation expired on ${date} and can no longer be accepted or declined.`,
  alreadyAccepted: "This quotation has already been accepted.",
  alreadyDeclined: "This quotation has already been declined.",
  noQuotation: "There is no quotation to answer yet.",
  notAnswerable: "This quotation can no longer be answered.",
  unknownAction: "This action is not available.",
  fixFields: "Please check the highlighted field.",
  rateLimited: "Too many submissions from your network. Please wait a minute and try again.",
  unavailable: "Your answer could not be saved just now. Please try again in a moment.",
} as const;

export const BUYER_FIELD_MESSAGES = {
  version: "The quotation version is missing. Please reload the page.",
  questionRequired: "Please write your question.",
  questionTooLong: `Keep your question under ${BUYER_QUESTION_MAX.toLocaleString("en-US")} characters.`,
  reasonTooLong: `Keep the reason under ${BUYER_DECLINE_REASON_MAX} characters.`,
  notAllowed: "Contains characters that are not allowed",
} as const;

/** The email sales receive for each answer of a buyer (purpose "sales-buyer-event"); it never carries the private link. */
export const BUYER_EVENT_EMAIL = {
  subject: (reference: string, event: string) => `${reference}: ${event}`,
  events: {
    "buyer-accepted": (version: number) => `the buyer accepted quotation version ${version}`,
    "buyer-declined": (version: number) => `the buyer declined quotation version ${version}`,
    "buyer-question": () => "the buyer asked a question",
  },
  intro: (name: string, event: string) => `${name}: ${event}.`,
  labels: {
    reference: "Reference",
    buyer: "Buyer",
    email: "Email",
    company: "Company",
    version: "Quotation version",
    total: "Total",
    reason: "Reason",
    question: "Question",
  },
  noReason: "(no reason given)",
  inboxLinkLabel: "Open the request in the inbox",
  replyHint: "Reply to the buyer by email; their address is above.",
} as const;
