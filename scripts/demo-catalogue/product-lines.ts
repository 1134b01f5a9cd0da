/**
 * What the demo catalogue sells: product lines per subcategory of the tree (spec 3.4), with features and specifications,
 * each text beside its Arabic (issue 18): Modern Standard Arabic as Gulf suppliers write it, Western digits, units in
 * Arabic (لتر، مل، كغ، سم، ملم، واط، بار…), brands, model codes and standards (HEPA H13, AISI 304, EN 1276) in Latin letters.
 */
import type { IllustrationKind } from "./illustrations";

/** A text in both languages: [English, Arabic]. */
export type Bi = readonly [en: string, ar: string];

export interface ProductLine {
  brand: string;
  kind: IllustrationKind;
  /**
   * Full product names, one product per name, taken round-robin across a subcategory's lines: the English without the
   * brand (the builder puts it first), the Arabic with it (the product type in Arabic, then brand and model in Latin).
   */
  names: Bi[];
  description: Bi;
  /** Picked at random per product; the Arabic list is picked with the same draws, so it matches item for item. */
  features: Bi[];
  specifications: Bi[];
}

export interface SubcategoryPlan {
  category: string;
  /** null: products filed under the category only (spec 3.4: Chemicals 65 of 66, Cleaning Tools & Accessories 60 of 61). */
  subcategory: string | null;
  count: number;
  lines: ProductLine[];
}

type Value = string | number | Bi;
const english = (value: Value) => (typeof value === "object" ? value[0] : String(value));
const arabic = (value: Value) => (typeof value === "object" ? value[1] : String(value));

/** One name per value (a number, or a [English, Arabic] pair), formatted in each language. */
const each = (values: Value[], formatEn: (value: string) => string, formatAr: (value: string) => string): Bi[] =>
  values.map((value) => [formatEn(english(value)), formatAr(arabic(value))]);

const SCENTS: Bi[] = [
  ["Oud Royale", "عود رويال"],
  ["White Tea", "الشاي الأبيض"],
  ["Amber Musk", "مسك العنبر"],
  ["Jasmine Garden", "حديقة الياسمين"],
  ["Ocean Breeze", "نسيم المحيط"],
  ["Citrus Grove", "بستان الحمضيات"],
  ["Lavender Fields", "حقول اللافندر"],
  ["Sandalwood", "خشب الصندل"],
  ["Taif Rose", "الورد الطائفي"],
  ["Vanilla Cedar", "الفانيليا والأرز"],
  ["Fresh Linen", "الكتان المنعش"],
  ["Green Fig", "التين الأخضر"],
];
const SIZES: Bi[] = [
  ["1 L", "1 لتر"],
  ["5 L", "5 لتر"],
  ["20 L", "20 لتر"],
];
const COLOURS: Bi[] = [
  ["White", "أبيض"],
  ["Black", "أسود"],
  ["Stainless Steel", "ستانلس ستيل"],
];

/** Each product type in every pack size: "Neutral Floor Cleaner 5 L" / "منظف أرضيات متعادل Purecare Chemie عبوة 5 لتر". */
const inSizes = (types: Bi[], brand: string): Bi[] =>
  types.flatMap(([type, typeAr]) =>
    SIZES.map(([size, sizeAr]): Bi => [`${type} ${size}`, `${typeAr} ${brand} عبوة ${sizeAr}`]),
  );

const VACUUM_FEATURES: Bi[] = [
  ["HEPA H13 exhaust filtration", "ترشيح هواء العادم بفلتر HEPA H13"],
  ["Quiet 58 dB(A) operation for daytime cleaning", "تشغيل هادئ بمستوى 58 ديسيبل (A) يناسب التنظيف نهارًا"],
  ["Large 15 L dust capacity", "سعة كبيرة للأتربة تبلغ 15 لتر"],
  ["Tool-free filter access", "الوصول إلى الفلتر دون أدوات"],
  ["Shock-absorbing bumper", "مصد ممتص للصدمات"],
  ["Cable rewind and tool storage on board", "لف الكابل وتخزين الملحقات على الجهاز"],
  ["Auto-shutoff float for wet pickup", "عوامة إيقاف تلقائي عند شفط السوائل"],
  ["Ergonomic handle with on/off switch", "مقبض مريح بمفتاح تشغيل وإيقاف"],
  ["Lithium-ion battery option", "خيار بطارية ليثيوم أيون"],
];
const SCRUBBER_FEATURES: Bi[] = [
  ["Squeegee lifts automatically in reverse", "ترتفع الممسحة المطاطية تلقائيًا عند الرجوع إلى الخلف"],
  ["Eco mode saves water and chemical", "وضع اقتصادي يوفر الماء والمواد الكيميائية"],
  ["Lithium-ion battery runs up to 3 hours", "بطارية ليثيوم أيون تعمل حتى 3 ساعات"],
  ["Smart dosing of detergent", "جرعات ذكية من المنظف"],
  ["Tool-free brush and pad change", "تبديل الفرشاة واللباد دون أدوات"],
  ["Transparent recovery tank lid", "غطاء شفاف لخزان المياه المستعملة"],
  ["Cleans up to 2,500 m² per hour", "تنظف حتى 2,500 م² في الساعة"],
  ["Colour-coded touch points for operators", "نقاط تحكم مميزة بالألوان للمشغلين"],
  ["Onboard charger", "شاحن مدمج"],
];
const PAD_FEATURES: Bi[] = [
  ["Hook-and-loop backing for quick change", "ظهر لاصق (فيلكرو) للتبديل السريع"],
  ["Wet or dry use", "للاستخدام الرطب أو الجاف"],
  ["Colour-coded by grit", "مميز بالألوان حسب درجة الخشونة"],
  ["Long-life resin bond", "رابط راتنجي طويل العمر"],
  ["Leaves no stains on light stone", "لا يترك بقعًا على الأحجار الفاتحة"],
  ["Works on marble, granite, terrazzo and concrete", "مناسب للرخام والجرانيت والتيرازو والخرسانة"],
  ["Flexible for uneven floors", "مرن يناسب الأرضيات غير المستوية"],
  ["Consistent scratch pattern", "نمط خدش متجانس"],
];
const CHEMICAL_FEATURES: Bi[] = [
  ["Concentrated: dilutes 1:100 for daily use", "مركّز: يُخفف بنسبة 1:100 للاستخدام اليومي"],
  ["Biodegradable surfactants", "مواد خافضة للتوتر السطحي قابلة للتحلل الحيوي"],
  ["Safe on sealed floors and most hard surfaces", "آمن على الأرضيات المعالجة ومعظم الأسطح الصلبة"],
  ["Low-foam formula suitable for scrubber-dryers", "تركيبة قليلة الرغوة تناسب ماكينات تنظيف وتجفيف الأرضيات"],
  ["Pleasant fresh fragrance", "رائحة منعشة لطيفة"],
  ["Supplied with safety data sheet in English and Arabic", "مرفق بصحيفة بيانات السلامة باللغتين الإنجليزية والعربية"],
  ["Compatible with dilution control systems", "متوافق مع أنظمة التحكم في التخفيف"],
  ["Fast-drying, streak-free finish", "جفاف سريع دون ترك خطوط"],
  ["Phosphate-free", "خالٍ من الفوسفات"],
];
const KITCHEN_FEATURES: Bi[] = [
  ["Food-safe after rinsing", "آمن على الطعام بعد الشطف"],
  ["Cuts baked-on grease in minutes", "يزيل الدهون المتكلسة في دقائق"],
  ["Suitable for soft and hard water", "يناسب الماء اليسر والماء العسر"],
  ["Works in cold water", "فعّال في الماء البارد"],
  ["HACCP-friendly colour-coded labels", "ملصقات مميزة بالألوان متوافقة مع نظام HACCP"],
  ["Concentrated for low cost in use", "مركّز لتكلفة استخدام منخفضة"],
  ["Non-corrosive to stainless steel", "لا يسبب تآكل الستانلس ستيل"],
  ["Dosing pump compatible", "متوافق مع مضخات الجرعات"],
  ["Biodegradable surfactants", "مواد خافضة للتوتر السطحي قابلة للتحلل الحيوي"],
];
const DISPENSER_FEATURES: Bi[] = [
  ["Touch-free infrared sensor", "مستشعر بالأشعة تحت الحمراء يعمل دون لمس"],
  ["Lockable with key", "قابل للقفل بمفتاح"],
  ["Sight window shows refill level", "نافذة تُظهر مستوى العبوة"],
  ["Wall-mounted, screws included", "يُثبَّت على الجدار، البراغي مرفقة"],
  ["Sealed refills prevent contamination", "عبوات محكمة الإغلاق تمنع التلوث"],
  ["Up to 50,000 doses per battery set", "حتى 50,000 جرعة لكل مجموعة بطاريات"],
  ["Vandal-resistant ABS housing", "هيكل من ABS مقاوم للعبث"],
  ["Easy-clean surfaces", "أسطح سهلة التنظيف"],
];
const AIRCARE_FEATURES: Bi[] = [
  ["Programmable dosing interval", "فترة رش قابلة للبرمجة"],
  ["Scent lasts up to 60 days", "تدوم الرائحة حتى 60 يومًا"],
  ["Covers rooms up to 170 m³", "يغطي غرفًا حتى 170 م³"],
  ["Fits all standard metered dispensers", "يناسب جميع أجهزة الرش القياسية بالجرعات"],
  ["IFRA-compliant fragrance", "عطر مطابق لمعايير IFRA"],
  ["Low-VOC formula", "تركيبة منخفضة المركبات العضوية المتطايرة"],
  ["Recyclable can", "علبة قابلة لإعادة التدوير"],
  ["Day-and-night operation settings", "إعدادات تشغيل للنهار والليل"],
];
const TOOL_FEATURES: Bi[] = [
  ["Lightweight aluminium construction", "هيكل خفيف من الألمنيوم"],
  ["Ergonomic non-slip grip", "مقبض مريح مانع للانزلاق"],
  ["Replaceable rubber blade", "شفرة مطاطية قابلة للاستبدال"],
  ["Colour-coded to prevent cross-contamination", "مميز بالألوان لمنع التلوث المتبادل"],
  ["Autoclavable up to 95 °C", "يتحمل التعقيم بالأوتوكلاف حتى 95 °م"],
  ["Compatible with standard threaded poles", "متوافق مع العصي القياسية ذات اللولب"],
  ["Heavy-duty for daily professional use", "متين للاستخدام المهني اليومي"],
  ["Microfibre traps 99% of bacteria with water only", "ألياف المايكروفايبر تلتقط 99% من البكتيريا بالماء فقط"],
];
const BIN_FEATURES: Bi[] = [
  ["Removable inner liner", "بطانة داخلية قابلة للإزالة"],
  ["Soft-close lid", "غطاء بإغلاق هادئ"],
  ["Fingerprint-resistant stainless steel", "ستانلس ستيل مقاوم لبصمات الأصابع"],
  ["Non-slip base protects floors", "قاعدة مانعة للانزلاق تحمي الأرضيات"],
  ["Fire-retardant materials", "مواد مقاومة للاشتعال"],
  ["Colour-coded lids for recycling", "أغطية مميزة بالألوان لإعادة التدوير"],
  ["Foot pedal keeps hands clean", "دواسة قدم تحافظ على نظافة اليدين"],
  ["UV-stable for outdoor use", "مقاوم للأشعة فوق البنفسجية للاستخدام الخارجي"],
];

