/** Texts of "Paste a list" (issue 17): the box, the upload, the preview and their messages. English; issue 18 adds Arabic. */
import {
  PASTE_FILE_MAX_BYTES,
  PASTE_LINE_MAX_CHARS,
  PASTE_MAX_CANDIDATES,
  PASTE_MAX_CHARS,
  PASTE_MAX_LINES,
} from "~/lib/quote-list/limits";
import { QUOTE_LIST_MESSAGES } from "~/content/quote-list-messages";
import { QUOTE_LIST_PASTE_HEAD } from "~/content/quote-list-paste-head";

export const PASTE_PATH = "/quote-list/paste";

export const QUOTE_LIST_PASTE_TEXT = {
  heading: QUOTE_LIST_PASTE_HEAD.title,
  intro: `One product per line: its code or name and, if you like, a quantity. At most ${PASTE_MAX_LINES} lines.`,
  boxLabel: "Paste product codes or names",
  boxHint: "For example: AQ-SM43B x 3, Scrubmatic 43 B; 3 or 20 Bin 120 L. Without a quantity we count 1.",
  fileLabel: "Or upload a CSV or XLSX file",
  fileHint: "Two columns: product code or name, then quantity. A header row is fine.",
  submit: "Find Products",
  finding: "Finding…",
  backToList: "Back to your quote list",

  previewHeading: "Check your list",
  previewIntro: "Nothing is added yet. Choose a product where several match, then add the lines to your quote list.",
  summary: (found: number, ambiguous: number, notFound: number) =>
    `${found} found, ${ambiguous} to choose, ${notFound} not found`,
  lineLabel: (lineNumber: number) => `Line ${lineNumber}`,
  statusFound: "Found",
  statusAmbiguous: "Choose one",
  statusNotFound: "Not found",
  statusInvalid: "Cannot be read",
  code: "Code",
  brand: "Brand",
  quantityFor: (name: string) => `Quantity for ${name}`,
  chooseFor: (text: string) => `Which product did you mean by “${text}”?`,
  skipLine: "Don't add this line",
  moreCandidates: `More products match; only the first ${PASTE_MAX_CANDIDATES} are shown. Add words or use the code for a closer match.`,
  notFoundHint: "Check the code or try fewer words; this line will not be added.",
  confirm: "Add to Quote List",
  adding: "Adding…",
  startAgain: "Start again",
  nothingToAdd: "No line is ready to add. Choose a product or correct the list and try again.",
} as const;

export const QUOTE_LIST_PASTE_MESSAGES = {
  empty: "Paste at least one product code or name, or choose a file.",
  tooManyLines: `Paste at most ${PASTE_MAX_LINES} lines at a time.`,
  tooManyChars: `The pasted text is too long (at most ${PASTE_MAX_CHARS.toLocaleString("en-US")} characters).`,
  fileTooLarge: `The file is too large: at most ${Math.round(PASTE_FILE_MAX_BYTES / 1024)} KB.`,
  fileType: "This file is neither a CSV nor an XLSX file. Save your list as CSV (UTF-8) or as an Excel workbook.",
  fileUnreadable: "The file cannot be read. Save it again as CSV (UTF-8) or XLSX and try once more.",
  quantity: QUOTE_LIST_MESSAGES.quantity,
  name: "This line has no product code or name.",
  tooLong: `A product code or name has at most ${PASTE_LINE_MAX_CHARS} characters.`,
  choose: "Choose one of the products or leave the line out.",
  listFull: QUOTE_LIST_MESSAGES.listFull,
  stale: "Your list changed meanwhile. Check the lines and add them again.",
} as const;

/** The confirmation /quote-list shows after a paste (/quote-list?added=N). */
export const pastedConfirmation = (added: number) =>
  `${added} ${added === 1 ? "product was" : "products were"} added to your quote list.`;
