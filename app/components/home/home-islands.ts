import { island } from "~/components/hydration/island";

/** Below the hero, the home page hydrates when first used (decision 104). */
export const HomeSectionsIsland = island(() => import("./home-sections").then((module) => module.HomeSections), {
  name: "home sections",
});

export const ContactSectionIsland = island(
  () => import("~/components/contact/contact-section").then((module) => module.ContactSection),
  { name: "contact section" },
);
