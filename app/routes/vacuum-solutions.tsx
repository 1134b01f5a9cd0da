import type { Route } from "./+types/vacuum-solutions";
import { FocusedPage } from "~/components/solutions/focused-page";
import { PagedProducts } from "~/components/solutions/paged-products";
import { FOCUSED_PAGE_SIZE, FOCUSED_PAGES } from "~/content/solutions";
import { loadFocusedProducts } from "~server/catalogue/solution-pages";
import { MAX_SHOWN, parseShown, showMoreHref } from "~/lib/catalogue/solutions-listing";
import { pageMeta } from "~/lib/seo";

const text = FOCUSED_PAGES.vacuum;

/** Every match (spec 2.9: no limit); a large catalogue is paged with `?show=` so the page stays light. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const show = parseShown(new URL(request.url).searchParams.get("show"), FOCUSED_PAGE_SIZE);
  return { show, ...(await loadFocusedProducts(context.db, "vacuum", show)) };
}

export const meta = () => pageMeta({ title: text.title, description: text.metaDescription });

export default function Page({ loaderData: { products, hasMore, show } }: Route.ComponentProps) {
  const list = (
    <PagedProducts
      products={products}
      shown={show}
      pageSize={FOCUSED_PAGE_SIZE}
      hasMore={hasMore}
      moreHref={show < MAX_SHOWN ? showMoreHref("/vacuum-solutions", show, FOCUSED_PAGE_SIZE) : null}
      fullListHref={text.fullListHref}
    />
  );
  return <FocusedPage text={text} products={products} list={list} />;
}
