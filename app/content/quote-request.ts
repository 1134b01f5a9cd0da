/** Texts of a quote request's extra fields, lines and attachments (issue 17), for the form, the API and the emails. */
import {
  QUOTE_ATTACHMENTS_MAX_FILES,
  QUOTE_LINE_NOTE_MAX,
  QUOTE_LIST_MAX_LINES,
  QUOTE_QUANTITY_MAX,
  QUOTE_QUANTITY_MIN,
} from "~/lib/quote-list/limits";

export const QUOTE_REQUEST_TEXT = {
  labels: {
    poReference: "PO or reference",
    neededBy: "Needed by",
    deliveryCity: "Delivery city",
    attachments: "Attachments",
  },
  attachmentsHint: `Up to ${QUOTE_ATTACHMENTS_MAX_FILES} files: PDF, JPEG, PNG or XLSX, 10 MB each, 25 MB together.`,
  /** The button when the request carries the visitor's quote list. */
  submitWithLines: "Send Quote Request",
  linesTitle: "Products in your request",
  linesCaption: "The products of your quote list, sent with this request.",
  lineHeadings: { name: "Product", code: "Code", quantity: "Quantity", note: "Note" },
  noCode: "—",
  followLink: "Follow your request",
  followHint: "Keep this link: it shows your request's status and our quotation, without an account.",
} as const;

export const QUOTE_REQUEST_MESSAGES = {
  neededByInvalid: "Please enter a valid date",
  neededByPast: "The date cannot be in the past",
  attachmentsTooMany: `Attach at most ${QUOTE_ATTACHMENTS_MAX_FILES} files`,
  attachmentTooLarge: (name: string) => `${name} is larger than 10 MB`,
  attachmentsTooLarge: "Attachments may be at most 25 MB together",
  attachmentType: (name: string) => `${name} is not a PDF, JPEG, PNG or XLSX file`,
  attachmentEmpty: (name: string) => `${name} is empty`,
  productId: "Each line needs a product id",
  quantity: `Quantity must be a whole number from ${QUOTE_QUANTITY_MIN} to ${QUOTE_QUANTITY_MAX.toLocaleString("en-US")}`,
  note: `A note may be at most ${QUOTE_LINE_NOTE_MAX} characters`,
  tooManyLines: `A request may have at most ${QUOTE_LIST_MAX_LINES} lines`,
  duplicateLine: "Each product may appear only once",
  unknownProduct: "A product in the request does not exist.",
  inactiveProduct: (name: string) =>
    `${name} is no longer available. Remove it from your quote list before sending the request.`,
} as const;

/** The lines in the emails: the buyer's confirmation and the sales notification. */
export const QUOTE_REQUEST_EMAIL = {
  linesTitle: "Products requested:",
  line: (name: string, code: string | null, quantity: number) => `${quantity} × ${name}${code ? ` (${code})` : ""}`,
  noteLabel: "Note",
  followLabel: "Follow your request",
  followText: "Follow your request and see our quotation here (keep this link private):",
  extra: {
    poReference: "PO or reference",
    neededBy: "Needed by",
    deliveryCity: "Delivery city",
    attachments: "Attachments",
  },
} as const;
