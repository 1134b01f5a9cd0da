/** The mobile sheet's texts (spec 2.2): loaded with the sheet's code on first use, not with every page. */
import { bilingual } from "~/lib/i18n/bilingual";

export const MOBILE_NAV_TEXT = bilingual({
  en: {
    closeMenu: "Close navigation menu",
    title: "Navigation",
    description: "Pages, product categories and brands",
    categoriesHeading: "Categories",
    brandsHeading: "Brands",
    toggleCategory: (category: string) => `Show ${category} subcategories`,
    viewAllProducts: { label: "View All Products", href: "/products" },
  },
  ar: {
    closeMenu: "أغلق قائمة التنقل",
    title: "التنقل",
    description: "الصفحات وفئات المنتجات والعلامات التجارية",
    categoriesHeading: "الفئات",
    brandsHeading: "العلامات التجارية",
    toggleCategory: (category: string) => `اعرض الفئات الفرعية لـ ${category}`,
    viewAllProducts: { label: "تصفح كل المنتجات", href: "/products" },
  },
});
