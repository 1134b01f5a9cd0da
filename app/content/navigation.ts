/** Labels and link groups of the shared layout (spec 2.2): header, mobile sheet, footer and chat button. */

export interface NavLinkItem {
  label: string;
  href: string;
}

/** Spec 9.3: the header and mobile brand lists show the first 10 brand-navigation entries. */
export const NAV_BRAND_LIMIT = 10;

export const HEADER_TEXT = {
  navLabel: "Main",
  logoMark: "GC",
  homeLabel: "home page",
  about: { label: "About", href: "/about" },
  contact: { label: "Contact", href: "/contact" },
  categories: "Categories",
  brands: "Brands",
  viewProducts: { label: "View Products", href: "/products" },
  allInCategory: (category: string) => `All ${category}`,
  /** The site-wide search field of the header and the mobile sheet (its suggestions' texts are in search.ts). */
  search: {
    landmarkLabel: "Site search",
    label: "Search the catalogue",
    placeholder: "Products, brands, codes…",
    submit: "Search",
  },
} as const;

export const MOBILE_NAV_TEXT = {
  openMenu: "Open navigation menu",
  closeMenu: "Close navigation menu",
  title: "Navigation",
  description: "Pages, product categories and brands",
  categoriesHeading: "Categories",
  brandsHeading: "Brands",
  toggleCategory: (category: string) => `Show ${category} subcategories`,
  viewAllProducts: { label: "View All Products", href: "/products" },
} as const;

export const FOOTER_TEXT = {
  tagline: (country: string) => `Leading ${country}'s cleaning industry since 2004 with innovative solutions`,
  partnering: "Partnering with global manufacturers to deliver cutting-edge equipment and technologies.",
  categoriesHeading: "Categories",
  companyHeading: "Company",
  followHeading: "Follow Us",
  legalLabel: "Legal",
  copyright: (year: number, companyName: string) => `© ${year} ${companyName}. All rights reserved.`,
} as const;

export const FOOTER_COMPANY_LINKS: NavLinkItem[] = [
  { label: "About Us", href: "/about" },
  { label: "Our Brands", href: "/products" },
  { label: "Services", href: "/about#services" },
  { label: "Contact", href: "/contact" },
];

export const FOOTER_LEGAL_LINKS: NavLinkItem[] = [
  { label: "Privacy Policy", href: "/privacy-policy" },
  { label: "Terms of Service", href: "/terms-of-service" },
  { label: "Sitemap", href: "/sitemap" },
];

export type SocialNetwork = "facebook" | "instagram" | "linkedin";

/** Accessible names of the social links (the links show icons only). */
export const SOCIAL_LABELS: Record<SocialNetwork, string> = {
  facebook: "Follow us on Facebook",
  instagram: "Follow us on Instagram",
  linkedin: "Follow us on LinkedIn",
};

export const CHAT_BUTTON_LABEL = "Chat with us on WhatsApp";
