/** Labels and link groups of the shared layout (spec 2.2): header, mobile sheet, footer and chat button. */
import { bilingual } from "~/lib/i18n/bilingual";

export interface NavLinkItem {
  label: string;
  href: string;
}

/** Spec 9.3: the header and mobile brand lists show the first 10 brand-navigation entries. */
export const NAV_BRAND_LIMIT = 10;

/** Addresses are the English ones; components pass them through useLocalizedPath. */
export const HEADER_TEXT = bilingual({
  en: {
    navLabel: "Main",
    logoMark: "GC",
    homeLabel: "home page",
    about: { label: "About", href: "/about" },
    contact: { label: "Contact", href: "/contact" },
    categories: "Categories",
    brands: "Brands",
    viewProducts: { label: "View Products", href: "/products" },
    allInCategory: (category: string) => `All ${category}`,
    skipToContent: "Skip to content",
    /** The site-wide search field of the header and the mobile sheet (its suggestions' texts are in search.ts). */
    search: {
      landmarkLabel: "Site search",
      label: "Search the catalogue",
      placeholder: "Products, brands, codes…",
      submit: "Search",
    },
  },
  ar: {
    navLabel: "القائمة الرئيسية",
    logoMark: "GC",
    homeLabel: "الصفحة الرئيسية",
    about: { label: "من نحن", href: "/about" },
    contact: { label: "اتصل بنا", href: "/contact" },
    categories: "الفئات",
    brands: "العلامات التجارية",
    viewProducts: { label: "تصفح المنتجات", href: "/products" },
    allInCategory: (category: string) => `كل ${category}`,
    skipToContent: "انتقل إلى المحتوى",
    search: {
      landmarkLabel: "البحث في الموقع",
      label: "ابحث في الكتالوج",
      placeholder: "منتجات، علامات تجارية، رموز…",
      submit: "بحث",
    },
  },
});

export const MOBILE_NAV_TEXT = bilingual({
  en: {
    openMenu: "Open navigation menu",
    closeMenu: "Close navigation menu",
    title: "Navigation",
    description: "Pages, product categories and brands",
    categoriesHeading: "Categories",
    brandsHeading: "Brands",
    toggleCategory: (category: string) => `Show ${category} subcategories`,
    viewAllProducts: { label: "View All Products", href: "/products" },
  },
  ar: {
    openMenu: "افتح قائمة التنقل",
    closeMenu: "أغلق قائمة التنقل",
    title: "التنقل",
    description: "الصفحات وفئات المنتجات والعلامات التجارية",
    categoriesHeading: "الفئات",
    brandsHeading: "العلامات التجارية",
    toggleCategory: (category: string) => `اعرض الفئات الفرعية لـ ${category}`,
    viewAllProducts: { label: "تصفح كل المنتجات", href: "/products" },
  },
});

export const FOOTER_TEXT = bilingual({
  en: {
    tagline: (country: string) => `Leading ${country}'s cleaning industry since 2004 with innovative solutions`,
    partnering: "Partnering with global manufacturers to deliver cutting-edge equipment and technologies.",
    categoriesHeading: "Categories",
    companyHeading: "Company",
    followHeading: "Follow Us",
    legalLabel: "Legal",
    copyright: (year: number, companyName: string) => `© ${year} ${companyName}. All rights reserved.`,
  },
  ar: {
    tagline: (country: string) => `رواد قطاع التنظيف في ${country} منذ 2004 بحلول مبتكرة`,
    partnering: "نتعاون مع كبرى الشركات المصنّعة في العالم لنقدّم أحدث المعدات والتقنيات.",
    categoriesHeading: "الفئات",
    companyHeading: "الشركة",
    followHeading: "تابعونا",
    legalLabel: "الشؤون القانونية",
    copyright: (year: number, companyName: string) => `© ${year} ${companyName}. جميع الحقوق محفوظة.`,
  },
});

export const FOOTER_COMPANY_LINKS = bilingual<NavLinkItem[]>({
  en: [
    { label: "About Us", href: "/about" },
    { label: "Our Brands", href: "/products" },
    { label: "Services", href: "/about#services" },
    { label: "Contact", href: "/contact" },
  ],
  ar: [
    { label: "من نحن", href: "/about" },
    { label: "علاماتنا التجارية", href: "/products" },
    { label: "خدماتنا", href: "/about#services" },
    { label: "اتصل بنا", href: "/contact" },
  ],
});

export const FOOTER_LEGAL_LINKS = bilingual<NavLinkItem[]>({
  en: [
    { label: "Privacy Policy", href: "/privacy-policy" },
    { label: "Terms of Service", href: "/terms-of-service" },
    { label: "Sitemap", href: "/sitemap" },
  ],
  ar: [
    { label: "سياسة الخصوصية", href: "/privacy-policy" },
    { label: "شروط الخدمة", href: "/terms-of-service" },
    { label: "خريطة الموقع", href: "/sitemap" },
  ],
});

export type SocialNetwork = "facebook" | "instagram" | "linkedin";

/** Accessible names of the social links (the links show icons only). */
export const SOCIAL_LABELS = bilingual<Record<SocialNetwork, string>>({
  en: {
    facebook: "Follow us on Facebook",
    instagram: "Follow us on Instagram",
    linkedin: "Follow us on LinkedIn",
  },
  ar: {
    facebook: "تابعونا على فيسبوك",
    instagram: "تابعونا على إنستغرام",
    linkedin: "تابعونا على لينكدإن",
  },
});

export const CHAT_BUTTON_LABEL = bilingual({
  en: "Chat with us on WhatsApp",
  ar: "تحدث معنا عبر واتساب",
});

/**
 * The suggestion shown on the English home page to a browser that prefers Arabic (decision 130): always in Arabic, as
 * its reader is the one who prefers Arabic (content-parity.test.ts names it language-neutral).
 */
export const ARABIC_SUGGESTION_TEXT = {
  label: "النسخة العربية",
  message: "هذا الموقع متوفر أيضاً باللغة العربية.",
  open: "تصفّح النسخة العربية",
  dismiss: "لا، شكراً",
} as const;

/** The /sitemap page's own texts (its link groups are SITEMAP_GROUPS in legal.ts). */
export const SITEMAP_PAGE_TEXT = bilingual({
  en: {
    title: "Sitemap",
    description: "All pages of our website: company pages, solutions, the product catalogue and legal information.",
  },
  ar: {
    title: "خريطة الموقع",
    description: "جميع صفحات موقعنا: صفحات الشركة والحلول وكتالوج المنتجات والمعلومات القانونية.",
  },
});