export const DEMO_PLAN: SubcategoryPlan[] = [
  {
    category: "Equipments",
    subcategory: "Vacuums & Scrubing Machines",
    count: 33,
    lines: [
      {
        brand: "Nordvac",
        kind: "vacuum",
        names: each(
          [15, 30, 45, 60],
          (m) => `NV ${m} Commercial Dry Vacuum Cleaner`,
          (m) => `مكنسة كهربائية تجارية للأتربة Nordvac NV ${m}`,
        ).concat(
          each(
            [30, 50, 70],
            (m) => `WD ${m} Wet & Dry Vacuum Cleaner`,
            (m) => `مكنسة كهربائية للأتربة والمياه Nordvac WD ${m}`,
          ),
          [
            ["BP 6 Backpack Vacuum Cleaner", "مكنسة كهربائية ظهرية Nordvac BP 6"],
            ["BP 6 Li Cordless Backpack Vacuum", "مكنسة كهربائية ظهرية لاسلكية Nordvac BP 6 Li"],
            ["UP 38 Upright Carpet Vacuum", "مكنسة كهربائية عمودية للسجاد Nordvac UP 38"],
            ["NV 15 Li Cordless Dry Vacuum Cleaner", "مكنسة كهربائية لاسلكية للأتربة Nordvac NV 15 Li"],
            ["WD 100 Wet & Dry Vacuum Cleaner", "مكنسة كهربائية للأتربة والمياه Nordvac WD 100"],
          ],
        ),
        description: [
          "A dependable commercial vacuum for offices, hotels and retail, built to run several shifts a day with low noise and clean exhaust air.",
          "مكنسة كهربائية تجارية يُعتمد عليها للمكاتب والفنادق ومحلات التجزئة، مصممة للعمل عدة نوبات يوميًا بضجيج منخفض وهواء عادم نظيف.",
        ],
        features: VACUUM_FEATURES,
        specifications: [
          ["Power: 1,100 W", "القدرة: 1,100 واط"],
          ["Airflow: 54 l/s", "تدفق الهواء: 54 لتر/ثانية"],
          ["Noise level: 58 dB(A)", "مستوى الضجيج: 58 ديسيبل (A)"],
          ["Cable length: 12 m", "طول الكابل: 12 م"],
          ["Weight: 8.5 kg", "الوزن: 8.5 كغ"],
          ["Filtration: HEPA H13", "الترشيح: HEPA H13"],
        ],
      },
      {
        brand: "Aquaris",
        kind: "scrubber",
        names: each(
          [43, 50, 55, 65, 75],
          (m) => `Scrubmatic ${m} B Walk-Behind Scrubber-Dryer`,
          (m) => `ماكينة تنظيف وتجفيف الأرضيات بالدفع اليدوي Aquaris Scrubmatic ${m} B`,
        ).concat(
          each(
            [70, 85, 100],
            (m) => `Scrubrider ${m} Ride-On Scrubber-Dryer`,
            (m) => `ماكينة تنظيف وتجفيف الأرضيات بمقعد للسائق Aquaris Scrubrider ${m}`,
          ),
          [
            ["Compact 38 Micro Scrubber-Dryer", "ماكينة تنظيف وتجفيف أرضيات صغيرة Aquaris Compact 38"],
            ["Compact 38 Li Micro Scrubber-Dryer", "ماكينة تنظيف وتجفيف أرضيات صغيرة Aquaris Compact 38 Li"],
            [
              "Scrubmatic 50 E Mains Scrubber-Dryer",
              "ماكينة تنظيف وتجفيف الأرضيات تعمل بالكهرباء Aquaris Scrubmatic 50 E",
            ],
            ["Scrubmatic 55 Li Scrubber-Dryer", "ماكينة تنظيف وتجفيف الأرضيات بالبطارية Aquaris Scrubmatic 55 Li"],
            ["Scrubmatic 65 Li Scrubber-Dryer", "ماكينة تنظيف وتجفيف الأرضيات بالبطارية Aquaris Scrubmatic 65 Li"],
            [
              "Scrubrider 120 Ride-On Scrubber-Dryer",
              "ماكينة تنظيف وتجفيف الأرضيات بمقعد للسائق Aquaris Scrubrider 120",
            ],
          ],
        ),
        description: [
          "Scrubs, rinses and dries hard floors in one pass, leaving them safe to walk on at once: for supermarkets, hospitals, airports and warehouses.",
          "تفرك الأرضيات الصلبة وتشطفها وتجففها في مرور واحد، فتصبح آمنة للمشي عليها فورًا: للمتاجر الكبرى والمستشفيات والمطارات والمستودعات.",
        ],
        features: SCRUBBER_FEATURES,
        specifications: [
          ["Working width: 510 mm", "عرض التنظيف: 510 ملم"],
          ["Squeegee width: 750 mm", "عرض الممسحة المطاطية: 750 ملم"],
          ["Solution tank: 50 L", "خزان المحلول: 50 لتر"],
          ["Recovery tank: 55 L", "خزان المياه المستعملة: 55 لتر"],
          ["Run time: up to 3 h", "مدة التشغيل: حتى 3 ساعات"],
          ["Productivity: 2,500 m²/h", "الإنتاجية: 2,500 م²/ساعة"],
        ],
      },
      {
        brand: "Robotec Clean",
        kind: "robot",
        names: [
          ["AutoScrub R50 Autonomous Scrubber Robot", "روبوت تنظيف أرضيات ذاتي التشغيل Robotec Clean AutoScrub R50"],
          ["AutoScrub R75 Autonomous Scrubber Robot", "روبوت تنظيف أرضيات ذاتي التشغيل Robotec Clean AutoScrub R75"],
          ["AutoVac V30 Autonomous Vacuum Robot", "روبوت شفط ذاتي التشغيل Robotec Clean AutoVac V30"],
          ["AutoVac V45 Autonomous Vacuum Robot", "روبوت شفط ذاتي التشغيل Robotec Clean AutoVac V45"],
          ["AutoScrub R100 Warehouse Scrubber Robot", "روبوت تنظيف أرضيات للمستودعات Robotec Clean AutoScrub R100"],
          ["AutoVac V20 Carpet Vacuum Robot", "روبوت شفط للسجاد Robotec Clean AutoVac V20"],
          ["AutoScrub R60 Compact Scrubber Robot", "روبوت تنظيف أرضيات مدمج Robotec Clean AutoScrub R60"],
        ],
        description: [
          "An autonomous cleaning robot that maps the building, plans its own routes and reports every cleaned square metre to the facility manager.",
          "روبوت تنظيف ذاتي التشغيل يرسم خريطة المبنى ويخطط مساراته بنفسه، ويرفع إلى مدير المرافق تقريرًا بكل متر مربع نظّفه.",
        ],
        features: [
          ["Smart route mapping with LiDAR", "تخطيط ذكي للمسارات بتقنية LiDAR"],
          ["AI obstacle detection and avoidance", "رصد العوائق وتفاديها بالذكاء الاصطناعي"],
          ["Auto-docking and self-charging", "عودة تلقائية إلى محطة الشحن وشحن ذاتي"],
          ["Intelligent cleaning reports on a web dashboard", "تقارير تنظيف ذكية على لوحة متابعة عبر الويب"],
          ["Works alongside people safely", "يعمل بأمان بين الأشخاص"],
          ["Schedules night cleaning automatically", "يجدول التنظيف الليلي تلقائيًا"],
          ["Elevator integration for multi-floor buildings", "يتكامل مع المصاعد في المباني متعددة الطوابق"],
          ["Remote monitoring by mobile app", "مراقبة عن بُعد عبر تطبيق الجوال"],
        ],
        specifications: [
          ["Navigation: LiDAR + 3D cameras", "الملاحة: LiDAR + كاميرات ثلاثية الأبعاد (3D)"],
          ["Cleaning width: 500 mm", "عرض التنظيف: 500 ملم"],
          ["Run time: 4 h", "مدة التشغيل: 4 ساعات"],
          ["Coverage: 1,500 m²/h", "التغطية: 1,500 م²/ساعة"],
          ["Charging: automatic dock", "الشحن: محطة شحن تلقائية"],
        ],
      },
    ],
  },
  {
    category: "Equipments",
    subcategory: "Grinding & Polishing Tools",
    count: 57,
    lines: [
      {
        brand: "Diamantek",
        kind: "disc",
        names: each(
          [50, 100, 200, 400, 800, 1500, 3000],
          (g) => `Resin Diamond Polishing Pad 100 mm Grit ${g}`,
          (g) => `لباد تلميع ماسي راتنجي Diamantek قطر 100 ملم خشونة ${g}`,
        ).concat(
          each(
            [50, 100, 200, 400, 800, 1500, 3000],
            (g) => `Resin Diamond Polishing Pad 250 mm Grit ${g}`,
            (g) => `لباد تلميع ماسي راتنجي Diamantek قطر 250 ملم خشونة ${g}`,
          ),
          each(
            ["16/20", "30/40", "60/80", "120/150"],
            (g) => `Metal Bond Grinding Segment Grit ${g}`,
            (g) => `قطعة جلخ ماسية برابط معدني Diamantek خشونة ${g}`,
          ),
          each(
            [6, 16, 30, 60],
            (g) => `Diamond Cup Wheel 125 mm Grit ${g}`,
            (g) => `قرص كأسي ماسي Diamantek قطر 125 ملم خشونة ${g}`,
          ),
          each(
            [30, 60, 120],
            (g) => `Transitional Copper Bond Pad Grit ${g}`,
            (g) => `لباد انتقالي برابط نحاسي Diamantek خشونة ${g}`,
          ),
          each(
            [50, 100, 200, 400, 800, 1500],
            (g) => `Diamond Hand Polishing Pad 90 mm Grit ${g}`,
            (g) => `لباد تلميع يدوي ماسي Diamantek قطر 90 ملم خشونة ${g}`,
          ),
          [
            ["Edge Grinding Disc 125 mm Grit 30", "قرص جلخ للحواف Diamantek قطر 125 ملم خشونة 30"],
            ["PCD Coating Removal Scraper 250 mm", "مكشطة PCD لإزالة الطلاءات Diamantek قطر 250 ملم"],
          ],
        ),
        description: [
          "Professional diamond tooling for grinding and polishing stone and concrete floors, with a consistent scratch pattern from coarse to mirror finish.",
          "أدوات ماسية احترافية لجلخ أرضيات الحجر والخرسانة وتلميعها، بنمط خدش متجانس من الجلخ الخشن حتى لمعان المرآة.",
        ],
        features: PAD_FEATURES,
        specifications: [
          ["Diameter: 100 mm", "القطر: 100 ملم"],
          ["Thickness: 3 mm", "السماكة: 3 ملم"],
          ["Bond: resin", "الرابط: راتنج"],
          ["Use: wet or dry", "الاستخدام: رطب أو جاف"],
          ["Max speed: 4,500 rpm", "السرعة القصوى: 4,500 دورة/دقيقة"],
          ["Fixing: hook and loop", "التثبيت: لاصق فيلكرو"],
        ],
      },
      {
        brand: "Lucestone",
        kind: "pad",
        names: each(
          [36, 60, 120, 180, 220, 320, 400, 600, 800],
          (g) => `Magnesite Fickert Polishing Brick Grit ${g}`,
          (g) => `حجر تلميع فيكرت مغنيسيتي Lucestone خشونة ${g}`,
        ).concat(
          each(
            ["0", "00", "000"],
            (g) => `Lux Marble Polishing Powder ${g} 5 kg`,
            (g) => `بودرة تلميع الرخام Lucestone Lux ${g} عبوة 5 كغ`,
          ),
          each(
            [
              ["Flexible", "مرنة"],
              ["Rigid", "صلبة"],
              ["Heavy-Duty", "للخدمة الشاقة"],
            ],
            (g) => `Velcro Backer Plate 100 mm ${g}`,
            (g) => `قاعدة فيلكرو حاملة Lucestone قطر 100 ملم ${g}`,
          ),
          each(
            [
              ["Fine", "ناعم"],
              ["Medium", "متوسط"],
              ["Coarse", "خشن"],
            ],
            (g) => `Diamond Impregnated Floor Pad 17" ${g}`,
            (g) => `لباد أرضيات مشبع بالماس Lucestone مقاس 17 بوصة ${g}`,
          ),
          each(
            [3, 4, 5],
            (g) => `Planetary Head Segment Holder Set of ${g}`,
            (g) => `طقم حوامل قطع للرأس الكوكبي Lucestone من ${g} قطع`,
          ),
          [
            [
              'Crystallizer Steel Wool Pad 17" Twin Pack',
              "لباد صوف فولاذي لتبلور الرخام Lucestone مقاس 17 بوصة عبوة من قطعتين",
            ],
            ["Marble Crystallizer Liquid 5 L", "سائل تبلور الرخام Lucestone عبوة 5 لتر"],
            ["Granite Polishing Paste 1 kg", "معجون تلميع الجرانيت Lucestone عبوة 1 كغ"],
          ],
        ),
        description: [
          "Consumables for stone restoration: polishing bricks, powders and holders that bring marble, granite and terrazzo back to a deep shine.",
          "مستهلكات لترميم الحجر: أحجار وبودرة تلميع وحوامل تعيد إلى الرخام والجرانيت والتيرازو لمعانها العميق.",
        ],
        features: PAD_FEATURES,
        specifications: [
          ["Pack size: 1 unit", "حجم العبوة: قطعة واحدة"],
          ["Suitable machines: single-disc 150-450 rpm", "الماكينات المناسبة: أحادية القرص 150-450 دورة/دقيقة"],
          ["Use: wet", "الاستخدام: رطب"],
          ["Surfaces: marble, terrazzo, limestone", "الأسطح: الرخام والتيرازو والحجر الجيري"],
        ],
      },
    ],
  },
  {
    category: "Equipments",
    subcategory: "Floor Cleaning Machines",
    count: 9,
    lines: [
      {
        brand: "Aquaris",
        kind: "grinder",
        names: [
          [
            'Single-Disc Floor Machine 17" Standard Speed',
            "ماكينة أرضيات أحادية القرص Aquaris مقاس 17 بوصة بسرعة قياسية",
          ],
          ['Single-Disc Floor Machine 17" Dual Speed', "ماكينة أرضيات أحادية القرص Aquaris مقاس 17 بوصة بسرعتين"],
          ['Single-Disc Floor Machine 20" Heavy Duty', "ماكينة أرضيات أحادية القرص Aquaris مقاس 20 بوصة للخدمة الشاقة"],
          ["High-Speed Burnisher 1500 rpm", "ماكينة تلميع عالية السرعة Aquaris بسرعة 1500 دورة/دقيقة"],
          ['Battery Burnisher 20" Li', "ماكينة تلميع تعمل بالبطارية Aquaris مقاس 20 بوصة Li"],
        ],
        description: [
          "A versatile floor machine for scrubbing, stripping, spray-buffing and polishing hard floors and for shampooing carpets.",
          "ماكينة أرضيات متعددة الاستخدامات لفرك الأرضيات الصلبة وإزالة طبقات الشمع عنها وصقلها بالرش وتلميعها، ولغسل السجاد بالشامبو.",
        ],
        features: [
          ["Gear-box driven for high torque", "نقل الحركة بعلبة تروس لعزم دوران عالٍ"],
          ["Handle adjusts to operator height", "مقبض يُضبط حسب طول المشغل"],
          ["Non-marking bumper and wheels", "مصد وعجلات لا تترك علامات"],
          ["Fits pads, brushes and sanding discs", "يناسب اللبادات والفرش وأقراص الصنفرة"],
          ["Low centre of gravity for stable handling", "مركز ثقل منخفض لتحكم ثابت"],
          ["Optional solution tank", "خزان محلول اختياري"],
        ],
        specifications: [
          ["Brush diameter: 430 mm", "قطر الفرشاة: 430 ملم"],
          ["Speed: 154 rpm", "السرعة: 154 دورة/دقيقة"],
          ["Motor: 1,100 W", "المحرك: 1,100 واط"],
          ["Weight: 43 kg", "الوزن: 43 كغ"],
          ["Cable: 15 m", "الكابل: 15 م"],
        ],
      },
      {
        brand: "Nordvac",
        kind: "scrubber",
        names: [
          ["SW 700 Walk-Behind Sweeper", "كانسة أرضيات بالدفع اليدوي Nordvac SW 700"],
          ["SW 900 Battery Sweeper", "كانسة أرضيات تعمل بالبطارية Nordvac SW 900"],
          ["SR 1200 Ride-On Sweeper", "كانسة أرضيات بمقعد للسائق Nordvac SR 1200"],
          ["SR 1500 Diesel Ride-On Sweeper", "كانسة أرضيات بمقعد للسائق تعمل بالديزل Nordvac SR 1500"],
        ],
        description: [
          "Sweeps dust and debris from car parks, warehouses and outdoor areas, with filtered dust control for clean air.",
          "تكنس الغبار والمخلفات من مواقف السيارات والمستودعات والمساحات الخارجية، مع ترشيح يحدّ من الغبار ويحافظ على نقاء الهواء.",
        ],
        features: [
          ["Side brush reaches into corners", "فرشاة جانبية تصل إلى الزوايا"],
          ["Panel filter with shaker", "فلتر لوحي مع هزّاز لتنظيفه"],
          ["Hopper empties without tools", "تفريغ الحاوية دون أدوات"],
          ["Cleans up to 6,000 m² per hour", "تنظف حتى 6,000 م² في الساعة"],
          ["Puncture-proof tyres", "إطارات مقاومة للثقب"],
        ],
        specifications: [
          ["Sweeping width: 700 mm", "عرض الكنس: 700 ملم"],
          ["Hopper: 50 L", "الحاوية: 50 لتر"],
          ["Productivity: 3,600 m²/h", "الإنتاجية: 3,600 م²/ساعة"],
          ["Drive: battery or petrol", "التشغيل: بطارية أو بنزين"],
        ],
      },
    ],
  },
  {
    category: "Equipments",
    subcategory: "Vacuum , High Pressure & Steam Machines",
    count: 9,
    lines: [
      {
        brand: "Vaporis",
        kind: "washer",
        names: [
          ["HP 150 Cold Water Pressure Washer", "جهاز غسيل بالضغط العالي بالماء البارد Vaporis HP 150"],
          ["HP 200 Cold Water Pressure Washer", "جهاز غسيل بالضغط العالي بالماء البارد Vaporis HP 200"],
          ["HP 250 Three-Phase Pressure Washer", "جهاز غسيل بالضغط العالي ثلاثي الطور Vaporis HP 250"],
          ["HT 180 Hot Water Pressure Washer", "جهاز غسيل بالضغط العالي بالماء الساخن Vaporis HT 180"],
          ["HT 250 Hot Water Pressure Washer", "جهاز غسيل بالضغط العالي بالماء الساخن Vaporis HT 250"],
        ],
        description: [
          "A high-pressure cleaner for vehicles, workshops, loading bays and outdoor areas that removes oil, mud and grime fast.",
          "جهاز تنظيف بالضغط العالي للمركبات والورش وأرصفة التحميل والمساحات الخارجية، يزيل الزيوت والطين والأوساخ بسرعة.",
        ],
        features: [
          ["Brass pump head with ceramic pistons", "رأس مضخة من النحاس الأصفر بمكابس خزفية"],
          ["Auto start-stop protects the pump", "تشغيل وإيقاف تلقائي يحمي المضخة"],
          ["Detergent injection", "حقن المنظف"],
          ["Steel frame with puncture-proof wheels", "هيكل فولاذي بعجلات مقاومة للثقب"],
          ["Hose reel with 15 m high-pressure hose", "بكرة خرطوم مع خرطوم ضغط عالٍ بطول 15 م"],
          ["Heated models reach 150 °C", "تصل الطرازات المزودة بالتسخين إلى 150 °م"],
        ],
        specifications: [
          ["Pressure: 150 bar", "الضغط: 150 بار"],
          ["Flow rate: 600 l/h", "معدل التدفق: 600 لتر/ساعة"],
          ["Power: 3.2 kW", "القدرة: 3.2 كيلوواط"],
          ["Hose: 15 m", "الخرطوم: 15 م"],
          ["Weight: 45 kg", "الوزن: 45 كغ"],
        ],
      },
      {
        brand: "Vaporis",
        kind: "extractor",
        names: [
          ["SC 6 Commercial Steam Cleaner", "جهاز تنظيف بالبخار تجاري Vaporis SC 6"],
          ["SC 10 Steam Cleaner with Vacuum", "جهاز تنظيف بالبخار مع شفط Vaporis SC 10"],
          ["SV 8 Steam Vacuum Sanitizing Unit", "وحدة تعقيم بالبخار والشفط Vaporis SV 8"],
          ["WV 80 Three-Motor Wet Vacuum", "مكنسة كهربائية للمياه بثلاثة محركات Vaporis WV 80"],
        ],
        description: [
          "Dry steam for chemical-free cleaning and sanitizing of kitchens, washrooms, upholstery and grout.",
          "بخار جاف لتنظيف المطابخ ودورات المياه والمفروشات وفواصل البلاط وتعقيمها دون مواد كيميائية.",
        ],
        features: [
          ["Dry steam at up to 180 °C", "بخار جاف حتى 180 °م"],
          ["Kills bacteria without chemicals", "يقضي على البكتيريا دون مواد كيميائية"],
          ["Continuous refill boiler", "غلاية بتعبئة مستمرة"],
          ["Steam and vacuum in one pass", "بخار وشفط في مرور واحد"],
          ["Accessory kit for grout and upholstery", "طقم ملحقات لفواصل البلاط والمفروشات"],
        ],
        specifications: [
          ["Boiler pressure: 8 bar", "ضغط الغلاية: 8 بار"],
          ["Steam temperature: 180 °C", "حرارة البخار: 180 °م"],
          ["Power: 3,000 W", "القدرة: 3,000 واط"],
          ["Tank: 4 L", "الخزان: 4 لتر"],
        ],
      },
    ],
  },
  {
    category: "Equipments",
    subcategory: "Carpet cleaning and sanitizing machines",
    count: 5,
    lines: [
      {
        brand: "Fibrelux",
        kind: "extractor",
        names: [
          ["CX 35 Carpet Extractor", "ماكينة غسيل وشفط السجاد Fibrelux CX 35"],
          ["CX 50 Heated Carpet Extractor", "ماكينة غسيل وشفط السجاد بالتسخين Fibrelux CX 50"],
          ["CX 70 Walk-Behind Carpet Extractor", "ماكينة غسيل وشفط السجاد بالدفع اليدوي Fibrelux CX 70"],
          ["UX 10 Upholstery Spot Cleaner", "جهاز تنظيف بقع المفروشات Fibrelux UX 10"],
          ["CS 40 Carpet Sanitizing Machine", "ماكينة تعقيم السجاد Fibrelux CS 40"],
        ],
        description: [
          "Deep-cleans and sanitizes carpets and upholstery in hotels, offices and clinics, lifting embedded soil and leaving fibres fast-drying.",
          "تنظف السجاد والمفروشات تنظيفًا عميقًا وتعقمها في الفنادق والمكاتب والعيادات، فتستخرج الأوساخ العالقة وتترك الألياف سريعة الجفاف.",
        ],
        features: [
          ["Heated solution for faster drying", "محلول مُسخَّن لجفاف أسرع"],
          ["Powered brush agitates the pile", "فرشاة آلية تحرّك وبر السجاد"],
          ["Upholstery tool included", "أداة المفروشات مرفقة"],
          ["Large recovery tank with defoamer", "خزان كبير للمياه المستعملة مع مانع للرغوة"],
          ["Drying time under 2 hours", "زمن الجفاف أقل من ساعتين"],
          ["Low-moisture sanitizing mode", "وضع تعقيم منخفض الرطوبة"],
        ],
        specifications: [
          ["Solution tank: 35 L", "خزان المحلول: 35 لتر"],
          ["Pump pressure: 7 bar", "ضغط المضخة: 7 بار"],
          ["Working width: 380 mm", "عرض التنظيف: 380 ملم"],
          ["Power: 1,850 W", "القدرة: 1,850 واط"],
        ],
      },
    ],
  },
  {
    category: "Equipments",
    subcategory: "Grinding & Polishing Machines",
    count: 4,
    lines: [
      {
        brand: "Lucestone",
        kind: "grinder",
        names: [
          ["PG 550 Planetary Floor Grinder", "ماكينة جلخ أرضيات كوكبية Lucestone PG 550"],
          ["PG 750 Planetary Floor Grinder", "ماكينة جلخ أرضيات كوكبية Lucestone PG 750"],
          ["PG 820 Remote-Control Floor Grinder", "ماكينة جلخ أرضيات بالتحكم عن بُعد Lucestone PG 820"],
          ["PL 430 Stone Polishing Machine", "ماكينة تلميع الحجر Lucestone PL 430"],
        ],
        description: [
          "A planetary grinder-polisher for concrete, marble and terrazzo that cuts fast and polishes flat, from rough grinding to high gloss.",
          "ماكينة جلخ وتلميع كوكبية للخرسانة والرخام والتيرازو، تقطع بسرعة وتلمّع بسطح مستوٍ، من الجلخ الخشن حتى اللمعان العالي.",
        ],
        features: [
          ["Three counter-rotating heads for a flat finish", "ثلاثة رؤوس متعاكسة الدوران لسطح مستوٍ"],
          ["Variable speed drive", "تحكم متغير في السرعة"],
          ["Dust shroud ready for extraction", "غطاء غبار جاهز للتوصيل بجهاز الشفط"],
          ["Water feed for wet grinding", "تغذية بالماء للجلخ الرطب"],
          ["Adjustable head pressure", "ضغط رأس قابل للضبط"],
          ["Folding handle for transport", "مقبض قابل للطي لسهولة النقل"],
        ],
        specifications: [
          ["Working width: 550 mm", "عرض العمل: 550 ملم"],
          ["Head speed: 300-1,200 rpm", "سرعة الرأس: 300-1,200 دورة/دقيقة"],
          ["Motor: 5.5 kW, 400 V", "المحرك: 5.5 كيلوواط، 400 فولت"],
          ["Weight: 270 kg", "الوزن: 270 كغ"],
        ],
      },
    ],
  },
  {
    category: "Equipments",
    subcategory: "Industrial Vacuum Machines",
    count: 4,
    lines: [
      {
        brand: "Nordvac",
        kind: "vacuum",
        names: [
          ["IV 100 Industrial Vacuum Cleaner", "مكنسة كهربائية صناعية Nordvac IV 100"],
          ["IV 200 Three-Phase Industrial Vacuum", "مكنسة كهربائية صناعية ثلاثية الطور Nordvac IV 200"],
          ["IV 60 ATEX Industrial Vacuum", "مكنسة كهربائية صناعية مقاومة للانفجار (ATEX) Nordvac IV 60"],
          ["IV 300 Oil & Chip Industrial Vacuum", "مكنسة كهربائية صناعية للزيوت والرايش Nordvac IV 300"],
        ],
        description: [
          "A heavy-duty industrial vacuum for fine dust, liquids and swarf in factories, construction sites and workshops.",
          "مكنسة كهربائية صناعية للخدمة الشاقة تشفط الغبار الناعم والسوائل ورايش المعادن في المصانع ومواقع البناء والورش.",
        ],
        features: [
          ["Continuous-duty turbine", "توربين للتشغيل المتواصل"],
          ["Automatic filter cleaning", "تنظيف تلقائي للفلتر"],
          ["Class M dust filtration", "ترشيح الغبار من الفئة M"],
          ["Tilting 100 L container", "حاوية قابلة للإمالة سعة 100 لتر"],
          ["Steel chassis", "هيكل فولاذي"],
          ["Oil and chip separation basket", "سلة لفصل الزيوت عن الرايش"],
        ],
        specifications: [
          ["Power: 3 kW, 400 V", "القدرة: 3 كيلوواط، 400 فولت"],
          ["Vacuum: 280 mbar", "قوة الشفط: 280 ملي بار"],
          ["Container: 100 L", "الحاوية: 100 لتر"],
          ["Filter: class M", "الفلتر: الفئة M"],
        ],
      },
    ],
  },
  {
    category: "Equipments",
    subcategory: "Window Cleaning",
    count: 2,
    lines: [
      {
        brand: "Clearview Pro",
        kind: "window",
        names: [
          ["Pure Water Window Cleaning System 100 L", "نظام تنظيف النوافذ بالماء النقي Clearview Pro سعة 100 لتر"],
          ["Pure Water Trolley System 25 L", "نظام الماء النقي على عربة Clearview Pro سعة 25 لتر"],
        ],
        description: [
          "Cleans facades and high windows from the ground with purified water and a carbon-fibre pole, leaving glass spot-free.",
          "ينظف الواجهات والنوافذ المرتفعة من الأرض بماء منقّى وعصا من ألياف الكربون، ويترك الزجاج بلا بقع.",
        ],
        features: [
          ["Reverse-osmosis and resin purification", "تنقية بالتناضح العكسي والراتنج"],
          ["Reaches up to 18 m from the ground", "يصل إلى ارتفاع 18 م من الأرض"],
          ["Battery-powered pump", "مضخة تعمل بالبطارية"],
          ["TDS meter shows water purity", "مقياس TDS يبيّن نقاء الماء"],
          ["No ladders, no chemicals", "بلا سلالم وبلا مواد كيميائية"],
        ],
        specifications: [
          ["Tank: 100 L", "الخزان: 100 لتر"],
          ["Output: 120 l/h", "الإنتاج: 120 لتر/ساعة"],
          ["Battery: 12 V, 40 Ah", "البطارية: 12 فولت، 40 أمبير ساعة"],
        ],
      },
    ],
  },
  {
    category: "Washroom Hygiene",
    subcategory: "Dispensers",
    count: 24,
    lines: [
      {
        brand: "Hygiena Systems",
        kind: "dispenser",
        names: each(
          COLOURS,
          (c) => `Foam Soap Dispenser 1 L ${c}`,
          (c) => `موزع صابون رغوي Hygiena Systems سعة 1 لتر ${c}`,
        ).concat(
          each(
            COLOURS,
            (c) => `Touch-Free Sanitizer Dispenser 1.2 L ${c}`,
            (c) => `موزع معقم يدين يعمل دون لمس Hygiena Systems سعة 1.2 لتر ${c}`,
          ),
          each(
            COLOURS,
            (c) => `Liquid Soap Dispenser 800 ml ${c}`,
            (c) => `موزع صابون سائل Hygiena Systems سعة 800 مل ${c}`,
          ),
          each(
            COLOURS,
            (c) => `Z-Fold Paper Towel Dispenser ${c}`,
            (c) => `موزع مناشف ورقية مطوية بشكل Z من Hygiena Systems ${c}`,
          ),
          each(
            COLOURS,
            (c) => `Auto-Cut Towel Roll Dispenser ${c}`,
            (c) => `موزع لفائف مناشف بقص تلقائي Hygiena Systems ${c}`,
          ),
          each(
            COLOURS,
            (c) => `Jumbo Toilet Roll Dispenser ${c}`,
            (c) => `موزع لفائف ورق تواليت جامبو Hygiena Systems ${c}`,
          ),
          each(
            COLOURS,
            (c) => `Toilet Seat Sanitizer Dispenser ${c}`,
            (c) => `موزع معقم مقاعد المراحيض Hygiena Systems ${c}`,
          ),
          each(
            COLOURS,
            (c) => `Centre-Pull Tissue Dispenser ${c}`,
            (c) => `موزع مناديل بالسحب من المنتصف Hygiena Systems ${c}`,
          ),
        ),
        description: [
          "A hygienic washroom dispenser that keeps refills sealed and within easy reach, for offices, malls, hospitals and schools.",
          "موزع صحي لدورات المياه يُبقي العبوات محكمة الإغلاق وفي متناول اليد، للمكاتب والمراكز التجارية والمستشفيات والمدارس.",
        ],
        features: DISPENSER_FEATURES,
        specifications: [
          ["Capacity: 1 L", "السعة: 1 لتر"],
          ["Material: ABS or AISI 304", "المادة: ABS أو AISI 304"],
          ["Power: 4 x C batteries (sensor models)", "الطاقة: 4 بطاريات من نوع C (الطرازات المزودة بمستشعر)"],
          ["Dimensions: 270 x 120 x 110 mm", "الأبعاد: 270 x 120 x 110 ملم"],
        ],
      },
    ],
  },
  {
    category: "Washroom Hygiene",
    subcategory: "Fragrance Oil",
    count: 24,
    lines: [
      {
        brand: "Scentiq",
        kind: "bottle",
        names: SCENTS.flatMap(([scent, scentAr]): Bi[] => [
          [`${scent} Fragrance Oil 500 ml`, `زيت عطري Scentiq برائحة ${scentAr} سعة 500 مل`],
          [`${scent} Fragrance Oil 1 L`, `زيت عطري Scentiq برائحة ${scentAr} سعة 1 لتر`],
        ]),
        description: [
          "A concentrated fragrance oil for cold-air diffusers that gives lobbies, hotel corridors and showrooms a signature scent.",
          "زيت عطري مركّز لأجهزة الفواحة بالهواء البارد يمنح الردهات وممرات الفنادق وصالات العرض رائحة مميزة تُعرف بها.",
        ],
        features: [
          ["Pure oil without alcohol or water", "زيت نقي خالٍ من الكحول والماء"],
          ["Designed for cold-air nebulising diffusers", "مصمم لأجهزة الفواحة التي ترذّ بالهواء البارد"],
          ["IFRA-compliant", "مطابق لمعايير IFRA"],
          ["Long throw for large spaces", "انتشار واسع يناسب المساحات الكبيرة"],
          ["Perfumer-made signature blends", "خلطات مميزة من إعداد خبراء العطور"],
          ["Safety data sheet supplied", "صحيفة بيانات السلامة مرفقة"],
        ],
        specifications: [
          ["Volume: 500 ml", "الحجم: 500 مل"],
          ["Base: oil, no alcohol", "القاعدة: زيت دون كحول"],
          ["Coverage: up to 500 m³ per diffuser", "التغطية: حتى 500 م³ لكل جهاز فواحة"],
        ],
      },
    ],
  },
  {
    category: "Washroom Hygiene",
    subcategory: "Aerosol Refill",
    count: 18,
    lines: [
      {
        brand: "Aurafresh",
        kind: "aerosol",
        names: SCENTS.slice(0, 9).flatMap(([scent, scentAr]): Bi[] => [
          [
            `${scent} Metered Aerosol Refill 250 ml`,
            `عبوة بخاخ معطر بجرعات محددة Aurafresh برائحة ${scentAr} سعة 250 مل`,
          ],
          [
            `${scent} Metered Aerosol Refill 300 ml`,
            `عبوة بخاخ معطر بجرعات محددة Aurafresh برائحة ${scentAr} سعة 300 مل`,
          ],
        ]),
        description: [
          "A metered air-care aerosol that releases a measured burst of fragrance at set intervals for consistently fresh washrooms.",
          "بخاخ معطر للجو بجرعات محددة يطلق دفعة مقننة من العطر على فترات منتظمة، لدورات مياه منعشة على الدوام.",
        ],
        features: AIRCARE_FEATURES,
        specifications: [
          ["Volume: 250 ml", "الحجم: 250 مل"],
          ["Sprays: 3,000 per can", "عدد البخات: 3,000 لكل علبة"],
          ["Duration: up to 60 days", "المدة: حتى 60 يومًا"],
          ["Fits: all standard metered dispensers", "يناسب: جميع أجهزة الرش القياسية بالجرعات"],
        ],
      },
    ],
  },
  {
    category: "Washroom Hygiene",
    subcategory: "Diffusers",
    count: 7,
    lines: [
      {
        brand: "Scentiq",
        kind: "diffuser",
        names: [
          ["Aroma Mini Cold-Air Diffuser", "جهاز فواحة بالهواء البارد Scentiq Aroma Mini"],
          ["Aroma 300 Cold-Air Diffuser", "جهاز فواحة بالهواء البارد Scentiq Aroma 300"],
          ["Aroma 600 Cold-Air Diffuser", "جهاز فواحة بالهواء البارد Scentiq Aroma 600"],
          ["Aroma 1500 HVAC Scent Diffuser", "جهاز فواحة لأنظمة التكييف المركزي Scentiq Aroma 1500"],
          ["Aroma 3000 HVAC Scent Diffuser", "جهاز فواحة لأنظمة التكييف المركزي Scentiq Aroma 3000"],
          ["Aroma Wall Scent Diffuser", "جهاز فواحة جداري Scentiq Aroma Wall"],
          ["Aroma Tower Standing Diffuser", "جهاز فواحة أرضي Scentiq Aroma Tower"],
        ],
        description: [
          "A cold-air diffuser that turns fragrance oil into a dry micro-mist without heat, scenting rooms evenly with a programmable schedule.",
          "جهاز فواحة بالهواء البارد يحوّل الزيت العطري إلى رذاذ دقيق جاف دون حرارة، فيعطّر الغرف بالتساوي وفق جدول قابل للبرمجة.",
        ],
        features: [
          ["Cold-air nebulising technology", "تقنية الرذاذ بالهواء البارد"],
          ["Programmable by day and time", "قابل للبرمجة حسب اليوم والوقت"],
          ["Bluetooth app control", "تحكم عبر تطبيق بتقنية Bluetooth"],
          ["Connects to HVAC ducts (HVAC models)", "يتصل بمجاري التكييف المركزي (طرازات HVAC)"],
          ["Whisper-quiet operation", "تشغيل هادئ للغاية"],
          ["Lockable casing", "هيكل قابل للقفل"],
        ],
        specifications: [
          ["Coverage: 300 m³", "التغطية: 300 م³"],
          ["Oil bottle: 500 ml", "زجاجة الزيت: 500 مل"],
          ["Power: 12 V adapter", "الطاقة: محوّل 12 فولت"],
          ["Noise: under 30 dB", "الضجيج: أقل من 30 ديسيبل"],
        ],
      },
    ],
  },
  {
    category: "Washroom Hygiene",
    subcategory: "Non Aerosol Refills",
    count: 5,
    lines: [
      {
        brand: "Aurafresh",
        kind: "bottle",
        names: each(
          [SCENTS[4]!, SCENTS[5]!, SCENTS[10]!, SCENTS[1]!, SCENTS[6]!],
          (scent) => `${scent} Non-Aerosol Refill`,
          (scent) => `عبوة معطر جو دون غاز Aurafresh برائحة ${scent}`,
        ),
        description: [
          "A gas-free air-care refill for clinics, schools and other spaces where aerosols are not wanted.",
          "عبوة معطر جو خالية من الغاز للعيادات والمدارس وغيرها من الأماكن التي لا يُرغب فيها باستخدام البخاخات.",
        ],
        features: AIRCARE_FEATURES,
        specifications: [
          ["Volume: 100 ml", "الحجم: 100 مل"],
          ["Duration: up to 90 days", "المدة: حتى 90 يومًا"],
          ["Propellant: none", "الغاز الدافع: لا يوجد"],
        ],
      },
    ],
  },
  {
    category: "Washroom Hygiene",
    subcategory: "Restroom Supplies",
    count: 5,
    lines: [
      {
        brand: "Hygiena Systems",
        kind: "pad",
        names: [
          ["Anti-Splash Urinal Screen Citrus", "شبكة مبولة مانعة للرذاذ Hygiena Systems برائحة الحمضيات"],
          ["Anti-Splash Urinal Screen Mango", "شبكة مبولة مانعة للرذاذ Hygiena Systems برائحة المانجو"],
          ["Toilet Seat Cover Pack of 250", "أغطية مقاعد المراحيض Hygiena Systems عبوة 250 قطعة"],
          ["Sanitary Disposal Bags Pack of 50", "أكياس التخلص الصحي Hygiena Systems عبوة 50 كيسًا"],
          ["Enzyme Urinal Blocks 1 kg", "أقراص إنزيمية للمباول Hygiena Systems عبوة 1 كغ"],
        ],
        description: [
          "Everyday restroom consumables that stop odours and splashes and keep a busy washroom pleasant between cleans.",
          "مستلزمات يومية لدورات المياه تمنع الروائح والرذاذ، وتُبقي دورة المياه المزدحمة منعشة بين مرات التنظيف.",
        ],
        features: [
          ["Fragrance lasts up to 30 days", "يدوم العطر حتى 30 يومًا"],
          ["Reduces splash-back", "يقلل ارتداد الرذاذ"],
          ["Enzymes break down uric scale", "إنزيمات تفكك ترسبات البول"],
          ["Recyclable materials", "مواد قابلة لإعادة التدوير"],
          ["Fits all standard urinals", "يناسب جميع المباول القياسية"],
        ],
        specifications: [
          ["Pack size: 10 units", "حجم العبوة: 10 قطع"],
          ["Duration: 30 days each", "المدة: 30 يومًا لكل قطعة"],
        ],
      },
    ],
  },
  {
    category: "Washroom Hygiene",
    subcategory: "Non Aerosol Dispenser",
    count: 2,
    lines: [
      {
        brand: "Aurafresh",
        kind: "dispenser",
        names: [
          ["Passive Air Care Dispenser White", "موزع معطر جو بتدفق هواء طبيعي Aurafresh أبيض"],
          ["Battery Fan Air Care Dispenser", "موزع معطر جو بمروحة تعمل بالبطارية Aurafresh"],
        ],
        description: [
          "A dispenser for non-aerosol refills that freshens the air continuously with a quiet fan or a passive airflow design.",
          "موزع لعبوات المعطر الخالية من الغاز ينعش الجو باستمرار بمروحة هادئة أو بتصميم يعتمد على تدفق الهواء الطبيعي.",
        ],
        features: [
          ["Quiet fan with adjustable intensity", "مروحة هادئة بشدة قابلة للضبط"],
          ["Lockable cover", "غطاء قابل للقفل"],
          ["Low battery indicator", "مؤشر انخفاض البطارية"],
          ["Works with all Aurafresh non-aerosol refills", "يعمل مع جميع عبوات Aurafresh الخالية من الغاز"],
        ],
        specifications: [
          ["Power: 2 x D batteries", "الطاقة: بطاريتان من نوع D"],
          ["Battery life: 12 months", "عمر البطارية: 12 شهرًا"],
        ],
      },
    ],
  },
  {
    category: "Washroom Hygiene",
    subcategory: "Hand Dryer",
    count: 1,
    lines: [
      {
        brand: "Airdry",
        kind: "dryer",
        names: [["Jet 1800 High-Speed Hand Dryer", "مجفف أيدٍ عالي السرعة Airdry Jet 1800"]],
        description: [
          "A high-speed hand dryer that dries hands in 10 seconds while using a fraction of the energy of paper towels.",
          "مجفف أيدٍ عالي السرعة يجفف اليدين في 10 ثوانٍ ويستهلك جزءًا يسيرًا من الطاقة التي تستهلكها المناشف الورقية.",
        ],
        features: [
          ["Dries hands in 10 seconds", "يجفف اليدين في 10 ثوانٍ"],
          ["HEPA filter cleans the air flow", "فلتر HEPA ينقي تيار الهواء"],
          ["Adjustable speed and heat", "سرعة وحرارة قابلتان للضبط"],
          ["Touch-free sensor", "مستشعر يعمل دون لمس"],
          ["Antibacterial coating", "طلاء مضاد للبكتيريا"],
        ],
        specifications: [
          ["Power: 1,800 W", "القدرة: 1,800 واط"],
          ["Air speed: 100 m/s", "سرعة الهواء: 100 م/ث"],
          ["Drying time: 10 s", "زمن التجفيف: 10 ث"],
          ["Noise: 70 dB", "الضجيج: 70 ديسيبل"],
        ],
      },
    ],
  },
  {
    category: "Washroom Hygiene",
    subcategory: "Refill",
    count: 1,
    lines: [
      {
        brand: "Hygiena Systems",
        kind: "bottle",
        names: [["Universal Foam Soap Refill 1 L", "عبوة صابون رغوي عامة Hygiena Systems سعة 1 لتر"]],
        description: [
          "A sealed foam soap cartridge with a new pump in every refill, so no soap is ever topped up by hand.",
          "خرطوشة صابون رغوي محكمة الإغلاق بمضخة جديدة مع كل عبوة، فلا يُعاد ملء الصابون يدويًا أبدًا.",
        ],
        features: [
          ["Sealed cartridge with fresh pump", "خرطوشة محكمة الإغلاق بمضخة جديدة"],
          ["Mild, skin-friendly formula", "تركيبة لطيفة على البشرة"],
          ["About 2,500 washes per refill", "نحو 2,500 غسلة لكل عبوة"],
          ["Fits Hygiena foam dispensers", "تناسب موزعات Hygiena للصابون الرغوي"],
        ],
        specifications: [
          ["Volume: 1 L", "الحجم: 1 لتر"],
          ["pH: 5.5", "درجة الحموضة (pH): 5.5"],
        ],
      },
    ],
  },
  {
    category: "Chemicals",
    subcategory: "Housekeeping Chemicals",
    count: 37,
    lines: [
      {
        brand: "Purecare Chemie",
        kind: "canister",
        names: inSizes(
          [
            ["Neutral Floor Cleaner", "منظف أرضيات متعادل"],
            ["Glass & Mirror Cleaner", "منظف الزجاج والمرايا"],
            ["Multi-Surface Cleaner", "منظف متعدد الأسطح"],
            ["Washroom Descaler", "مزيل ترسبات لدورات المياه"],
            ["Floor Stripper", "مزيل طبقات الشمع عن الأرضيات"],
            ["Floor Polish High Gloss", "ملمع أرضيات عالي اللمعان"],
            ["Stainless Steel Polish", "ملمع الستانلس ستيل"],
            ["Carpet Shampoo", "شامبو السجاد"],
            ["Furniture Polish", "ملمع الأثاث"],
            ["Heavy-Duty Floor Detergent", "منظف أرضيات للأوساخ الصعبة"],
            ["Marble Floor Cleaner", "منظف أرضيات الرخام"],
            ["Air Freshener Concentrate", "معطر جو مركّز"],
          ],
          "Purecare Chemie",
        ),
        description: [
          "A professional housekeeping chemical for daily cleaning, dosed for consistent results and safe on the surfaces it is made for.",
          "منظف احترافي للتدبير المنزلي والتنظيف اليومي، بجرعات مدروسة لنتائج ثابتة، وآمن على الأسطح المخصص لها.",
        ],
        features: CHEMICAL_FEATURES,
        specifications: [
          ["Pack size: 5 L", "حجم العبوة: 5 لتر"],
          ["pH: 7-8", "درجة الحموضة (pH): 7-8"],
          ["Dilution: 1:100 to 1:200", "نسبة التخفيف: 1:100 إلى 1:200"],
          ["Shelf life: 24 months", "مدة الصلاحية: 24 شهرًا"],
        ],
      },
      {
        brand: "Sanitas Pro",
        kind: "canister",
        names: [["Hospital-Grade Disinfectant Cleaner 5 L", "منظف ومطهر بمستوى المستشفيات Sanitas Pro عبوة 5 لتر"]],
        description: [
          "A one-step disinfectant cleaner for wards, clinics and public washrooms, effective against bacteria and enveloped viruses.",
          "منظف ومطهر بخطوة واحدة لأجنحة المستشفيات والعيادات ودورات المياه العامة، فعّال ضد البكتيريا والفيروسات المغلّفة.",
        ],
        features: [
          ["Bactericidal and virucidal (EN 1276, EN 14476)", "قاتل للبكتيريا والفيروسات (EN 1276، EN 14476)"],
          ["One-step clean and disinfect", "تنظيف وتطهير بخطوة واحدة"],
          ["Contact time: 5 minutes", "زمن التلامس: 5 دقائق"],
          ["Fragrance-free", "خالٍ من العطور"],
        ],
        specifications: [
          ["Pack size: 5 L", "حجم العبوة: 5 لتر"],
          ["Dilution: 1:50", "نسبة التخفيف: 1:50"],
          ["Contact time: 5 min", "زمن التلامس: 5 دقائق"],
        ],
      },
    ],
  },
  {
    category: "Chemicals",
    subcategory: "Kitchen Chemicals",
    count: 28,
    lines: [
      {
        brand: "Kitchex",
        kind: "canister",
        names: inSizes(
          [
            ["Heavy-Duty Degreaser", "مزيل دهون للأوساخ الصعبة"],
            ["Oven & Grill Cleaner", "منظف الأفران والشوايات"],
            ["Machine Dishwash Detergent", "منظف لغسالات الصحون"],
            ["Machine Rinse Aid", "ملمع شطف لغسالات الصحون"],
            ["Manual Dishwashing Liquid", "سائل غسيل الصحون يدويًا"],
            ["Lime Scale Remover", "مزيل الترسبات الكلسية"],
            ["Drain Maintenance Gel", "جل صيانة المصارف"],
            ["Pot & Pan Soak", "محلول نقع القدور والمقالي"],
          ],
          "Kitchex",
        ),
        description: [
          "A commercial kitchen chemical that cuts grease and scale fast and keeps food-preparation areas HACCP-compliant.",
          "منظف للمطابخ التجارية يزيل الدهون والترسبات بسرعة ويحافظ على مطابقة مناطق تحضير الطعام لمتطلبات HACCP.",
        ],
        features: KITCHEN_FEATURES,
        specifications: [
          ["Pack size: 5 L", "حجم العبوة: 5 لتر"],
          ["pH: 12-13", "درجة الحموضة (pH): 12-13"],
          ["Dilution: 1:20 to 1:50", "نسبة التخفيف: 1:20 إلى 1:50"],
          ["Shelf life: 24 months", "مدة الصلاحية: 24 شهرًا"],
        ],
      },
      {
        brand: "Sanitas Pro",
        kind: "canister",
        names: [
          ["Food-Safe Sanitizer 5 L", "معقم آمن على الطعام Sanitas Pro عبوة 5 لتر"],
          ["Food-Safe Sanitizer 20 L", "معقم آمن على الطعام Sanitas Pro عبوة 20 لتر"],
          ["Quat Surface Sanitizer 5 L", "معقم أسطح بمركبات الأمونيوم الرباعية Sanitas Pro عبوة 5 لتر"],
          ["Fruit & Vegetable Wash 5 L", "غسول الفواكه والخضروات Sanitas Pro عبوة 5 لتر"],
        ],
        description: [
          "A food-safe sanitizer for boards, counters and utensils that kills bacteria without leaving a taste or smell.",
          "معقم آمن على الطعام لألواح التقطيع وأسطح العمل والأدوات، يقضي على البكتيريا دون أن يترك طعمًا أو رائحة.",
        ],
        features: [
          ["No-rinse at recommended dilution", "لا يحتاج إلى شطف عند التخفيف الموصى به"],
          ["Effective against Listeria and E. coli", "فعّال ضد الليستيريا والإشريكية القولونية (E. coli)"],
          ["Fragrance-free", "خالٍ من العطور"],
          ["Safe on stainless steel", "آمن على الستانلس ستيل"],
        ],
        specifications: [
          ["Pack size: 5 L", "حجم العبوة: 5 لتر"],
          ["Dilution: 1:100", "نسبة التخفيف: 1:100"],
          ["Contact time: 60 s", "زمن التلامس: 60 ث"],
        ],
      },
    ],
  },
  {
    category: "Chemicals",
    subcategory: null,
    count: 1,
    lines: [
      {
        brand: "Purecare Chemie",
        kind: "dispenser",
        names: [
          [
            "Chemical Dilution Control Station 4-Product",
            "محطة تحكم في تخفيف المواد الكيميائية لـ 4 منتجات Purecare Chemie",
          ],
        ],
        description: [
          "A wall-mounted dilution station that mixes four concentrates at exact ratios into bottles and buckets, cutting chemical waste and cost.",
          "محطة تخفيف جدارية تمزج أربعة مركّزات بنسب دقيقة في الزجاجات والدلاء، فتقلل هدر المواد الكيميائية وتكلفتها.",
        ],
        features: [
          ["Four products from one station", "أربعة منتجات من محطة واحدة"],
          ["Exact ratios every time", "نسب دقيقة في كل مرة"],
          ["Locked cabinet for concentrates", "خزانة مقفلة للمركّزات"],
          ["No electricity needed", "لا تحتاج إلى كهرباء"],
          ["Colour-coded buttons", "أزرار مميزة بالألوان"],
        ],
        specifications: [
          ["Flow: 4 l/min (bucket), 1 l/min (bottle)", "التدفق: 4 لتر/دقيقة (دلو)، 1 لتر/دقيقة (زجاجة)"],
          ["Water pressure: 2-6 bar", "ضغط الماء: 2-6 بار"],
        ],
      },
    ],
  },
  {
    category: "Cleaning Tools & Accessories",
    subcategory: "Window Cleaning Tools",
    count: 27,
    lines: [
      {
        brand: "Clearview Pro",
        kind: "squeegee",
        names: each(
          [25, 35, 45, 55, 75],
          (w) => `Window Squeegee Complete ${w} cm`,
          (w) => `ممسحة زجاج مطاطية كاملة Clearview Pro بعرض ${w} سم`,
        ).concat(
          each(
            [25, 35, 45, 55, 75],
            (w) => `Squeegee Channel ${w} cm`,
            (w) => `مجرى ممسحة مطاطية Clearview Pro بطول ${w} سم`,
          ),
          each(
            [35, 45, 55],
            (w) => `Microfibre Washer Sleeve ${w} cm`,
            (w) => `غطاء مايكروفايبر لأداة غسل الزجاج Clearview Pro بعرض ${w} سم`,
          ),
          each(
            [35, 45, 55],
            (w) => `Washer Complete ${w} cm`,
            (w) => `أداة غسل الزجاج كاملة Clearview Pro بعرض ${w} سم`,
          ),
          each(
            [10, 15],
            (w) => `Stainless Steel Window Scraper ${w} cm`,
            (w) => `مكشطة نوافذ من الستانلس ستيل Clearview Pro بعرض ${w} سم`,
          ),
          each(
            [
              ["2 x 1.25 m", "2 x 1.25 م"],
              ["2 x 2 m", "2 x 2 م"],
              ["3 x 2 m", "3 x 2 م"],
              ["3 x 3 m", "3 x 3 م"],
            ],
            (l) => `Telescopic Extension Pole ${l}`,
            (l) => `عصا تمديد تلسكوبية Clearview Pro بطول ${l}`,
          ),
          [
            ["Squeegee Rubber Soft 92 cm", "شفرة مطاطية لينة للممسحة Clearview Pro بطول 92 سم"],
            ["Squeegee Rubber Hard 92 cm", "شفرة مطاطية صلبة للممسحة Clearview Pro بطول 92 سم"],
            ["Window Cleaning Bucket 22 L", "دلو تنظيف النوافذ Clearview Pro سعة 22 لتر"],
            ["Tool Belt with Holster", "حزام أدوات مع حافظة Clearview Pro"],
            ["Angle Adaptor for Poles", "محوّل زاوية للعصي Clearview Pro"],
          ],
        ),
        description: [
          "Professional window-cleaning hand tools for streak-free glass, made to work together on standard threaded poles.",
          "أدوات يدوية احترافية لتنظيف النوافذ وزجاج بلا خطوط، مصممة لتعمل معًا على العصي القياسية ذات اللولب.",
        ],
        features: TOOL_FEATURES,
        specifications: [
          ["Width: 35 cm", "العرض: 35 سم"],
          ["Material: aluminium and rubber", "المادة: ألمنيوم ومطاط"],
          ["Thread: universal cone", "اللولب: مخروطي عالمي"],
        ],
      },
    ],
  },
  {
    category: "Cleaning Tools & Accessories",
    subcategory: "Floor Pads",
    count: 18,
    lines: [
      {
        brand: "Padmaster",
        kind: "pad",
        names: (
          [
            ["Black Stripping", "أسود لإزالة الشمع"],
            ["Green Scrubbing", "أخضر للفرك"],
            ["Blue Cleaning", "أزرق للتنظيف"],
            ["Red Buffing", "أحمر للصقل"],
            ["White Polishing", "أبيض للتلميع"],
            // Natural-hair pads are sold in the Gulf as "natural hair"; the English keeps the maker's name.
            ["Hog Hair Burnishing", "من الشعر الطبيعي للتلميع العالي"],
            ["Maroon Surface Prep", "عنابي لتجهيز الأسطح"],
            ["Aqua Diamond Maintenance", "ماسي أزرق مائي للصيانة"],
            ["Champagne High-Speed Burnishing", "بيج للتلميع عالي السرعة"],
          ] satisfies Bi[]
        ).flatMap(([type, typeAr]): Bi[] => [
          [`${type} Floor Pad 17"`, `لباد أرضيات ${typeAr} Padmaster مقاس 17 بوصة`],
          [`${type} Floor Pad 20"`, `لباد أرضيات ${typeAr} Padmaster مقاس 20 بوصة`],
        ]),
        description: [
          "Non-woven floor pads colour-coded by aggressiveness, from heavy stripping to high-speed burnishing, sold in boxes of five.",
          "لبادات أرضيات غير منسوجة مميزة بالألوان حسب شدة الكشط، من إزالة الشمع الشاقة حتى التلميع عالي السرعة، تُباع في علب من خمس قطع.",
        ],
        features: [
          ["Colour-coded by aggressiveness", "مميزة بالألوان حسب شدة الكشط"],
          ["Open structure resists clogging", "بنية مفتوحة تقاوم الانسداد"],
          ["Washable and reusable", "قابلة للغسل وإعادة الاستخدام"],
          ["Fits standard pad drivers", "تناسب حوامل اللباد القياسية"],
          ["Even wear across the pad", "تآكل متساوٍ على كامل سطح اللباد"],
          ["Box of 5 pads", "علبة من 5 لبادات"],
        ],
        specifications: [
          ["Diameter: 17 in (432 mm)", "القطر: 17 بوصة (432 ملم)"],
          ["Thickness: 25 mm", "السماكة: 25 ملم"],
          ["Speed: 175-1,500 rpm by colour", "السرعة: 175-1,500 دورة/دقيقة حسب اللون"],
          ["Pack: 5 pads", "العبوة: 5 لبادات"],
        ],
      },
    ],
  },
  {
    category: "Cleaning Tools & Accessories",
    subcategory: "Floor Cleaning Tools",
    count: 15,
    lines: [
      {
        brand: "Mopwerk",
        kind: "mop",
        names: [
          ["Flat Mop Frame 40 cm", "إطار ممسحة مسطحة Mopwerk بعرض 40 سم"],
          ["Flat Mop Frame 60 cm", "إطار ممسحة مسطحة Mopwerk بعرض 60 سم"],
          ["Microfibre Flat Mop 40 cm", "ممسحة مسطحة من المايكروفايبر Mopwerk بعرض 40 سم"],
          ["Microfibre Flat Mop 60 cm", "ممسحة مسطحة من المايكروفايبر Mopwerk بعرض 60 سم"],
          ["Cotton Kentucky Mop 400 g", "ممسحة قطنية كنتاكي Mopwerk وزن 400 غ"],
          ["Aluminium Mop Handle 140 cm", "عصا ممسحة من الألمنيوم Mopwerk بطول 140 سم"],
          ["Dual Wringer Bucket 2 x 25 L", "دلو مزدوج بعصّارة Mopwerk سعة 2 x 25 لتر"],
          ["Housekeeping Trolley with Bag", "عربة خدمة الغرف مع كيس Mopwerk"],
          ["Janitorial Cleaning Trolley", "عربة عمال النظافة Mopwerk"],
          ["Wet Floor Sign Yellow", "لافتة تحذير أرضية مبللة صفراء Mopwerk"],
          ["Push Broom Soft 60 cm", "مكنسة دفع لينة Mopwerk بعرض 60 سم"],
          ["Floor Squeegee 55 cm", "ممسحة أرضيات مطاطية Mopwerk بعرض 55 سم"],
          ["Dustpan and Lobby Broom Set", "طقم مجرفة ومكنسة للردهات Mopwerk"],
          ["Dust Control Mop 90 cm", "ممسحة غبار Mopwerk بعرض 90 سم"],
          ["Pre-Soaked Mop Box System", "نظام صندوق الممسحات المبللة مسبقًا Mopwerk"],
        ],
        description: [
          "Mops, buckets, trolleys and brooms for daily floor care, made for professional crews and colour-coded for hygiene.",
          "مماسح ودلاء وعربات ومكانس للعناية اليومية بالأرضيات، مصنوعة لفرق التنظيف المحترفة ومميزة بالألوان حفاظًا على النظافة الصحية.",
        ],
        features: TOOL_FEATURES,
        specifications: [
          ["Material: aluminium, polypropylene, microfibre", "المادة: ألمنيوم وبولي بروبيلين ومايكروفايبر"],
          ["Washable: up to 500 cycles at 95 °C", "قابلة للغسل: حتى 500 دورة غسيل عند 95 °م"],
        ],
      },
    ],
  },
  {
    category: "Cleaning Tools & Accessories",
    subcategory: null,
    count: 1,
    lines: [
      {
        brand: "Mopwerk",
        kind: "mop",
        names: [["Colour-Coded Microfibre Cloth Pack of 20", "فوط مايكروفايبر مميزة بالألوان Mopwerk عبوة 20 قطعة"]],
        description: [
          "Twenty microfibre cloths in four colours for separating washroom, kitchen, patient-area and general cleaning.",
          "عشرون فوطة مايكروفايبر بأربعة ألوان للفصل بين تنظيف دورات المياه والمطابخ ومناطق المرضى والتنظيف العام.",
        ],
        features: [
          ["Four colours, five cloths each", "أربعة ألوان، خمس فوط لكل لون"],
          ["Cleans with water only", "تنظف بالماء فقط"],
          ["Washable up to 500 times", "قابلة للغسل حتى 500 مرة"],
          ["Lint-free on glass", "لا تترك وبرًا على الزجاج"],
        ],
        specifications: [
          ["Size: 40 x 40 cm", "المقاس: 40 x 40 سم"],
          ["Weight: 300 g/m²", "الوزن: 300 غ/م²"],
          ["Pack: 20 cloths", "العبوة: 20 فوطة"],
        ],
      },
    ],
  },
  {
    category: "Waste Management",
    subcategory: "Bins",
    count: 21,
    lines: [
      {
        brand: "Binova",
        kind: "bin",
        names: each(
          [5, 12, 20, 30, 50],
          (l) => `Stainless Steel Pedal Bin ${l} L`,
          (l) => `سلة مهملات بدواسة من الستانلس ستيل Binova سعة ${l} لتر`,
        ).concat(
          each(
            [25, 50, 80],
            (l) => `Swing Top Bin ${l} L`,
            (l) => `سلة مهملات بغطاء متأرجح Binova سعة ${l} لتر`,
          ),
          each(
            [60, 90],
            (l) => `Open Top Waste Bin ${l} L`,
            (l) => `سلة مهملات مفتوحة Binova سعة ${l} لتر`,
          ),
          [
            ["Recycling Station 3-Compartment 120 L", "محطة إعادة تدوير من 3 حجرات Binova سعة 120 لتر"],
            ["Recycling Station 4-Compartment 160 L", "محطة إعادة تدوير من 4 حجرات Binova سعة 160 لتر"],
            ["Outdoor Litter Bin 70 L", "سلة مهملات خارجية Binova سعة 70 لتر"],
            ["Outdoor Litter Bin with Ashtray 50 L", "سلة مهملات خارجية مع منفضة سجائر Binova سعة 50 لتر"],
            ["Wheelie Bin 120 L", "حاوية نفايات بعجلات Binova سعة 120 لتر"],
            ["Wheelie Bin 240 L", "حاوية نفايات بعجلات Binova سعة 240 لتر"],
            ["Wheelie Bin 1100 L", "حاوية نفايات بعجلات Binova سعة 1100 لتر"],
            ["Sanitary Bin 20 L", "سلة نفايات صحية Binova سعة 20 لتر"],
            ["Medical Waste Bin 60 L", "حاوية نفايات طبية Binova سعة 60 لتر"],
            ["Sensor Bin 42 L", "سلة مهملات بمستشعر Binova سعة 42 لتر"],
            ["Office Paper Bin 15 L", "سلة أوراق مكتبية Binova سعة 15 لتر"],
          ],
        ),
        description: [
          "Durable waste bins for offices, hotels, hospitals and public areas, designed for clean hands, easy emptying and clear waste separation.",
          "سلال نفايات متينة للمكاتب والفنادق والمستشفيات والأماكن العامة، مصممة لتبقى الأيدي نظيفة ويسهل تفريغها ويتضح فرز النفايات.",
        ],
        features: BIN_FEATURES,
        specifications: [
          ["Capacity: 30 L", "السعة: 30 لتر"],
          ["Material: stainless steel AISI 430", "المادة: ستانلس ستيل AISI 430"],
          ["Dimensions: 300 x 300 x 650 mm", "الأبعاد: 300 x 300 x 650 ملم"],
        ],
      },
    ],
  },
];
