import { Link, useLocation } from "react-router";
import { QUOTE_LIST_TEXT } from "~/content/quote-list";

export type QuoteListStatusCode = keyof typeof QUOTE_LIST_TEXT.status;
export const QUOTE_LIST_STATUS_PARAM = "quote_list";

/**
 * The confirmation a plain "Add to Quote" form comes back to (decision 110): the action redirects to the same page with
 * `?quote_list=added` (or the refusal's code), and this line says so. Part of the shell, so kept to a few lines.
 */
export function QuoteListStatus() {
  const code = new URLSearchParams(useLocation().search).get(QUOTE_LIST_STATUS_PARAM);
  const message =
    code && Object.hasOwn(QUOTE_LIST_TEXT.status, code) ? QUOTE_LIST_TEXT.status[code as QuoteListStatusCode] : null;
  if (!message) return null;
  return (
    <p
      role="status"
      data-testid="quote-list-status"
      className={`mx-auto mt-4 flex max-w-7xl flex-wrap items-center gap-3 rounded-md px-4 py-3 text-sm font-medium ${code === "added" ? "bg-green-50 text-green-900" : "bg-amber-50 text-amber-900"}`}
    >
      {message}
      <Link to="/quote-list" className="font-semibold underline">
        {QUOTE_LIST_TEXT.viewList}
      </Link>
    </p>
  );
}
