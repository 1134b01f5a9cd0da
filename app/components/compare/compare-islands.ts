import { island } from "~/components/hydration/island";

/** The comparison's content hydrates when first used (decisions 104-106): its links and forms are plain until then. */
export const ComparePageIsland = island(() => import("./compare-page").then((module) => module.ComparePage), {
  name: "comparison",
});
