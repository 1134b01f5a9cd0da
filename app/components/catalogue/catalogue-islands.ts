import { island } from "~/components/hydration/island";

/**
 * /products' head and results hydrate when first used (decision 105): the server renders them whole, their links and the
 * GET form work as plain HTML until then, and what is done in the form before its code has loaded is handed over.
 */
export const CatalogueHeadIsland = island(() => import("./catalogue-sections").then((module) => module.CatalogueHead), {
  name: "catalogue head",
});

export const CatalogueResultsIsland = island(
  () => import("./catalogue-sections").then((module) => module.CatalogueResults),
  { name: "catalogue results" },
);
