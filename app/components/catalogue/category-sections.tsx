/**
 * A category page's two islands (decision 105): its head (breadcrumb, title, filters, Refine links, chips, count) and its
 * results (the cards or "No products found", and Show More). The route renders them around the pending-results skeletons.
 */
import { X } from "lucide-react";
import { Link } from "react-router";
import { CATEGORY_PAGE_TEXT, FACET_TEXT } from "~/content/catalogue";
import { categoryPageHref, categoryViewQuery, type CategoryView } from "~/lib/catalogue/category-scope";
import type { FacetOption } from "~/lib/catalogue/facets";
import type { RangePanel } from "~/lib/catalogue/range-address";
import { categoryName } from "~/content/category-tree";
import { useLocale, useLocalizedPath } from "~/lib/i18n/use-locale";
import type { ProductSummary } from "~/lib/catalogue/product-types";
import type { QueryPart } from "~/lib/search/corrected-query";
import { CategoryFilters } from "./category-filters";
import { FacetLinks } from "./facet-links";
import { ProductGrid } from "./product-grid";
import { RangeFilters } from "./range-filters";
import { SearchCorrected } from "./search-corrected";

/** What a category page's loader answers (one object, so the islands' props stay the same between renders). */
export interface CategoryListing {
  title: string;
  description: string;
  category: string;
  subcategory: string | null;
  basePath: string;
  view: CategoryView;
  /** The scope's brands with their counts for the search (issue 15). */
  brands: FacetOption[];
  /** The scope's range filters, what their fields held and what was refused (decision 156). */
  ranges: RangePanel;
  correctedQuery: QueryPart[];
  products: ProductSummary[];
  resultCount: number;
}

export function CategoryHead({ listing }: { listing: CategoryListing }) {
  const { title, description, category, subcategory, basePath, view, brands, ranges, correctedQuery, resultCount } =
    listing;
  const locale = useLocale();
  const to = useLocalizedPath();
  const text = CATEGORY_PAGE_TEXT[locale];
  const facetText = FACET_TEXT[locale];
  const filtered = Boolean(view.search || view.brand || view.ranges.length > 0);
  const rangeChips = view.ranges.flatMap((range) => {
    const field = ranges.fields.find((candidate) => candidate.slug === range.slug);
    if (!field) return [];
    const bound = (value: number | null) => (value === null ? "" : String(value));
    return [
      {
        label: text.rangeChip(field.label, bound(range.min), bound(range.max), field.unit),
        href: `${basePath}${categoryViewQuery({
          ...view,
          ranges: view.ranges.filter((other) => other.slug !== range.slug),
          page: 1,
        })}`,
      },
    ];
  });
  const chips = [
    view.search && {
      label: text.searchChip(view.search),
      href: `${basePath}${categoryViewQuery({ ...view, search: "", page: 1 })}`,
    },
    view.brand && {
      label: text.brandChip(view.brand),
      href: `${basePath}${categoryViewQuery({ ...view, brand: "", page: 1 })}`,
    },
    ...rangeChips,
  ].filter((chip): chip is { label: string; href: string } => Boolean(chip));
  return (
    <>
      <div>
        <nav aria-label={text.breadcrumb} className="text-sm text-slate-600">
          <ol className="flex flex-wrap gap-2">
            <li>
              <Link to={to("/")} className="hover:underline">
                {text.home}
              </Link>{" "}
              /
            </li>
            <li>
              <Link to={to("/products")} className="hover:underline">
                {text.products}
              </Link>{" "}
              /
            </li>
            <li>
              {subcategory ? (
                <>
                  <Link to={to(categoryPageHref(category))} className="hover:underline">
                    {categoryName(category, locale)}
                  </Link>{" "}
                  /
                </>
              ) : (
                <span aria-current="page">{categoryName(category, locale)}</span>
              )}
            </li>
            {subcategory && (
              <li>
                <span aria-current="page">{categoryName(subcategory, locale)}</span>
              </li>
            )}
          </ol>
        </nav>
        <header className="mt-4">
          <h1 className="text-3xl font-bold text-slate-900">{title}</h1>
          <p className="mt-2 max-w-3xl text-slate-700">{description}</p>
        </header>
      </div>
      <CategoryFilters view={view} brands={brands} basePath={basePath} />
      <RangeFilters panel={ranges} view={view} basePath={basePath} />
      <FacetLinks
        summary={facetText.refineBrandSummary}
        groups={[
          {
            key: "brand",
            label: facetText.brands,
            options: brands,
            href: (brand) => `${basePath}${categoryViewQuery({ ...view, brand, page: 1 })}`,
          },
        ]}
      />
      {chips.length > 0 && (
        <ul className="flex flex-wrap gap-2" data-testid="filter-chips">
          {chips.map((chip) => (
            <li key={chip.label}>
              <Link
                to={to(chip.href)}
                preventScrollReset
                className="inline-flex items-center gap-1 rounded-full bg-brand-50 px-3 py-1 text-sm font-medium text-brand-800 hover:bg-brand-100"
              >
                {chip.label}
                <X className="h-3.5 w-3.5" aria-label={text.removeChip} />
              </Link>
            </li>
          ))}
          <li>
            <Link
              to={to(`${basePath}${categoryViewQuery({ sort: view.sort, view: view.view })}`)}
              preventScrollReset
              className="inline-flex items-center rounded-full px-3 py-1 text-sm font-medium text-brand-800 underline hover:bg-brand-50"
            >
              {text.clearChips}
            </Link>
          </li>
        </ul>
      )}
      <div aria-live="polite" className="space-y-1">
        <SearchCorrected parts={correctedQuery} />
        <p className="text-sm text-slate-700" data-testid="text-count">
          {text.count(resultCount, filtered)}
        </p>
      </div>
    </>
  );
}

export function CategoryResults({ listing }: { listing: CategoryListing }) {
  const { basePath, view, products, resultCount } = listing;
  const text = CATEGORY_PAGE_TEXT[useLocale()];
  const to = useLocalizedPath();
  return (
    <>
      {products.length === 0 ? (
        <div className="rounded-xl border border-dashed border-slate-300 bg-slate-50 px-6 py-16 text-center">
          <h2 className="text-xl font-semibold text-slate-900">{text.noResultsTitle}</h2>
          <p className="mt-2 text-slate-700">{text.noResultsText}</p>
          <Link
            to={to(`${basePath}${categoryViewQuery({ sort: view.sort, view: view.view })}`)}
            preventScrollReset
            className="mt-6 inline-block rounded-md bg-brand-700 px-5 py-2.5 font-semibold text-white hover:bg-brand-800"
          >
            {text.clearAll}
          </Link>
        </div>
      ) : (
        <ProductGrid products={products} layout={view.view} headingLevel="h2" />
      )}
      {products.length < resultCount && (
        <div className="text-center">
          <Link
            to={to(`${basePath}${categoryViewQuery({ ...view, page: view.page + 1 })}`)}
            preventScrollReset
            className="inline-block rounded-md border border-brand-700 px-6 py-3 font-semibold text-brand-800 hover:bg-brand-50"
          >
            {text.showMore}
          </Link>
        </div>
      )}
    </>
  );
}
