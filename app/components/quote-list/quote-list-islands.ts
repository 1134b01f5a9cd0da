import { island } from "~/components/hydration/island";

/** /quote-list hydrates when first used (decisions 104, 106): its forms post as plain HTML until then. */
export const QuoteListPageIsland = island(() => import("./quote-list-page").then((module) => module.QuoteListPage), {
  name: "quote list",
});
