/** The quote list's limits (issue 17), written once: forms, API schemas, the server and the texts read them here. */
export const QUOTE_LIST_MAX_LINES = 100;
export const QUOTE_QUANTITY_MIN = 1;
export const QUOTE_QUANTITY_MAX = 100_000;
export const QUOTE_LINE_NOTE_MAX = 500;
/** Changes to one's list (adds, updates, removals) per client and minute, API and forms together (decision 109). */
export const QUOTE_LIST_CHANGES_PER_MINUTE = 120;
/** A list is kept this many days after its last change. */
export const QUOTE_LIST_DAYS = 30;
/** Attachments of a quote request. */
export const QUOTE_ATTACHMENTS_MAX_FILES = 5;
export const QUOTE_ATTACHMENT_MAX_BYTES = 10 * 1024 * 1024;
export const QUOTE_ATTACHMENTS_MAX_TOTAL_BYTES = 25 * 1024 * 1024;
/** A quotation is valid this many days unless staff choose another date. */
export const QUOTATION_DEFAULT_VALID_DAYS = 30;
/** The latest "Valid until" staff may choose, in days from today. */
export const QUOTATION_MAX_VALID_DAYS = 365;
/** Highest unit price, QAR 1,000,000.00 in cents: × the largest quantity × 100 lines stays an exact JavaScript integer. */
export const QUOTATION_UNIT_PRICE_MAX_CENTS = 100_000_000;
/** The largest amount the quotation columns hold (numeric(14, 2)): QAR 999,999,999,999.99 in cents. */
export const QUOTATION_TOTAL_MAX_CENTS = 99_999_999_999_999;
/** Longest quotation terms, in characters. */
export const QUOTATION_TERMS_MAX = 4000;
/** The buyer's answers on the private quote page: a question to staff, and the optional reason of a decline. */
export const BUYER_QUESTION_MAX = 2000;
export const BUYER_DECLINE_REASON_MAX = 500;
/** The site's promise: every request answered within this many hours. */
export const ANSWER_PROMISE_HOURS = 24;
/** A pasted list or uploaded file (issue 17, "Paste a list"): at most as many lines as the list holds. */
export const PASTE_MAX_LINES = QUOTE_LIST_MAX_LINES;
/** Characters of the paste box (100 lines of a long product name with room to spare). */
export const PASTE_MAX_CHARS = 20_000;
/** Characters of one pasted line's code or name; a longer one is refused on its line. */
export const PASTE_LINE_MAX_CHARS = 200;
/** An uploaded CSV or XLSX list: 100 two-column rows fit in a few kilobytes, an XLSX with styles in tens. */
export const PASTE_FILE_MAX_BYTES = 512 * 1024;
/** Candidates an ambiguous line offers to choose from. */
export const PASTE_MAX_CANDIDATES = 5;
