import { Link, useRouteLoaderData } from "react-router";
import type { loader as rootLoader } from "~/root";
import { useLocalizedPath } from "~/lib/i18n/use-locale";

/**
 * The confirmation a plain "Add to Quote" form comes back to (decision 110), as the root loader read it from the
 * `quote_list` parameter. Part of the shell, so kept to a few lines; its texts come with the loader's data.
 */
export function QuoteListStatus() {
  const status = useRouteLoaderData<typeof rootLoader>("root")?.quoteListStatus;
  const to = useLocalizedPath();
  if (!status) return null;
  return (
    <p
      role="status"
      data-testid="quote-list-status"
      className={`mx-auto mt-4 flex max-w-7xl flex-wrap items-center gap-3 rounded-md px-4 py-3 text-sm font-medium ${status.ok ? "bg-green-50 text-green-900" : "bg-amber-50 text-amber-900"}`}
    >
      {status.message}
      <Link to={to("/quote-list")} className="font-semibold underline">
        {status.viewList}
      </Link>
    </p>
  );
}
