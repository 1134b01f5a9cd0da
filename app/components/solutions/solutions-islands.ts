import { island } from "~/components/hydration/island";

const loadSolutionsPage = () => import("./solutions-page").then((module) => module.SolutionsPage);
const loadFocusedSolutionPage = () => import("./focused-solution-page").then((module) => module.FocusedSolutionPage);

/**
 * The solutions overview and the four focused solution pages hydrate when first used (decisions 104, 106): their brand
 * filter, "Show more" and every other control are links, which work as plain HTML before.
 */
export const SolutionsPageIsland = island(loadSolutionsPage, { name: "solutions page" });

export const FocusedSolutionPageIsland = island(loadFocusedSolutionPage, { name: "solution page" });
