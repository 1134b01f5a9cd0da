/**
 * Specifications (spec 3.1, issue 19): staff write them as free text, one "Label: value unit" per line, in English and
 * in Arabic; this module reads that text into rows, the one rule for every write path (the rows are stored beside the
 * text, server/catalogue/specification-rows.ts) and for every page that shows them. A line without "Label:" is kept as
 * a text row; a value that is one number, with or without a unit, also gets that number and the unit's code, which
 * comparison and the range filters read. Decision 151.
 */
import { findUnit, unitByCode, type SpecificationUnit } from "./specification-units";

export interface SpecificationLine {
  /** null: a line without "Label: value", shown as text. */
  label: string | null;
  /** The value as written, its unit included ("1,100 W"): what the pages show. */
  value: string;
  /** The value's number, when the value is one number and at most a unit ("1,100 W" → 1100, "2,5 L" → 2.5). */
  number: number | null;
  /** The unit as written after the number ("W", "واط"), or in the label's brackets ("Weight (kg): 45"). */
  unit: string | null;
  /** The unit's code (specification-units.ts), when the unit is one the table knows. */
  unitCode: string | null;
}

/** At most this many characters before the colon make a label; a longer run is a sentence that contains a colon. */
export const SPECIFICATION_LABEL_MAX = 60;

const LABEL_LINE = new RegExp(`^([^:]{1,${SPECIFICATION_LABEL_MAX}}):\\s*(.+)$`, "u");

/** Arabic-Indic (٠-٩) and Eastern Arabic-Indic (۰-۹) digits, the Arabic decimal (٫) and thousands (٬) separators. */
function westernNumerals(text: string): string {
  return text
    .replace(/[\u0660-\u0669]/g, (digit) => String(digit.charCodeAt(0) - 0x0660))
    .replace(/[\u06f0-\u06f9]/g, (digit) => String(digit.charCodeAt(0) - 0x06f0))
    .replace(/\u066b/g, ".")
    .replace(/\u066c/g, ",");
}

/**
 * A number as people write it: "1,100" and "1 100" (grouped thousands), "1,234.5", "1.234,5", and a decimal comma
 * ("2,5"). A comma followed by exactly three digits groups thousands ("1,100" is 1100); any other comma is a decimal one.
 */
const NUMBER =
  /^([+-]?)(\d{1,3}(?:[,\u00a0\u202f ]\d{3})+(?:\.\d+)?|\d{1,3}(?:\.\d{3})+,\d+|\d+(?:[.,]\d+)?|[.,]\d+)(?![\d.,])/u;

function readNumber(text: string): { number: number; rest: string } | null {
  const match = NUMBER.exec(text);
  if (!match) return null;
  const [whole, sign, digits] = match as unknown as [string, string, string];
  let plain: string;
  if (/^\d{1,3}(?:\.\d{3})+,\d+$/.test(digits)) plain = digits.replace(/\./g, "").replace(",", ".");
  else if (/^\d{1,3}(?:[,\u00a0\u202f ]\d{3})+(?:\.\d+)?$/.test(digits) && !/^0[,\s]/.test(digits))
    plain = digits.replace(/[,\u00a0\u202f ]/g, "");
  else plain = digits.replace(",", ".");
  const number = Number(`${sign}${plain}`);
  return Number.isFinite(number) ? { number, rest: text.slice(whole.length).trim() } : null;
}

/**
 * A whole text that is one number as people write it, and nothing else ("2,5", "1,100", "٤٥٠"), else null: the range
 * filters' from–to fields read what visitors type with the same rule as the specifications they filter.
 */
export function readSpecificationNumber(text: string): number | null {
  const read = readNumber(westernNumerals(text.trim()));
  return read && read.rest === "" ? read.number : null;
}

/** What follows a number counts as a unit when the table knows it, or when it is short and has no digits ("strokes/min"). */
function unitOf(text: string): { unit: string; code: string | null } | null {
  const known = findUnit(text);
  if (known) return { unit: text, code: known.code };
  if (text.length <= 16 && !/\d/.test(text) && text.split(/\s+/).length <= 2 && !/[,;:]/.test(text))
    return { unit: text, code: null };
  return null;
}

/** A unit in brackets at the end of a label: "Weight (kg)" → kg. */
const LABEL_UNIT = /\s*[([]([^()[\]]{1,16})[)\]]\s*$/u;

