/**
 * The quote list's texts in every page's first load (issue 17): the header link only. Everything else is in
 * quote-list.ts, outside the shell.
 */
export const QUOTE_LIST_SHELL_TEXT = {
  headerLink: "Quote List",
  /** The header link's accessible name, with the number of products in the list. */
  headerLinkName: (count: number) => `Quote List (${count})`,
} as const;
