import { X } from "lucide-react";
import { data, isRouteErrorResponse, Link } from "react-router";
import type { Route } from "./+types/category";
import { CategoryFilters } from "~/components/catalogue/category-filters";
import { FacetLinks } from "~/components/catalogue/facet-links";
import { SearchCorrected } from "~/components/catalogue/search-corrected";
import { usePendingSkeletons } from "~/components/catalogue/pending-listing";
import { ProductGrid } from "~/components/catalogue/product-grid";
import { ProductSkeletons } from "~/components/catalogue/product-skeletons";
import { ErrorCard } from "~/components/error-card";
import { NotFoundCard } from "~/components/not-found-card";
import { CATEGORY_PAGE_TEXT, FACET_TEXT } from "~/content/catalogue";
import { CATEGORY_TREE } from "~/content/category-tree";
import {
  categoryPageHref,
  categoryViewQuery,
  matchCategoryParams,
  parseCategoryView,
} from "~/lib/catalogue/category-scope";
import { brandFacets } from "~/lib/catalogue/facets";
import { correctedQueryParts } from "~/lib/search/corrected-query";
import { loadCategoryListing } from "~server/catalogue/category-query";
import { pageMeta } from "~/lib/seo";
import { breadcrumbJsonLd } from "~/lib/seo/structured-data";
import { JsonLd } from "~/components/json-ld";

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const match = matchCategoryParams(CATEGORY_TREE, params.category, params.subcategory);
  // An unknown slug is a missing page for visitors and search engines alike (docs/decisions/008-category-page-scope-and-unknown-slugs.md).
  if (!match) throw data(null, { status: 404 });
  const { category, subcategory } = match;
  const view = parseCategoryView(new URL(request.url).searchParams);
  const listing = await loadCategoryListing(context.db, category.name, subcategory?.name ?? null, view);
  return {
    title: subcategory?.name ?? category.name,
    description: subcategory?.description ?? category.description,
    category: category.name,
    subcategory: subcategory?.name ?? null,
    basePath: categoryPageHref(category.name, subcategory?.name),
    view,
    // Counted here, on the server: the page receives each option's count, not the rows behind it.
    brands: brandFacets(listing.brands, listing.brandCounts, view.brand),
    correctedQuery: correctedQueryParts(view.search, listing.corrections),
    products: listing.products,
    resultCount: listing.resultCount,
    baseUrl: context.env.PUBLIC_BASE_URL,
  };
}

export function meta({ data: loaded }: Route.MetaArgs) {
  if (!loaded)
    return pageMeta({
      title: CATEGORY_PAGE_TEXT.fallbackTitle,
      description: CATEGORY_PAGE_TEXT.fallbackDescription(CATEGORY_PAGE_TEXT.fallbackTitle),
    });
  return pageMeta({ title: loaded.title, description: loaded.description });
}

