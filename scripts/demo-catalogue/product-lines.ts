/**
 * What the demo catalogue sells: product lines per subcategory of the tree (spec 3.4), with features and specifications,
 * each text beside its Arabic (issue 18): Modern Standard Arabic as Gulf suppliers write it, Western digits, units in
 * Arabic (لتر، مل، كغ، سم، ملم، واط، بار…), brands, model codes and standards (HEPA H13, AISI 304, EN 1276) in Latin letters.
 *
 * Specifications (issue 19) are each model's own, written per model from its figures: the same labels and units for
 * every product of a line, so comparison and the range filters line them up; values that grow with the model as they
 * do in the trade (a "Scrubmatic 43 B" cleans 430 mm, larger models carry bigger tanks and weigh more).
 */
import type { IllustrationKind } from "./illustrations";
import { count, DAYS, fact, LABELS as L, measure, MONTHS, quantity, type Bi } from "./specification-lines";

export type { Bi } from "./specification-lines";

/** One product: its name and its specification lines. */
export interface ProductModel {
  /**
   * The English without the brand (the builder puts it first), the Arabic with it (the product type in Arabic, then
   * brand and model in Latin).
   */
  name: Bi;
  /** "Label: value" lines, each English line beside its Arabic translation (the Arabic text is read line for line). */
  specifications: Bi[];
}

