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
    about: { label: "About", href: "/about" },
    contact: { label: "Contact", href: "/contact" },
    categories: "Categories",
    brands: "Brands",
    viewProducts: { label: "View Products", href: "/products" },
    allInCategory: (category: string) => `All ${category}`,
    skipToContent: "Skip to content",
    /** The mobile menu button (the sheet's own texts are in mobile-nav.ts, loaded with it). */
    openMenu: "Open navigation menu",
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
    about: { label: "من نحن", href: "/about" },
    contact: { label: "اتصل بنا", href: "/contact" },
    categories: "الفئات",
    brands: "العلامات التجارية",
    viewProducts: { label: "تصفح المنتجات", href: "/products" },
    allInCategory: (category: string) => `كل ${category}`,
    skipToContent: "انتقل إلى المحتوى",
    openMenu: "افتح قائمة التنقل",
    search: {
      landmarkLabel: "البحث في الموقع",
      label: "ابحث في الكتالوج",
      placeholder: "منتجات، علامات تجارية، رموز…",
      submit: "بحث",
    },
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
