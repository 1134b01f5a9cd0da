/** Texts of the solutions overview and the four focused solution pages (spec 2.8, 2.9). */
import { FOCUSED_PAGE_HEADS, SOLUTIONS_PAGE_HEAD } from "./solutions-heads";

/** Cards shown on the solutions overview before "Show More Products". */
export const SOLUTIONS_PAGE_SIZE = 24;

/** Vacuum and automation pages show every match; past this many (a large catalogue) they page with "Show more". */
export const FOCUSED_PAGE_SIZE = 48;

/** Lists shown a page at a time (solutions overview; vacuum and automation pages with a large catalogue). */
export const PAGED_LIST_TEXT = {
  showing: (shown: number, total: number) => `Showing ${shown} of ${total} products`,
  showingSome: (shown: number) => `Showing the first ${shown} products`,
  showMore: "Show More Products",
  viewFullList: "Continue in the Full Catalogue",
} as const;

export const SOLUTIONS_TEXT = {
  ...SOLUTIONS_PAGE_HEAD,
  intro:
    "From a single office to a 24-hour logistics hub: machines, chemicals, hygiene systems and tools chosen for the way your site is cleaned.",
  back: "Back to Home",
  mainCategories: "Main Categories",
  productCount: (count: number) => `${count}+ Products`,
  shopByBrand: "Shop by Brand",
  brandToggle: (brand: string, active: boolean) =>
    active ? `Show all brands (clear ${brand})` : `Show ${brand} products`,
  clearFilter: (brand: string) => `Clear Filter (${brand})`,
  brandProducts: (brand: string) => `${brand} Products`,
  allProducts: "All Products",
  available: (count: number) => `${count} products available`,
  noBrandProducts: (brand: string) =>
    `No ${brand} products are listed at the moment. Our team can still source them for you.`,
  noProducts: "No products are listed at the moment. Our team can tell you what is in stock.",
  askTeam: "Ask Our Team",
} as const;

export interface FocusedPageText {
  eyebrow: string;
  title: string;
  intro: string;
  metaDescription: string;
  productsHeading: string;
  empty: string;
  links?: Array<{ label: string; href: string }>;
  /** Where a paged list continues past the page ceiling. */
  fullListHref?: string;
}

export const FOCUSED_PAGES = {
  vacuum: {
    eyebrow: "Vacuum Solutions",
    ...FOCUSED_PAGE_HEADS.vacuum,
    intro:
      "Dry, wet and heavy-duty vacuums with HEPA and class M filtration, for offices, hotels, workshops and production floors that cannot afford dust.",
    productsHeading: "Our Vacuum Range",
    empty: "Our vacuum range is being updated. Ask our team for the current models.",
    fullListHref: "/products?category=Industrial%20Vacuum%20Cleaners",
  },
  automation: {
    eyebrow: "Automation",
    ...FOCUSED_PAGE_HEADS.automation,
    intro:
      "Autonomous scrubbers and vacuum robots that map your building, clean on schedule and report every square metre, so your team can focus on detail work.",
    productsHeading: "Smart and Autonomous Machines",
    empty: "Ask our team about autonomous cleaning for your site.",
    fullListHref: "/products",
  },
  "floor-care": {
    eyebrow: "Floor Care",
    ...FOCUSED_PAGE_HEADS["floor-care"],
    intro:
      "Scrubber-dryers, single-disc machines, burnishers, grinders and pads that restore and maintain marble, terrazzo, vinyl and concrete.",
    productsHeading: "Featured Floor Care Equipment",
    empty: "Ask our team about floor care equipment for your site.",
    links: [
      { label: "View All Floor Care Equipment", href: "/products?category=Floor%20Care%20Equipment" },
      { label: "Talk to a Floor Care Specialist", href: "/contact" },
    ],
  },
  chemicals: {
    eyebrow: "Chemicals",
    ...FOCUSED_PAGE_HEADS.chemicals,
    intro:
      "Concentrated housekeeping, kitchen and disinfection chemicals with dilution control, safety data sheets in English and Arabic, and on-site training.",
    productsHeading: "Featured Chemicals",
    empty: "Ask our team about chemicals for your site.",
    links: [
      { label: "View All Cleaning Chemicals", href: "/products?category=Cleaning%20Chemicals" },
      { label: "Ask a Chemical Specialist", href: "/contact" },
    ],
  },
} satisfies Record<string, FocusedPageText>;

export const CHEMICAL_APPLICATIONS_HEADING = "Industry Applications";

/** The chemicals page's industry application cards (spec 2.9: contents not given). */
export const CHEMICAL_APPLICATIONS = [
  {
    title: "Hotels & Hospitality",
    text: "Room, lobby and laundry chemistry with pleasant fragrances and colour-coded dosing for housekeeping teams.",
  },
  {
    title: "Commercial Kitchens",
    text: "Degreasers, dishwash detergents, rinse aids and food-safe sanitizers that keep kitchens HACCP-compliant.",
  },
  {
    title: "Healthcare",
    text: "One-step disinfectant cleaners effective against bacteria and enveloped viruses, for wards, clinics and washrooms.",
  },
  {
    title: "Facilities & Offices",
    text: "Neutral floor cleaners, glass cleaners and washroom descalers dosed for low cost per square metre.",
  },
] as const;
