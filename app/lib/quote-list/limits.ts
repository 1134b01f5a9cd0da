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
/** The site's promise: every request answered within this many hours. */
export const ANSWER_PROMISE_HOURS = 24;
