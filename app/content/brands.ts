/**
 * The supplier brands of the demo catalogue (spec 3.5). The names are fictional but plausible manufacturers; a company
 * loading its real catalogue edits this one module. Every brand list of the site (navigation, partner marquee, solutions
 * logos, badge colours) is derived from BRANDS so a name appears in one place.
 */
export interface BrandInfo {
  name: string;
  country: string;
  /** One line on what the manufacturer makes, shown on product pages and in the partner marquee. */
  description: string;
  /** The same line in Arabic, for the Arabic edition (issue 18); the demo catalogue file carries it to the database. */
  descriptionAr: string;
  website: string;
  logoUrl: string;
  /** Logo colours (background, text) used by the generated SVG logo. */
  logoColors: [string, string];
}

function brand(fields: Omit<BrandInfo, "website" | "logoUrl">): BrandInfo {
  const slug = brandSlug(fields.name);
  return { ...fields, website: `https://www.${slug}.example`, logoUrl: `/attached_assets/logos/${slug}.svg` };
}

export function brandSlug(name: string): string {
  return name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");
}

export const BRANDS: BrandInfo[] = [
  brand({
    name: "Nordvac",
    country: "Sweden",
    description:
      "Swedish maker of commercial dry and wet vacuums and battery scrubber-dryers, built for long daily shifts.",
    descriptionAr:
      "شركة سويدية تصنع المكانس الكهربائية التجارية للأتربة والمياه وماكينات تنظيف وتجفيف الأرضيات العاملة بالبطارية، المصممة لنوبات عمل يومية طويلة.",
    logoColors: ["#0b3d91", "#ffffff"],
  }),
  brand({
    name: "Aquaris",
    country: "Italy",
    description: "Italian manufacturer of walk-behind and ride-on scrubber-dryers and single-disc floor machines.",
    descriptionAr:
      "شركة إيطالية تصنع ماكينات تنظيف وتجفيف الأرضيات بالدفع اليدوي وبمقعد للسائق، وماكينات الأرضيات أحادية القرص.",
    logoColors: ["#0e7490", "#ffffff"],
  }),
  brand({
    name: "Diamantek",
    country: "Germany",
    description:
      "German specialist in diamond grinding segments, resin pads and polishing tools for stone and concrete.",
    descriptionAr: "شركة ألمانية متخصصة في قطع الجلخ الماسية واللبادات الراتنجية وأدوات تلميع الحجر والخرسانة.",
    logoColors: ["#374151", "#fbbf24"],
  }),
  brand({
    name: "Lucestone",
    country: "Italy",
    description: "Italian builder of planetary grinders and polishers for marble, terrazzo and concrete floors.",
    descriptionAr: "شركة إيطالية تصنع ماكينات الجلخ والتلميع الكوكبية لأرضيات الرخام والتيرازو والخرسانة.",
    logoColors: ["#7c2d12", "#ffffff"],
  }),
  brand({
    name: "Vaporis",
    country: "Germany",
    description: "German range of pressure washers, steam cleaners and extraction units for heavy soiling.",
    descriptionAr: "مجموعة ألمانية من أجهزة الغسيل بالضغط العالي وأجهزة التنظيف بالبخار ووحدات الشفط للأوساخ الصعبة.",
    logoColors: ["#b91c1c", "#ffffff"],
  }),
  brand({
    name: "Fibrelux",
    country: "United Kingdom",
    description: "British carpet extractors and upholstery cleaning machines for hotels and offices.",
    descriptionAr: "ماكينات بريطانية لغسيل السجاد وشفطه وتنظيف المفروشات للفنادق والمكاتب.",
    logoColors: ["#6d28d9", "#ffffff"],
  }),
  brand({
    name: "Aurafresh",
    country: "United Kingdom",
    description: "British air-care brand: metered aerosols, non-aerosol refills and fragrance systems.",
    descriptionAr: "علامة بريطانية لتعطير الجو: بخاخات بجرعات محددة وعبوات خالية من الغاز وأنظمة تعطير.",
    logoColors: ["#be185d", "#ffffff"],
  }),
  brand({
    name: "Hygiena Systems",
    country: "Spain",
    description: "Spanish washroom dispensers for soap, sanitiser, towels and tissue, manual and touch-free.",
    descriptionAr: "موزعات إسبانية لدورات المياه للصابون والمعقم والمناشف والمناديل، يدوية وتعمل دون لمس.",
    logoColors: ["#047857", "#ffffff"],
  }),
  brand({
    name: "Purecare Chemie",
    country: "Germany",
    description: "German professional cleaning chemicals for housekeeping, floors and washrooms.",
    descriptionAr: "مواد تنظيف كيميائية ألمانية احترافية للتدبير المنزلي والأرضيات ودورات المياه.",
    logoColors: ["#1d4ed8", "#ffffff"],
  }),
  brand({
    name: "Scentiq",
    country: "France",
    description: "French fragrance house making diffuser oils and cold-air scent diffusers for hospitality.",
    descriptionAr: "دار عطور فرنسية تصنع زيوت الفواحات وأجهزة الفواحة بالهواء البارد لقطاع الضيافة.",
    logoColors: ["#9d174d", "#fde68a"],
  }),
  brand({
    name: "Kitchex",
    country: "Denmark",
    description: "Danish kitchen hygiene chemicals: degreasers, dishwash detergents and food-safe sanitisers.",
    descriptionAr:
      "مواد كيميائية دنماركية لنظافة المطابخ: مزيلات الدهون ومنظفات غسيل الصحون والمعقمات الآمنة على الطعام.",
    logoColors: ["#c2410c", "#ffffff"],
  }),
  brand({
    name: "Clearview Pro",
    country: "Netherlands",
    description: "Dutch window-cleaning equipment: pure-water systems, squeegees and extension poles.",
    descriptionAr: "معدات هولندية لتنظيف النوافذ: أنظمة الماء النقي والمماسح المطاطية وعصي التمديد.",
    logoColors: ["#0369a1", "#ffffff"],
  }),
  brand({
    name: "Padmaster",
    country: "United States",
    description: "American floor pads for stripping, scrubbing, buffing and burnishing every floor type.",
    descriptionAr: "لبادات أرضيات أمريكية لإزالة الشمع والفرك والصقل والتلميع لجميع أنواع الأرضيات.",
    logoColors: ["#a16207", "#ffffff"],
  }),
  brand({
    name: "Mopwerk",
    country: "Austria",
    description: "Austrian mops, buckets, trolleys and floor-cleaning hand tools for professional crews.",
    descriptionAr: "مماسح ودلاء وعربات وأدوات يدوية نمساوية لتنظيف الأرضيات لفرق التنظيف المحترفة.",
    logoColors: ["#15803d", "#ffffff"],
  }),
  brand({
    name: "Binova",
    country: "Italy",
    description: "Italian waste bins and recycling stations in stainless steel and recycled plastic.",
    descriptionAr: "سلال نفايات ومحطات إعادة تدوير إيطالية من الستانلس ستيل والبلاستيك المعاد تدويره.",
    logoColors: ["#334155", "#a7f3d0"],
  }),
  brand({
    name: "Airdry",
    country: "United Kingdom",
    description: "British high-speed, energy-efficient hand dryers for busy washrooms.",
    descriptionAr: "مجففات أيدٍ بريطانية عالية السرعة وموفرة للطاقة لدورات المياه المزدحمة.",
    logoColors: ["#0f172a", "#38bdf8"],
  }),
  brand({
    name: "Robotec Clean",
    country: "Japan",
    description: "Japanese autonomous scrubbers and vacuum robots with smart route mapping.",
    descriptionAr: "روبوتات يابانية ذاتية التشغيل لتنظيف الأرضيات وشفطها مع تخطيط ذكي للمسارات.",
    logoColors: ["#4338ca", "#ffffff"],
  }),
  brand({
    name: "Sanitas Pro",
    country: "Switzerland",
    description: "Swiss disinfectants and sanitising systems for clinics, hospitals and food production.",
    descriptionAr: "مطهرات وأنظمة تعقيم سويسرية للعيادات والمستشفيات ومنشآت إنتاج الأغذية.",
    logoColors: ["#0f766e", "#ffffff"],
  }),
];

