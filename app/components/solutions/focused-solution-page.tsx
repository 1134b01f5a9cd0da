import {
  CHEMICAL_APPLICATIONS,
  FOCUSED_PAGE_SIZE,
  FOCUSED_PAGES,
  type FocusedPageKey,
  type FocusedPageText,
} from "~/content/solutions";
import type { ProductSummary } from "~/lib/catalogue/product-types";
import { MAX_SHOWN, showMoreHref } from "~/lib/catalogue/solutions-listing";
import { useLocale } from "~/lib/i18n/use-locale";
import { FocusedPage } from "./focused-page";
import { PagedProducts } from "./paged-products";

/** What a focused solution route's loader gives the page; `show` where it lists every match a page at a time. */
export interface FocusedSolutionData {
  products: ProductSummary[];
  hasMore: boolean;
  show?: number;
}

/**
 * Spec 2.9: the body of one of the four focused solution pages, an island (solutions-islands.ts); the route keeps the
 * loader and meta. The pages whose text has a `fullListHref` list every match a page at a time (vacuum, automation),
 * with "Show more" links back to `path`, the route's own.
 */
export function FocusedSolutionPage({
  page,
  path,
  data,
}: {
  page: FocusedPageKey;
  path: string;
  data: FocusedSolutionData;
}) {
  const locale = useLocale();
  const text: FocusedPageText = FOCUSED_PAGES[locale][page];
  const applications = CHEMICAL_APPLICATIONS[locale];
  const { products, hasMore, show = FOCUSED_PAGE_SIZE } = data;
  const list = text.fullListHref ? (
    <PagedProducts
      products={products}
      shown={show}
      pageSize={FOCUSED_PAGE_SIZE}
      hasMore={hasMore}
      moreHref={show < MAX_SHOWN ? showMoreHref(path, show, FOCUSED_PAGE_SIZE) : null}
      fullListHref={text.fullListHref}
    />
  ) : undefined;
  return (
    <FocusedPage text={text} products={products} list={list}>
      {page === "chemicals" && (
        <section className="mx-auto max-w-7xl px-4 pt-14" aria-labelledby="applications">
          <h2 id="applications" className="text-2xl font-bold text-slate-900">
            {applications.heading}
          </h2>
          <ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-4" data-testid="application-cards">
            {applications.cards.map((card) => (
              <li key={card.title} className="rounded-xl border border-slate-200 p-6">
                <h3 className="text-lg font-semibold text-slate-900">{card.title}</h3>
                <p className="mt-1 text-sm text-slate-700">{card.text}</p>
              </li>
            ))}
          </ul>
        </section>
      )}
    </FocusedPage>
  );
}
