import { island } from "~/components/hydration/island";

const loadSections = () => import("./contact-page-sections");
const loadContactSection = () => import("./contact-section");

/**
 * The contact page's three regions hydrate when first used (decisions 104, 106). The contact section is the home page's
 * too, whose island (home-islands.ts) loads the same code: defined again here so that neither route module shares an
 * extra chunk with the other.
 */
export const ContactPageIntroIsland = island(() => loadSections().then((module) => module.ContactPageIntro), {
  name: "contact page intro",
});

export const ContactSectionIsland = island(() => loadContactSection().then((module) => module.ContactSection), {
  name: "contact section",
});

export const ContactPageClosingIsland = island(() => loadSections().then((module) => module.ContactPageClosing), {
  name: "contact page closing",
});
