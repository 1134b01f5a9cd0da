/**
 * What the about route needs before the page's code loads (decision 106): its title and meta description. The page's
 * other texts are in about.ts (ABOUT_TEXT includes these).
 */
import { bilingual } from "~/lib/i18n/bilingual";
import { FOUNDED_YEAR } from "./company-facts";

export const ABOUT_PAGE_HEAD = bilingual({
  en: {
    title: "About Us",
    metaDescription: (country: string) =>
      `Since ${FOUNDED_YEAR} we supply, train and service professional cleaning equipment in ${country}: our story, services, mission and milestones.`,
  },
  ar: {
    title: "من نحن",
    metaDescription: (country: string) =>
      `منذ عام ${FOUNDED_YEAR} نورّد معدات التنظيف الاحترافية وندرّب عليها ونتولى صيانتها في ${country}: قصتنا وخدماتنا ورسالتنا ومحطات مسيرتنا.`,
  },
});
