import { FOUNDED_YEAR } from "./company-facts";

/** The home page's title, description and hero (spec 2.3): the texts of its first paint, apart from the sections below. */
export const HOME_HERO_TEXT = {
  metaTitle: "Cleaning Equipment, Chemicals and Hygiene Solutions",
  metaDescription: (country: string) =>
    `Professional cleaning machines, chemicals, washroom hygiene, tools and bins from 12+ international brands. Sales, training and service in ${country} since ${FOUNDED_YEAR}.`,
  heroEyebrow: "Domestic · Commercial · Industrial",
  heroTitle: "Cleaning Equipment and Solutions",
  exploreSolutions: { label: "Explore Solutions", href: "/solutions" },
  expertConsultation: { label: "Expert Consultation", href: "/contact" },
  heroImageAlt: "Illustration of a ride-on scrubber-dryer cleaning a shining floor",
  heroStats: [
    { value: "21+", label: "Years of Innovation" },
    { value: "12+", label: "Global Brands" },
  ],
} as const;
