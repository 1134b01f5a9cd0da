import { Link } from "react-router";
import { ProductGrid } from "~/components/catalogue/product-grid";
import { PAGED_LIST_TEXT } from "~/content/solutions";
import type { ProductSummary } from "~/lib/catalogue/product-types";
import { useLocale, useLocalizedPath } from "~/lib/i18n/use-locale";
import { MORE_ANCHOR } from "~/lib/catalogue/solutions-listing";

/**
 * A product list shown a page at a time through `?show=` links (works without JavaScript). The cards added by the last
 * "Show more" start a second grid under an anchor, so the visitor lands on them instead of the top of the page.
 */
export function PagedProducts({
  products,
  shown,
  pageSize,
  total,
  hasMore,
  moreHref,
  fullListHref,
}: {
  products: ProductSummary[];
  /** Cards asked for (`?show=`); the earlier page ended at `shown - pageSize`. */
  shown: number;
  pageSize: number;
  /** All matches, when known: "Showing {n} of {total}". */
  total?: number;
  hasMore: boolean;
  /** The next page, or null when the page ceiling is reached (then `fullListHref` leads on). */
  moreHref: string | null;
  fullListHref: string;
}) {
  const text = PAGED_LIST_TEXT[useLocale()];
  const to = useLocalizedPath();
  const previous = Math.min(Math.max(shown - pageSize, 0), products.length);
  const earlier = products.slice(0, previous);
  const added = products.slice(previous);
  return (
    <>
      {earlier.length > 0 && <ProductGrid products={earlier} priorityCount={0} />}
      {earlier.length > 0 && added.length > 0 && <div id={MORE_ANCHOR} className="h-6 scroll-mt-24" />}
      {added.length > 0 && <ProductGrid products={added} priorityCount={0} />}
      {hasMore && (
        <div className="mt-8 text-center">
          <p className="mb-3 text-sm text-slate-700" data-testid="products-shown">
            {total === undefined ? text.showingSome(products.length) : text.showing(products.length, total)}
          </p>
          <Link
            to={to(moreHref ?? fullListHref)}
            preventScrollReset
            className="inline-block rounded-md border border-brand-700 px-6 py-3 font-semibold text-brand-800 hover:bg-brand-50"
          >
            {moreHref ? text.showMore : text.viewFullList}
          </Link>
        </div>
      )}
    </>
  );
}
