/**
 * What the solutions overview and the focused solution routes need before the page's code loads (decision 106): each
 * page's title and meta description. The pages' other texts are in solutions.ts (which includes these).
 */
export const SOLUTIONS_PAGE_HEAD = {
  title: "Domestic, Commercial & Industrial Solutions",
  metaDescription:
    "Cleaning solutions by category and by brand: equipment, washroom hygiene, chemicals, tools and waste management from international manufacturers.",
} as const;

export const FOCUSED_PAGE_HEADS = {
  vacuum: {
    title: "Industrial Vacuum Solutions",
    metaDescription:
      "Commercial and industrial vacuum cleaners: dry, wet & dry, backpack, three-phase and ATEX models with HEPA filtration, supplied and serviced locally.",
  },
  automation: {
    title: "Industrial Automation Solutions",
    metaDescription:
      "Autonomous cleaning robots and smart machines: route mapping, AI obstacle detection, auto-docking and cleaning reports for large facilities.",
  },
  "floor-care": {
    title: "Smart Floor Care",
    metaDescription:
      "Floor care equipment: scrubber-dryers, floor machines, grinders, polishers and pads for marble, terrazzo, vinyl and concrete floors.",
  },
  chemicals: {
    title: "Advanced Cleaning Chemicals",
    metaDescription:
      "Professional cleaning chemicals: housekeeping, kitchen degreasers, dishwash detergents, disinfectants and sanitizers with dilution control.",
  },
} as const;
