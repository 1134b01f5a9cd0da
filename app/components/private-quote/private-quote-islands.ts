import { island } from "~/components/hydration/island";

/** The private quote page hydrates when first used (decision 104): its forms post as plain HTML before that. */
export const PrivateQuotePageIsland = island(
  () => import("./private-quote-page").then((module) => module.PrivateQuotePage),
  { name: "private quote page" },
);
