import type { Route } from "./+types/commercial-spaces";
import { SectorPage } from "~/components/sectors/sector-page";
import { SECTOR_PAGES } from "~/content/sectors";
import { loadSectorProducts } from "~server/catalogue/solution-pages";
import { pageMeta } from "~/lib/seo";

const content = SECTOR_PAGES.commercial;

export async function loader({ context }: Route.LoaderArgs) {
  return loadSectorProducts(context.db, "commercial");
}

export const meta = () => pageMeta({ title: content.title, description: content.metaDescription });

export default function Page({ loaderData }: Route.ComponentProps) {
  return <SectorPage content={content} products={loaderData.products} />;
}
