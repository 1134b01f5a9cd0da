/** The company facts shared by the home page's first paint and the about page (spec 1): kept apart so the home page's first load does not carry the rest of the company copy. */
import { bilingual } from "~/lib/i18n/bilingual";

export const FOUNDED_YEAR = 2004;

export const COMPANY_TEXT = bilingual({
  en: {
    leading: (country: string) =>
      `Leading ${country}'s cleaning industry since ${FOUNDED_YEAR} with innovative solutions`,
    partnering: "Partnering with global manufacturers to deliver cutting-edge equipment and technologies.",
  },
  ar: {
    leading: (country: string) => `روّاد قطاع التنظيف في ${country} منذ ${FOUNDED_YEAR} بحلول مبتكرة`,
    partnering: "نتعاون مع كبرى الشركات المصنّعة في العالم لنقدّم أحدث المعدات والتقنيات.",
  },
});
