import type { Route } from "./+types/vacuum-solutions";
import { FocusedPage } from "~/components/solutions/focused-page";
import { FOCUSED_PAGES } from "~/content/solutions";
import { loadFocusedProducts } from "~/lib/catalogue/solution-pages.server";
import { pageMeta } from "~/lib/seo";

const text = FOCUSED_PAGES["vacuum"];

export async function loader({ context }: Route.LoaderArgs) {
  return loadFocusedProducts(context.db, "vacuum");
}

export const meta = () => pageMeta({ title: text.title, description: text.metaDescription });

export default function Page({ loaderData }: Route.ComponentProps) {
  return <FocusedPage text={text} products={loaderData.products} />;
}
