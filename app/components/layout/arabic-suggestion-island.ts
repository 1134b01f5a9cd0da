import { island } from "~/components/hydration/island";

/** The English home page's suggestion of the Arabic edition hydrates when first used (decision 104): rarely shown. */
export const ArabicSuggestionIsland = island(
  () => import("./arabic-suggestion").then((module) => module.ArabicSuggestion),
  { name: "Arabic suggestion" },
);
