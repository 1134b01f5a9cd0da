import { island } from "~/components/hydration/island";

/** A category page's head and results hydrate when first used, as /products' do (catalogue-islands.ts, decision 105). */
export const CategoryHeadIsland = island(() => import("./category-sections").then((module) => module.CategoryHead), {
  name: "category head",
});

export const CategoryResultsIsland = island(
  () => import("./category-sections").then((module) => module.CategoryResults),
  { name: "category results" },
);
