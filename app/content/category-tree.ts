import { bilingual } from "~/lib/i18n/bilingual";
import type { Locale } from "~/lib/i18n/locale";

/** The fixed category tree of spec 3.4: names, descriptions and order. Counts shown to visitors are live (from the database); `productCount`/`count` here are the spec's figures, used to seed the demo catalogue. */
export interface SubCategory {
  name: string;
  href: string;
  count: number;
  description: string;
}

export interface Category {
  name: string;
  href: string;
  description: string;
  productCount: number;
  subCategories: SubCategory[];
}

/** "Vacuums & Scrubing Machines" -> "vacuums-&-scrubing-machines": the spec's slug rule (lowercase, spaces to hyphens). */
export function slugify(name: string): string {
  return name.toLowerCase().replace(/ /g, "-");
}

export function catalogueHref(category: string, subcategory?: string): string {
  const params = new URLSearchParams({ category });
  if (subcategory) params.set("subcategory", subcategory);
  return `/products?${params.toString()}`;
}

function category(
  name: string,
  description: string,
  productCount: number,
  subs: Array<[string, number, string]>,
): Category {
  return {
    name,
    href: catalogueHref(name),
    description,
    productCount,
    subCategories: subs.map(([subName, count, subDescription]) => ({
      name: subName,
      href: catalogueHref(name, subName),
      count,
      description: subDescription,
    })),
  };
}

export const CATEGORY_TREE: Category[] = [
  category(
    "Equipments",
    "Commercial and industrial machines: vacuums, scrubber-dryers, floor machines, grinders and polishers for every surface and scale.",
    123,
    [
      [
        "Vacuums & Scrubing Machines",
        33,
        "Dry and wet vacuums, walk-behind and ride-on scrubber-dryers for offices, malls and warehouses.",
      ],
      [
        "Grinding & Polishing Tools",
        57,
        "Diamond discs, pads and segments for concrete, marble and terrazzo restoration.",
      ],
      ["Floor Cleaning Machines", 9, "Single-disc machines, sweepers and burnishers for daily floor care."],
      [
        "Vacuum , High Pressure & Steam Machines",
        9,
        "Pressure washers, steam cleaners and heavy-duty extraction units.",
      ],
      [
        "Carpet cleaning and sanitizing machines",
        5,
        "Carpet extractors and sanitizing units for hotels, offices and clinics.",
      ],
      ["Grinding & Polishing Machines", 4, "Planetary grinders and polishers for stone and concrete floors."],
      ["Industrial Vacuum Machines", 4, "High-capacity industrial vacuums for dust, liquids and fine particles."],
      ["Window Cleaning", 2, "Pure-water and high-reach systems for glass facades."],
    ],
  ),
  category(
    "Washroom Hygiene",
    "Dispensers, refills, fragrance systems and restroom supplies that keep washrooms clean, stocked and fresh.",
    87,
    [
      ["Dispensers", 24, "Soap, sanitizer, towel and tissue dispensers in manual and touch-free models."],
      ["Fragrance Oil", 24, "Concentrated fragrance oils for diffusers in lobbies, hotels and retail."],
      ["Aerosol Refill", 18, "Metered aerosol air-care refills in long-lasting scents."],
      ["Diffusers", 7, "Cold-air scent diffusers for rooms and HVAC systems."],
      ["Non Aerosol Refills", 5, "Gas-free air-care refills for sensitive spaces."],
      ["Restroom Supplies", 5, "Urinal screens, seat covers and daily restroom consumables."],
      ["Non Aerosol Dispenser", 2, "Battery-powered dispensers for non-aerosol refills."],
      ["Hand Dryer", 1, "Energy-efficient high-speed hand dryers."],
      ["Refill", 1, "Universal refills for washroom dispensers."],
    ],
  ),
  category(
    "Chemicals",
    "Professional cleaning chemicals for housekeeping and commercial kitchens, dosed for safe, consistent results.",
    66,
    [
      ["Housekeeping Chemicals", 37, "Floor, surface, glass and washroom chemicals for daily housekeeping."],
      ["Kitchen Chemicals", 28, "Degreasers, dishwash detergents and food-safe sanitizers for kitchens."],
    ],
  ),
  category(
    "Cleaning Tools & Accessories",
    "Mops, squeegees, pads and trolleys: the hand tools that make every cleaning job faster.",
    61,
    [
      ["Window Cleaning Tools", 27, "Squeegees, applicators, scrapers and extension poles for glass."],
      ["Floor Pads", 18, "Stripping, scrubbing, buffing and polishing pads in every size."],
      ["Floor Cleaning Tools", 15, "Mops, buckets, brooms and trolleys for floor care."],
    ],
  ),
  category(
    "Waste Management",
    "Bins and containers for offices, public areas and back-of-house waste separation.",
    21,
    [["Bins", 21, "Pedal, swing, recycling and outdoor bins in steel and plastic."]],
  ),
];

