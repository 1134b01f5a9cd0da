/**
 * How the demo catalogue writes a specification line in both languages (issue 19): "Label: value" in English and its
 * Arabic at the same place, the number written the same way in both ("1,100", "2.5") so both lines parse to the same
 * number (app/lib/catalogue/specifications.ts), and the unit spelled as the units table spells it in each language
 * (app/lib/catalogue/specification-units.ts), so every measured line gets its unit code.
 */
import { unitByCode } from "~/lib/catalogue/specification-units";

/** A text in both languages: [English, Arabic]. */
export type Bi = readonly [en: string, ar: string];

/** A number as the demo writes it in both languages: thousands grouped with a comma ("1,100"), a point for decimals. */
export function amount(value: number): string {
  const [whole, fraction] = String(value).split(".") as [string, string | undefined];
  // A figure of the demo has at most three decimals; more is a slip of arithmetic (0.1 * 3) or an exponent.
  if (!Number.isFinite(value) || value < 0 || !/^\d+$/.test(whole) || (fraction?.length ?? 0) > 3)
    throw new Error(`Not an amount: ${value}`);
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ",");
  return fraction ? `${grouped}.${fraction}` : grouped;
}

/** Arabic counts 3 to 10 of a thing with the plural ("3 ساعات"), other numbers with the singular ("12 ساعة", "2.5 ساعة"). */
const ARABIC_PLURALS: Record<string, string> = { HUR: "ساعات", MIN: "دقائق", SEC: "ثوانٍ", H87: "قطع" };
const takesPlural = (value: number) => Number.isInteger(value) && value >= 3 && value <= 10;

/** A measured line in a unit of the table, by its code: measure(LABELS.power, 1100, "WTT") → "Power: 1,100 W" / "القدرة: 1,100 واط". */
export function measure(label: Bi, value: number, code: string): Bi {
  const unit = unitByCode(code);
  if (!unit) throw new Error(`No unit ${code} in specification-units.ts`);
  const arabicUnit = (takesPlural(value) && ARABIC_PLURALS[code]) || unit.ar;
  return [`${label[0]}: ${amount(value)} ${unit.en}`, `${label[1]}: ${amount(value)} ${arabicUnit}`];
}

/** A number without a unit ("pH: 7.5", "Grit: 400"). */
export function count(label: Bi, value: number): Bi {
  return [`${label[0]}: ${amount(value)}`, `${label[1]}: ${amount(value)}`];
}

/**
 * A number with a unit the table has no code for (months, days, sheets): "Shelf life: 24 months" / "مدة الصلاحية: 24 شهرًا".
 * The Arabic noun: plural for 3 to 10, singular (accusative, as Arabic counts 11 and more) otherwise.
 */
export function quantity(label: Bi, value: number, unit: { en: string; plural: string; singular: string }): Bi {
  return [
    `${label[0]}: ${amount(value)} ${unit.en}`,
    `${label[1]}: ${amount(value)} ${takesPlural(value) ? unit.plural : unit.singular}`,
  ];
}

export const MONTHS = { en: "months", plural: "أشهر", singular: "شهرًا" };
export const DAYS = { en: "days", plural: "أيام", singular: "يومًا" };

/** A line whose value is words, or a number with more than a unit ("1:100", "40 x 40 cm", "HEPA H13"). */
export function fact(label: Bi, value: Bi): Bi {
  return [`${label[0]}: ${value[0]}`, `${label[1]}: ${value[1]}`];
}

/**
 * The labels, one English and one Arabic spelling each, so a label reads the same on every product that has it (the
 * English label's key groups it across products: comparison, range filters).
 */
