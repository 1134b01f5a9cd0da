/**
 * The specifications of a `catalogue:large` lot (issue 19): every lot scales the demo's measured values by a factor of
 * its own (0.8 to 1.25, the same for every product of the lot), rounded as the demo writes them, so range filters on
 * 100,000 products meet a spread of values as a real catalogue has, not 280 copies of each. The English and the Arabic
 * line at one place change together, so both still read as the same number (specifications.ts).
 */
import { specificationRows, type SpecificationRow } from "~/lib/catalogue/specifications";
import { amount } from "../demo-catalogue/specification-lines";

/** Not scaled: supply voltages are standard (12, 24, 230, 400 V), and so are pack sizes (the names say them). */
const FIXED_KEYS = new Set(["voltage", "pack size"]);

/** A factor from 0.8 to 1.25 per lot (three decimals), the same for the same lot; lot 0 (the demo itself) keeps 1. */
export function lotFactor(lot: number): number {
  if (lot === 0) return 1;
  // mulberry32's mix of the lot number: spread evenly, no state.
  let t = (Math.imul(lot, 0x9e3779b1) + 0x6d2b79f5) >>> 0;
  t = Math.imul(t ^ (t >>> 15), t | 1);
  t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
  const unit = ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  return Math.round((0.8 + 0.45 * unit) * 1000) / 1000;
}

/** Significant digits of a figure as written: 430 → 2, 1,100 → 2, 2.5 → 2, 14.4 → 3, 6 → 1. */
function significantDigits(value: number): number {
  const digits = String(value).replace(".", "").replace(/^0+/, "");
  return (String(value).includes(".") ? digits : digits.replace(/0+$/, "")).length || 1;
}

/** A scaled figure rounded as precisely as the original (at least two digits): 430 × 1.1 → 470, 2.5 × 1.1 → 2.8. */
export function scaleFigure(value: number, factor: number): number {
  return Number((value * factor).toPrecision(Math.max(2, significantDigits(value))));
}

/** The figure at the start of a value as the demo writes it ("1,100 W", "2.5 h"). */
const LEADING_FIGURE = /^(?:\d{1,3}(?:,\d{3})+|\d+)(?:\.\d+)?/;

const lines = (text: string | null | undefined) =>
  (text ?? "")
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean);

/** The line with its leading figure replaced, or null when the value does not start with one as the demo writes it. */
function rewrite(line: string, figure: number): string | null {
  const colon = line.indexOf(":");
  const value = line.slice(colon + 1).trim();
  return LEADING_FIGURE.test(value)
    ? `${line.slice(0, colon)}: ${value.replace(LEADING_FIGURE, amount(figure))}`
    : null;
}

const scalable = (row: SpecificationRow) =>
  row.number !== null &&
  row.unitCode !== null &&
  row.key !== null &&
  !FIXED_KEYS.has(row.key) &&
  row.en?.number === row.number &&
  row.ar?.number === row.number;

/**
 * The rows to scale of each text pair, read once: 100,000 products repeat 358 pairs, and parsing each again per lot
 * would take the script many seconds. (The unit test reads every rewritten line back through the parser.)
 */
const scalableRowsOf = new Map<string, Array<{ position: number; number: number }>>();
function scalableRows(english: string | null | undefined, arabic: string | null | undefined) {
  const key = `${english ?? ""}\u0000${arabic ?? ""}`;
  let rows = scalableRowsOf.get(key);
  if (!rows) {
    rows = specificationRows(english, arabic)
      .filter(scalable)
      .map((row) => ({ position: row.position, number: row.number! }));
    scalableRowsOf.set(key, rows);
  }
  return rows;
}

/** Both texts of a product with the measured values scaled by `factor`; lines that are not a measured figure stay as they are. */
export function scaleSpecifications(
  english: string | null | undefined,
  arabic: string | null | undefined,
  factor: number,
): { specifications: string | null; specificationsAr: string | null } {
  const en = lines(english);
  const ar = lines(arabic);
  if (factor !== 1)
    for (const { position, number } of scalableRows(english, arabic)) {
      const figure = scaleFigure(number, factor);
      const scaledEn = rewrite(en[position]!, figure);
      const scaledAr = rewrite(ar[position]!, figure);
      // Both or neither: the Arabic line stays the translation of the English one.
      if (scaledEn !== null && scaledAr !== null) [en[position], ar[position]] = [scaledEn, scaledAr];
    }
  return {
    specifications: english == null ? null : en.join("\n"),
    specificationsAr: arabic == null ? null : ar.join("\n"),
  };
}
