import type { Route } from "./+types/hospitality-excellence";
import { SectorPage } from "~/components/sectors/sector-page";
import { SECTOR_PAGES } from "~/content/sectors";
import { loadSectorProducts } from "~server/catalogue/solution-pages";
import { pageMeta } from "~/lib/seo";

const content = SECTOR_PAGES.hospitality;

export async function loader({ context }: Route.LoaderArgs) {
  return loadSectorProducts(context.db, "hospitality");
}

export const meta = () => pageMeta({ title: content.title, description: content.metaDescription });

export default function Page({ loaderData }: Route.ComponentProps) {
  return <SectorPage content={content} products={loaderData.products} />;
}
