/**
 * The /products page's two islands (decision 105): its head (title, filters, Refine links, chips, counts) and its results
 * (the cards or the empty state, and Show More). The route renders them around the pending-results skeletons.
 */
import { PackageSearch } from "lucide-react";
import { Link } from "react-router";
import { CATALOGUE_TEXT, FACET_TEXT } from "~/content/catalogue";
import { catalogueUrl, type CatalogueFilter } from "~/lib/catalogue/catalogue-filter";
import type { CatalogueFacets } from "~/lib/catalogue/facets";
import { categoryName } from "~/content/category-tree";
import { useLocale, useLocalizedPath } from "~/lib/i18n/use-locale";
import type { ProductSummary } from "~/lib/catalogue/product-types";
import type { QueryPart } from "~/lib/search/corrected-query";
import { CatalogueFilters } from "./catalogue-filters";
import { FacetLinks } from "./facet-links";
import { FilterChips } from "./filter-chips";
import { ProductGrid } from "./product-grid";
import { SearchCorrected } from "./search-corrected";

/** What the /products loader answers (one object, so the islands' props stay the same between renders). */
export interface CatalogueListing {
  filter: CatalogueFilter;
  products: ProductSummary[];
  matchCount: number;
  catalogueCount: number;
  facets: CatalogueFacets;
  correctedQuery: QueryPart[];
}

export function CatalogueHead({ listing }: { listing: CatalogueListing }) {
  const { filter, products, matchCount, catalogueCount, facets, correctedQuery } = listing;
  const locale = useLocale();
  const text = CATALOGUE_TEXT[locale];
  const facetText = FACET_TEXT[locale];
  const inEdition = (value: string) => categoryName(value, locale);
  return (
    <>
      <header>
        <h1 className="text-3xl font-bold text-slate-900">{text.title}</h1>
        <p className="mt-2 max-w-3xl text-slate-700">{text.intro}</p>
      </header>
      {catalogueCount > 0 && (
        <>
          <CatalogueFilters filter={filter} facets={facets} />
          <FacetLinks
            summary={facetText.refineSummary}
            groups={[
              {
                key: "category",
                label: facetText.categories,
                options: facets.categories,
                href: (category) => catalogueUrl({ ...filter, category, subcategory: "", page: 1 }),
                display: inEdition,
              },
              {
                key: "subcategory",
                label: facetText.subcategories,
                options: facets.subcategories,
                href: (subcategory) => catalogueUrl({ ...filter, subcategory, page: 1 }),
                display: inEdition,
              },
              {
                key: "brand",
                label: facetText.brands,
                options: facets.brands,
                href: (brand) => catalogueUrl({ ...filter, brand, page: 1 }),
              },
            ]}
          />
          <FilterChips filter={filter} />
          <div aria-live="polite" className="space-y-1">
            <SearchCorrected parts={correctedQuery} />
            <div className="flex flex-wrap justify-between gap-2 text-sm text-slate-700">
              <p data-testid="text-found">{text.found(matchCount, catalogueCount)}</p>
              <p data-testid="text-displaying">{text.displaying(products.length, matchCount)}</p>
            </div>
          </div>
        </>
      )}
    </>
  );
}

export function CatalogueResults({ listing }: { listing: CatalogueListing }) {
  const { filter, products, matchCount, catalogueCount } = listing;
  const text = CATALOGUE_TEXT[useLocale()];
  const to = useLocalizedPath();
  if (catalogueCount === 0)
    return (
      <EmptyState
        title={text.emptyCatalogueTitle}
        text={text.emptyCatalogueText}
        action={{ label: text.emptyCatalogueAction, href: to("/contact") }}
      />
    );
  return (
    <>
      <section aria-busy={false}>
        {products.length === 0 ? (
          <EmptyState
            title={text.noMatchesTitle}
            text={text.noMatchesText}
            action={{ label: text.viewAllProducts, href: to("/products") }}
          />
        ) : (
          <ProductGrid products={products} headingLevel="h2" />
        )}
      </section>
      {products.length < matchCount && (
        <div className="text-center">
          <Link
            to={to(catalogueUrl({ ...filter, page: filter.page + 1 }))}
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

function EmptyState({ title, text, action }: { title: string; text: string; action: { label: string; href: string } }) {
  return (
    <div className="rounded-xl border border-dashed border-slate-300 bg-slate-50 px-6 py-16 text-center">
      <PackageSearch className="mx-auto h-12 w-12 text-slate-400" aria-hidden="true" />
      <h2 className="mt-4 text-xl font-semibold text-slate-900">{title}</h2>
      <p className="mt-2 text-slate-700">{text}</p>
      <Link
        to={action.href}
        className="mt-6 inline-block rounded-md bg-brand-700 px-5 py-2.5 font-semibold text-white hover:bg-brand-800"
      >
        {action.label}
      </Link>
    </div>
  );
}
