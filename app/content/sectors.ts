/** The three sector pages (spec 2.10): hero, 4 feature cards, 6 venue cards, extras. One source, rendered by one component. */
import type { Sector } from "~/lib/catalogue/sectors";
import { SECTOR_PAGE_HEADS } from "./sector-heads";

export type SectorIcon = "building" | "sparkles" | "shield" | "clock" | "leaf" | "users" | "moon" | "heart";

export interface SectorContent {
  sector: Sector;
  title: string;
  intro: string;
  metaDescription: string;
  primaryButton: string;
  secondaryButton: string;
  viewAll: string;
  featuresHeading: string;
  features: Array<{ title: string; description: string; icon: SectorIcon; bullets: string[] }>;
  venuesHeading: string;
  venues: Array<{ name: string; description: string; bullets: string[] }>;
  productsHeading: string;
}

export const SECTOR_PAGES: Record<Sector, SectorContent> = {
  commercial: {
    sector: "commercial",
    ...SECTOR_PAGE_HEADS.commercial,
    intro:
      "Offices, malls, airports and car parks: equipment and chemicals that keep high-traffic floors safe and presentable, day and night.",
    primaryButton: "Explore Solutions",
    secondaryButton: "Schedule Assessment",
    viewAll: "View All Commercial Solutions",
    featuresHeading: "Built for high-traffic buildings",
    features: [
      {
        title: "Daytime Cleaning",
        description: "Quiet machines that clean while tenants work.",
        icon: "clock",
        bullets: ["Noise levels from 58 dB(A)", "Battery models without trailing cables", "Fast-drying floors"],
      },
      {
        title: "Lower Cost per m²",
        description: "Productivity that shrinks labour hours.",
        icon: "building",
        bullets: [
          "Up to 2,500 m² per hour",
          "Eco modes that save water and chemical",
          "Dilution control for every product",
        ],
      },
      {
        title: "Safe Surfaces",
        description: "Floors dry and slip-free the moment the machine passes.",
        icon: "shield",
        bullets: ["Scrub and dry in one pass", "Anti-slip floor care programmes", "Wet-floor signage included in kits"],
      },
      {
        title: "Measurable Results",
        description: "Data that proves the building is clean.",
        icon: "sparkles",
        bullets: [
          "Cleaning reports from autonomous machines",
          "Service history per machine",
          "Quarterly performance reviews",
        ],
      },
    ],
    venuesHeading: "Where our commercial solutions work",
    venues: [
      {
        name: "Office Towers",
        description: "Lobbies, corridors and carpeted floors cleaned outside working hours.",
        bullets: ["Backpack and upright vacuums", "Compact scrubber-dryers", "Washroom dispensers and refills"],
      },
      {
        name: "Shopping Malls",
        description: "Vast stone floors and food courts that never close.",
        bullets: ["Ride-on scrubber-dryers", "Marble polishing programmes", "Bins and recycling stations"],
      },
      {
        name: "Airports & Transit",
        description: "Round-the-clock cleaning around travellers and luggage.",
        bullets: ["Autonomous scrubbers", "Quiet battery machines", "High-capacity washrooms"],
      },
      {
        name: "Car Parks",
        description: "Oil, tyre marks and sand removed from concrete decks.",
        bullets: ["Ride-on sweepers", "Hot-water pressure washers", "Heavy-duty degreasers"],
      },
      {
        name: "Retail Stores",
        description: "Spotless shop floors before the doors open.",
        bullets: ["Micro scrubber-dryers", "Floor pads for every finish", "Glass and window tools"],
      },
      {
        name: "Education Campuses",
        description: "Classrooms, halls and sports floors cleaned between sessions.",
        bullets: ["Colour-coded tools", "Low-odour chemicals", "Durable waste bins"],
      },
    ],
    productsHeading: "Recommended for Commercial Spaces",
  },
  healthcare: {
    sector: "healthcare",
    ...SECTOR_PAGE_HEADS.healthcare,
    intro:
      "Hospitals, clinics and laboratories: disinfection chemicals, HEPA-filtered vacuums and hygiene systems that support infection-control protocols.",
    primaryButton: "Healthcare Solutions",
    secondaryButton: "Clinical Consultation",
    viewAll: "View All Healthcare Solutions",
    featuresHeading: "Supporting infection control",
    features: [
      {
        title: "Proven Disinfection",
        description: "Chemicals tested to European standards.",
        icon: "shield",
        bullets: [
          "Bactericidal and virucidal claims",
          "Clear contact times",
          "Safety data sheets in English and Arabic",
        ],
      },
      {
        title: "Clean Air",
        description: "Vacuums that keep dust out of patient areas.",
        icon: "leaf",
        bullets: ["HEPA H13 exhaust filtration", "Sealed dust bags", "Quiet operation near patients"],
      },
      {
        title: "No Cross-Contamination",
        description: "Colour-coded tools and cloths for every zone.",
        icon: "heart",
        bullets: ["Four-colour microfibre system", "Autoclavable tools", "Touch-free dispensers"],
      },
      {
        title: "Trained Teams",
        description: "On-site training for environmental services staff.",
        icon: "users",
        bullets: ["Dilution and dwell-time training", "Method cards for each area", "Refresher visits"],
      },
    ],
    venuesHeading: "Healthcare environments we equip",
    venues: [
      {
        name: "Hospitals",
        description: "Wards, theatres and corridors with strict cleaning schedules.",
        bullets: ["One-step disinfectant cleaners", "HEPA vacuums", "Scrubber-dryers for long corridors"],
      },
      {
        name: "Clinics & Polyclinics",
        description: "Busy waiting rooms and treatment rooms cleaned between patients.",
        bullets: ["Ready-to-use sprays", "Touch-free sanitizer dispensers", "Medical waste bins"],
      },
      {
        name: "Dental Practices",
        description: "Surfaces disinfected between every appointment.",
        bullets: ["Fast-acting surface disinfectants", "Microfibre cloth systems", "Pedal bins"],
      },
      {
        name: "Laboratories",
        description: "Clean, dust-free work areas for sensitive equipment.",
        bullets: ["Class M and HEPA vacuums", "Neutral cleaners", "Sealed waste containers"],
      },
      {
        name: "Care Homes",
        description: "Hygienic, homely spaces for elderly residents.",
        bullets: ["Fragrance-free options", "Carpet extractors", "Washroom hygiene"],
      },
      {
        name: "Pharmacies",
        description: "Spotless retail floors and stock rooms.",
        bullets: ["Compact scrubber-dryers", "Glass cleaners", "Hand hygiene stations"],
      },
    ],
    productsHeading: "Recommended for Healthcare",
  },
  hospitality: {
    sector: "hospitality",
    ...SECTOR_PAGE_HEADS.hospitality,
    intro:
      "Hotels, resorts and restaurants: guest-ready rooms, gleaming marble lobbies and HACCP-compliant kitchens, cleaned quietly and quickly.",
    primaryButton: "Hospitality Solutions",
    secondaryButton: "Luxury Consultation",
    viewAll: "View All Hospitality Solutions",
    featuresHeading: "Cleaning that guests never notice",
    features: [
      {
        title: "Marble that Shines",
        description: "Restoration and daily care for stone lobbies.",
        icon: "sparkles",
        bullets: ["Diamond polishing programmes", "Crystallisation for marble", "Daily maintenance pads"],
      },
      {
        title: "Quiet Operation",
        description: "Machines designed to work near sleeping guests.",
        icon: "moon",
        bullets: ["Low-noise vacuums", "Battery scrubbers", "Night-time schedules"],
      },
      {
        title: "Signature Scents",
        description: "Fragrance that guests remember.",
        icon: "heart",
        bullets: ["Cold-air scent diffusers", "HVAC scenting", "Twelve signature fragrances"],
      },
      {
        title: "Kitchen Hygiene",
        description: "Food-safe chemistry for busy kitchens.",
        icon: "shield",
        bullets: ["Degreasers and oven cleaners", "Dishwash detergents and rinse aids", "Food-safe sanitizers"],
      },
    ],
    venuesHeading: "Hospitality venues we serve",
    venues: [
      {
        name: "Luxury Hotels",
        description: "Five-star standards from lobby to ballroom.",
        bullets: ["Marble restoration", "Carpet extractors", "Fragrance systems"],
      },
      {
        name: "Resorts",
        description: "Indoor and outdoor areas kept immaculate.",
        bullets: ["Pressure washers for pool decks", "Outdoor bins", "Steam cleaners"],
      },
      {
        name: "Restaurants",
        description: "Front and back of house cleaned between services.",
        bullets: ["Kitchen degreasers", "Floor scrubbers", "Washroom dispensers"],
      },
      {
        name: "Serviced Apartments",
        description: "Fast turnovers without compromise.",
        bullets: ["Housekeeping trolleys", "Multi-surface cleaners", "Backpack vacuums"],
      },
      {
        name: "Banquet Halls",
        description: "Large floors reset overnight between events.",
        bullets: ["Ride-on scrubbers", "Carpet care", "Waste stations"],
      },
      {
        name: "Spas & Wellness",
        description: "Calm, hygienic spaces with gentle chemistry.",
        bullets: ["Fragrance-free cleaners", "Steam sanitising", "Towel and tissue dispensers"],
      },
    ],
    productsHeading: "Recommended for Hospitality",
  },
};

export const HEALTHCARE_EXTRAS = {
  complianceHeading: "Standards our healthcare range supports",
  claimsLabel: "What our healthcare range delivers",
  compliance: ["CDC Guidelines", "EPA Registered", "FDA Compliant", "Joint Commission"],
  claims: ["99.9% Pathogen Elimination", "EPA Approved", "CDC Compliant", "HEPA Filtration"],
} as const;

export const HOSPITALITY_EXTRAS = {
  heading: "Guest-Centric Features",
  features: [
    {
      title: "Silent Night Operations",
      text: "Battery machines and low-noise vacuums that clean corridors while guests sleep.",
    },
    {
      title: "Fragrance-Free Options",
      text: "Unscented chemicals and refills for guests with sensitivities and for spa areas.",
    },
    {
      title: "Rapid Room Turnover",
      text: "Trolleys, backpack vacuums and ready-to-use sprays that cut minutes from every room.",
    },
    {
      title: "Luxury Surface Care",
      text: "Polishing programmes for marble, granite and fine woods in lobbies and suites.",
    },
  ],
} as const;
