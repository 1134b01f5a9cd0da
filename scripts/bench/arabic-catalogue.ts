/**
 * Arabic texts for the generated catalogue of `npm run catalogue:large` (issue 18): each product gets an Arabic name,
 * description and features from a vocabulary of Arabic product types per subcategory, as a Qatari supplier writes
 * them (brands and model numbers stay in Latin letters and Western digits), so the bench measures Arabic searches on
 * 100,000 products as it measures English ones. The bench's Arabic queries (search-query-list.ts) are checked against
 * these texts, so the vocabulary and the list cannot drift apart.
 */

export interface ArabicSource {
  name: string;
  brand: string;
  subcategory?: string | null;
}

export interface ArabicTexts {
  nameAr: string;
  descriptionAr: string;
  featuresAr: string[];
}

interface ProductType {
  /** Names of the products of this kind; a product takes one by its place in the catalogue. */
  names: string[];
  /** What the product does: the description's first sentence, after "منتج {brand}". */
  use: string;
  features: string[];
}

const TYPES: Record<string, ProductType> = {
  "Vacuums & Scrubing Machines": {
    names: ["مكنسة كهربائية تجارية", "ماكينة تنظيف وتجفيف الأرضيات", "مكنسة للسجاد والأرضيات الصلبة"],
    use: "لتنظيف الأرضيات الصلبة والسجاد في المساحات الكبيرة",
    features: ["فلتر HEPA يحتجز الغبار الدقيق", "تشغيل هادئ مناسب للمستشفيات", "بطارية تدوم طوال الوردية"],
  },
  "Grinding & Polishing Tools": {
    names: ["قرص تلميع ماسي", "أداة جلي الرخام", "قرص صنفرة للأرضيات الحجرية"],
    use: "لجلي وتلميع الرخام والجرانيت والتيرازو",
    features: ["حبيبات ماسية متدرجة", "يعمل مع الماء أو على الجاف", "يعيد اللمعان دون مواد كيميائية"],
  },
  "Floor Cleaning Machines": {
    names: ["ماكينة غسيل الأرضيات", "آلة تنظيف الأرضيات الراكبة"],
    use: "لغسل الأرضيات وتجفيفها في خطوة واحدة",
    features: ["خزان ماء نظيف بسعة كبيرة", "فرش قابلة للتبديل دون أدوات", "تجفيف فوري يقلل خطر الانزلاق"],
  },
  "Vacuum , High Pressure & Steam Machines": {
    names: ["جهاز غسيل بالضغط العالي", "مكنسة بخارية", "جهاز تنظيف بالبخار"],
    use: "لإزالة الأوساخ العنيدة والدهون بالبخار أو بالماء المضغوط",
    features: ["تعقيم بالبخار دون مواد كيميائية", "ضغط قابل للتعديل", "خرطوم طويل مقاوم للالتواء"],
  },
  "Carpet cleaning and sanitizing machines": {
    names: ["ماكينة غسيل السجاد", "جهاز تعقيم الموكيت"],
    use: "لغسل السجاد والموكيت وتعقيمهما في الفنادق والمكاتب",
    features: ["شفط قوي يسرّع جفاف السجاد", "رأس غسيل عريض", "خزانان منفصلان للماء النظيف والمتسخ"],
  },
  "Grinding & Polishing Machines": {
    names: ["ماكينة جلي وتلميع الأرضيات", "آلة جلي الرخام"],
    use: "لجلي الأرضيات الحجرية وتلميعها حتى اللمعان الكامل",
    features: ["محرك عالي العزم", "أوزان إضافية للجلي العميق", "غطاء يمنع تطاير الرذاذ"],
  },
  "Industrial Vacuum Machines": {
    names: ["مكنسة صناعية للسوائل والأتربة", "مكنسة كهربائية صناعية"],
    use: "لشفط السوائل والأتربة في المصانع والمستودعات وورش البناء",
    features: ["خزان من الفولاذ المقاوم للصدأ", "تنظيف ذاتي للفلتر", "عجلات متينة للأرضيات الخشنة"],
  },
  "Window Cleaning": {
    names: ["جهاز تنظيف الزجاج", "روبوت تنظيف النوافذ"],
    use: "لتنظيف الواجهات الزجاجية والنوافذ دون آثار",
    features: ["يعمل على الزجاج والمرايا", "تشغيل آمن على الارتفاعات", "ماء منقى يمنع البقع"],
  },
  Dispensers: {
    names: ["موزع صابون", "موزع مناديل ورقية", "موزع معقم اليدين"],
    use: "لدورات المياه في المكاتب والمستشفيات والمطارات",
    features: ["تشغيل دون لمس بمستشعر", "قفل يمنع العبث", "نافذة تبيّن مستوى التعبئة"],
  },
  "Fragrance Oil": {
    names: ["زيت عطري لأجهزة التعطير", "زيت عطري بخلاصة العود"],
    use: "يمنح الردهات والفنادق رائحة فاخرة تدوم طويلًا",
    features: ["تركيبة مركزة", "روائح شرقية وعصرية", "مناسب لأجهزة التعطير الكبيرة"],
  },
  "Aerosol Refill": {
    names: ["عبوة معطر جو بخاخة", "عبوة بخاخ معطر جو"],
    use: "لأجهزة التعطير الأوتوماتيكية في دورات المياه والممرات",
    features: ["تكفي حتى ثلاثة آلاف رشة", "روائح منعشة متعددة", "تركيب سريع في الجهاز"],
  },
  Diffusers: {
    names: ["جهاز نشر العطور", "موزع عطر كهربائي"],
    use: "لنشر العطر في الردهات وصالات الاستقبال بتوقيت قابل للضبط",
    features: ["تغطية مساحات واسعة", "مؤقت أسبوعي", "تشغيل هادئ"],
  },
  "Non Aerosol Refills": {
    names: ["عبوة معطر بدون غاز"],
    use: "لأجهزة التعطير التي تعمل دون غاز دافع",
    features: ["خالية من الغاز الدافع", "رائحة ثابتة طوال مدة العبوة", "صديقة للبيئة"],
  },
  "Restroom Supplies": {
    names: ["مستلزمات دورات المياه", "حامل ورق تواليت"],
    use: "لتجهيز دورات المياه في المباني التجارية والعامة",
    features: ["مواد مقاومة للرطوبة", "تركيب على الجدار", "تنظيف سهل"],
  },
  "Non Aerosol Dispenser": {
    names: ["موزع معطر بدون غاز"],
    use: "لتعطير دورات المياه دون بخاخات مضغوطة",
    features: ["يعمل بالبطارية", "إعدادات شدة قابلة للضبط", "تصميم أنيق"],
  },
  "Hand Dryer": {
    names: ["مجفف أيدي كهربائي"],
    use: "لتجفيف الأيدي بسرعة في دورات المياه المزدحمة",
    features: ["تجفيف خلال ثوانٍ", "فلتر هواء HEPA", "استهلاك منخفض للطاقة"],
  },
  Refill: {
    names: ["عبوة إعادة تعبئة"],
    use: "لإعادة تعبئة الموزعات دون تغيير الجهاز",
    features: ["عبوة محكمة الإغلاق", "تركيب سريع", "تقلل النفايات البلاستيكية"],
  },
  "Housekeeping Chemicals": {
    names: ["منظف متعدد الأغراض", "منظف زجاج مركز", "مطهر للأسطح", "ملمع أثاث"],
    use: "لأعمال التدبير المنزلي اليومية في الفنادق والمكاتب",
    features: ["تركيبة مركزة اقتصادية", "آمن على معظم الأسطح", "رائحة منعشة"],
  },
  "Kitchen Chemicals": {
    names: ["مزيل دهون للمطابخ", "منظف أفران", "سائل غسيل الأطباق"],
    use: "لمطابخ المطاعم والفنادق والمستشفيات",
    features: ["يزيل الدهون المحترقة", "آمن على الفولاذ المقاوم للصدأ", "مطابق لاشتراطات سلامة الغذاء"],
  },
  Chemicals: {
    names: ["مادة تنظيف كيميائية"],
    use: "لأعمال التنظيف المتخصصة",
    features: ["تركيبة مركزة", "تعليمات سلامة باللغة العربية", "عبوة محكمة الإغلاق"],
  },
  "Window Cleaning Tools": {
    names: ["ممسحة زجاج مطاطية", "عصا تلسكوبية لتنظيف النوافذ", "دلو تنظيف النوافذ"],
    use: "لتنظيف النوافذ والواجهات الزجاجية يدويًا",
    features: ["شفرة مطاطية قابلة للتبديل", "مقبض مريح", "ألومنيوم خفيف الوزن"],
  },
  "Floor Pads": {
    names: ["لباد تلميع للأرضيات", "وسادة تنظيف للأرضيات"],
    use: "لماكينات الغسيل والتلميع في الصيانة اليومية للأرضيات",
    features: ["ألوان حسب درجة الخشونة", "يناسب معظم الماكينات", "عمر استخدام طويل"],
  },
  "Floor Cleaning Tools": {
    names: ["ممسحة أرضيات من الألياف الدقيقة", "عربة تنظيف مع دلو", "مساحة أرضيات مطاطية"],
    use: "لتنظيف الأرضيات يدويًا في الممرات والغرف",
    features: ["ألياف دقيقة تلتقط الغبار", "قابلة للغسل مرات كثيرة", "ترميز لوني يمنع التلوث"],
  },
  "Cleaning Tools & Accessories": {
    names: ["أداة تنظيف"],
    use: "لأعمال التنظيف اليومية",
    features: ["خامات متينة", "مقبض مريح", "سهلة التخزين"],
  },
  Bins: {
    names: ["سلة نفايات بدواسة", "حاوية نفايات من الفولاذ المقاوم للصدأ", "سلة مهملات بغطاء"],
    use: "لجمع النفايات وفرزها في المكاتب والفنادق والأماكن العامة",
    features: ["غطاء يغلق بهدوء", "دواسة تحافظ على نظافة اليدين", "قاعدة مانعة للانزلاق"],
  },
};