export const LABELS = {
  airflow: ["Airflow", "تدفق الهواء"],
  airSpeed: ["Air speed", "سرعة الهواء"],
  base: ["Base", "القاعدة"],
  battery: ["Battery", "البطارية"],
  batteryLife: ["Battery life", "عمر البطارية"],
  bond: ["Bond", "الرابط"],
  brushSpeed: ["Brush speed", "سرعة الفرشاة"],
  capacity: ["Capacity", "السعة"],
  cleaningRate: ["Cleaning rate", "معدل التنظيف"],
  colour: ["Colour", "اللون"],
  colours: ["Colours", "الألوان"],
  container: ["Container", "سعة الحاوية"],
  coverage: ["Coverage", "التغطية"],
  diameter: ["Diameter", "القطر"],
  dilution: ["Dilution", "نسبة التخفيف"],
  dimensions: ["Dimensions", "الأبعاد"],
  discSpeed: ["Disc speed", "سرعة القرص"],
  dryingTime: ["Drying time", "زمن التجفيف"],
  duration: ["Duration", "المدة"],
  extendedLength: ["Extended length", "الطول عند التمديد"],
  fabricWeight: ["Fabric weight", "وزن القماش"],
  filterClass: ["Filter class", "فئة الفلتر"],
  fits: ["Fits", "يناسب"],
  fixing: ["Fixing", "التثبيت"],
  flowRate: ["Flow rate", "معدل التدفق"],
  fragrance: ["Fragrance", "الرائحة"],
  grade: ["Grade", "الدرجة"],
  grit: ["Grit", "درجة الخشونة"],
  handleLength: ["Handle length", "طول المقبض"],
  hardness: ["Hardness", "الصلابة"],
  height: ["Height", "الارتفاع"],
  hopper: ["Hopper", "حاوية المخلفات"],
  hoseLength: ["Hose length", "طول الخرطوم"],
  length: ["Length", "الطول"],
  material: ["Material", "المادة"],
  maxSpeed: ["Max speed", "السرعة القصوى"],
  minWaterPressure: ["Minimum water pressure", "الحد الأدنى لضغط الماء"],
  noise: ["Noise level", "مستوى الضجيج"],
  oilBottle: ["Oil bottle", "زجاجة الزيت"],
  operation: ["Operation", "طريقة التشغيل"],
  packSize: ["Pack size", "حجم العبوة"],
  ph: ["pH", "درجة الحموضة (pH)"],
  power: ["Power", "القدرة"],
  pressure: ["Pressure", "الضغط"],
  products: ["Products", "عدد المنتجات"],
  propellant: ["Propellant", "الغاز الدافع"],
  pumpPressure: ["Pump pressure", "ضغط المضخة"],
  recoveryTank: ["Recovery tank", "خزان المياه المستعملة"],
  runTime: ["Run time", "مدة التشغيل"],
  sections: ["Sections", "عدد الأجزاء"],
  segmentSize: ["Segment size", "مقاس القطعة"],
  shelfLife: ["Shelf life", "مدة الصلاحية"],
  size: ["Size", "المقاس"],
  solutionTank: ["Solution tank", "خزان المحلول"],
  sprays: ["Sprays per can", "عدد البخات لكل علبة"],
  tank: ["Tank", "الخزان"],
  thickness: ["Thickness", "السماكة"],
  thread: ["Thread", "اللولب"],
  use: ["Use", "الاستخدام"],
  vacuum: ["Vacuum", "قوة الشفط"],
  voltage: ["Voltage", "الجهد الكهربائي"],
  volume: ["Volume", "الحجم"],
  washes: ["Washes per refill", "عدد الغسلات لكل عبوة"],
  washable: ["Washable", "قابلية الغسل"],
  waterTemperature: ["Water temperature", "حرارة الماء"],
  weight: ["Weight", "الوزن"],
  width: ["Width", "العرض"],
  workingHeight: ["Working height", "ارتفاع العمل"],
  /** Cleaning machines: the width cleaned in one pass. */
  workingWidth: ["Working width", "عرض التنظيف"],
  /** Grinders: the same key, in the words of the stone trade. */
  grindingWidth: ["Working width", "عرض العمل"],
} as const satisfies Record<string, Bi>;
