/**
 * The quote list's texts in every page's first load (issue 17): the header link only. Everything else is in
 * quote-list.ts, outside the shell.
 */
export const QUOTE_LIST_SHELL_TEXT = {
  /** Followed by the count: the link's accessible name is "Quote List (3)". */
  headerLink: "Quote List",
} as const;
