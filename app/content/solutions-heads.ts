/**
 * What the solutions overview and the focused solution routes need before the page's code loads (decision 106): each
 * page's title and meta description. The pages' other texts are in solutions.ts (which includes these).
 */
import { bilingual } from "~/lib/i18n/bilingual";

export const SOLUTIONS_PAGE_HEAD = bilingual({
  en: {
    title: "Domestic, Commercial & Industrial Solutions",
    metaDescription:
      "Cleaning solutions by category and by brand: equipment, washroom hygiene, chemicals, tools and waste management from international manufacturers.",
  },
  ar: {
    title: "حلول منزلية وتجارية وصناعية",
    metaDescription:
      "حلول التنظيف حسب الفئة والعلامة التجارية: المعدات، ونظافة دورات المياه، والمواد الكيميائية، والأدوات، وإدارة النفايات من شركات مصنّعة عالمية.",
  },
});

export const FOCUSED_PAGE_HEADS = bilingual({
  en: {
    vacuum: {
      title: "Industrial Vacuum Solutions",
      metaDescription:
        "Commercial and industrial vacuum cleaners: dry, wet & dry, backpack, three-phase and ATEX models with HEPA filtration, supplied and serviced locally.",
    },
    automation: {
      title: "Industrial Automation Solutions",
      metaDescription:
        "Autonomous cleaning robots and smart machines: route mapping, AI obstacle detection, auto-docking and cleaning reports for large facilities.",
    },
    "floor-care": {
      title: "Smart Floor Care",
      metaDescription:
        "Floor care equipment: scrubber-dryers, floor machines, grinders, polishers and pads for marble, terrazzo, vinyl and concrete floors.",
    },
    chemicals: {
      title: "Advanced Cleaning Chemicals",
      metaDescription:
        "Professional cleaning chemicals: housekeeping, kitchen degreasers, dishwash detergents, disinfectants and sanitizers with dilution control.",
    },
  },
  ar: {
    vacuum: {
      title: "حلول الشفط الصناعي",
      metaDescription:
        "مكانس كهربائية تجارية وصناعية: للشفط الجاف، وللشفط الجاف والرطب، ومحمولة على الظهر، وثلاثية الطور، وطرازات ATEX مع ترشيح HEPA، نوردها ونتولى صيانتها محليًا.",
    },
    automation: {
      title: "حلول الأتمتة الصناعية",
      metaDescription:
        "روبوتات تنظيف ذاتية القيادة وآلات ذكية: رسم خرائط المسارات، واكتشاف العوائق بالذكاء الاصطناعي، والعودة التلقائية إلى محطة الشحن، وتقارير التنظيف للمنشآت الكبيرة.",
    },
    "floor-care": {
      title: "العناية الذكية بالأرضيات",
      metaDescription:
        "معدات العناية بالأرضيات: آلات التنظيف والتجفيف، وآلات الأرضيات، وآلات الجلي والتلميع، والوسادات لأرضيات الرخام والتيرازو والفينيل والخرسانة.",
    },
    chemicals: {
      title: "مواد تنظيف كيميائية متطورة",
      metaDescription:
        "مواد تنظيف كيميائية احترافية: للتدبير الفندقي والمنزلي، ومزيلات الدهون للمطابخ، ومنظفات غسل الأطباق، والمطهرات والمعقمات مع أنظمة التحكم في التخفيف.",
    },
  },
});