function labelUnit(label: string): SpecificationUnit | null {
  const match = LABEL_UNIT.exec(label);
  return match ? findUnit(match[1]!) : null;
}

function measure(label: string | null, value: string): Pick<SpecificationLine, "number" | "unit" | "unitCode"> {
  const none = { number: null, unit: null, unitCode: null };
  const read = readNumber(westernNumerals(value));
  if (!read) return none;
  if (read.rest === "") {
    const fromLabel = label ? labelUnit(label) : null;
    return {
      number: read.number,
      unit: fromLabel ? LABEL_UNIT.exec(label!)![1]! : null,
      unitCode: fromLabel?.code ?? null,
    };
  }
  const unit = unitOf(read.rest);
  return unit ? { number: read.number, unit: unit.unit, unitCode: unit.code } : none;
}

/** One line of the text (already trimmed, not empty). */
export function parseSpecificationLine(line: string): SpecificationLine {
  const match = LABEL_LINE.exec(line);
  // "https://…" is an address, not the label "https".
  if (!match || match[2]!.startsWith("//"))
    return { label: null, value: line, number: null, unit: null, unitCode: null };
  const label = match[1]!.trim();
  const value = match[2]!.trim();
  return { label, value, ...measure(label, value) };
}

export function parseSpecifications(text: string | null | undefined): SpecificationLine[] {
  return (text ?? "")
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean)
    .map(parseSpecificationLine);
}

/** A line as the text writes it: "Label: value", or the value alone for a text row. */
export function formatSpecificationLine(line: Pick<SpecificationLine, "label" | "value">): string {
  return line.label ? `${line.label}: ${line.value}` : line.value;
}

/** The value of an amount and a unit as the back office's row editor writes them: "430" and "mm" → "430 mm". */
export function composeSpecificationValue(amount: string, unit: string | null | undefined): string {
  const trimmedUnit = unit?.trim() ?? "";
  return trimmedUnit ? `${amount.trim()} ${trimmedUnit}` : amount.trim();
}

/** A value split back into what the row editor shows: the amount without its unit, and the unit. */
export function splitSpecificationValue(line: SpecificationLine): { amount: string; unit: string } {
  if (line.number === null || !line.unit || !line.value.endsWith(line.unit)) return { amount: line.value, unit: "" };
  return { amount: line.value.slice(0, -line.unit.length).trim(), unit: line.unit };
}

/**
 * The language-neutral name of a label, which groups one specification across products (comparison, range filters,
 * the back office's groups): lower case, single spaces, a bracketed unit and trailing punctuation dropped
 * ("Working Width (mm):" → "working width").
 */
export function specificationKey(label: string): string {
  const trailing = /[\s.:;,–-]+$/u;
  return label
    .normalize("NFKC")
    .replace(trailing, "")
    .replace(LABEL_UNIT, (bracket) => (findUnit(LABEL_UNIT.exec(bracket)![1]!) ? "" : bracket))
    .toLowerCase()
    .replace(/\s+/g, " ")
    .replace(trailing, "")
    .trim();
}

/**
 * One stored row: the English line and the Arabic line at the same place (the Arabic text is the English one's
 * translation, line for line, as the back office's row editor writes both), with the number and unit code of the
 * English (else the Arabic) and the English label's key. Arabic beyond the English lines stands alone, keyed by its
 * own label.
 */
export interface SpecificationRow {
  position: number;
  key: string | null;
  en: SpecificationLine | null;
  ar: SpecificationLine | null;
  number: number | null;
  unitCode: string | null;
}

export function specificationRows(
  english: string | null | undefined,
  arabic: string | null | undefined,
): SpecificationRow[] {
  const en = parseSpecifications(english);
  const ar = parseSpecifications(arabic);
  return Array.from({ length: Math.max(en.length, ar.length) }, (_, position) => {
    const line = en[position] ?? null;
    const translation = ar[position] ?? null;
    const measured = line?.number !== null && line?.number !== undefined ? line : translation;
    const label = line ? line.label : (translation?.label ?? null);
    return {
      position,
      key: label ? specificationKey(label) || null : null,
      en: line,
      ar: translation,
      number: measured?.number ?? null,
      unitCode: measured?.unitCode ?? null,
    };
  });
}

/** How a unit code is written in an edition ("MMT" → "mm" / "ملم"); an unknown code is shown as it is. */
export function unitLabel(code: string, locale: "en" | "ar"): string {
  return unitByCode(code)?.[locale] ?? code;
}
