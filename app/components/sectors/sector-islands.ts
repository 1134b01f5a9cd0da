import { island } from "~/components/hydration/island";

const loadSectorPage = () => import("./sector-page").then((module) => module.SectorPage);

/** The sector pages hydrate when first used (decisions 104, 106): all their controls are links. */
export const SectorPageIsland = island(loadSectorPage, { name: "sector page" });