/** What a visitor reads of a category: its name and description in an edition. */
export interface CategoryDisplay {
  name: string;
  description: string;
}

const ENGLISH_DISPLAY: Record<string, CategoryDisplay> = Object.fromEntries(
  CATEGORY_TREE.flatMap((category) => [category, ...category.subCategories]).map((node) => [
    node.name,
    { name: node.name, description: node.description },
  ]),
);

/**
 * The tree's names and descriptions in both editions (issue 18), keyed by the stored English value: the stored values
 * and the slugs built from them stay English, so an address names the same category in both editions.
 */
export const CATEGORY_DISPLAY = bilingual<Record<string, CategoryDisplay>>({
  en: ENGLISH_DISPLAY,
  ar: {
    Equipments: {
      name: "المعدات",
      description:
        "ماكينات تجارية وصناعية: مكانس كهربائية وماكينات غسيل وتجفيف الأرضيات وماكينات الأرضيات والجلي والتلميع لكل سطح وكل حجم عمل.",
    },
    "Vacuums & Scrubing Machines": {
      name: "المكانس وماكينات غسيل الأرضيات",
      description:
        "مكانس للشفط الجاف والرطب، وماكينات غسيل وتجفيف يدوية الدفع وأخرى بمقعد قيادة للمكاتب والمراكز التجارية والمستودعات.",
    },
    "Grinding & Polishing Tools": {
      name: "أدوات الجلي والتلميع",
      description: "أقراص ولبادات وقطع ماسية لترميم الخرسانة والرخام والتيرازو.",
    },
    "Floor Cleaning Machines": {
      name: "ماكينات تنظيف الأرضيات",
      description: "ماكينات أحادية القرص وكناسات وماكينات تلميع للعناية اليومية بالأرضيات.",
    },
    "Vacuum , High Pressure & Steam Machines": {
      name: "ماكينات الشفط والضغط العالي والبخار",
      description: "غسالات بالضغط العالي ومنظفات بالبخار ووحدات شفط للأعمال الشاقة.",
    },
    "Carpet cleaning and sanitizing machines": {
      name: "ماكينات تنظيف السجاد وتعقيمه",
      description: "ماكينات استخلاص لتنظيف السجاد ووحدات تعقيم للفنادق والمكاتب والعيادات.",
    },
    "Grinding & Polishing Machines": {
      name: "ماكينات الجلي والتلميع",
      description: "ماكينات جلي وتلميع كوكبية لأرضيات الحجر والخرسانة.",
    },
    "Industrial Vacuum Machines": {
      name: "المكانس الصناعية",
      description: "مكانس صناعية عالية السعة لشفط الغبار والسوائل والجسيمات الدقيقة.",
    },
    "Window Cleaning": {
      name: "تنظيف الواجهات الزجاجية",
      description: "أنظمة بالماء النقي وأخرى للوصول إلى المرتفعات لتنظيف الواجهات الزجاجية.",
    },
    "Washroom Hygiene": {
      name: "نظافة دورات المياه",
      description: "موزعات وعبوات إعادة تعبئة وأنظمة تعطير ولوازم تُبقي دورات المياه نظيفة ومجهزة ومنعشة.",
    },
    Dispensers: {
      name: "الموزعات",
      description: "موزعات للصابون والمعقم والمناشف والمناديل بطرازات يدوية وأخرى تعمل دون لمس.",
    },
    "Fragrance Oil": {
      name: "زيوت العطور",
      description: "زيوت عطرية مركزة لأجهزة التعطير في الردهات والفنادق والمتاجر.",
    },
    "Aerosol Refill": {
      name: "عبوات الرذاذ البديلة",
      description: "عبوات رذاذ بديلة لتعطير الجو بجرعات محسوبة وروائح تدوم طويلاً.",
    },
    Diffusers: {
      name: "أجهزة نشر الروائح",
      description: "أجهزة لنشر الروائح بالهواء البارد للغرف وأنظمة التكييف.",
    },
    "Non Aerosol Refills": {
      name: "عبوات بديلة دون رذاذ",
      description: "عبوات بديلة لتعطير الجو خالية من الغاز للأماكن الحساسة.",
    },
    "Restroom Supplies": {
      name: "لوازم دورات المياه",
      description: "شبكات المباول وأغطية المقاعد ومستهلكات دورات المياه اليومية.",
    },
    "Non Aerosol Dispenser": {
      name: "موزعات دون رذاذ",
      description: "موزعات تعمل بالبطارية لعبوات التعطير الخالية من الرذاذ.",
    },
    "Hand Dryer": {
      name: "مجففات الأيدي",
      description: "مجففات أيدٍ عالية السرعة وموفرة للطاقة.",
    },
    Refill: {
      name: "العبوات البديلة",
      description: "عبوات بديلة متوافقة مع مختلف موزعات دورات المياه.",
    },
    Chemicals: {
      name: "المواد الكيميائية",
      description: "مواد تنظيف كيميائية احترافية للتدبير المنزلي والمطابخ التجارية، بجرعات محسوبة لنتائج آمنة وثابتة.",
    },
    "Housekeeping Chemicals": {
      name: "كيماويات التدبير المنزلي",
      description: "كيماويات للأرضيات والأسطح والزجاج ودورات المياه لأعمال التدبير المنزلي اليومية.",
    },
    "Kitchen Chemicals": {
      name: "كيماويات المطابخ",
      description: "مزيلات الدهون ومنظفات غسل الأطباق ومعقمات آمنة على الأغذية للمطابخ.",
    },
    "Cleaning Tools & Accessories": {
      name: "أدوات التنظيف وملحقاتها",
      description: "الممسحات والمساحات المطاطية واللبادات والعربات: الأدوات اليدوية التي تجعل كل مهمة تنظيف أسرع.",
    },
    "Window Cleaning Tools": {
      name: "أدوات تنظيف الزجاج",
      description: "مساحات مطاطية وأدوات ترطيب وكاشطات وأعمدة تمديد لتنظيف الزجاج.",
    },
    "Floor Pads": {
      name: "لبادات الأرضيات",
      description: "لبادات للتجريد والفرك والتلميع والصقل بجميع المقاسات.",
    },
    "Floor Cleaning Tools": {
      name: "أدوات تنظيف الأرضيات",
      description: "ممسحات ودلاء ومكانس يدوية وعربات للعناية بالأرضيات.",
    },
    "Waste Management": {
      name: "إدارة النفايات",
      description: "حاويات وصناديق للمكاتب والأماكن العامة ولفرز النفايات في المرافق الخلفية.",
    },
    Bins: {
      name: "الحاويات",
      description: "حاويات بدواسة وبغطاء متأرجح وحاويات إعادة تدوير وأخرى خارجية من الفولاذ والبلاستيك.",
    },
  },
});

const DISPLAY_KEYS = new Map(Object.keys(ENGLISH_DISPLAY).map((name) => [name.toLowerCase(), name]));

function displayOf(stored: string, locale: Locale): CategoryDisplay | undefined {
  const key = DISPLAY_KEYS.get(stored.toLowerCase());
  return key === undefined ? undefined : CATEGORY_DISPLAY[locale][key];
}

/**
 * A category's or subcategory's name in an edition, from its stored English value (matched case-insensitively); a
 * value outside the tree (a category staff typed) is shown as stored.
 */
export function categoryName(stored: string, locale: Locale): string {
  return displayOf(stored, locale)?.name ?? stored;
}

/** A category's or subcategory's description in an edition, or null for a value outside the tree. */
export function categoryDescription(stored: string, locale: Locale): string | null {
  return displayOf(stored, locale)?.description ?? null;
}
