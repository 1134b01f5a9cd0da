/** Texts of the solutions overview and the four focused solution pages (spec 2.8, 2.9). */
import { arabicCount } from "~/lib/i18n/arabic-count";
import { bilingual } from "~/lib/i18n/bilingual";
import { FOCUSED_PAGE_HEADS, SOLUTIONS_PAGE_HEAD } from "./solutions-heads";

/** Cards shown on the solutions overview before "Show More Products". */
export const SOLUTIONS_PAGE_SIZE = 24;

/** Vacuum and automation pages show every match; past this many (a large catalogue) they page with "Show more". */
export const FOCUSED_PAGE_SIZE = 48;

/** Lists shown a page at a time (solutions overview; vacuum and automation pages with a large catalogue). */
export const PAGED_LIST_TEXT = bilingual({
  en: {
    showing: (shown: number, total: number) => `Showing ${shown} of ${total} products`,
    showingSome: (shown: number) => `Showing the first ${shown} products`,
    showMore: "Show More Products",
    viewFullList: "Continue in the Full Catalogue",
  },
  ar: {
    showing: (shown: number, total: number) => `المعروض ${shown} من أصل ${total} من المنتجات`,
    showingSome: (shown: number) => `المعروض أول ${shown} من المنتجات`,
    showMore: "عرض المزيد من المنتجات",
    viewFullList: "المتابعة في الكتالوج الكامل",
  },
});

export const SOLUTIONS_TEXT = bilingual({
  en: {
    ...SOLUTIONS_PAGE_HEAD.en,
    intro:
      "From a single office to a 24-hour logistics hub: machines, chemicals, hygiene systems and tools chosen for the way your site is cleaned.",
    back: "Back to Home",
    mainCategories: "Main Categories",
    productCount: (count: number) => `${count}+ Products`,
    shopByBrand: "Shop by Brand",
    brandToggle: (brand: string, active: boolean) =>
      active ? `Show all brands (clear ${brand})` : `Show ${brand} products`,
    clearFilter: (brand: string) => `Clear Filter (${brand})`,
    brandProducts: (brand: string) => `${brand} Products`,
    allProducts: "All Products",
    available: (count: number) => `${count} products available`,
    noBrandProducts: (brand: string) =>
      `No ${brand} products are listed at the moment. Our team can still source them for you.`,
    noProducts: "No products are listed at the moment. Our team can tell you what is in stock.",
    askTeam: "Ask Our Team",
  },
  ar: {
    ...SOLUTIONS_PAGE_HEAD.ar,
    intro:
      "من مكتب واحد إلى مركز لوجستي يعمل على مدار الساعة: آلات ومواد كيميائية وأنظمة نظافة وأدوات نختارها لتلائم طريقة تنظيف موقعك.",
    back: "العودة إلى الرئيسية",
    mainCategories: "الفئات الرئيسية",
    productCount: (count: number) =>
      arabicCount(count, {
        one: "{n}+ منتج",
        two: "{n}+ منتج",
        few: "{n}+ منتجات",
        many: "{n}+ منتجًا",
        other: "{n}+ منتج",
      }),
    shopByBrand: "تسوّق حسب العلامة التجارية",
    brandToggle: (brand: string, active: boolean) =>
      active ? `عرض جميع العلامات التجارية (إلغاء ${brand})` : `عرض منتجات ${brand}`,
    clearFilter: (brand: string) => `إلغاء التصفية (${brand})`,
    brandProducts: (brand: string) => `منتجات ${brand}`,
    allProducts: "جميع المنتجات",
    available: (count: number) =>
      arabicCount(count, {
        one: "منتج واحد متوفر",
        two: "منتجان متوفران",
        few: "{n} منتجات متوفرة",
        many: "{n} منتجًا متوفرًا",
        other: "{n} منتج متوفر",
      }),
    noBrandProducts: (brand: string) => `لا توجد منتجات من ${brand} معروضة حاليًا، ويمكن لفريقنا توفيرها لك.`,
    noProducts: "لا توجد منتجات معروضة حاليًا، ويسعد فريقنا بإخبارك بما هو متوفر في المخزون.",
    askTeam: "اسأل فريقنا",
  },
});

