/**
 * The status line a plain "Add to Quote" form comes back to (decision 110): the action redirects to the same page with
 * `?quote_list=<code>`, the root loader turns the code into its text (so the texts stay out of the browser's first load).
 */
import { QUOTE_LIST_TEXT } from "~/content/quote-list";

export const QUOTE_LIST_STATUS_PARAM = "quote_list";
export type QuoteListStatusCode = keyof typeof QUOTE_LIST_TEXT.status;

export interface QuoteListStatusLine {
  ok: boolean;
  message: string;
  viewList: string;
}

export function quoteListStatusOf(code: string | null): QuoteListStatusLine | null {
  if (!code || !Object.hasOwn(QUOTE_LIST_TEXT.status, code)) return null;
  return {
    ok: code === "added",
    message: QUOTE_LIST_TEXT.status[code as QuoteListStatusCode],
    viewList: QUOTE_LIST_TEXT.viewList,
  };
}
