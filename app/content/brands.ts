/**
 * The supplier brands of the demo catalogue (spec 3.5). The names are fictional but plausible manufacturers; a company
 * loading its real catalogue edits this one module. Every brand list of the site (navigation, partner marquee, solutions
 * logos, badge colours) is derived from BRANDS so a name appears in one place.
 */
export interface BrandInfo {
  name: string;
  country: string;
  /** One line on what the manufacturer makes, shown on product pages and in the partner marquee. */
  description: string;
  website: string;
  logoUrl: string;
  /** Logo colours (background, text) used by the generated SVG logo. */
  logoColors: [string, string];
}

function brand(name: string, country: string, description: string, logoColors: [string, string]): BrandInfo {
  const slug = brandSlug(name);
  return {
    name,
    country,
    description,
    website: `https://www.${slug}.example`,
    logoUrl: `/attached_assets/logos/${slug}.svg`,
    logoColors,
  };
}

export function brandSlug(name: string): string {
  return name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");
}

export const BRANDS: BrandInfo[] = [
  brand(
    "Nordvac",
    "Sweden",
    "Swedish maker of commercial dry and wet vacuums and battery scrubber-dryers, built for long daily shifts.",
    ["#0b3d91", "#ffffff"],
  ),
  brand(
    "Aquaris",
    "Italy",
    "Italian manufacturer of walk-behind and ride-on scrubber-dryers and single-disc floor machines.",
    ["#0e7490", "#ffffff"],
  ),
  brand(
    "Diamantek",
    "Germany",
    "German specialist in diamond grinding segments, resin pads and polishing tools for stone and concrete.",
    ["#374151", "#fbbf24"],
  ),
  brand(
    "Lucestone",
    "Italy",
    "Italian builder of planetary grinders and polishers for marble, terrazzo and concrete floors.",
    ["#7c2d12", "#ffffff"],
  ),
  brand(
    "Vaporis",
    "Germany",
    "German range of pressure washers, steam cleaners and extraction units for heavy soiling.",
    ["#b91c1c", "#ffffff"],
  ),
  brand(
    "Fibrelux",
    "United Kingdom",
    "British carpet extractors and upholstery cleaning machines for hotels and offices.",
    ["#6d28d9", "#ffffff"],
  ),
  brand(
    "Aurafresh",
    "United Kingdom",
    "British air-care brand: metered aerosols, non-aerosol refills and fragrance systems.",
    ["#be185d", "#ffffff"],
  ),
  brand(
    "Hygiena Systems",
    "Spain",
    "Spanish washroom dispensers for soap, sanitiser, towels and tissue, manual and touch-free.",
    ["#047857", "#ffffff"],
  ),
  brand(
    "Purecare Chemie",
    "Germany",
    "German professional cleaning chemicals for housekeeping, floors and washrooms.",
    ["#1d4ed8", "#ffffff"],
  ),
  brand(
    "Scentiq",
    "France",
    "French fragrance house making diffuser oils and cold-air scent diffusers for hospitality.",
    ["#9d174d", "#fde68a"],
  ),
  brand(
    "Kitchex",
    "Denmark",
    "Danish kitchen hygiene chemicals: degreasers, dishwash detergents and food-safe sanitisers.",
    ["#c2410c", "#ffffff"],
  ),
  brand(
    "Clearview Pro",
    "Netherlands",
    "Dutch window-cleaning equipment: pure-water systems, squeegees and extension poles.",
    ["#0369a1", "#ffffff"],
  ),
  brand(
    "Padmaster",
    "United States",
    "American floor pads for stripping, scrubbing, buffing and burnishing every floor type.",
    ["#a16207", "#ffffff"],
  ),
  brand(
    "Mopwerk",
    "Austria",
    "Austrian mops, buckets, trolleys and floor-cleaning hand tools for professional crews.",
    ["#15803d", "#ffffff"],
  ),
  brand("Binova", "Italy", "Italian waste bins and recycling stations in stainless steel and recycled plastic.", [
    "#334155",
    "#a7f3d0",
  ]),
  brand("Airdry", "United Kingdom", "British high-speed, energy-efficient hand dryers for busy washrooms.", [
    "#0f172a",
    "#38bdf8",
  ]),
  brand("Robotec Clean", "Japan", "Japanese autonomous scrubbers and vacuum robots with smart route mapping.", [
    "#4338ca",
    "#ffffff",
  ]),
  brand(
    "Sanitas Pro",
    "Switzerland",
    "Swiss disinfectants and sanitising systems for clinics, hospitals and food production.",
    ["#0f766e", "#ffffff"],
  ),
];

export interface BrandNavItem {
  name: string;
  href: string;
}

/** Spec 3.5: "All Brands" plus one entry per brand, the name written in capitals in both the label and the link. */
export const BRAND_NAV: BrandNavItem[] = [
  { name: "All Brands", href: "/products" },
  ...BRANDS.map((entry) => {
    const caps = entry.name.toUpperCase();
    return { name: caps, href: `/products?brand=${encodeURIComponent(caps)}` };
  }),
];

/** Spec 2.3: the home marquee shows 10 static partner logos, each with a name and a description. */
export const PARTNER_LOGOS = BRANDS.slice(0, 10).map(({ name, logoUrl, description }) => ({
  name,
  url: logoUrl,
  description,
}));

/** Spec 2.8: the "Shop by Brand" logo buttons of the solutions overview. */
export const SOLUTIONS_BRANDS = BRANDS.slice(0, 12).map(({ name, logoUrl }) => ({ name, logoUrl }));

/** Spec 2.5: nine known supplier brands have their own badge gradient; every other brand is grey. */
const BADGE_GRADIENTS: Record<string, string> = {
  nordvac: "bg-gradient-to-r from-blue-800 to-blue-600",
  aquaris: "bg-gradient-to-r from-cyan-800 to-cyan-600",
  diamantek: "bg-gradient-to-r from-zinc-800 to-zinc-600",
  lucestone: "bg-gradient-to-r from-orange-900 to-orange-700",
  vaporis: "bg-gradient-to-r from-red-800 to-red-600",
  fibrelux: "bg-gradient-to-r from-violet-800 to-violet-600",
  aurafresh: "bg-gradient-to-r from-pink-800 to-pink-600",
  "hygiena systems": "bg-gradient-to-r from-emerald-800 to-emerald-600",
  "purecare chemie": "bg-gradient-to-r from-indigo-800 to-blue-700",
};
const DEFAULT_BADGE = "bg-gradient-to-r from-slate-700 to-slate-500";

export function brandBadgeClass(brandName: string): string {
  return BADGE_GRADIENTS[brandName.trim().toLowerCase()] ?? DEFAULT_BADGE;
}