export default function CategoryPage({ loaderData }: Route.ComponentProps) {
  const {
    title,
    description,
    category,
    subcategory,
    basePath,
    view,
    brands,
    correctedQuery,
    products,
    resultCount,
    baseUrl,
  } = loaderData;
  const crumbs = [
    { name: CATEGORY_PAGE_TEXT.home, path: "/" },
    { name: CATEGORY_PAGE_TEXT.products, path: "/products" },
    { name: category, path: categoryPageHref(category) },
    ...(subcategory ? [{ name: subcategory, path: basePath }] : []),
  ];
  const filtered = Boolean(view.search || view.brand);
  const pendingSkeletons = usePendingSkeletons("results");
  const chips = [
    view.search && {
      label: CATEGORY_PAGE_TEXT.searchChip(view.search),
      href: `${basePath}${categoryViewQuery({ ...view, search: "", page: 1 })}`,
    },
    view.brand && {
      label: CATEGORY_PAGE_TEXT.brandChip(view.brand),
      href: `${basePath}${categoryViewQuery({ ...view, brand: "", page: 1 })}`,
    },
  ].filter((chip): chip is { label: string; href: string } => Boolean(chip));
  const clearAll = `${basePath}${categoryViewQuery({ sort: view.sort, view: view.view })}`;
  return (
    <div className="mx-auto max-w-7xl px-4 py-10">
      <JsonLd data={breadcrumbJsonLd(crumbs, baseUrl)} />
      <nav aria-label={CATEGORY_PAGE_TEXT.breadcrumb} className="text-sm text-slate-600">
        <ol className="flex flex-wrap gap-2">
          <li>
            <Link to="/" className="hover:underline">
              {CATEGORY_PAGE_TEXT.home}
            </Link>{" "}
            /
          </li>
          <li>
            <Link to="/products" className="hover:underline">
              {CATEGORY_PAGE_TEXT.products}
            </Link>{" "}
            /
          </li>
          <li>
            {subcategory ? (
              <>
                <Link to={categoryPageHref(category)} className="hover:underline">
                  {category}
                </Link>{" "}
                /
              </>
            ) : (
              <span aria-current="page">{category}</span>
            )}
          </li>
          {subcategory && (
            <li>
              <span aria-current="page">{subcategory}</span>
            </li>
          )}
        </ol>
      </nav>
      <header className="mb-6 mt-4">
        <h1 className="text-3xl font-bold text-slate-900">{title}</h1>
        <p className="mt-2 max-w-3xl text-slate-700">{description}</p>
      </header>
      <div className="space-y-6">
        <CategoryFilters view={view} brands={brands} basePath={basePath} />
        <FacetLinks
          summary={FACET_TEXT.refineBrandSummary}
          groups={[
            {
              key: "brand",
              label: FACET_TEXT.brands,
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
                  to={chip.href}
                  preventScrollReset
                  className="inline-flex items-center gap-1 rounded-full bg-brand-50 px-3 py-1 text-sm font-medium text-brand-800 hover:bg-brand-100"
                >
                  {chip.label}
                  <X className="h-3.5 w-3.5" aria-label={CATEGORY_PAGE_TEXT.removeChip} />
                </Link>
              </li>
            ))}
          </ul>
        )}
        <div aria-live="polite" className="space-y-1">
          <SearchCorrected parts={correctedQuery} />
          <p className="text-sm text-slate-700" data-testid="text-count">
            {CATEGORY_PAGE_TEXT.count(resultCount, filtered)}
          </p>
        </div>
        {pendingSkeletons ? (
          <ProductSkeletons count={pendingSkeletons} />
        ) : products.length === 0 ? (
          <div className="rounded-xl border border-dashed border-slate-300 bg-slate-50 px-6 py-16 text-center">
            <h2 className="text-xl font-semibold text-slate-900">{CATEGORY_PAGE_TEXT.noResultsTitle}</h2>
            <p className="mt-2 text-slate-700">{CATEGORY_PAGE_TEXT.noResultsText}</p>
            <Link
              to={clearAll}
              preventScrollReset
              className="mt-6 inline-block rounded-md bg-brand-700 px-5 py-2.5 font-semibold text-white hover:bg-brand-800"
            >
              {CATEGORY_PAGE_TEXT.clearAll}
            </Link>
          </div>
        ) : (
          <ProductGrid products={products} layout={view.view} headingLevel="h2" />
        )}
        {products.length < resultCount && (
          <div className="text-center">
            <Link
              to={`${basePath}${categoryViewQuery({ ...view, page: view.page + 1 })}`}
              preventScrollReset
              className="inline-block rounded-md border border-brand-700 px-6 py-3 font-semibold text-brand-800 hover:bg-brand-50"
            >
              {CATEGORY_PAGE_TEXT.showMore}
            </Link>
          </div>
        )}
      </div>
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return isRouteErrorResponse(error) && error.status === 404 ? <NotFoundCard /> : <ErrorCard error={error} />;
}
