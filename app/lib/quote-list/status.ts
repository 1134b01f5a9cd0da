/**
 * The status line a plain "Add to Quote" form comes back to (decision 110): the action redirects to the same page with
 * `?quote_list=<code>`, the root loader turns the code into its text in the page's edition (so the texts stay out of the
 * browser's first load).
 */
import { QUOTE_LIST_TEXT } from "~/content/quote-list";
import type { Locale } from "~/lib/i18n/locale";

export const QUOTE_LIST_STATUS_PARAM = "quote_list";
export type QuoteListStatusCode = keyof (typeof QUOTE_LIST_TEXT)["en"]["status"];

export interface QuoteListStatusLine {
  ok: boolean;
  message: string;
  viewList: string;
}

export function quoteListStatusOf(code: string | null, locale: Locale): QuoteListStatusLine | null {
  const text = QUOTE_LIST_TEXT[locale];
  if (!code || !Object.hasOwn(text.status, code)) return null;
  return { ok: code === "added", message: text.status[code as QuoteListStatusCode], viewList: text.viewList };
}