export interface BrandNavItem {
  name: string;
  /** The Arabic edition's label: "All Brands" in Arabic; a brand's name is the same in both (Latin letters). */
  nameAr: string;
  href: string;
}

/** Spec 3.5: "All Brands" plus one entry per brand, the name written in capitals in both the label and the link. */
export const BRAND_NAV: BrandNavItem[] = [
  { name: "All Brands", nameAr: "جميع العلامات التجارية", href: "/products" },
  ...BRANDS.map((entry) => {
    const caps = entry.name.toUpperCase();
    return { name: caps, nameAr: caps, href: `/products?brand=${encodeURIComponent(caps)}` };
  }),
];

/** Spec 2.3: the home marquee shows 10 static partner logos, each with a name and a description (and its Arabic). */
export const PARTNER_LOGOS = BRANDS.slice(0, 10).map(({ name, logoUrl, description, descriptionAr }) => ({
  name,
  url: logoUrl,
  description,
  descriptionAr,
}));

/** Spec 2.8: the "Shop by Brand" logo buttons of the solutions overview. */
export const SOLUTIONS_BRANDS = BRANDS.slice(0, 12).map(({ name, logoUrl }) => ({ name, logoUrl }));

/** Spec 2.5: nine known supplier brands have their own badge gradient; every other brand is grey. */
const BADGE_GRADIENTS: Record<string, string> = {
  nordvac: "bg-gradient-to-r from-blue-800 to-blue-600",
  aquaris: "bg-gradient-to-r from-cyan-800 to-cyan-600",
  diamantek: "bg-gradient-to-r from-zinc-800 to-zinc-600",
  lucestone: "bg-gradient-to-r from-orange-900 to-orange-700",
  vaporis: "bg-gradient-to-r from-red-800 to-red-600",
  fibrelux: "bg-gradient-to-r from-violet-800 to-violet-600",
  aurafresh: "bg-gradient-to-r from-pink-800 to-pink-600",
  "hygiena systems": "bg-gradient-to-r from-emerald-800 to-emerald-600",
  "purecare chemie": "bg-gradient-to-r from-indigo-800 to-blue-700",
};
const DEFAULT_BADGE = "bg-gradient-to-r from-slate-700 to-slate-500";

export function brandBadgeClass(brandName: string): string {
  return BADGE_GRADIENTS[brandName.trim().toLowerCase()] ?? DEFAULT_BADGE;
}
