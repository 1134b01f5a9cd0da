import { island } from "~/components/hydration/island";

const loadPastePage = () => import("./paste-page").then((module) => module.PastePage);

/** The paste page hydrates when first used (decisions 104, 106); a submit that comes first posts as a plain form. */
export const PastePageIsland = island(loadPastePage, { name: "quote list paste" });
