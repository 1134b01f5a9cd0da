/**
 * A quotation's money, in whole cents (integers), so sums are exact: line total = unit price × quantity, subtotal = sum
 * of the line totals, total = subtotal − discount. Pure: the staff form's check, server/quotes/send-quotation.ts (which
 * stores the amounts, computed once) and the pages that show them all use these functions.
 */
import { QUOTATION_TOTAL_MAX_CENTS, QUOTATION_UNIT_PRICE_MAX_CENTS } from "~/lib/quote-list/limits";

export const QUOTATION_CURRENCY = "QAR";

/** What is wrong with an amount as typed; null when it is a valid amount. */
export type AmountProblem = "empty" | "negative" | "decimals" | "format" | "too-large";

export type AmountReading = { ok: true; cents: number } | { ok: false; problem: AmountProblem };

/**
 * Reads an amount as staff type it: digits with an optional decimal point and at most 2 decimals ("1250", "1250.5",
 * "1,250.50" with thousands commas, ".50"). Negative numbers, 3 or more decimals, exponents and words are refused.
 */
export function readAmount(text: string, maxCents = QUOTATION_UNIT_PRICE_MAX_CENTS): AmountReading {
  const value = text.trim();
  if (value === "") return { ok: false, problem: "empty" };
  if (/^-\s*[\d.,]/.test(value)) return { ok: false, problem: "negative" };
  const match = /^(\d{1,3}(?:,\d{3})+|\d*)(?:\.(\d*))?$/.exec(value);
  if (!match || (match[1] === "" && !match[2])) return { ok: false, problem: "format" };
  const whole = (match[1] ?? "").replace(/,/g, "");
  const fraction = match[2] ?? "";
  if (fraction.length > 2) return { ok: false, problem: "decimals" };
  // More digits than any allowed amount has: refused before the number could lose precision.
  if (whole.replace(/^0+/, "").length > 13) return { ok: false, problem: "too-large" };
  const cents = Number(whole || "0") * 100 + Number(fraction.padEnd(2, "0"));
  if (cents > maxCents) return { ok: false, problem: "too-large" };
  return { ok: true, cents };
}

/** 125050 → "1250.50": the form a numeric(…, 2) column and a form field take. */
export function centsToDecimal(cents: number): string {
  const sign = cents < 0 ? "-" : "";
  const abs = Math.abs(cents);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, "0")}`;
}

/** "1250.50" (as a numeric column reads) → 125050. Throws on anything else: stored amounts are always well formed. */
export function decimalToCents(value: string | number): number {
  const text = String(value).trim();
  const match = /^(-?)(\d+)(?:\.(\d{1,2}))?$/.exec(text);
  if (!match) throw new Error(`Not an amount with at most 2 decimals: ${JSON.stringify(text)}`);
  const cents = Number(match[2]) * 100 + Number((match[3] ?? "").padEnd(2, "0"));
  return match[1] ? -cents : cents;
}

/** 1234500 → "12,345.00". */
export function formatAmount(cents: number): string {
  const [whole, fraction] = centsToDecimal(cents).split(".") as [string, string];
  return `${whole.replace(/\B(?=(\d{3})+(?!\d))/g, ",")}.${fraction}`;
}

/** 1234500 → "QAR 12,345.00". */
export function formatQar(cents: number): string {
  return `${QUOTATION_CURRENCY} ${formatAmount(cents)}`;
}

export interface PricedLine {
  unitPriceCents: number;
  quantity: number;
}

export interface QuotationTotals {
  lineTotalsCents: number[];
  subtotalCents: number;
  discountCents: number;
  totalCents: number;
}

export function lineTotalCents(line: PricedLine): number {
  return line.unitPriceCents * line.quantity;
}

/** The lines' totals in their order, the subtotal, the discount and the total (never below 0: see totalsProblem). */
export function quotationTotals(lines: readonly PricedLine[], discountCents = 0): QuotationTotals {
  const lineTotalsCents = lines.map(lineTotalCents);
  const subtotalCents = lineTotalsCents.reduce((sum, total) => sum + total, 0);
  return { lineTotalsCents, subtotalCents, discountCents, totalCents: subtotalCents - discountCents };
}

/** Why these totals cannot be sent: a discount above the subtotal, or amounts beyond what is stored; null when fine. */
export function totalsProblem(totals: QuotationTotals): "discount-above-subtotal" | "too-large" | null {
  if (totals.discountCents > totals.subtotalCents) return "discount-above-subtotal";
  if (
    totals.subtotalCents > QUOTATION_TOTAL_MAX_CENTS ||
    totals.lineTotalsCents.some((total) => total > QUOTATION_TOTAL_MAX_CENTS)
  )
    return "too-large";
  return null;
}
