import { loadWithIslands } from "~/components/hydration/island";
import type { Route } from "./+types/hospitality-excellence";
import { SectorPageIsland } from "~/components/sectors/sector-islands";
import { SECTOR_PAGE_HEADS } from "~/content/sector-heads";
import { loadSectorProducts } from "~server/catalogue/solution-pages";
import { localeOfPath } from "~/lib/i18n/locale";
import { pageMeta } from "~/lib/seo";

export async function loader({ context }: Route.LoaderArgs) {
  return loadSectorProducts(context.db, "hospitality");
}

/** A client-side navigation loads the page's island with its data (the first load hydrates it when used). */
export function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  return loadWithIslands(serverLoader, SectorPageIsland);
}

export function meta({ location }: Route.MetaArgs) {
  const locale = localeOfPath(location.pathname);
  const head = SECTOR_PAGE_HEADS[locale].hospitality;
  return pageMeta({ title: head.title, description: head.metaDescription, locale });
}

/** Spec 2.10: the page is one island (sector-islands.ts), so its first load is the route module alone. */
export default function Page({ loaderData }: Route.ComponentProps) {
  return <SectorPageIsland sector="hospitality" products={loaderData.products} />;
}
