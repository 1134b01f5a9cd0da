/** Company facts a deployment may change (spec 2.12, 9.7): defaults here, overridden by SITE_* environment variables (server/site-config.ts). */
import { bilingual } from "~/lib/i18n/bilingual";
import type { Locale } from "~/lib/i18n/locale";

/** The facts a visitor reads as words, in one edition's language (issue 18, decision 129). */
export interface SiteText {
  companyName: string;
  country: string;
  city: string;
}

/** Checked at start-up by server/site-config.ts (zod stays out of the browser bundle). */
export interface SiteConfig {
  companyName: string;
  country: string;
  city: string;
  showroomPhone: string;
  warehousePhone: string;
  email: string;
  websiteHost: string;
  /** Digits only, international format without "+" (as wa.me expects). */
  whatsappNumber: string;
  social: { facebook: string; instagram: string; linkedin: string };
  /**
   * The Arabic edition's names (SITE_COMPANY_NAME_AR, SITE_COUNTRY_AR, SITE_CITY_AR). Without them a deployment that
   * renamed a fact in English shows that English name on Arabic pages, never the default company's Arabic one
   * (server/site-config.ts, decision 129).
   */
  arabic: SiteText;
}

export const DEFAULT_SITE_CONFIG: SiteConfig = {
  companyName: "Gulf Clean Equipment Trading",
  country: "Qatar",
  city: "Doha",
  showroomPhone: "+974 4411 2004",
  warehousePhone: "+974 4460 2040",
  email: "sales@gulfclean-equipment.example",
  websiteHost: "www.gulfclean-equipment.example",
  whatsappNumber: "97455112004",
  social: {
    facebook: "https://www.facebook.com/gulfclean.equipment",
    instagram: "https://www.instagram.com/gulfclean.equipment",
    linkedin: "https://www.linkedin.com/company/gulfclean-equipment",
  },
  arabic: { companyName: "جلف كلين لتجارة المعدات", country: "قطر", city: "الدوحة" },
};

/** The company's name, country and city in an edition's language: `siteTextIn(site, locale).country`. */
export function siteTextIn(site: SiteConfig, locale: Locale): SiteText {
  return locale === "ar" ? site.arabic : { companyName: site.companyName, country: site.country, city: site.city };
}

export const WHATSAPP_MESSAGE = bilingual({
  en: "Hi! I'd like to inquire about your industrial cleaning products.",
  ar: "مرحباً! أودّ الاستفسار عن منتجات التنظيف الاحترافية لديكم.",
});

export function whatsappHref(config: SiteConfig, locale: Locale = "en"): string {
  return `https://wa.me/${config.whatsappNumber}?text=${encodeURIComponent(WHATSAPP_MESSAGE[locale])}`;
}

/** Spec 9.7, the one source of the opening hours: the contact page shows them, the JSON-LD describes them. */
export const OPENING_HOURS = [
  {
    days: ["Saturday", "Sunday", "Monday", "Tuesday", "Wednesday"],
    periods: [
      ["08:00", "13:00"],
      ["15:00", "18:30"],
    ],
  },
  { days: ["Thursday"], periods: [["08:00", "13:00"]] },
] as const;
