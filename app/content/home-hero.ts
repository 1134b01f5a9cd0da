import { bilingual } from "~/lib/i18n/bilingual";
import { FOUNDED_YEAR } from "./company-facts";

/** The home page's title, description and hero (spec 2.3): the texts of its first paint, apart from the sections below. */
export const HOME_HERO_TEXT = bilingual({
  en: {
    metaTitle: "Cleaning Equipment, Chemicals and Hygiene Solutions",
    metaDescription: (country: string) =>
      `Professional cleaning machines, chemicals, washroom hygiene, tools and bins from 12+ international brands. Sales, training and service in ${country} since ${FOUNDED_YEAR}.`,
    heroEyebrow: "Domestic · Commercial · Industrial",
    heroTitle: "Cleaning Equipment and Solutions",
    exploreSolutions: { label: "Explore Solutions", href: "/solutions" },
    expertConsultation: { label: "Expert Consultation", href: "/contact" },
    heroImageAlt: "Illustration of a ride-on scrubber-dryer cleaning a shining floor",
    heroStats: [
      { value: "21+", label: "Years of Innovation" },
      { value: "12+", label: "Global Brands" },
    ],
  },
  ar: {
    metaTitle: "معدات ومواد التنظيف وحلول النظافة",
    metaDescription: (country: string) =>
      `آلات تنظيف احترافية ومواد كيميائية ومستلزمات نظافة دورات المياه وأدوات وحاويات نفايات من أكثر من 12 علامة تجارية عالمية. مبيعات وتدريب وصيانة في ${country} منذ ${FOUNDED_YEAR}.`,
    heroEyebrow: "منزلي · تجاري · صناعي",
    heroTitle: "معدات وحلول التنظيف",
    exploreSolutions: { label: "استكشف حلولنا", href: "/solutions" },
    expertConsultation: { label: "استشارة متخصصة", href: "/contact" },
    heroImageAlt: "رسم توضيحي لآلة تنظيف وتجفيف يقودها مشغّل وهي تنظّف أرضية لامعة",
    heroStats: [
      { value: "21+", label: "عامًا من الابتكار" },
      { value: "12+", label: "علامة تجارية عالمية" },
    ],
  },
});
