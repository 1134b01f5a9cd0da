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

function clock(time: string, [am, pm]: readonly [string, string]): string {
  const [hours = 0, minutes = 0] = time.split(":").map(Number);
  return `${((hours + 11) % 12) + 1}:${String(minutes).padStart(2, "0")} ${hours < 12 ? am : pm}`;
}

const WEEKDAYS_AR: Record<string, string> = {
  Saturday: "السبت",
  Sunday: "الأحد",
  Monday: "الاثنين",
  Tuesday: "الثلاثاء",
  Wednesday: "الأربعاء",
  Thursday: "الخميس",
  Friday: "الجمعة",
};

/** The opening hours as rows to read, from OPENING_HOURS, in one language's day names, clock and list separator. */
function businessHours(
  dayName: (day: string) => string,
  meridiem: readonly [string, string],
  separator: string,
  closed: string,
): Array<{ days: string; hours: string }> {
  return [
    ...OPENING_HOURS.map(({ days, periods }) => ({
      days: days.length > 1 ? `${dayName(days[0])} – ${dayName(days[days.length - 1]!)}` : dayName(days[0]),
      hours: periods.map(([opens, closes]) => `${clock(opens, meridiem)} – ${clock(closes, meridiem)}`).join(separator),
    })),
    { days: dayName("Friday"), hours: closed },
  ];
}

export const BUSINESS_HOURS = bilingual<ReadonlyArray<{ days: string; hours: string }>>({
  en: businessHours((day) => day, ["AM", "PM"], ", ", "Closed"),
  ar: businessHours((day) => WEEKDAYS_AR[day] ?? day, ["ص", "م"], "، ", "مغلق"),
});
