import type { Route } from "./+types/smart-floor-care";
import { FocusedPage } from "~/components/solutions/focused-page";
import { FOCUSED_PAGES } from "~/content/solutions";
import { loadFocusedProducts } from "~server/catalogue/solution-pages";
import { pageMeta } from "~/lib/seo";

const text = FOCUSED_PAGES["floor-care"];

export async function loader({ context }: Route.LoaderArgs) {
  return loadFocusedProducts(context.db, "floor-care");
}

export const meta = () => pageMeta({ title: text.title, description: text.metaDescription });

export default function Page({ loaderData }: Route.ComponentProps) {
  return <FocusedPage text={text} products={loaderData.products} />;
}
