import { island } from "~/components/hydration/island";

/** The footer hydrates when first used (decision 104). */
export const SiteFooterIsland = island(() => import("./site-footer").then((module) => module.SiteFooter), {
  name: "footer",
});
