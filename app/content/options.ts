/**
 * Option lists of spec 9.1: one source for the forms, their schemas and the server. The stored values are the spec's
 * English words in both editions (the inbox filters by them); OPTION_LABELS is what each edition shows for them.
 */
import { bilingual } from "~/lib/i18n/bilingual";

export const CONTACT_CATEGORIES = [
  "Equipments",
  "Washroom Hygiene",
  "Chemicals",
  "Cleaning Tools & Accessories",
  "Waste Management",
] as const;

export const QUOTE_INDUSTRIES = [
  "Healthcare & Medical",
  "Hospitality & Hotels",
  "Commercial Offices",
  "Retail & Shopping Centers",
  "Industrial & Manufacturing",
  "Education & Schools",
  "Government & Municipal",
  "Sports & Recreation",
  "Other",
] as const;

export const QUOTE_PRODUCT_CATEGORIES = [
  "Industrial Vacuum Cleaners",
  "Floor Care Equipment",
  "Cleaning Chemicals",
  "Specialized Equipment",
  "Complete Cleaning Solutions",
  "Multiple Categories",
] as const;

export const PROJECT_SIZES = [
  "Small (1-10 units)",
  "Medium (11-50 units)",
  "Large (51-200 units)",
  "Enterprise (200+ units)",
] as const;

export const TIMELINES = [
  "Immediate (Within 1 month)",
  "Short-term (1-3 months)",
  "Medium-term (3-6 months)",
  "Long-term (6+ months)",
] as const;

/** The category the quote API payload of spec 7.2 always carries. */
export const QUOTE_REQUEST_CATEGORY = "Quote Request";

type OptionValue =
  | (typeof CONTACT_CATEGORIES)[number]
  | (typeof QUOTE_INDUSTRIES)[number]
  | (typeof QUOTE_PRODUCT_CATEGORIES)[number]
  | (typeof PROJECT_SIZES)[number]
  | (typeof TIMELINES)[number];

const ENGLISH_LABELS = Object.fromEntries(
  [...CONTACT_CATEGORIES, ...QUOTE_INDUSTRIES, ...QUOTE_PRODUCT_CATEGORIES, ...PROJECT_SIZES, ...TIMELINES].map(
    (value) => [value, value],
  ),
) as Record<OptionValue, string>;

/** What a select shows for each stored option value: the value itself in English, its Arabic name in Arabic. */
export const OPTION_LABELS = bilingual({
  en: ENGLISH_LABELS,
  ar: {
    Equipments: "المعدات",
    "Washroom Hygiene": "نظافة دورات المياه",
    Chemicals: "المواد الكيميائية",
    "Cleaning Tools & Accessories": "أدوات التنظيف وملحقاتها",
    "Waste Management": "إدارة النفايات",
    "Healthcare & Medical": "الرعاية الصحية والطبية",
    "Hospitality & Hotels": "الضيافة والفنادق",
    "Commercial Offices": "المكاتب التجارية",
    "Retail & Shopping Centers": "متاجر التجزئة ومراكز التسوق",
    "Industrial & Manufacturing": "الصناعة والتصنيع",
    "Education & Schools": "التعليم والمدارس",
    "Government & Municipal": "الجهات الحكومية والبلديات",
    "Sports & Recreation": "الرياضة والترفيه",
    Other: "أخرى",
    "Industrial Vacuum Cleaners": "المكانس الكهربائية الصناعية",
    "Floor Care Equipment": "معدات العناية بالأرضيات",
    "Cleaning Chemicals": "مواد التنظيف الكيميائية",
    "Specialized Equipment": "معدات متخصصة",
    "Complete Cleaning Solutions": "حلول تنظيف متكاملة",
    "Multiple Categories": "فئات متعددة",
    "Small (1-10 units)": "صغير (1-10 وحدات)",
    "Medium (11-50 units)": "متوسط (11-50 وحدة)",
    "Large (51-200 units)": "كبير (51-200 وحدة)",
    "Enterprise (200+ units)": "مؤسسي (أكثر من 200 وحدة)",
    "Immediate (Within 1 month)": "فوري (خلال شهر)",
    "Short-term (1-3 months)": "قصير المدى (1-3 أشهر)",
    "Medium-term (3-6 months)": "متوسط المدى (3-6 أشهر)",
    "Long-term (6+ months)": "طويل المدى (أكثر من 6 أشهر)",
  },
});
