import { data, isRouteErrorResponse } from "react-router";
import type { Route } from "./+types/category";
import { CategoryHeadIsland, CategoryResultsIsland } from "~/components/catalogue/category-islands";
import { PendingSkeletons, useBeforeHydration } from "~/components/catalogue/listing-first-load";
import { usePendingSkeletons } from "~/components/catalogue/pending-listing";
import { ErrorCardIsland, NotFoundCardIsland } from "~/components/error-islands";
import { CATEGORY_PAGE_TEXT } from "~/content/catalogue";
import { categoryDescription, categoryName, CATEGORY_TREE } from "~/content/category-tree";
import { localeOfPath, localeOfRequest, localizedPath } from "~/lib/i18n/locale";
import { productForEdition } from "~/lib/catalogue/localized-product";
import { categoryPageHref, matchCategoryParams, parseCategoryView } from "~/lib/catalogue/category-scope";
import { brandFacets } from "~/lib/catalogue/facets";
import { correctedQueryParts } from "~/lib/search/corrected-query";
import { parseRangeAddress, rangePanel } from "~/lib/catalogue/range-address";
import { loadCategoryListing, loadCategoryRanges } from "~server/catalogue/category-query";
import { pageMeta } from "~/lib/seo";
import { breadcrumbJsonLd, jsonLdText } from "~/lib/seo/structured-data";
import { JsonLd } from "~/components/json-ld";

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const locale = localeOfRequest(request);
  const text = CATEGORY_PAGE_TEXT[locale];
  const match = matchCategoryParams(CATEGORY_TREE, params.category, params.subcategory);
  // An unknown slug is a missing page for visitors and search engines alike (docs/decisions/008-category-page-scope-and-unknown-slugs.md).
  // Its title and description travel with the answer, so that the page's first-load code carries no texts (decision 105).
  if (!match) {
    const title = text.fallbackTitle;
    throw data({ title, description: text.fallbackDescription(title) }, { status: 404 });
  }
  const { category, subcategory } = match;
  const shown = subcategory ?? category;
  const query = new URL(request.url).searchParams;
  // The range filters the scope offers decide which `{slug}.min/max` parameters mean something (decision 156).
  const rangeFilters = await loadCategoryRanges(context.db, category.name, subcategory?.name ?? null);
  const rangeAddress = parseRangeAddress(query, rangeFilters);
  const view = { ...parseCategoryView(query), ranges: rangeAddress.ranges };
  const listing = await loadCategoryListing(context.db, category.name, subcategory?.name ?? null, view, rangeFilters);
  return {
    title: categoryName(shown.name, locale),
    description: categoryDescription(shown.name, locale) ?? shown.description,
    category: category.name,
    subcategory: subcategory?.name ?? null,
    basePath: categoryPageHref(category.name, subcategory?.name),
    view,
    // Counted here, on the server: the page receives each option's count, not the rows behind it.
    brands: brandFacets(listing.brands, listing.brandCounts, view.brand),
    ranges: rangePanel(rangeFilters, rangeAddress, locale),
    correctedQuery: correctedQueryParts(view.search, listing.corrections),
    products: listing.products.map((product) => productForEdition(product, locale)),
    resultCount: listing.resultCount,
    // Built here so that the structured-data code stays on the server.
    breadcrumbJsonLd: jsonLdText(
      breadcrumbJsonLd(
        [
          { name: text.home, path: localizedPath("/", locale) },
          { name: text.products, path: localizedPath("/products", locale) },
          { name: categoryName(category.name, locale), path: localizedPath(categoryPageHref(category.name), locale) },
          ...(subcategory
            ? [
                {
                  name: categoryName(subcategory.name, locale),
                  path: localizedPath(categoryPageHref(category.name, subcategory.name), locale),
                },
              ]
            : []),
        ],
        context.env.PUBLIC_BASE_URL,
        locale,
      ),
    ),
  };
}

export function meta({ loaderData, error, location }: Route.MetaArgs) {
  const text =
    loaderData ?? (isRouteErrorResponse(error) ? (error.data as { title: string; description: string } | null) : null);
  return text
    ? pageMeta({ title: text.title, description: text.description, locale: localeOfPath(location.pathname) })
    : [];
}

/** Head and results are islands (decision 105); between them, the skeletons while a filter change waits (spec 9.3). */
export default function CategoryPage({ loaderData }: Route.ComponentProps) {
  const pendingSkeletons = usePendingSkeletons("results");
  useBeforeHydration();
  return (
    <div className="mx-auto flex max-w-7xl flex-col gap-6 px-4 py-10">
      <JsonLd text={loaderData.breadcrumbJsonLd} />
      <CategoryHeadIsland listing={loaderData} />
      {pendingSkeletons ? (
        <PendingSkeletons count={pendingSkeletons} />
      ) : (
        <CategoryResultsIsland listing={loaderData} />
      )}
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return isRouteErrorResponse(error) && error.status === 404 ? (
    <NotFoundCardIsland />
  ) : (
    <ErrorCardIsland error={error} />
  );
}