export interface ProductLine {
  brand: string;
  kind: IllustrationKind;
  /** One product per model, taken round-robin across a subcategory's lines. */
  models: ProductModel[];
  description: Bi;
  /** Picked at random per product; the Arabic list is picked with the same draws, so it matches item for item. */
  features: Bi[];
  /**
   * Until issue 19 each product's specifications were picked at random from a pool of this many lines, with the same
   * seeded generator that picks the features. The builder still makes those draws (and drops them), so every product
   * keeps the features it had: the search bench's list, the tests and catalogues seeded before rely on them.
   */
  specificationDraws: number;
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

/** A line's products from its names and, at the same places, their specifications. */
function models(names: Bi[], specifications: Bi[][]): ProductModel[] {
  if (names.length !== specifications.length)
    throw new Error(`${names.length} names but ${specifications.length} specification lists (${names[0]?.[0]})`);
  return names.map((name, index) => ({ name, specifications: specifications[index]! }));
}

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
const PACK_SIZES = [1, 5, 20] as const;
const COLOURS: Bi[] = [
  ["White", "أبيض"],
  ["Black", "أسود"],
  ["Stainless Steel", "ستانلس ستيل"],
];

/** What a chemical is, beside its name: the lines every chemical of a subcategory has, pack size aside. */
interface Chemical {
  type: Bi;
  dilution: Bi;
  ph: number;
  colour: Bi;
  fragrance: Bi;
  shelfLifeMonths: number;
}

const chemicalSpecifications = (chemical: Chemical, packLitres: number): Bi[] => [
  measure(L.packSize, packLitres, "LTR"),
  fact(L.dilution, chemical.dilution),
  count(L.ph, chemical.ph),
  fact(L.colour, chemical.colour),
  fact(L.fragrance, chemical.fragrance),
  quantity(L.shelfLife, chemical.shelfLifeMonths, MONTHS),
];

/**
 * Each chemical in every pack size: "Neutral Floor Cleaner 5 L" / "منظف أرضيات متعادل Purecare Chemie عبوة 5 لتر", its
 * pack size line the size of its name.
 */
const inSizes = (chemicals: Chemical[], brand: string): ProductModel[] =>
  chemicals.flatMap((chemical) =>
    PACK_SIZES.map((litres) => ({
      name: [`${chemical.type[0]} ${litres} L`, `${chemical.type[1]} ${brand} عبوة ${litres} لتر`] as const,
      specifications: chemicalSpecifications(chemical, litres),
    })),
  );

const READY_TO_USE: Bi = ["ready to use", "جاهز للاستخدام"];
const UNSCENTED: Bi = ["unscented", "بدون عطر"];
const COLOURLESS: Bi = ["colourless", "عديم اللون"];

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

/*
 * Machines: one function per kind of machine writes its lines from its figures, so every machine of a line has the same
 * labels, units and order (issue 19: comparison and range filters read them).
 */

const machineCore = (power: Bi, voltage: number | null, weight: number, noise: number): Bi[] => [
  power,
  ...(voltage === null ? [] : [measure(L.voltage, voltage, "VLT")]),
  measure(L.weight, weight, "KGM"),
  measure(L.noise, noise, "2N"),
];

/** Mains machines have no battery run time; the line says so, so every scrubber-dryer has the same labels. */
const MAINS_RUN_TIME: Bi = ["continuous (mains)", "متواصلة (بالكهرباء)"];

const vacuumCleaner = (
  airflow: number,
  vacuum: number,
  container: number,
  watts: number,
  voltage: number,
  weight: number,
  noise: number,
): Bi[] => [
  measure(L.airflow, airflow, "G51"),
  measure(L.vacuum, vacuum, "KPA"),
  measure(L.container, container, "LTR"),
  ...machineCore(measure(L.power, watts, "WTT"), voltage, weight, noise),
];

/** runTime null: a mains machine. */
const scrubberDryer = (
  width: number,
  solution: number,
  recovery: number,
  runTime: number | null,
  watts: number,
  voltage: number,
  weight: number,
  noise: number,
): Bi[] => [
  measure(L.workingWidth, width, "MMT"),
  measure(L.solutionTank, solution, "LTR"),
  measure(L.recoveryTank, recovery, "LTR"),
  runTime === null ? fact(L.runTime, MAINS_RUN_TIME) : measure(L.runTime, runTime, "HUR"),
  ...machineCore(measure(L.power, watts, "WTT"), voltage, weight, noise),
];

const cleaningRobot = (
  width: number,
  rate: number,
  runTime: number,
  battery: number,
  watts: number,
  voltage: number,
  weight: number,
  noise: number,
): Bi[] => [
  measure(L.workingWidth, width, "MMT"),
  measure(L.cleaningRate, rate, "m2/h"),
  measure(L.runTime, runTime, "HUR"),
  measure(L.battery, battery, "AMH"),
  ...machineCore(measure(L.power, watts, "WTT"), voltage, weight, noise),
];

const singleDiscMachine = (
  width: number,
  brushSpeed: number,
  kilowatts: number,
  voltage: number,
  weight: number,
  noise: number,
): Bi[] => [
  measure(L.workingWidth, width, "MMT"),
  measure(L.brushSpeed, brushSpeed, "RPM"),
  ...machineCore(measure(L.power, kilowatts, "KWT"), voltage, weight, noise),
];

const sweeper = (
  width: number,
  rate: number,
  hopper: number,
  kilowatts: number,
  weight: number,
  noise: number,
): Bi[] => [
  measure(L.workingWidth, width, "MMT"),
  measure(L.cleaningRate, rate, "m2/h"),
  measure(L.hopper, hopper, "LTR"),
  ...machineCore(measure(L.power, kilowatts, "KWT"), null, weight, noise),
];

const pressureWasher = (
  pressure: number,
  flow: number,
  waterTemperature: number,
  kilowatts: number,
  voltage: number,
  weight: number,
  noise: number,
): Bi[] => [
  measure(L.pressure, pressure, "BAR"),
  measure(L.flowRate, flow, "L2"),
  measure(L.waterTemperature, waterTemperature, "CEL"),
  ...machineCore(measure(L.power, kilowatts, "KWT"), voltage, weight, noise),
];

const steamUnit = (
  tank: number,
  hose: number,
  kilowatts: number,
  voltage: number,
  weight: number,
  noise: number,
): Bi[] => [
  measure(L.tank, tank, "LTR"),
  measure(L.hoseLength, hose, "MTR"),
  ...machineCore(measure(L.power, kilowatts, "KWT"), voltage, weight, noise),
];

const carpetExtractor = (
  width: number,
  solution: number,
  recovery: number,
  pumpPressure: number,
  watts: number,
  weight: number,
  noise: number,
): Bi[] => [
  measure(L.workingWidth, width, "MMT"),
  measure(L.solutionTank, solution, "LTR"),
  measure(L.recoveryTank, recovery, "LTR"),
  measure(L.pumpPressure, pumpPressure, "BAR"),
  ...machineCore(measure(L.power, watts, "WTT"), null, weight, noise),
];

const floorGrinder = (
  width: number,
  discSpeed: number,
  kilowatts: number,
  voltage: number,
  weight: number,
  noise: number,
): Bi[] => [
  measure(L.grindingWidth, width, "MMT"),
  measure(L.discSpeed, discSpeed, "RPM"),
  ...machineCore(measure(L.power, kilowatts, "KWT"), voltage, weight, noise),
];

const industrialVacuum = (
  airflow: number,
  vacuum: number,
  container: number,
  kilowatts: number,
  voltage: number,
  weight: number,
  noise: number,
  filterClass: string,
): Bi[] => [
  measure(L.airflow, airflow, "G51"),
  measure(L.vacuum, vacuum, "KPA"),
  measure(L.container, container, "LTR"),
  ...machineCore(measure(L.power, kilowatts, "KWT"), voltage, weight, noise),
  fact(L.filterClass, [filterClass, filterClass]),
];

const pureWaterSystem = (
  tank: number,
  flow: number,
  workingHeight: number,
  battery: number,
  voltage: number,
  weight: number,
): Bi[] => [
  measure(L.tank, tank, "LTR"),
  measure(L.flowRate, flow, "L2"),
  measure(L.workingHeight, workingHeight, "MTR"),
  measure(L.battery, battery, "AMH"),
  measure(L.voltage, voltage, "VLT"),
  measure(L.weight, weight, "KGM"),
];

const diffuser = (coverage: number, bottle: number, voltage: number, noise: number, weight: number): Bi[] => [
  measure(L.coverage, coverage, "MTQ"),
  measure(L.oilBottle, bottle, "MLT"),
  measure(L.voltage, voltage, "VLT"),
  measure(L.noise, noise, "2N"),
  measure(L.weight, weight, "KGM"),
];

/* Tools, consumables and the rest: the same labels within a kind of product, where they make sense. */

const RESIN: Bi = ["resin", "راتنج"];
const METAL: Bi = ["metal", "معدني"];
const COPPER: Bi = ["copper hybrid", "هجين نحاسي"];
const WET: Bi = ["wet", "رطب"];
const DRY: Bi = ["dry", "جاف"];
const WET_OR_DRY: Bi = ["wet or dry", "رطب أو جاف"];
const ALUMINIUM: Bi = ["aluminium", "ألمنيوم"];
const MICROFIBRE: Bi = ["microfibre", "مايكروفايبر"];
const POLYPROPYLENE: Bi = ["polypropylene", "بولي بروبيلين"];
const ABS: Bi = ["ABS plastic", "بلاستيك ABS"];
const STAINLESS_304: Bi = ["stainless steel AISI 304", "ستانلس ستيل AISI 304"];
const STAINLESS_430: Bi = ["stainless steel AISI 430", "ستانلس ستيل AISI 430"];
const POWDER_COATED_STEEL: Bi = ["powder-coated steel", "فولاذ مطلي بالبودرة"];
const HDPE: Bi = ["HDPE plastic", "بلاستيك HDPE"];
const UNIVERSAL_CONE_POLES: Bi = ["universal cone poles", "العصي ذات اللولب المخروطي العالمي"];

/** Diamond tooling: diameter (mm), grit, bond, the highest speed it may turn at (rpm), wet or dry use. */
const diamondTool = (diameter: number, grit: number, bond: Bi, maxSpeed: number, use: Bi): Bi[] => [
  measure(L.diameter, diameter, "MMT"),
  count(L.grit, grit),
  fact(L.bond, bond),
  measure(L.maxSpeed, maxSpeed, "RPM"),
  fact(L.use, use),
];

const BACKER_PLATES: Array<{ name: Bi; hardness: Bi; maxSpeed: number }> = [
  { name: ["Flexible", "مرنة"], hardness: ["flexible", "مرنة"], maxSpeed: 8500 },
  { name: ["Rigid", "صلبة"], hardness: ["rigid", "صلبة"], maxSpeed: 8500 },
  { name: ["Heavy-Duty", "للخدمة الشاقة"], hardness: ["rigid, reinforced", "صلبة مقوّاة"], maxSpeed: 10000 },
];

const IMPREGNATED_PADS: Array<{ name: Bi; grit: number }> = [
  { name: ["Fine", "ناعم"], grit: 1500 },
  { name: ["Medium", "متوسط"], grit: 800 },
  { name: ["Coarse", "خشن"], grit: 400 },
];

const DISPENSER_COLOURS: Bi[] = [
  ["white", "أبيض"],
  ["black", "أسود"],
  ["brushed steel", "فولاذي مصقول"],
];
const PUSH_BUTTON: Bi = ["push button", "زر ضغط"];
const PULL: Bi = ["pull", "سحب"];

/** Each dispenser comes in the three COLOURS: ABS in white and black, stainless steel. */
const DISPENSERS: Array<{ type: Bi; capacity: Bi; operation: Bi; height: number }> = [
  {
    type: ["Foam Soap Dispenser 1 L", "موزع صابون رغوي Hygiena Systems سعة 1 لتر"],
    capacity: measure(L.capacity, 1, "LTR"),
    operation: PUSH_BUTTON,
    height: 260,
  },
  {
    type: ["Touch-Free Sanitizer Dispenser 1.2 L", "موزع معقم يدين يعمل دون لمس Hygiena Systems سعة 1.2 لتر"],
    capacity: measure(L.capacity, 1.2, "LTR"),
    operation: ["infrared sensor, 4 x C batteries", "مستشعر بالأشعة تحت الحمراء، 4 بطاريات من نوع C"],
    height: 280,
  },
  {
    type: ["Liquid Soap Dispenser 800 ml", "موزع صابون سائل Hygiena Systems سعة 800 مل"],
    capacity: measure(L.capacity, 800, "MLT"),
    operation: PUSH_BUTTON,
    height: 240,
  },
  {
    type: ["Z-Fold Paper Towel Dispenser", "موزع مناشف ورقية مطوية بشكل Z من Hygiena Systems"],
    capacity: quantity(L.capacity, 600, { en: "sheets", plural: "أوراق", singular: "ورقة" }),
    operation: PULL,
    height: 370,
  },
  {
    type: ["Auto-Cut Towel Roll Dispenser", "موزع لفائف مناشف بقص تلقائي Hygiena Systems"],
    capacity: fact(L.capacity, ["1 roll of up to 200 m", "لفة واحدة حتى 200 م"]),
    operation: ["mechanical auto-cut, no batteries", "قص تلقائي ميكانيكي دون بطاريات"],
    height: 390,
  },
  {
    type: ["Jumbo Toilet Roll Dispenser", "موزع لفائف ورق تواليت جامبو Hygiena Systems"],
    capacity: fact(L.capacity, ["1 jumbo roll of up to 400 m", "لفة جامبو واحدة حتى 400 م"]),
    operation: PULL,
    height: 300,
  },
  {
    type: ["Toilet Seat Sanitizer Dispenser", "موزع معقم مقاعد المراحيض Hygiena Systems"],
    capacity: measure(L.capacity, 400, "MLT"),
    operation: PUSH_BUTTON,
    height: 200,
  },
  {
    type: ["Centre-Pull Tissue Dispenser", "موزع مناديل بالسحب من المنتصف Hygiena Systems"],
    capacity: fact(L.capacity, ["1 roll of up to 600 sheets", "لفة واحدة حتى 600 ورقة"]),
    operation: PULL,
    height: 330,
  },
];

const POLES: Array<{ name: Bi; sections: number; extended: number; grams: number }> = [
  { name: ["2 x 1.25 m", "2 x 1.25 م"], sections: 2, extended: 2.5, grams: 700 },
  { name: ["2 x 2 m", "2 x 2 م"], sections: 2, extended: 4, grams: 1100 },
  { name: ["3 x 2 m", "3 x 2 م"], sections: 3, extended: 6, grams: 1700 },
  { name: ["3 x 3 m", "3 x 3 م"], sections: 3, extended: 9, grams: 2300 },
];

/** Floor pads by colour: the pad's type in the name, the highest machine speed it is made for. */
const FLOOR_PADS: Array<{ type: Bi; colour: Bi; maxSpeed: number; thickness: number }> = [
  { type: ["Black Stripping", "أسود لإزالة الشمع"], colour: ["black", "أسود"], maxSpeed: 350, thickness: 20 },
  { type: ["Green Scrubbing", "أخضر للفرك"], colour: ["green", "أخضر"], maxSpeed: 600, thickness: 20 },
  { type: ["Blue Cleaning", "أزرق للتنظيف"], colour: ["blue", "أزرق"], maxSpeed: 600, thickness: 20 },
  { type: ["Red Buffing", "أحمر للصقل"], colour: ["red", "أحمر"], maxSpeed: 800, thickness: 20 },
  { type: ["White Polishing", "أبيض للتلميع"], colour: ["white", "أبيض"], maxSpeed: 1000, thickness: 20 },
  // Natural-hair pads are sold in the Gulf as "natural hair"; the English keeps the maker's name.
  {
    type: ["Hog Hair Burnishing", "من الشعر الطبيعي للتلميع العالي"],
    colour: ["natural", "طبيعي"],
    maxSpeed: 3000,
    thickness: 25,
  },
  { type: ["Maroon Surface Prep", "عنابي لتجهيز الأسطح"], colour: ["maroon", "عنابي"], maxSpeed: 350, thickness: 20 },
  {
    type: ["Aqua Diamond Maintenance", "ماسي أزرق مائي للصيانة"],
    colour: ["aqua", "أزرق مائي"],
    maxSpeed: 1500,
    thickness: 20,
  },
  {
    type: ["Champagne High-Speed Burnishing", "بيج للتلميع عالي السرعة"],
    colour: ["champagne", "بيج"],
    maxSpeed: 3000,
    thickness: 20,
  },
];

const bin = (capacity: number, height: number, width: number, material: Bi, weight: number): Bi[] => [
  measure(L.capacity, capacity, "LTR"),
  measure(L.height, height, "MMT"),
  measure(L.width, width, "MMT"),
  fact(L.material, material),
  measure(L.weight, weight, "KGM"),
];

/* Chemicals: pack size (the name's), dilution, pH, colour, fragrance, shelf life. */

const HOUSEKEEPING_CHEMICALS: Chemical[] = [
  {
    type: ["Neutral Floor Cleaner", "منظف أرضيات متعادل"],
    dilution: ["1:200", "1:200"],
    ph: 7.5,
    colour: ["green", "أخضر"],
    fragrance: ["fresh lemon", "الليمون المنعش"],
    shelfLifeMonths: 24,
  },
  {
    type: ["Glass & Mirror Cleaner", "منظف الزجاج والمرايا"],
    dilution: READY_TO_USE,
    ph: 10,
    colour: ["blue", "أزرق"],
    fragrance: ["fresh", "منعشة"],
    shelfLifeMonths: 24,
  },
  {
    type: ["Multi-Surface Cleaner", "منظف متعدد الأسطح"],
    dilution: ["1:100", "1:100"],
    ph: 8,
    colour: ["light blue", "أزرق فاتح"],
    fragrance: ["ocean breeze", "نسيم المحيط"],
    shelfLifeMonths: 24,
  },
  {
    type: ["Washroom Descaler", "مزيل ترسبات لدورات المياه"],
    dilution: ["1:20", "1:20"],
    ph: 1.5,
    colour: ["red", "أحمر"],
    fragrance: ["fresh mint", "النعناع المنعش"],
    shelfLifeMonths: 24,
  },
  {
    type: ["Floor Stripper", "مزيل طبقات الشمع عن الأرضيات"],
    dilution: ["1:10", "1:10"],
    ph: 13,
    colour: ["pale yellow", "أصفر فاتح"],
    fragrance: ["low odour", "خفيفة"],
    shelfLifeMonths: 24,
  },
  {
    type: ["Floor Polish High Gloss", "ملمع أرضيات عالي اللمعان"],
    dilution: READY_TO_USE,
    ph: 8.5,
    colour: ["milky white", "أبيض حليبي"],
    fragrance: ["low odour", "خفيفة"],
    shelfLifeMonths: 12,
  },
  {
    type: ["Stainless Steel Polish", "ملمع الستانلس ستيل"],
    dilution: READY_TO_USE,
    ph: 7,
    colour: ["white", "أبيض"],
    fragrance: UNSCENTED,
    shelfLifeMonths: 36,
  },
  {
    type: ["Carpet Shampoo", "شامبو السجاد"],
    dilution: ["1:50", "1:50"],
    ph: 9,
    colour: ["yellow", "أصفر"],
    fragrance: ["floral", "زهرية"],
    shelfLifeMonths: 24,
  },
  {
    type: ["Furniture Polish", "ملمع الأثاث"],
    dilution: READY_TO_USE,
    ph: 7,
    colour: ["cream", "كريمي"],
    fragrance: ["lavender", "اللافندر"],
    shelfLifeMonths: 24,
  },
  {
    type: ["Heavy-Duty Floor Detergent", "منظف أرضيات للأوساخ الصعبة"],
    dilution: ["1:40", "1:40"],
    ph: 12,
    colour: ["amber", "كهرماني"],
    fragrance: ["pine", "الصنوبر"],
    shelfLifeMonths: 24,
  },
  {
    type: ["Marble Floor Cleaner", "منظف أرضيات الرخام"],
    dilution: ["1:150", "1:150"],
    ph: 7,
    colour: ["pink", "وردي"],
    fragrance: ["jasmine", "الياسمين"],
    shelfLifeMonths: 24,
  },
  {
    type: ["Air Freshener Concentrate", "معطر جو مركّز"],
    dilution: ["1:20", "1:20"],
    ph: 6.5,
    colour: ["purple", "بنفسجي"],
    fragrance: ["oud", "العود"],
    shelfLifeMonths: 24,
  },
];

const HOSPITAL_DISINFECTANT: Chemical = {
  type: ["Hospital-Grade Disinfectant Cleaner", "منظف ومطهر بمستوى المستشفيات"],
  dilution: ["1:50", "1:50"],
  ph: 8,
  colour: COLOURLESS,
  fragrance: UNSCENTED,
  shelfLifeMonths: 24,
};

const KITCHEN_CHEMICALS: Chemical[] = [
  {
    type: ["Heavy-Duty Degreaser", "مزيل دهون للأوساخ الصعبة"],
    dilution: ["1:20", "1:20"],
    ph: 13,
    colour: ["amber", "كهرماني"],
    fragrance: UNSCENTED,
    shelfLifeMonths: 24,
  },
  {
    type: ["Oven & Grill Cleaner", "منظف الأفران والشوايات"],
    dilution: READY_TO_USE,
    ph: 13.5,
    colour: ["dark brown", "بني داكن"],
    fragrance: UNSCENTED,
    shelfLifeMonths: 24,
  },
  {
    type: ["Machine Dishwash Detergent", "منظف لغسالات الصحون"],
    dilution: ["2 ml/L", "2 مل/لتر"],
    ph: 13,
    colour: ["pale yellow", "أصفر فاتح"],
    fragrance: UNSCENTED,
    shelfLifeMonths: 24,
  },
  {
    type: ["Machine Rinse Aid", "ملمع شطف لغسالات الصحون"],
    dilution: ["0.3 ml/L", "0.3 مل/لتر"],
    ph: 3,
    colour: ["blue", "أزرق"],
    fragrance: UNSCENTED,
    shelfLifeMonths: 24,
  },
  {
    type: ["Manual Dishwashing Liquid", "سائل غسيل الصحون يدويًا"],
    dilution: ["5 ml/L", "5 مل/لتر"],
    ph: 7,
    colour: ["green", "أخضر"],
    fragrance: ["lemon", "الليمون"],
    shelfLifeMonths: 24,
  },
  {
    type: ["Lime Scale Remover", "مزيل الترسبات الكلسية"],
    dilution: ["1:10", "1:10"],
    ph: 1,
    colour: ["red", "أحمر"],
    fragrance: UNSCENTED,
    shelfLifeMonths: 24,
  },
  {
    type: ["Drain Maintenance Gel", "جل صيانة المصارف"],
    dilution: ["neat, 50 ml per drain weekly", "دون تخفيف، 50 مل لكل مصرف أسبوعيًا"],
    ph: 7.5,
    colour: ["blue", "أزرق"],
    fragrance: ["fresh", "منعشة"],
    shelfLifeMonths: 12,
  },
  {
    type: ["Pot & Pan Soak", "محلول نقع القدور والمقالي"],
    dilution: ["20 ml/L", "20 مل/لتر"],
    ph: 11,
    colour: ["pink", "وردي"],
    fragrance: UNSCENTED,
    shelfLifeMonths: 24,
  },
];

const FOOD_SAFE_SANITIZER: Chemical = {
  type: ["Food-Safe Sanitizer", "معقم آمن على الطعام"],
  dilution: ["1:100", "1:100"],
  ph: 7,
  colour: COLOURLESS,
  fragrance: UNSCENTED,
  shelfLifeMonths: 24,
};
const QUAT_SANITIZER: Chemical = {
  type: ["Quat Surface Sanitizer", "معقم أسطح بمركبات الأمونيوم الرباعية"],
  dilution: ["1:200", "1:200"],
  ph: 7.5,
  colour: COLOURLESS,
  fragrance: UNSCENTED,
  shelfLifeMonths: 24,
};
const PRODUCE_WASH: Chemical = {
  type: ["Fruit & Vegetable Wash", "غسول الفواكه والخضروات"],
  dilution: ["10 ml/L", "10 مل/لتر"],
  ph: 6,
  colour: COLOURLESS,
  fragrance: UNSCENTED,
  shelfLifeMonths: 18,
};

export const DEMO_PLAN: SubcategoryPlan[] = [
  {
    category: "Equipments",
    subcategory: "Vacuums & Scrubing Machines",
    count: 33,
    lines: [
      {
        brand: "Nordvac",
        kind: "vacuum",
        models: models(
          each(
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
          [
            // airflow l/s, vacuum kPa, container L, power W, voltage V, weight kg, noise dB(A)
            vacuumCleaner(48, 22, 15, 900, 230, 6.5, 58),
            vacuumCleaner(54, 24, 30, 1100, 230, 8.5, 60),
            vacuumCleaner(58, 25, 45, 1200, 230, 11, 62),
            vacuumCleaner(72, 25, 60, 2200, 230, 15, 66),
            vacuumCleaner(61, 23, 30, 1300, 230, 9.5, 70),
            vacuumCleaner(61, 23, 50, 1300, 230, 12, 71),
            vacuumCleaner(108, 24, 70, 2400, 230, 18, 73),
            vacuumCleaner(45, 21, 6, 1000, 230, 5.2, 62),
            vacuumCleaner(38, 16, 6, 500, 36, 6.9, 57),
            vacuumCleaner(33, 20, 5.5, 800, 230, 8, 68),
            vacuumCleaner(36, 15, 15, 600, 36, 8.3, 56),
            vacuumCleaner(160, 26, 100, 3450, 230, 32, 76),
          ],
        ),
        description: [
          "A dependable commercial vacuum for offices, hotels and retail, built to run several shifts a day with low noise and clean exhaust air.",
          "مكنسة كهربائية تجارية يُعتمد عليها للمكاتب والفنادق ومحلات التجزئة، مصممة للعمل عدة نوبات يوميًا بضجيج منخفض وهواء عادم نظيف.",
        ],
        features: VACUUM_FEATURES,
        specificationDraws: 6,
      },
      {
        brand: "Aquaris",
        kind: "scrubber",
        models: models(
          each(
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
          [
            // working width mm, solution L, recovery L, run time h (null: mains), power W, voltage V, weight kg, noise dB(A)
            scrubberDryer(430, 40, 45, 2.5, 900, 24, 125, 62),
            scrubberDryer(510, 50, 55, 3, 1100, 24, 165, 63),
            scrubberDryer(550, 60, 65, 3, 1300, 24, 190, 64),
            scrubberDryer(650, 75, 80, 3.5, 1500, 24, 240, 65),
            scrubberDryer(750, 90, 95, 3.5, 1800, 24, 290, 66),
            scrubberDryer(700, 100, 105, 4, 2200, 24, 380, 65),
            scrubberDryer(850, 120, 125, 4, 2600, 36, 520, 66),
            scrubberDryer(1000, 150, 160, 4.5, 3200, 36, 680, 67),
            scrubberDryer(380, 10, 12, null, 450, 230, 38, 60),
            scrubberDryer(380, 10, 12, 1.5, 450, 36, 42, 58),
            scrubberDryer(510, 50, 55, null, 1300, 230, 110, 64),
            scrubberDryer(550, 60, 65, 4, 1300, 24, 160, 61),
            scrubberDryer(650, 75, 80, 4.5, 1500, 36, 195, 62),
            scrubberDryer(1200, 200, 210, 5, 4500, 36, 980, 68),
          ],
        ),
        description: [
          "Scrubs, rinses and dries hard floors in one pass, leaving them safe to walk on at once: for supermarkets, hospitals, airports and warehouses.",
          "تفرك الأرضيات الصلبة وتشطفها وتجففها في مرور واحد، فتصبح آمنة للمشي عليها فورًا: للمتاجر الكبرى والمستشفيات والمطارات والمستودعات.",
        ],
        features: SCRUBBER_FEATURES,
        specificationDraws: 6,
      },
      {
        brand: "Robotec Clean",
        kind: "robot",
        models: models(
          [
            ["AutoScrub R50 Autonomous Scrubber Robot", "روبوت تنظيف أرضيات ذاتي التشغيل Robotec Clean AutoScrub R50"],
            ["AutoScrub R75 Autonomous Scrubber Robot", "روبوت تنظيف أرضيات ذاتي التشغيل Robotec Clean AutoScrub R75"],
            ["AutoVac V30 Autonomous Vacuum Robot", "روبوت شفط ذاتي التشغيل Robotec Clean AutoVac V30"],
            ["AutoVac V45 Autonomous Vacuum Robot", "روبوت شفط ذاتي التشغيل Robotec Clean AutoVac V45"],
            ["AutoScrub R100 Warehouse Scrubber Robot", "روبوت تنظيف أرضيات للمستودعات Robotec Clean AutoScrub R100"],
            ["AutoVac V20 Carpet Vacuum Robot", "روبوت شفط للسجاد Robotec Clean AutoVac V20"],
            ["AutoScrub R60 Compact Scrubber Robot", "روبوت تنظيف أرضيات مدمج Robotec Clean AutoScrub R60"],
          ],
          [
            // working width mm, cleaning rate m²/h, run time h, battery Ah, power W, voltage V, weight kg, noise dB(A)
            cleaningRobot(500, 1500, 4, 60, 600, 24, 120, 62),
            cleaningRobot(750, 2500, 5, 100, 1100, 24, 310, 64),
            cleaningRobot(300, 1000, 5, 30, 250, 24, 45, 58),
            cleaningRobot(450, 1400, 6, 40, 300, 24, 58, 59),
            cleaningRobot(1000, 4000, 6, 200, 2400, 36, 850, 67),
            cleaningRobot(200, 600, 4, 20, 150, 14.4, 28, 55),
            cleaningRobot(600, 1800, 4.5, 80, 800, 24, 180, 61),
          ],
        ),
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
        specificationDraws: 5,
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
        models: models(
          each(
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
          [
            ...[50, 100, 200, 400, 800, 1500, 3000].map((grit) => diamondTool(100, grit, RESIN, 4500, WET_OR_DRY)),
            ...[50, 100, 200, 400, 800, 1500, 3000].map((grit) => diamondTool(250, grit, RESIN, 1500, WET)),
            ...["16/20", "30/40", "60/80", "120/150"].map((grit): Bi[] => [
              fact(L.segmentSize, ["40 x 10 x 10 mm", "40 x 10 x 10 ملم"]),
              fact(L.grit, [grit, grit]),
              fact(L.bond, METAL),
              measure(L.maxSpeed, 1200, "RPM"),
              fact(L.use, WET_OR_DRY),
            ]),
            ...[6, 16, 30, 60].map((grit) => diamondTool(125, grit, METAL, 12200, DRY)),
            ...[30, 60, 120].map((grit) => diamondTool(76, grit, COPPER, 1500, WET_OR_DRY)),
            ...[50, 100, 200, 400, 800, 1500].map((grit) => diamondTool(90, grit, RESIN, 3500, WET)),
            diamondTool(125, 30, METAL, 12200, DRY),
            [
              measure(L.diameter, 250, "MMT"),
              fact(L.bond, ["PCD (polycrystalline diamond)", "PCD (ماس متعدد البلورات)"]),
              measure(L.maxSpeed, 1200, "RPM"),
              fact(L.use, DRY),
            ],
          ],
        ),
        description: [
          "Professional diamond tooling for grinding and polishing stone and concrete floors, with a consistent scratch pattern from coarse to mirror finish.",
          "أدوات ماسية احترافية لجلخ أرضيات الحجر والخرسانة وتلميعها، بنمط خدش متجانس من الجلخ الخشن حتى لمعان المرآة.",
        ],
        features: PAD_FEATURES,
        specificationDraws: 6,
      },
      {
        brand: "Lucestone",
        kind: "pad",
        models: models(
          each(
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
              BACKER_PLATES.map(({ name }) => name),
              (g) => `Velcro Backer Plate 100 mm ${g}`,
              (g) => `قاعدة فيلكرو حاملة Lucestone قطر 100 ملم ${g}`,
            ),
            each(
              IMPREGNATED_PADS.map(({ name }) => name),
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
          [
            ...[36, 60, 120, 180, 220, 320, 400, 600, 800].map((grit): Bi[] => [
              count(L.grit, grit),
              fact(L.bond, ["magnesite", "مغنيسيت"]),
              fact(L.dimensions, ["170 x 78 x 55 mm", "170 x 78 x 55 ملم"]),
              measure(L.packSize, 36, "H87"),
              fact(L.use, WET),
            ]),
            ...["0", "00", "000"].map((grade): Bi[] => [
              fact(L.grade, [`Lux ${grade}`, `Lux ${grade}`]),
              measure(L.packSize, 5, "KGM"),
              measure(L.coverage, 200, "MTK"),
              fact(L.use, ["wet, with a white pad", "رطب، مع لباد أبيض"]),
            ]),
            ...BACKER_PLATES.map(({ hardness, maxSpeed }): Bi[] => [
              measure(L.diameter, 100, "MMT"),
              fact(L.hardness, hardness),
              fact(L.thread, ["M14", "M14"]),
              fact(L.fixing, ["hook and loop", "لاصق فيلكرو"]),
              measure(L.maxSpeed, maxSpeed, "RPM"),
            ]),
            ...IMPREGNATED_PADS.map(({ grit }): Bi[] => [
              measure(L.diameter, 432, "MMT"),
              count(L.grit, grit),
              measure(L.maxSpeed, 600, "RPM"),
              fact(L.use, WET_OR_DRY),
            ]),
            ...(
              [
                [3, 1.2],
                [4, 1.6],
                [5, 2],
              ] as const
            ).map(([pieces, weight]): Bi[] => [
              measure(L.packSize, pieces, "H87"),
              fact(L.material, ["hardened steel", "فولاذ مُقسّى"]),
              fact(L.fixing, ["quick-change", "تبديل سريع"]),
              measure(L.weight, weight, "KGM"),
            ]),
            [
              measure(L.diameter, 432, "MMT"),
              fact(L.grade, ["medium steel wool", "صوف فولاذي متوسط"]),
              fact(L.packSize, ["twin pack", "عبوة من قطعتين"]),
              fact(L.use, ["with crystallizer, at 175-250 rpm", "مع سائل التبلور، عند 175-250 دورة/دقيقة"]),
            ],
            [
              measure(L.packSize, 5, "LTR"),
              count(L.ph, 2),
              measure(L.coverage, 250, "MTK"),
              fact(L.use, ["spray, then buff with steel wool", "يُرش ثم يُصقل بالصوف الفولاذي"]),
            ],
            [
              measure(L.packSize, 1, "KGM"),
              measure(L.coverage, 30, "MTK"),
              fact(L.use, ["with a white pad at 175-450 rpm", "مع لباد أبيض عند 175-450 دورة/دقيقة"]),
            ],
          ],
        ),
        description: [
          "Consumables for stone restoration: polishing bricks, powders and holders that bring marble, granite and terrazzo back to a deep shine.",
          "مستهلكات لترميم الحجر: أحجار وبودرة تلميع وحوامل تعيد إلى الرخام والجرانيت والتيرازو لمعانها العميق.",
        ],
        features: PAD_FEATURES,
        specificationDraws: 4,
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
        models: models(
          [
            [
              'Single-Disc Floor Machine 17" Standard Speed',
              "ماكينة أرضيات أحادية القرص Aquaris مقاس 17 بوصة بسرعة قياسية",
            ],
            ['Single-Disc Floor Machine 17" Dual Speed', "ماكينة أرضيات أحادية القرص Aquaris مقاس 17 بوصة بسرعتين"],
            [
              'Single-Disc Floor Machine 20" Heavy Duty',
              "ماكينة أرضيات أحادية القرص Aquaris مقاس 20 بوصة للخدمة الشاقة",
            ],
            ["High-Speed Burnisher 1500 rpm", "ماكينة تلميع عالية السرعة Aquaris بسرعة 1500 دورة/دقيقة"],
            ['Battery Burnisher 20" Li', "ماكينة تلميع تعمل بالبطارية Aquaris مقاس 20 بوصة Li"],
          ],
          [
            // working width mm, brush speed rpm (the higher of two), power kW, voltage V, weight kg, noise dB(A)
            singleDiscMachine(430, 154, 1.1, 230, 43, 59),
            singleDiscMachine(430, 300, 1.3, 230, 45, 60),
            singleDiscMachine(510, 154, 1.5, 230, 55, 60),
            singleDiscMachine(510, 1500, 1.5, 230, 48, 68),
            singleDiscMachine(510, 1500, 1.2, 36, 95, 66),
          ],
        ),
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
        specificationDraws: 5,
      },
      {
        brand: "Nordvac",
        kind: "scrubber",
        models: models(
          [
            ["SW 700 Walk-Behind Sweeper", "كانسة أرضيات بالدفع اليدوي Nordvac SW 700"],
            ["SW 900 Battery Sweeper", "كانسة أرضيات تعمل بالبطارية Nordvac SW 900"],
            ["SR 1200 Ride-On Sweeper", "كانسة أرضيات بمقعد للسائق Nordvac SR 1200"],
            ["SR 1500 Diesel Ride-On Sweeper", "كانسة أرضيات بمقعد للسائق تعمل بالديزل Nordvac SR 1500"],
          ],
          [
            // working width mm, cleaning rate m²/h, hopper L, power kW, weight kg, noise dB(A)
            sweeper(700, 2800, 40, 0.4, 95, 68),
            sweeper(900, 3600, 50, 0.6, 140, 70),
            sweeper(1200, 7200, 100, 2.5, 420, 72),
            sweeper(1500, 9750, 150, 18.5, 980, 78),
          ],
        ),
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
        specificationDraws: 4,
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
        models: models(
          [
            ["HP 150 Cold Water Pressure Washer", "جهاز غسيل بالضغط العالي بالماء البارد Vaporis HP 150"],
            ["HP 200 Cold Water Pressure Washer", "جهاز غسيل بالضغط العالي بالماء البارد Vaporis HP 200"],
            ["HP 250 Three-Phase Pressure Washer", "جهاز غسيل بالضغط العالي ثلاثي الطور Vaporis HP 250"],
            ["HT 180 Hot Water Pressure Washer", "جهاز غسيل بالضغط العالي بالماء الساخن Vaporis HT 180"],
            ["HT 250 Hot Water Pressure Washer", "جهاز غسيل بالضغط العالي بالماء الساخن Vaporis HT 250"],
          ],
          [
            // pressure bar, flow rate l/min, water temperature °C, power kW, voltage V, weight kg, noise dB(A)
            pressureWasher(150, 8.5, 60, 3, 230, 28, 76),
            pressureWasher(200, 11, 60, 5.5, 400, 45, 78),
            pressureWasher(250, 15, 60, 9.2, 400, 62, 80),
            pressureWasher(180, 10, 155, 6.4, 400, 120, 80),
            pressureWasher(250, 15, 155, 9.5, 400, 165, 82),
          ],
        ),
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
        specificationDraws: 5,
      },
      {
        brand: "Vaporis",
        kind: "extractor",
        models: models(
          [
            ["SC 6 Commercial Steam Cleaner", "جهاز تنظيف بالبخار تجاري Vaporis SC 6"],
            ["SC 10 Steam Cleaner with Vacuum", "جهاز تنظيف بالبخار مع شفط Vaporis SC 10"],
            ["SV 8 Steam Vacuum Sanitizing Unit", "وحدة تعقيم بالبخار والشفط Vaporis SV 8"],
            ["WV 80 Three-Motor Wet Vacuum", "مكنسة كهربائية للمياه بثلاثة محركات Vaporis WV 80"],
          ],
          [
            // tank L, hose length m, power kW, voltage V, weight kg, noise dB(A)
            steamUnit(4, 2.5, 2.3, 230, 8, 60),
            steamUnit(6, 3, 3.3, 230, 24, 66),
            steamUnit(5, 3, 3.1, 230, 22, 64),
            steamUnit(80, 4, 3.3, 230, 28, 78),
          ],
        ),
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
        specificationDraws: 4,
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
        models: models(
          [
            ["CX 35 Carpet Extractor", "ماكينة غسيل وشفط السجاد Fibrelux CX 35"],
            ["CX 50 Heated Carpet Extractor", "ماكينة غسيل وشفط السجاد بالتسخين Fibrelux CX 50"],
            ["CX 70 Walk-Behind Carpet Extractor", "ماكينة غسيل وشفط السجاد بالدفع اليدوي Fibrelux CX 70"],
            ["UX 10 Upholstery Spot Cleaner", "جهاز تنظيف بقع المفروشات Fibrelux UX 10"],
            ["CS 40 Carpet Sanitizing Machine", "ماكينة تعقيم السجاد Fibrelux CS 40"],
          ],
          [
            // working width mm, solution L, recovery L, pump pressure bar, power W, weight kg, noise dB(A)
            carpetExtractor(300, 35, 35, 7, 1850, 30, 68),
            carpetExtractor(350, 50, 50, 10, 3700, 42, 70),
            carpetExtractor(450, 70, 70, 12, 2600, 95, 72),
            carpetExtractor(110, 10, 9, 4, 1250, 9.5, 68),
            carpetExtractor(400, 40, 38, 6, 2100, 48, 66),
          ],
        ),
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
        specificationDraws: 4,
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
        models: models(
          [
            ["PG 550 Planetary Floor Grinder", "ماكينة جلخ أرضيات كوكبية Lucestone PG 550"],
            ["PG 750 Planetary Floor Grinder", "ماكينة جلخ أرضيات كوكبية Lucestone PG 750"],
            ["PG 820 Remote-Control Floor Grinder", "ماكينة جلخ أرضيات بالتحكم عن بُعد Lucestone PG 820"],
            ["PL 430 Stone Polishing Machine", "ماكينة تلميع الحجر Lucestone PL 430"],
          ],
          [
            // working width mm, disc speed rpm, power kW, voltage V, weight kg, noise dB(A)
            floorGrinder(550, 1200, 5.5, 400, 270, 80),
            floorGrinder(750, 1100, 11, 400, 420, 82),
            floorGrinder(820, 1100, 15, 400, 650, 84),
            floorGrinder(430, 350, 2.2, 230, 85, 72),
          ],
        ),
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
        specificationDraws: 4,
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
        models: models(
          [
            ["IV 100 Industrial Vacuum Cleaner", "مكنسة كهربائية صناعية Nordvac IV 100"],
            ["IV 200 Three-Phase Industrial Vacuum", "مكنسة كهربائية صناعية ثلاثية الطور Nordvac IV 200"],
            ["IV 60 ATEX Industrial Vacuum", "مكنسة كهربائية صناعية مقاومة للانفجار (ATEX) Nordvac IV 60"],
            ["IV 300 Oil & Chip Industrial Vacuum", "مكنسة كهربائية صناعية للزيوت والرايش Nordvac IV 300"],
          ],
          [
            // airflow l/s, vacuum kPa, container L, power kW, voltage V, weight kg, noise dB(A), filter class
            industrialVacuum(70, 25, 100, 3.3, 230, 65, 72, "M"),
            industrialVacuum(110, 33, 200, 5.5, 400, 145, 74, "M"),
            industrialVacuum(55, 22, 60, 2.4, 230, 48, 71, "H"),
            industrialVacuum(120, 35, 300, 7.5, 400, 210, 75, "M"),
          ],
        ),
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
        specificationDraws: 4,
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
        models: models(
          [
            ["Pure Water Window Cleaning System 100 L", "نظام تنظيف النوافذ بالماء النقي Clearview Pro سعة 100 لتر"],
            ["Pure Water Trolley System 25 L", "نظام الماء النقي على عربة Clearview Pro سعة 25 لتر"],
          ],
          [
            // tank L, flow rate l/min, working height m, battery Ah, voltage V, weight kg
            pureWaterSystem(100, 2, 18, 40, 12, 38),
            pureWaterSystem(25, 1.5, 12, 17, 12, 14),
          ],
        ),
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
        specificationDraws: 3,
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
        models: DISPENSERS.flatMap((dispenser) =>
          COLOURS.map((colour, index): ProductModel => ({
            name: [`${dispenser.type[0]} ${colour[0]}`, `${dispenser.type[1]} ${colour[1]}`],
            specifications: [
              dispenser.capacity,
              fact(L.operation, dispenser.operation),
              measure(L.height, dispenser.height, "MMT"),
              fact(L.material, index < 2 ? ABS : STAINLESS_304),
              fact(L.colour, DISPENSER_COLOURS[index]!),
            ],
          })),
        ),
        description: [
          "A hygienic washroom dispenser that keeps refills sealed and within easy reach, for offices, malls, hospitals and schools.",
          "موزع صحي لدورات المياه يُبقي العبوات محكمة الإغلاق وفي متناول اليد، للمكاتب والمراكز التجارية والمستشفيات والمدارس.",
        ],
        features: DISPENSER_FEATURES,
        specificationDraws: 4,
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
        models: SCENTS.flatMap(([scent, scentAr]): ProductModel[] =>
          [500, 1000].map((millilitres) => ({
            name:
              millilitres === 500
                ? [`${scent} Fragrance Oil 500 ml`, `زيت عطري Scentiq برائحة ${scentAr} سعة 500 مل`]
                : [`${scent} Fragrance Oil 1 L`, `زيت عطري Scentiq برائحة ${scentAr} سعة 1 لتر`],
            // Both sizes in ml, so the volumes of the subcategory compare in one unit.
            specifications: [
              measure(L.volume, millilitres, "MLT"),
              fact(L.fragrance, [scent, scentAr]),
              fact(L.base, ["oil, no alcohol", "زيت دون كحول"]),
              measure(L.coverage, 500, "MTQ"),
              quantity(L.shelfLife, 36, MONTHS),
            ],
          })),
        ),
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
        specificationDraws: 3,
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
        models: SCENTS.slice(0, 9).flatMap(([scent, scentAr]): ProductModel[] =>
          (
            [
              [250, 3000, 30],
              [300, 3600, 36],
            ] as const
          ).map(([millilitres, sprays, days]) => ({
            name: [
              `${scent} Metered Aerosol Refill ${millilitres} ml`,
              `عبوة بخاخ معطر بجرعات محددة Aurafresh برائحة ${scentAr} سعة ${millilitres} مل`,
            ],
            // Days at one spray every 15 minutes.
            specifications: [
              measure(L.volume, millilitres, "MLT"),
              fact(L.fragrance, [scent, scentAr]),
              count(L.sprays, sprays),
              quantity(L.duration, days, DAYS),
              fact(L.fits, ["all standard metered dispensers", "جميع أجهزة الرش القياسية بالجرعات"]),
            ],
          })),
        ),
        description: [
          "A metered air-care aerosol that releases a measured burst of fragrance at set intervals for consistently fresh washrooms.",
          "بخاخ معطر للجو بجرعات محددة يطلق دفعة مقننة من العطر على فترات منتظمة، لدورات مياه منعشة على الدوام.",
        ],
        features: AIRCARE_FEATURES,
        specificationDraws: 4,
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
        models: models(
          [
            ["Aroma Mini Cold-Air Diffuser", "جهاز فواحة بالهواء البارد Scentiq Aroma Mini"],
            ["Aroma 300 Cold-Air Diffuser", "جهاز فواحة بالهواء البارد Scentiq Aroma 300"],
            ["Aroma 600 Cold-Air Diffuser", "جهاز فواحة بالهواء البارد Scentiq Aroma 600"],
            ["Aroma 1500 HVAC Scent Diffuser", "جهاز فواحة لأنظمة التكييف المركزي Scentiq Aroma 1500"],
            ["Aroma 3000 HVAC Scent Diffuser", "جهاز فواحة لأنظمة التكييف المركزي Scentiq Aroma 3000"],
            ["Aroma Wall Scent Diffuser", "جهاز فواحة جداري Scentiq Aroma Wall"],
            ["Aroma Tower Standing Diffuser", "جهاز فواحة أرضي Scentiq Aroma Tower"],
          ],
          [
            // coverage m³, oil bottle ml, voltage V, noise dB(A), weight kg
            diffuser(100, 100, 12, 28, 0.8),
            diffuser(300, 500, 12, 30, 2.1),
            diffuser(600, 500, 12, 32, 3.5),
            diffuser(1500, 1000, 230, 38, 6.5),
            diffuser(3000, 1000, 230, 42, 9),
            diffuser(400, 500, 12, 30, 2.6),
            diffuser(800, 500, 230, 34, 12),
          ],
        ),
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
        specificationDraws: 4,
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
        models: [SCENTS[4]!, SCENTS[5]!, SCENTS[10]!, SCENTS[1]!, SCENTS[6]!].map(([scent, scentAr]): ProductModel => ({
          name: [`${scent} Non-Aerosol Refill`, `عبوة معطر جو دون غاز Aurafresh برائحة ${scentAr}`],
          specifications: [
            measure(L.volume, 100, "MLT"),
            fact(L.fragrance, [scent, scentAr]),
            quantity(L.duration, 90, DAYS),
            fact(L.propellant, ["none", "لا يوجد"]),
          ],
        })),
        description: [
          "A gas-free air-care refill for clinics, schools and other spaces where aerosols are not wanted.",
          "عبوة معطر جو خالية من الغاز للعيادات والمدارس وغيرها من الأماكن التي لا يُرغب فيها باستخدام البخاخات.",
        ],
        features: AIRCARE_FEATURES,
        specificationDraws: 3,
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
        models: models(
          [
            ["Anti-Splash Urinal Screen Citrus", "شبكة مبولة مانعة للرذاذ Hygiena Systems برائحة الحمضيات"],
            ["Anti-Splash Urinal Screen Mango", "شبكة مبولة مانعة للرذاذ Hygiena Systems برائحة المانجو"],
            ["Toilet Seat Cover Pack of 250", "أغطية مقاعد المراحيض Hygiena Systems عبوة 250 قطعة"],
            ["Sanitary Disposal Bags Pack of 50", "أكياس التخلص الصحي Hygiena Systems عبوة 50 كيسًا"],
            ["Enzyme Urinal Blocks 1 kg", "أقراص إنزيمية للمباول Hygiena Systems عبوة 1 كغ"],
          ],
          [
            ...(
              [
                ["citrus", "الحمضيات"],
                ["mango", "المانجو"],
              ] satisfies Bi[]
            ).map((scent): Bi[] => [
              measure(L.packSize, 10, "H87"),
              fact(L.material, ["EVA, recyclable", "EVA قابل لإعادة التدوير"]),
              fact(L.fragrance, scent),
              quantity(L.duration, 30, DAYS),
            ]),
            [
              measure(L.packSize, 250, "H87"),
              fact(L.material, ["flushable tissue paper", "ورق مناديل قابل للتصريف في المرحاض"]),
              fact(L.fits, ["half-fold seat cover dispensers", "موزعات أغطية المقاعد نصف المطوية"]),
            ],
            [
              measure(L.packSize, 50, "H87"),
              fact(L.material, ["opaque HDPE", "HDPE معتم"]),
              fact(L.size, ["280 x 150 mm", "280 x 150 ملم"]),
            ],
            [
              measure(L.packSize, 1, "KGM"),
              fact(L.material, ["enzyme tablets", "أقراص إنزيمية"]),
              fact(L.fragrance, ["fresh mint", "النعناع المنعش"]),
              quantity(L.duration, 30, DAYS),
            ],
          ],
        ),
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
        specificationDraws: 2,
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
        models: models(
          [
            ["Passive Air Care Dispenser White", "موزع معطر جو بتدفق هواء طبيعي Aurafresh أبيض"],
            ["Battery Fan Air Care Dispenser", "موزع معطر جو بمروحة تعمل بالبطارية Aurafresh"],
          ],
          [
            [
              fact(L.power, ["none (passive airflow)", "لا يحتاج (تدفق هواء طبيعي)"]),
              measure(L.coverage, 30, "MTQ"),
              measure(L.height, 160, "MMT"),
              fact(L.material, ABS),
            ],
            [
              fact(L.power, ["2 x D batteries, about 12 months", "بطاريتان من نوع D، نحو 12 شهرًا"]),
              measure(L.coverage, 60, "MTQ"),
              measure(L.height, 180, "MMT"),
              fact(L.material, ABS),
            ],
          ],
        ),
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
        specificationDraws: 2,
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
        models: models(
          [["Jet 1800 High-Speed Hand Dryer", "مجفف أيدٍ عالي السرعة Airdry Jet 1800"]],
          [
            [
              measure(L.power, 1800, "WTT"),
              measure(L.voltage, 230, "VLT"),
              fact(L.airSpeed, ["100 m/s", "100 م/ث"]),
              measure(L.dryingTime, 10, "SEC"),
              measure(L.noise, 70, "2N"),
              measure(L.weight, 5.5, "KGM"),
            ],
          ],
        ),
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
        specificationDraws: 4,
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
        models: models(
          [["Universal Foam Soap Refill 1 L", "عبوة صابون رغوي عامة Hygiena Systems سعة 1 لتر"]],
          [
            [
              measure(L.volume, 1, "LTR"),
              count(L.ph, 5.5),
              count(L.washes, 2500),
              fact(L.fragrance, ["mild, fresh", "خفيفة منعشة"]),
            ],
          ],
        ),
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
        specificationDraws: 2,
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
        models: inSizes(HOUSEKEEPING_CHEMICALS, "Purecare Chemie"),
        description: [
          "A professional housekeeping chemical for daily cleaning, dosed for consistent results and safe on the surfaces it is made for.",
          "منظف احترافي للتدبير المنزلي والتنظيف اليومي، بجرعات مدروسة لنتائج ثابتة، وآمن على الأسطح المخصص لها.",
        ],
        features: CHEMICAL_FEATURES,
        specificationDraws: 4,
      },
      {
        brand: "Sanitas Pro",
        kind: "canister",
        models: models(
          [["Hospital-Grade Disinfectant Cleaner 5 L", "منظف ومطهر بمستوى المستشفيات Sanitas Pro عبوة 5 لتر"]],
          [chemicalSpecifications(HOSPITAL_DISINFECTANT, 5)],
        ),
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
        specificationDraws: 3,
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
        models: inSizes(KITCHEN_CHEMICALS, "Kitchex"),
        description: [
          "A commercial kitchen chemical that cuts grease and scale fast and keeps food-preparation areas HACCP-compliant.",
          "منظف للمطابخ التجارية يزيل الدهون والترسبات بسرعة ويحافظ على مطابقة مناطق تحضير الطعام لمتطلبات HACCP.",
        ],
        features: KITCHEN_FEATURES,
        specificationDraws: 4,
      },
      {
        brand: "Sanitas Pro",
        kind: "canister",
        models: models(
          [
            ["Food-Safe Sanitizer 5 L", "معقم آمن على الطعام Sanitas Pro عبوة 5 لتر"],
            ["Food-Safe Sanitizer 20 L", "معقم آمن على الطعام Sanitas Pro عبوة 20 لتر"],
            ["Quat Surface Sanitizer 5 L", "معقم أسطح بمركبات الأمونيوم الرباعية Sanitas Pro عبوة 5 لتر"],
            ["Fruit & Vegetable Wash 5 L", "غسول الفواكه والخضروات Sanitas Pro عبوة 5 لتر"],
          ],
          [
            chemicalSpecifications(FOOD_SAFE_SANITIZER, 5),
            chemicalSpecifications(FOOD_SAFE_SANITIZER, 20),
            chemicalSpecifications(QUAT_SANITIZER, 5),
            chemicalSpecifications(PRODUCE_WASH, 5),
          ],
        ),
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
        specificationDraws: 3,
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
        models: models(
          [
            [
              "Chemical Dilution Control Station 4-Product",
              "محطة تحكم في تخفيف المواد الكيميائية لـ 4 منتجات Purecare Chemie",
            ],
          ],
          [
            [
              count(L.products, 4),
              measure(L.flowRate, 4, "L2"),
              measure(L.minWaterPressure, 2, "BAR"),
              fact(L.material, ["ABS cabinet, stainless steel fittings", "خزانة من ABS ووصلات من الستانلس ستيل"]),
              fact(L.dimensions, ["450 x 320 x 150 mm", "450 x 320 x 150 ملم"]),
            ],
          ],
        ),
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
        specificationDraws: 2,
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
        models: models(
          each(
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
              POLES.map(({ name }) => name),
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
          [
            // Weights in grams across the subcategory, so they compare in one unit.
            ...(
              [
                [25, 180],
                [35, 210],
                [45, 240],
                [55, 270],
                [75, 330],
              ] as const
            ).map(([width, grams]): Bi[] => [
              measure(L.width, width, "CMT"),
              fact(L.material, ["stainless steel channel, natural rubber", "مجرى من الستانلس ستيل ومطاط طبيعي"]),
              measure(L.weight, grams, "GRM"),
              fact(L.fits, UNIVERSAL_CONE_POLES),
            ]),
            ...(
              [
                [25, 60],
                [35, 80],
                [45, 100],
                [55, 120],
                [75, 160],
              ] as const
            ).map(([width, grams]): Bi[] => [
              measure(L.width, width, "CMT"),
              fact(L.material, ["stainless steel", "ستانلس ستيل"]),
              measure(L.weight, grams, "GRM"),
            ]),
            ...(
              [
                [35, 70],
                [45, 85],
                [55, 100],
              ] as const
            ).map(([width, grams]): Bi[] => [
              measure(L.width, width, "CMT"),
              fact(L.material, ["microfibre with an abrasive strip", "مايكروفايبر مع شريط كاشط"]),
              measure(L.weight, grams, "GRM"),
              fact(L.washable, ["up to 300 cycles at 60 °C", "حتى 300 دورة غسيل عند 60 °م"]),
            ]),
            ...(
              [
                [35, 160],
                [45, 190],
                [55, 220],
              ] as const
            ).map(([width, grams]): Bi[] => [
              measure(L.width, width, "CMT"),
              fact(L.material, [
                "microfibre sleeve on a plastic T-bar",
                "غطاء مايكروفايبر على حامل بلاستيكي على شكل T",
              ]),
              measure(L.weight, grams, "GRM"),
              fact(L.fits, UNIVERSAL_CONE_POLES),
            ]),
            ...(
              [
                [10, 90],
                [15, 120],
              ] as const
            ).map(([width, grams]): Bi[] => [
              measure(L.width, width, "CMT"),
              fact(L.material, ["stainless steel blade, plastic handle", "شفرة من الستانلس ستيل ومقبض بلاستيكي"]),
              measure(L.weight, grams, "GRM"),
            ]),
            ...POLES.map(({ sections, extended, grams }): Bi[] => [
              count(L.sections, sections),
              measure(L.extendedLength, extended, "MTR"),
              fact(L.material, ALUMINIUM),
              measure(L.weight, grams, "GRM"),
            ]),
            ...(
              [
                ["soft", "لينة"],
                ["hard", "صلبة"],
              ] satisfies Bi[]
            ).map((hardness): Bi[] => [
              measure(L.length, 92, "CMT"),
              fact(L.hardness, hardness),
              fact(L.material, ["natural rubber", "مطاط طبيعي"]),
              measure(L.packSize, 10, "H87"),
            ]),
            [
              measure(L.capacity, 22, "LTR"),
              measure(L.width, 60, "CMT"),
              fact(L.material, ["polypropylene", "بولي بروبيلين"]),
              measure(L.weight, 1400, "GRM"),
            ],
            [
              fact(L.material, ["nylon", "نايلون"]),
              fact(L.fits, ["waists of 70-130 cm", "محيط خصر من 70 إلى 130 سم"]),
              measure(L.weight, 400, "GRM"),
            ],
            [
              fact(L.thread, ["universal cone", "مخروطي عالمي"]),
              fact(L.material, ALUMINIUM),
              measure(L.weight, 60, "GRM"),
            ],
          ],
        ),
        description: [
          "Professional window-cleaning hand tools for streak-free glass, made to work together on standard threaded poles.",
          "أدوات يدوية احترافية لتنظيف النوافذ وزجاج بلا خطوط، مصممة لتعمل معًا على العصي القياسية ذات اللولب.",
        ],
        features: TOOL_FEATURES,
        specificationDraws: 3,
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
        models: FLOOR_PADS.flatMap(({ type, colour, maxSpeed, thickness }): ProductModel[] =>
          (
            [
              [17, 432],
              [20, 508],
            ] as const
          ).map(([inches, millimetres]) => ({
            name: [`${type[0]} Floor Pad ${inches}"`, `لباد أرضيات ${type[1]} Padmaster مقاس ${inches} بوصة`],
            specifications: [
              measure(L.diameter, millimetres, "MMT"),
              measure(L.thickness, thickness, "MMT"),
              measure(L.maxSpeed, maxSpeed, "RPM"),
              fact(L.colour, colour),
              measure(L.packSize, 5, "H87"),
            ],
          })),
        ),
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
        specificationDraws: 4,
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
        models: models(
          [
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
          [
            // Every tool: its material and its weight (kg); then what sizes it.
            ...(
              [
                [40, 0.45],
                [60, 0.6],
              ] as const
            ).map(([width, weight]): Bi[] => [
              measure(L.width, width, "CMT"),
              fact(L.material, ALUMINIUM),
              measure(L.weight, weight, "KGM"),
              fact(L.fits, [
                `${width} cm pocket and Velcro mops`,
                `الممسحات المسطحة بعرض ${width} سم ذات الجيوب والفيلكرو`,
              ]),
            ]),
            ...(
              [
                [40, 0.1],
                [60, 0.14],
              ] as const
            ).map(([width, weight]): Bi[] => [
              measure(L.width, width, "CMT"),
              fact(L.material, MICROFIBRE),
              measure(L.weight, weight, "KGM"),
              fact(L.washable, ["up to 500 cycles at 95 °C", "حتى 500 دورة غسيل عند 95 °م"]),
            ]),
            [
              measure(L.length, 60, "CMT"),
              fact(L.material, ["cotton and polyester", "قطن وبوليستر"]),
              measure(L.weight, 0.4, "KGM"),
              fact(L.washable, ["up to 200 cycles at 60 °C", "حتى 200 دورة غسيل عند 60 °م"]),
            ],
            [
              measure(L.length, 140, "CMT"),
              measure(L.diameter, 23, "MMT"),
              fact(L.material, ALUMINIUM),
              measure(L.weight, 0.35, "KGM"),
            ],
            [
              measure(L.capacity, 50, "LTR"),
              fact(L.material, ["polypropylene, steel wringer", "بولي بروبيلين وعصّارة فولاذية"]),
              measure(L.weight, 9.5, "KGM"),
              fact(L.dimensions, ["80 x 45 x 90 cm", "80 x 45 x 90 سم"]),
            ],
            [
              measure(L.capacity, 120, "LTR"),
              fact(L.material, ["steel frame, PVC bag", "هيكل فولاذي وكيس من PVC"]),
              measure(L.weight, 18, "KGM"),
              fact(L.dimensions, ["120 x 55 x 130 cm", "120 x 55 x 130 سم"]),
            ],
            [
              measure(L.capacity, 100, "LTR"),
              fact(L.material, POLYPROPYLENE),
              measure(L.weight, 16, "KGM"),
              fact(L.dimensions, ["110 x 60 x 105 cm", "110 x 60 x 105 سم"]),
            ],
            [
              measure(L.height, 62, "CMT"),
              fact(L.material, POLYPROPYLENE),
              measure(L.weight, 0.9, "KGM"),
              fact(L.colour, ["yellow", "أصفر"]),
            ],
            [
              measure(L.width, 60, "CMT"),
              fact(L.material, ["soft PET bristles, wooden block", "شعيرات PET لينة وقاعدة خشبية"]),
              measure(L.weight, 0.9, "KGM"),
            ],
            [
              measure(L.width, 55, "CMT"),
              fact(L.material, ["double foam rubber blade, steel frame", "شفرة مطاطية إسفنجية مزدوجة وإطار فولاذي"]),
              measure(L.weight, 0.55, "KGM"),
            ],
            [
              measure(L.height, 90, "CMT"),
              fact(L.material, ["polypropylene, aluminium handle", "بولي بروبيلين ومقبض من الألمنيوم"]),
              measure(L.weight, 0.8, "KGM"),
            ],
            [
              measure(L.width, 90, "CMT"),
              fact(L.material, ["acrylic yarn", "خيوط أكريليك"]),
              measure(L.weight, 0.5, "KGM"),
              fact(L.washable, ["up to 200 cycles at 60 °C", "حتى 200 دورة غسيل عند 60 °م"]),
            ],
            [
              measure(L.capacity, 20, "LTR"),
              fact(L.material, POLYPROPYLENE),
              measure(L.weight, 1.6, "KGM"),
              fact(L.fits, ["up to 25 flat mops of 40 cm", "حتى 25 ممسحة مسطحة بعرض 40 سم"]),
            ],
          ],
        ),
        description: [
          "Mops, buckets, trolleys and brooms for daily floor care, made for professional crews and colour-coded for hygiene.",
          "مماسح ودلاء وعربات ومكانس للعناية اليومية بالأرضيات، مصنوعة لفرق التنظيف المحترفة ومميزة بالألوان حفاظًا على النظافة الصحية.",
        ],
        features: TOOL_FEATURES,
        specificationDraws: 2,
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
        models: models(
          [["Colour-Coded Microfibre Cloth Pack of 20", "فوط مايكروفايبر مميزة بالألوان Mopwerk عبوة 20 قطعة"]],
          [
            [
              fact(L.size, ["40 x 40 cm", "40 x 40 سم"]),
              fact(L.fabricWeight, ["300 g/m²", "300 غ/م²"]),
              measure(L.packSize, 20, "H87"),
              fact(L.colours, ["blue, green, red and yellow", "أزرق وأخضر وأحمر وأصفر"]),
            ],
          ],
        ),
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
        specificationDraws: 3,
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
        models: models(
          each(
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
          [
            // capacity L (the name's), height mm, width mm, material, weight kg
            bin(5, 280, 205, STAINLESS_430, 1.5),
            bin(12, 410, 250, STAINLESS_430, 2.8),
            bin(20, 460, 290, STAINLESS_430, 3.9),
            bin(30, 650, 300, STAINLESS_430, 5.2),
            bin(50, 710, 400, STAINLESS_430, 7.6),
            bin(25, 620, 300, POLYPROPYLENE, 1.6),
            bin(50, 760, 360, POLYPROPYLENE, 2.6),
            bin(80, 900, 440, POLYPROPYLENE, 4.1),
            bin(60, 650, 380, STAINLESS_430, 4.5),
            bin(90, 800, 440, STAINLESS_430, 6),
            bin(120, 900, 900, POWDER_COATED_STEEL, 24),
            bin(160, 900, 1200, POWDER_COATED_STEEL, 31),
            bin(70, 1000, 450, ["galvanised steel", "فولاذ مجلفن"], 18),
            bin(50, 1050, 400, STAINLESS_304, 16),
            bin(120, 930, 480, HDPE, 9.5),
            bin(240, 1070, 580, HDPE, 12.5),
            bin(1100, 1330, 1370, HDPE, 56),
            bin(20, 480, 240, POLYPROPYLENE, 1.4),
            bin(60, 680, 430, POLYPROPYLENE, 4.2),
            bin(42, 680, 380, STAINLESS_304, 4.8),
            bin(15, 320, 270, ["steel mesh", "شبك فولاذي"], 0.9),
          ],
        ),
        description: [
          "Durable waste bins for offices, hotels, hospitals and public areas, designed for clean hands, easy emptying and clear waste separation.",
          "سلال نفايات متينة للمكاتب والفنادق والمستشفيات والأماكن العامة، مصممة لتبقى الأيدي نظيفة ويسهل تفريغها ويتضح فرز النفايات.",
        ],
        features: BIN_FEATURES,
        specificationDraws: 3,
      },
    ],
  },
];
