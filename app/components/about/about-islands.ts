import { island } from "~/components/hydration/island";

const loadAboutPage = () => import("./about-page").then((module) => module.AboutPage);

/** The about page hydrates when first used (decisions 104, 106): it is all text and links. */
export const AboutPageIsland = island(loadAboutPage, { name: "about page" });