export interface FocusedPageText {
  readonly eyebrow: string;
  readonly title: string;
  readonly intro: string;
  readonly metaDescription: string;
  readonly productsHeading: string;
  readonly empty: string;
  readonly links?: ReadonlyArray<{ readonly label: string; readonly href: string }>;
  /** Where a paged list continues past the page ceiling. */
  readonly fullListHref?: string;
}

export type FocusedPageKey = keyof typeof FOCUSED_PAGE_HEADS.en;

export const FOCUSED_PAGES = bilingual({
  en: {
    vacuum: {
      eyebrow: "Vacuum Solutions",
      ...FOCUSED_PAGE_HEADS.en.vacuum,
      intro:
        "Dry, wet and heavy-duty vacuums with HEPA and class M filtration, for offices, hotels, workshops and production floors that cannot afford dust.",
      productsHeading: "Our Vacuum Range",
      empty: "Our vacuum range is being updated. Ask our team for the current models.",
      fullListHref: "/products?category=Industrial%20Vacuum%20Cleaners",
    },
    automation: {
      eyebrow: "Automation",
      ...FOCUSED_PAGE_HEADS.en.automation,
      intro:
        "Autonomous scrubbers and vacuum robots that map your building, clean on schedule and report every square metre, so your team can focus on detail work.",
      productsHeading: "Smart and Autonomous Machines",
      empty: "Ask our team about autonomous cleaning for your site.",
      fullListHref: "/products",
    },
    "floor-care": {
      eyebrow: "Floor Care",
      ...FOCUSED_PAGE_HEADS.en["floor-care"],
      intro:
        "Scrubber-dryers, single-disc machines, burnishers, grinders and pads that restore and maintain marble, terrazzo, vinyl and concrete.",
      productsHeading: "Featured Floor Care Equipment",
      empty: "Ask our team about floor care equipment for your site.",
      links: [
        { label: "View All Floor Care Equipment", href: "/products?category=Floor%20Care%20Equipment" },
        { label: "Talk to a Floor Care Specialist", href: "/contact" },
      ],
    },
    chemicals: {
      eyebrow: "Chemicals",
      ...FOCUSED_PAGE_HEADS.en.chemicals,
      intro:
        "Concentrated housekeeping, kitchen and disinfection chemicals with dilution control, safety data sheets in English and Arabic, and on-site training.",
      productsHeading: "Featured Chemicals",
      empty: "Ask our team about chemicals for your site.",
      links: [
        { label: "View All Cleaning Chemicals", href: "/products?category=Cleaning%20Chemicals" },
        { label: "Ask a Chemical Specialist", href: "/contact" },
      ],
    },
  },
  ar: {
    vacuum: {
      eyebrow: "حلول الشفط",
      ...FOCUSED_PAGE_HEADS.ar.vacuum,
      intro:
        "مكانس كهربائية للشفط الجاف والرطب وللأعمال الشاقة، مزوّدة بمرشحات HEPA وفئة M، للمكاتب والفنادق والورش وخطوط الإنتاج التي لا تحتمل الغبار.",
      productsHeading: "تشكيلة المكانس لدينا",
      empty: "نعمل على تحديث تشكيلة المكانس. اسأل فريقنا عن الطرازات المتوفرة حاليًا.",
      fullListHref: "/products?category=Industrial%20Vacuum%20Cleaners",
    },
    automation: {
      eyebrow: "الأتمتة",
      ...FOCUSED_PAGE_HEADS.ar.automation,
      intro:
        "آلات تنظيف وروبوتات شفط ذاتية القيادة ترسم خريطة مبناك، وتنظّف وفق جدول زمني، وتقدّم تقريرًا عن كل متر مربع، ليتفرغ فريقك للأعمال التي تتطلب دقة.",
      productsHeading: "آلات ذكية وذاتية القيادة",
      empty: "اسأل فريقنا عن حلول التنظيف الذاتي المناسبة لموقعك.",
      fullListHref: "/products",
    },
    "floor-care": {
      eyebrow: "العناية بالأرضيات",
      ...FOCUSED_PAGE_HEADS.ar["floor-care"],
      intro:
        "آلات التنظيف والتجفيف، والآلات أحادية القرص، وآلات التلميع عالية السرعة، وآلات الجلي، والوسادات التي تعيد إلى أرضيات الرخام والتيرازو والفينيل والخرسانة رونقها وتحافظ عليه.",
      productsHeading: "معدات مختارة للعناية بالأرضيات",
      empty: "اسأل فريقنا عن معدات العناية بالأرضيات المناسبة لموقعك.",
      links: [
        { label: "عرض جميع معدات العناية بالأرضيات", href: "/products?category=Floor%20Care%20Equipment" },
        { label: "تحدّث إلى متخصص في العناية بالأرضيات", href: "/contact" },
      ],
    },
    chemicals: {
      eyebrow: "المواد الكيميائية",
      ...FOCUSED_PAGE_HEADS.ar.chemicals,
      intro:
        "مواد كيميائية مركّزة للتدبير الفندقي والمطابخ والتطهير، مع أنظمة للتحكم في التخفيف، وصحائف بيانات السلامة باللغتين العربية والإنجليزية، وتدريب في الموقع.",
      productsHeading: "مواد كيميائية مختارة",
      empty: "اسأل فريقنا عن المواد الكيميائية المناسبة لموقعك.",
      links: [
        { label: "عرض جميع مواد التنظيف الكيميائية", href: "/products?category=Cleaning%20Chemicals" },
        { label: "اسأل متخصصًا في المواد الكيميائية", href: "/contact" },
      ],
    },
  },
});

