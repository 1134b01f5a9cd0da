/**
 * What the sector routes need before the page's code loads (decision 106): each page's title and meta description. The
 * pages' other texts are in sectors.ts (SECTOR_PAGES includes these).
 */
import type { Sector } from "~/lib/catalogue/sectors";

export const SECTOR_PAGE_HEADS: Record<Sector, { title: string; metaDescription: string }> = {
  commercial: {
    title: "Commercial Spaces",
    metaDescription:
      "Cleaning equipment for commercial spaces: scrubber-dryers, vacuums and chemicals for offices, malls, airports and car parks.",
  },
  healthcare: {
    title: "Healthcare Facilities",
    metaDescription:
      "Cleaning and disinfection for healthcare: hospital-grade disinfectants, HEPA vacuums, sanitizer dispensers and infection-control training.",
  },
  hospitality: {
    title: "Hospitality Excellence",
    metaDescription:
      "Cleaning solutions for hotels and restaurants: marble care, quiet vacuums, carpet extraction, kitchen chemicals and washroom fragrance systems.",
  },
};
