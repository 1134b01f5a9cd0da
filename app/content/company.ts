/** Company copy (spec 1, 2.3, 2.11, 3.5, 9.6): one source for the home and about pages. */
export const FOUNDED_YEAR = 2004;

export const COMPANY_TEXT = {
  leading: (country: string) =>
    `Leading ${country}'s cleaning industry since ${FOUNDED_YEAR} with innovative solutions`,
  partnering: "Partnering with global manufacturers to deliver cutting-edge equipment and technologies.",
} as const;

export const HOME_TEXT = {
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
export const PARTNER_SKELETON_TILES = 9;

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

export const ABOUT_TEXT = {
  title: "About Us",
  metaDescription: (country: string) =>
    `Since ${FOUNDED_YEAR} we supply, train and service professional cleaning equipment in ${country}: our story, services, mission and milestones.`,
  intro: (country: string) => `Leading ${country}'s cleaning industry since ${FOUNDED_YEAR} with innovative solutions.`,
  storyTitle: "Our Story",
  story: [
    `We opened in ${FOUNDED_YEAR} as a small showroom selling vacuum cleaners and floor machines to local cleaning contractors. Our customers asked for more: chemicals that worked with their machines, spare parts on the shelf, and someone who would train their staff.`,
    "Today we represent manufacturers from Europe, America and Asia, run a warehouse and service center, and supply hotels, hospitals, malls, schools, factories and facility-management companies across the country.",
  ],
  servicesTitle: "Our Services",
  missionTitle: "Our Mission",
  mission:
    "To make every building we serve cleaner, safer and cheaper to maintain — by choosing the right equipment for each job, training the people who use it, and keeping it running for its whole life.",
  whyTitle: "Why Choose Us",
  why: [
    {
      title: "Industry Transformation",
      text: "We brought autonomous scrubbers, dilution control and cold-air scenting to local sites, and we help customers adopt them step by step.",
    },
    {
      title: "Comprehensive Service",
      text: "Sales, installation, training, preventive maintenance and spare parts from one team that knows your machines.",
    },
    {
      title: "International Network",
      text: "Direct partnerships with more than twelve manufacturers mean genuine products, fair prices and factory-trained technicians.",
    },
    {
      title: "Complete Solutions",
      text: "Machines, chemicals, tools, hygiene systems and bins: one supplier and one contact for the whole cleaning operation.",
    },
  ],
  timelineTitle: "Our Journey",
  timeline: [
    {
      year: "2004",
      title: "Company Founded",
      text: "A showroom for vacuum cleaners and floor machines opens its doors.",
    },
    {
      year: "2008",
      title: "European Partnerships",
      text: "Exclusive distribution agreements with European machine and chemical manufacturers.",
    },
    {
      year: "2008",
      title: "Market Expansion",
      text: "A warehouse and service center opens to support hotels, hospitals and contractors nationwide.",
    },
    {
      year: "2018",
      title: "Digital Transformation",
      text: "Online catalogue, service tracking and the first autonomous cleaning robots for our customers.",
    },
    {
      year: "2024",
      title: "Continued Innovation",
      text: "Sustainable chemistry, battery machines and smart dispensers across our range.",
    },
  ],
} as const;