/** The chemicals page's industry application cards (spec 2.9: contents not given). */
export const CHEMICAL_APPLICATIONS = bilingual({
  en: {
    heading: "Industry Applications",
    cards: [
      {
        title: "Hotels & Hospitality",
        text: "Room, lobby and laundry chemistry with pleasant fragrances and colour-coded dosing for housekeeping teams.",
      },
      {
        title: "Commercial Kitchens",
        text: "Degreasers, dishwash detergents, rinse aids and food-safe sanitizers that keep kitchens HACCP-compliant.",
      },
      {
        title: "Healthcare",
        text: "One-step disinfectant cleaners effective against bacteria and enveloped viruses, for wards, clinics and washrooms.",
      },
      {
        title: "Facilities & Offices",
        text: "Neutral floor cleaners, glass cleaners and washroom descalers dosed for low cost per square metre.",
      },
    ],
  },
  ar: {
    heading: "التطبيقات حسب القطاع",
    cards: [
      {
        title: "الفنادق والضيافة",
        text: "مواد كيميائية للغرف والردهات والمغاسل بروائح منعشة وجرعات مرمّزة بالألوان لفرق التدبير الفندقي.",
      },
      {
        title: "المطابخ التجارية",
        text: "مزيلات دهون ومنظفات لغسل الأطباق ومواد شطف ومعقمات آمنة على الأغذية، تحافظ على امتثال المطابخ لنظام HACCP.",
      },
      {
        title: "الرعاية الصحية",
        text: "منظفات مطهّرة بخطوة واحدة فعّالة ضد البكتيريا والفيروسات المغلّفة، للأجنحة والعيادات ودورات المياه.",
      },
      {
        title: "المرافق والمكاتب",
        text: "منظفات أرضيات متعادلة ومنظفات زجاج ومزيلات ترسبات لدورات المياه، بجرعات مضبوطة تحقق أقل تكلفة لكل متر مربع.",
      },
    ],
  },
});
