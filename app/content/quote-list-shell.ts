/**
 * The quote list's texts in every page's first load (issue 17): the header link only. Everything else is in
 * quote-list.ts, outside the shell.
 */
import { bilingual } from "~/lib/i18n/bilingual";

export const QUOTE_LIST_SHELL_TEXT = bilingual({
  /** Followed by the count: the link's accessible name is "Quote List (3)". */
  en: { headerLink: "Quote List" },
  ar: { headerLink: "قائمة عروض الأسعار" },
});
