import { NavLink, useRouteLoaderData } from "react-router";
import type { loader as rootLoader } from "~/root";
import { QUOTE_LIST_SHELL_TEXT } from "~/content/quote-list-shell";
import { useLocale, useLocalizedPath } from "~/lib/i18n/use-locale";

/**
 * "Quote List" with the number of products in the visitor's list (issue 17): the count comes from the root loader,
 * which React Router runs again after every change (a form or a fetcher), so it stays right with and without JavaScript.
 */
export function QuoteListLink({
  className,
  onClick,
}: {
  className: (state: { isActive: boolean }) => string;
  onClick?: () => void;
}) {
  const to = useLocalizedPath();
  const locale = useLocale();
  const count = useRouteLoaderData<typeof rootLoader>("root")?.quoteListCount ?? 0;
  return (
    <NavLink
      to={to("/quote-list")}
      className={(state) => `${className(state)} whitespace-nowrap`}
      onClick={onClick}
      data-testid="quote-list-link"
    >
      {/* Visible and accessible name alike: "Quote List (3)" (inline spans only, so no spaces are added to the name). */}
      {QUOTE_LIST_SHELL_TEXT[locale].headerLink} (<span className="font-bold text-brand-800">{count}</span>)
    </NavLink>
  );
}