const FALLBACK: ProductType = TYPES["Cleaning Tools & Accessories"]!;

/** Where the products serve, in the description's second sentence: one by the product's place in the catalogue. */
const PLACES = [
  "المكاتب والمجمعات التجارية",
  "المستشفيات والعيادات",
  "الفنادق والمطاعم",
  "المدارس والجامعات",
  "المطارات ومراكز التسوق",
  "المساجد والمباني العامة",
];

/** Features every product of the catalogue may add (supply and service in Qatar). */
const SERVICE_FEATURES = ["ضمان لمدة سنتين", "قطع غيار متوفرة في الدوحة", "صيانة من فريق معتمد"];

/** The English name's model numbers ("Nordvac NV 15 Commercial…" → "15"), kept in the Arabic name. */
function modelOf(name: string): string {
  return (name.match(/\S*\d\S*/g) ?? []).join(" ");
}

/** The Arabic texts of the product at `index` of the catalogue (deterministic: the same product, the same texts). */
export function arabicTextsOf(product: ArabicSource, index: number): ArabicTexts {
  const type = (product.subcategory && TYPES[product.subcategory]) || FALLBACK;
  const typeName = type.names[index % type.names.length]!;
  const model = modelOf(product.name);
  return {
    nameAr: [typeName, product.brand, model].filter(Boolean).join(" "),
    descriptionAr: `منتج ${product.brand} ${type.use}. أداء موثوق في ${PLACES[index % PLACES.length]} في قطر.`,
    featuresAr: [type.features[index % type.features.length]!, SERVICE_FEATURES[index % SERVICE_FEATURES.length]!],
  };
}

/** The Arabic name of a catalogue:large lot, as the English "· Lot N". */
export function arabicLotName(nameAr: string, lot: number): string {
  return `${nameAr} · الدفعة ${lot}`;
}
