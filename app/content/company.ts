/**
 * Company copy (spec 1, 2.3, 3.5, 9.6): the home page's texts and the services (home and about pages). The about page's
 * own texts are in about.ts.
 */
import { FOUNDED_YEAR } from "./company-facts";

export { COMPANY_TEXT, FOUNDED_YEAR } from "./company-facts";

export const HOME_TEXT = {
  partnersTitle: "Our Partners",
  partnersSubtitle: "Trusted partnerships with industry leaders worldwide",
  partnerStats: [
    { value: "21+", label: "Years Partnership" },
    { value: "12+", label: "Global Brands" },
  ],
  aboutTitle: "About Us",
  aboutText:
    "For two decades we have supplied hotels, hospitals, malls, factories and facility-management companies with the machines, chemicals and hygiene systems they rely on every day — and stayed with them for training, spare parts and service.",
  established: { label: "Established", value: String(FOUNDED_YEAR) },
  brandsStat: { label: "Global Brands", value: "12+" },
  showroomAlt: "Our warehouse operations: a forklift moving pallets between racks as part of our inventory management",
  learnMore: "Discover Our Story",
  solutionsTitle: "Solutions & Industries",
  solutionsSubtitle: "Comprehensive cleaning solutions for every industry",
  ctaTitle: "Ready to Transform Your Operations?",
  ctaText: "Experience the future of industrial cleaning with our comprehensive service ecosystem",
  ctaButton: "Schedule Expert Consultation",
  categoriesTitle: "Product Categories",
  categoriesSubtitle: "Everything a professional cleaning operation needs, from one supplier.",
  productsBadge: (count: number) => `${count} products`,
  moreCategories: (count: number) => `+${count} more categories`,
  viewAllProducts: "View All Products",
} as const;

/** Spec 9.3 display limits on the home page. */
export const HOME_CATEGORY_SUBCATEGORY_LIMIT = 4;

export type ServiceIcon = "graduation-cap" | "wrench" | "handshake";

/** Spec 3.5: the three services (ids, icon keys and colours as given; titles and texts ours). */
export const SERVICES: Array<{
  id: "training" | "support" | "business-setup";
  title: string;
  description: string;
  icon: ServiceIcon;
  color: string;
}> = [
  {
    id: "training",
    title: "Operator Training",
    description:
      "Hands-on training for your cleaning teams on every machine and chemical we supply: safe operation, correct dilution, daily care and certification.",
    icon: "graduation-cap",
    color: "bg-brand-700",
  },
  {
    id: "support",
    title: "Technical Support & Service",
    description:
      "Preventive maintenance contracts, a workshop with genuine spare parts, and technicians who come to your site when a machine needs attention.",
    icon: "wrench",
    color: "bg-accent-700",
  },
  {
    id: "business-setup",
    title: "Business Setup",
    description:
      "For new cleaning companies and facility-management contracts: equipment planning, chemical programmes and method statements for tenders.",
    icon: "handshake",
    color: "bg-indigo-700",
  },
];
