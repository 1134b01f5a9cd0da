import { loadWithIslands } from "~/components/hydration/island";
import type { Route } from "./+types/solutions";
import { SolutionsPageIsland } from "~/components/solutions/solutions-islands";
import { SOLUTIONS_BRANDS } from "~/content/brands";
import { SOLUTIONS_PAGE_SIZE } from "~/content/solutions";
import { SOLUTIONS_PAGE_HEAD } from "~/content/solutions-heads";
import { countProductsByCategory } from "~server/catalogue/category-counts";
import { loadSolutionsProducts } from "~server/catalogue/solution-pages";
import { parseBrand, parseShown, sameBrand } from "~/lib/catalogue/solutions-listing";
import { localeOfPath } from "~/lib/i18n/locale";
import { pageMeta } from "~/lib/seo";

export async function loader({ request, context }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams;
  const brand = parseBrand(params.get("brand"));
  const show = parseShown(params.get("show"), SOLUTIONS_PAGE_SIZE);
  const [counts, listing] = await Promise.all([
    countProductsByCategory(context.db),
    loadSolutionsProducts(context.db, brand, show),
  ]);
  const known = SOLUTIONS_BRANDS.find((entry) => sameBrand(entry.name, brand));
  return { brand: known?.name ?? brand, counts, show, ...listing };
}

/** A client-side navigation loads the page's island with its data (the first load hydrates it when used). */
export function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  return loadWithIslands(serverLoader, SolutionsPageIsland);
}

export function meta({ location }: Route.MetaArgs) {
  const locale = localeOfPath(location.pathname);
  const head = SOLUTIONS_PAGE_HEAD[locale];
  return pageMeta({ title: head.title, description: head.metaDescription, locale });
}

/** Spec 2.8: the page is one island (solutions-islands.ts), so its first load is the route module alone. */
export default function SolutionsRoute({ loaderData }: Route.ComponentProps) {
  return <SolutionsPageIsland data={loaderData} />;
}
