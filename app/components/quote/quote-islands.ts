import { island } from "~/components/hydration/island";

const loadQuotePage = () => import("./quote-page").then((module) => module.QuotePage);

/**
 * The quote page hydrates when first used (decisions 104, 106): typing works before, focus loads the form's code, and a
 * submit that comes first posts as a plain form (the server checks and answers with the page).
 */
export const QuotePageIsland = island(loadQuotePage, { name: "quote page" });
