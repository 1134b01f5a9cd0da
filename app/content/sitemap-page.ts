import { bilingual } from "~/lib/i18n/bilingual";

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
