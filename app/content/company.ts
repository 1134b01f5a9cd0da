/**
 * Company copy (spec 1, 2.3, 3.5, 9.6): the home page's texts and the services (home and about pages). The about page's
 * own texts are in about.ts; the company facts shared with the hero in company-facts.ts.
 */
import { arabicCount } from "~/lib/i18n/arabic-count";
import { bilingual } from "~/lib/i18n/bilingual";
import { FOUNDED_YEAR } from "./company-facts";

export const HOME_TEXT = bilingual({
  en: {
    partnersTitle: "Our Partners",
    partnersSubtitle: "Trusted partnerships with industry leaders worldwide",
    partnerStats: [
      { value: "21+", label: "Years Partnership" },
      { value: "12+", label: "Global Brands" },
    ],
    aboutTitle: "About Us",
    aboutText:
      "For two decades we have supplied hotels, hospitals, malls, factories and facility-management companies with the machines, chemicals and hygiene systems they rely on every day — and stayed with them for training, spare parts and service.",
    established: { label: "Established", value: String(FOUNDED_YEAR) },
    brandsStat: { label: "Global Brands", value: "12+" },
    showroomAlt:
      "Our warehouse operations: a forklift moving pallets between racks as part of our inventory management",
    learnMore: "Discover Our Story",
    solutionsTitle: "Solutions & Industries",
    solutionsSubtitle: "Comprehensive cleaning solutions for every industry",
    ctaTitle: "Ready to Transform Your Operations?",
    ctaText: "Experience the future of industrial cleaning with our comprehensive service ecosystem",
    ctaButton: "Schedule Expert Consultation",
    categoriesTitle: "Product Categories",
    categoriesSubtitle: "Everything a professional cleaning operation needs, from one supplier.",
    productsBadge: (count: number) => `${count} products`,
    moreCategories: (count: number) => `+${count} more categories`,
    viewAllProducts: "View All Products",
  },
  ar: {
    partnersTitle: "شركاؤنا",
    partnersSubtitle: "شراكات موثوقة مع روّاد الصناعة حول العالم",
    partnerStats: [
      { value: "21+", label: "عامًا من الشراكة" },
      { value: "12+", label: "علامة تجارية عالمية" },
    ],
    aboutTitle: "من نحن",
    aboutText:
      "على مدى عقدين زوّدنا الفنادق والمستشفيات ومراكز التسوق والمصانع وشركات إدارة المرافق بالآلات والمواد الكيميائية وأنظمة النظافة التي تعتمد عليها كل يوم، وبقينا إلى جانبها بالتدريب وقطع الغيار والصيانة.",
    established: { label: "سنة التأسيس", value: String(FOUNDED_YEAR) },
    brandsStat: { label: "علامة تجارية عالمية", value: "12+" },
    showroomAlt: "عمليات مستودعنا: رافعة شوكية تنقل منصات البضائع بين الرفوف ضمن إدارة المخزون",
    learnMore: "اكتشف قصتنا",
    solutionsTitle: "الحلول والقطاعات",
    solutionsSubtitle: "حلول تنظيف متكاملة لكل قطاع",
    ctaTitle: "هل أنت مستعد للارتقاء بعملياتك؟",
    ctaText: "اكتشف مستقبل التنظيف الصناعي مع منظومة خدماتنا المتكاملة",
    ctaButton: "احجز استشارة متخصصة",
    categoriesTitle: "فئات المنتجات",
    categoriesSubtitle: "كل ما تحتاجه عمليات التنظيف الاحترافية من مورّد واحد.",
    productsBadge: (count: number) =>
      arabicCount(count, { one: "منتج واحد", two: "منتجان", few: "{n} منتجات", many: "{n} منتجًا", other: "{n} منتج" }),
    moreCategories: (count: number) =>
      arabicCount(count, {
        one: "+{n} فئة أخرى",
        two: "+{n} فئتان أخريان",
        few: "+{n} فئات أخرى",
        many: "+{n} فئة أخرى",
        other: "+{n} فئة أخرى",
      }),
    viewAllProducts: "عرض جميع المنتجات",
  },
});

/** Spec 9.3 display limits on the home page. */
export const HOME_CATEGORY_SUBCATEGORY_LIMIT = 4;

export type ServiceIcon = "graduation-cap" | "wrench" | "handshake";
export type ServiceId = "training" | "support" | "business-setup";

/** Spec 3.5: the three services, in order (ids, icon keys and colours as given); their texts are SERVICE_TEXT's. */
export const SERVICES: ReadonlyArray<{ id: ServiceId; icon: ServiceIcon; color: string }> = [
  { id: "training", icon: "graduation-cap", color: "bg-brand-700" },
  { id: "support", icon: "wrench", color: "bg-accent-700" },
  { id: "business-setup", icon: "handshake", color: "bg-indigo-700" },
];

/** The services' titles and texts (ours; the spec gives none). */
export const SERVICE_TEXT = bilingual({
  en: {
    training: {
      title: "Operator Training",
      description:
        "Hands-on training for your cleaning teams on every machine and chemical we supply: safe operation, correct dilution, daily care and certification.",
    },
    support: {
      title: "Technical Support & Service",
      description:
        "Preventive maintenance contracts, a workshop with genuine spare parts, and technicians who come to your site when a machine needs attention.",
    },
    "business-setup": {
      title: "Business Setup",
      description:
        "For new cleaning companies and facility-management contracts: equipment planning, chemical programmes and method statements for tenders.",
    },
  },
  ar: {
    training: {
      title: "تدريب المشغّلين",
      description:
        "تدريب عملي لفرق التنظيف لديك على كل آلة ومادة كيميائية نوردها: التشغيل الآمن، والتخفيف الصحيح، والعناية اليومية، والحصول على الشهادات.",
    },
    support: {
      title: "الدعم الفني والصيانة",
      description:
        "عقود صيانة وقائية، وورشة مجهّزة بقطع الغيار الأصلية، وفنيون يحضرون إلى موقعك متى احتاجت إحدى الآلات إلى عناية.",
    },
    "business-setup": {
      title: "تأسيس الأعمال",
      description:
        "لشركات التنظيف الناشئة وعقود إدارة المرافق: تخطيط المعدات، وبرامج المواد الكيميائية، وبيانات منهجية العمل للمناقصات.",
    },
  },
}) satisfies { en: Record<ServiceId, unknown> };
