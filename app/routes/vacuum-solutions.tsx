import { loadWithIslands } from "~/components/hydration/island";
import type { Route } from "./+types/vacuum-solutions";
import { FocusedSolutionPageIsland } from "~/components/solutions/solutions-islands";
import { FOCUSED_PAGE_SIZE } from "~/content/solutions";
import { FOCUSED_PAGE_HEADS } from "~/content/solutions-heads";
import { loadFocusedProducts } from "~server/catalogue/solution-pages";
import { parseShown } from "~/lib/catalogue/solutions-listing";
import { localeOfPath } from "~/lib/i18n/locale";
import { pageMeta } from "~/lib/seo";

/** Every match (spec 2.9: no limit); a large catalogue is paged with `?show=` so the page stays light. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const show = parseShown(new URL(request.url).searchParams.get("show"), FOCUSED_PAGE_SIZE);
  return { show, ...(await loadFocusedProducts(context.db, "vacuum", show)) };
}

/** A client-side navigation loads the page's island with its data (the first load hydrates it when used). */
export function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  return loadWithIslands(serverLoader, FocusedSolutionPageIsland);
}

export function meta({ location }: Route.MetaArgs) {
  const locale = localeOfPath(location.pathname);
  const head = FOCUSED_PAGE_HEADS[locale].vacuum;
  return pageMeta({ title: head.title, description: head.metaDescription, locale });
}

/** Spec 2.9: the page is one island (solutions-islands.ts), so its first load is the route module alone. */
export default function Page({ loaderData }: Route.ComponentProps) {
  return <FocusedSolutionPageIsland page="vacuum" path="/vacuum-solutions" data={loaderData} />;
}
