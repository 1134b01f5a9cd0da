import { loadWithIslands } from "~/components/hydration/island";
import type { Route } from "./+types/smart-floor-care";
import { FocusedSolutionPageIsland } from "~/components/solutions/solutions-islands";
import { FOCUSED_PAGE_HEADS } from "~/content/solutions-heads";
import { loadFocusedProducts } from "~server/catalogue/solution-pages";
import { localeOfPath } from "~/lib/i18n/locale";
import { pageMeta } from "~/lib/seo";

export async function loader({ context }: Route.LoaderArgs) {
  return loadFocusedProducts(context.db, "floor-care");
}

/** A client-side navigation loads the page's island with its data (the first load hydrates it when used). */
export function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  return loadWithIslands(serverLoader, FocusedSolutionPageIsland);
}

export function meta({ location }: Route.MetaArgs) {
  const locale = localeOfPath(location.pathname);
  const head = FOCUSED_PAGE_HEADS[locale]["floor-care"];
  return pageMeta({ title: head.title, description: head.metaDescription, locale });
}

/** Spec 2.9: the page is one island (solutions-islands.ts), so its first load is the route module alone. */
export default function Page({ loaderData }: Route.ComponentProps) {
  return <FocusedSolutionPageIsland page="floor-care" path="/smart-floor-care" data={loaderData} />;
}
