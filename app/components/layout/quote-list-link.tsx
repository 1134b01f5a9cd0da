import { NavLink, useRouteLoaderData } from "react-router";
import type { loader as rootLoader } from "~/root";
import { QUOTE_LIST_SHELL_TEXT } from "~/content/quote-list-shell";

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
  const count = useRouteLoaderData<typeof rootLoader>("root")?.quoteListCount ?? 0;
  return (
    <NavLink
      to="/quote-list"
      className={className}
      onClick={onClick}
      aria-label={QUOTE_LIST_SHELL_TEXT.headerLinkName(count)}
      data-testid="quote-list-link"
    >
      {QUOTE_LIST_SHELL_TEXT.headerLink}
      <span
        aria-hidden="true"
        className="ms-1.5 inline-flex min-w-5 justify-center rounded-full bg-brand-700 px-1.5 text-xs font-semibold leading-5 text-white"
      >
        {count}
      </span>
    </NavLink>
  );
}
