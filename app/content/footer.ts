/**
 * The footer's texts (spec 2.2), apart from the header's: the footer hydrates when first used (decision 104), so these
 * load with its code, not with every page's first load.
 */
import { bilingual } from "~/lib/i18n/bilingual";
import type { NavLinkItem } from "./navigation";

export type SocialNetwork = "facebook" | "instagram" | "linkedin";

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
