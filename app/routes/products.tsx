import type { Route } from "./+types/products";
import { CatalogueHeadIsland, CatalogueResultsIsland } from "~/components/catalogue/catalogue-islands";
import { PendingSkeletons, useBeforeHydration } from "~/components/catalogue/listing-first-load";
import { usePendingSkeletons } from "~/components/catalogue/pending-listing";
import { CATALOGUE_TEXT } from "~/content/catalogue";
import { catalogueFacets } from "~/lib/catalogue/facets";
import { correctedQueryParts } from "~/lib/search/corrected-query";
import { loadCataloguePage } from "~server/catalogue/catalogue-page";
import { pageMeta } from "~/lib/seo";
import { localeOfPath, localeOfRequest } from "~/lib/i18n/locale";
import { productForEdition } from "~/lib/catalogue/localized-product";

export async function loader({ request, context }: Route.LoaderArgs) {
  const page = await loadCataloguePage(context.db, new URL(request.url));
  const locale = localeOfRequest(request);
  const text = CATALOGUE_TEXT[locale];
  // The facets are summed here, on the server: the page receives the options' counts, not the cells.
  const facets = catalogueFacets(page.cells, page.filter, page.options);
  return {
    // Read here so that the page's own first-load code carries no texts (decision 105).
    meta: { title: text.title, description: text.metaDescription },
    filter: page.filter,
    products: page.products.map((product) => productForEdition(product, locale)),
    matchCount: page.matchCount,
    catalogueCount: page.catalogueCount,
    facets,
    correctedQuery: correctedQueryParts(page.filter.search, page.corrections),
  };
}

export const meta = ({ loaderData, location }: Route.MetaArgs) =>
  loaderData ? pageMeta({ ...loaderData.meta, locale: localeOfPath(location.pathname) }) : [];

/** Head and results are islands (decision 105); between them, the skeletons while a filter change waits (spec 9.3). */
export default function ProductsPage({ loaderData }: Route.ComponentProps) {
  const pendingSkeletons = usePendingSkeletons("results");
  useBeforeHydration();
  return (
    <div className="mx-auto flex max-w-7xl flex-col gap-6 px-4 py-10">
      <CatalogueHeadIsland listing={loaderData} />
      {pendingSkeletons && loaderData.catalogueCount > 0 ? (
        <section aria-busy="true">
          <PendingSkeletons count={pendingSkeletons} />
        </section>
      ) : (
        <CatalogueResultsIsland listing={loaderData} />
      )}
    </div>
  );
}
