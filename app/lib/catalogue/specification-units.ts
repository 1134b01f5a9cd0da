/**
 * The units a specification value may carry (issue 19), each with the spellings staff write in English and Arabic and
 * its UN/CEFACT Recommendation 20 common code where one exists (what schema.org's `unitCode` expects). The one home of
 * that vocabulary: the parser (specifications.ts) reads units with it, comparison and range filters group values by
 * `code`, structured data names the unit by it.
 */

export interface SpecificationUnit {
  /** Language-neutral identity: the UN/CEFACT code, or a symbol of our own where Recommendation 20 has none ("m2/h"). */
  code: string;
  /** Whether `code` is a UN/CEFACT common code (structured data then sends it as unitCode, else as unitText). */
  cefact: boolean;
  /** How the English and Arabic pages write it. */
  en: string;
  ar: string;
  /** Other spellings, matched case-insensitively once spaces and dots are removed. */
  aliases: readonly string[];
}

const unit = (code: string, cefact: boolean, en: string, ar: string, aliases: readonly string[] = []) =>
  ({ code, cefact, en, ar, aliases }) satisfies SpecificationUnit;

export const SPECIFICATION_UNITS: readonly SpecificationUnit[] = [
  unit("MMT", true, "mm", "ملم", ["millimetre", "millimetres", "millimeter", "millimeters", "مم", "مليمتر"]),
  unit("CMT", true, "cm", "سم", ["centimetre", "centimetres", "centimeter", "centimeters", "سنتيمتر"]),
  unit("MTR", true, "m", "م", ["metre", "metres", "meter", "meters", "متر"]),
  unit("MTK", true, "m²", "م²", ["m2", "sqm", "sq m", "square metre", "square metres", "متر مربع"]),
  unit("MTQ", true, "m³", "م³", ["m3", "cubic metre", "cubic metres", "متر مكعب"]),
  unit("m2/h", false, "m²/h", "م²/ساعة", ["m2/h", "m²/hr", "sqm/h", "م²/س", "متر مربع/ساعة"]),
  unit("MQH", true, "m³/h", "م³/ساعة", ["m3/h", "m³/hr", "م³/س"]),
  unit("LTR", true, "L", "لتر", ["l", "litre", "litres", "liter", "liters", "ltr", "لترات"]),
  unit("MLT", true, "ml", "مل", ["millilitre", "millilitres", "milliliter", "milliliters", "مليلتر"]),
  unit("L2", true, "l/min", "لتر/دقيقة", ["l/min", "litres/min", "lpm", "لتر/د"]),
  unit("G51", true, "l/s", "لتر/ثانية", ["l/sec", "litres/s", "لتر/ث"]),
  unit("KGM", true, "kg", "كغ", ["kilogram", "kilograms", "kgs", "كجم", "كيلوغرام", "كيلوجرام", "كلغ"]),
  unit("GRM", true, "g", "غ", ["gram", "grams", "gr", "جم", "غرام", "جرام"]),
  unit("WTT", true, "W", "واط", ["watt", "watts", "وات"]),
  unit("KWT", true, "kW", "كيلوواط", ["kilowatt", "kilowatts", "كيلو واط"]),
  unit("VLT", true, "V", "فولت", ["volt", "volts", "vac", "vdc"]),
  unit("AMP", true, "A", "أمبير", ["amp", "amps", "ampere", "amperes", "امبير"]),
  unit("AMH", true, "Ah", "أمبير ساعة", ["amp hour", "amp hours", "ampere hour", "امبير ساعة"]),
  unit("HUR", true, "h", "ساعة", ["hr", "hrs", "hour", "hours", "ساعات", "س"]),
  unit("MIN", true, "min", "دقيقة", ["mins", "minute", "minutes", "دقائق", "د"]),
  unit("SEC", true, "s", "ثانية", ["sec", "secs", "second", "seconds", "ثوان", "ثوانٍ"]),
  unit("2N", true, "dB(A)", "ديسيبل (A)", ["db", "dba", "db(a)", "decibel", "decibels", "ديسيبل"]),
  unit("BAR", true, "bar", "بار"),
  unit("PAL", true, "Pa", "باسكال", ["pascal"]),
  unit("KPA", true, "kPa", "كيلوباسكال", ["kilopascal", "كيلو باسكال"]),
  unit("CEL", true, "°C", "°م", ["c", "degc", "deg c", "℃", "درجة مئوية", "م°"]),
  unit("HTZ", true, "Hz", "هرتز", ["hertz"]),
  unit("RPM", true, "rpm", "دورة/دقيقة", ["r/min", "rev/min", "د/د"]),
  unit("P1", true, "%", "%", ["percent", "٪", "بالمئة"]),
  unit("H87", true, "pcs", "قطعة", ["pc", "piece", "pieces", "قطع"]),
];

/** A spelling as compared: lower case, no spaces or dots, the Arabic percent sign as "%". */
function unitSpelling(text: string): string {
  return text
    .toLowerCase()
    .replace(/[\s.]+/g, "")
    .replace(/٪/g, "%");
}

const BY_SPELLING = new Map<string, SpecificationUnit>();
for (const entry of SPECIFICATION_UNITS) {
  for (const spelling of [entry.en, entry.ar, ...entry.aliases]) {
    const key = unitSpelling(spelling);
    // Case-insensitive matching folds "M" (mega) into "m"; the first entry of a spelling wins, so the table decides.
    if (!BY_SPELLING.has(key)) BY_SPELLING.set(key, entry);
  }
}
const BY_CODE = new Map(SPECIFICATION_UNITS.map((entry) => [entry.code, entry]));

/** The unit a written unit means ("mm", "ملم", "Millimetres" → MMT), or null when the table does not know it. */
export function findUnit(written: string): SpecificationUnit | null {
  return BY_SPELLING.get(unitSpelling(written)) ?? null;
}

export function unitByCode(code: string): SpecificationUnit | null {
  return BY_CODE.get(code) ?? null;
}
