import { describe, expect, it } from "vitest";
import { QUOTATION_TOTAL_MAX_CENTS, QUOTATION_UNIT_PRICE_MAX_CENTS } from "~/lib/quote-list/limits";
import {
  centsToDecimal,
  decimalToCents,
  formatQar,
  lineTotalCents,
  quotationTotals,
  readAmount,
  totalsProblem,
} from "./quotation-totals";

describe("readAmount", () => {
  it("reads whole amounts, one or two decimals and thousands commas into cents", () => {
    expect(readAmount("1250")).toEqual({ ok: true, cents: 125000 });
    expect(readAmount(" 1250.5 ")).toEqual({ ok: true, cents: 125050 });
    expect(readAmount("1250.05")).toEqual({ ok: true, cents: 125005 });
    expect(readAmount("1,250.50")).toEqual({ ok: true, cents: 125050 });
    expect(readAmount("0")).toEqual({ ok: true, cents: 0 });
    expect(readAmount("0.00")).toEqual({ ok: true, cents: 0 });
    expect(readAmount(".5")).toEqual({ ok: true, cents: 50 });
    expect(readAmount("12.")).toEqual({ ok: true, cents: 1200 });
  });
  it("is exact where binary fractions are not (0.29 × 100 is 28.999… in floating point)", () => {
    expect(readAmount("0.29")).toEqual({ ok: true, cents: 29 });
    expect(readAmount("19.99")).toEqual({ ok: true, cents: 1999 });
  });
  it("names what is wrong: empty, negative, 3 decimals, not a number, too large", () => {
    expect(readAmount("  ")).toEqual({ ok: false, problem: "empty" });
    expect(readAmount("-5")).toEqual({ ok: false, problem: "negative" });
    expect(readAmount("-0.01")).toEqual({ ok: false, problem: "negative" });
    expect(readAmount("1.005")).toEqual({ ok: false, problem: "decimals" });
    for (const text of ["abc", "12a", "1e3", "1.2.3", "12,34", ".", "+5", "1 000", "Infinity", "NaN", "0x10"])
      expect(readAmount(text), text).toEqual({ ok: false, problem: "format" });
    expect(readAmount("1000000.00")).toEqual({ ok: true, cents: QUOTATION_UNIT_PRICE_MAX_CENTS });
    expect(readAmount("1000000.01")).toEqual({ ok: false, problem: "too-large" });
    expect(readAmount("9".repeat(40))).toEqual({ ok: false, problem: "too-large" });
    expect(readAmount("5000", 100)).toEqual({ ok: false, problem: "too-large" });
  });
});

describe("cents as text", () => {
  it("writes and reads the two-decimal form of numeric columns", () => {
    expect(centsToDecimal(125050)).toBe("1250.50");
    expect(centsToDecimal(5)).toBe("0.05");
    expect(centsToDecimal(0)).toBe("0.00");
    expect(centsToDecimal(-150)).toBe("-1.50");
    expect(decimalToCents("1250.50")).toBe(125050);
    expect(decimalToCents("0.5")).toBe(50);
    expect(decimalToCents("12")).toBe(1200);
    expect(decimalToCents(centsToDecimal(QUOTATION_TOTAL_MAX_CENTS))).toBe(QUOTATION_TOTAL_MAX_CENTS);
    expect(() => decimalToCents("1.234")).toThrow();
  });
  it("formats QAR with thousands separators", () => {
    expect(formatQar(1234500)).toBe("QAR 12,345.00");
    expect(formatQar(99)).toBe("QAR 0.99");
    expect(formatQar(100000000)).toBe("QAR 1,000,000.00");
    expect(formatQar(QUOTATION_TOTAL_MAX_CENTS)).toBe("QAR 999,999,999,999.99");
  });
});

describe("quotationTotals", () => {
  it("multiplies each unit price by its quantity, sums the lines and takes the discount off", () => {
    const totals = quotationTotals(
      [
        { unitPriceCents: 1_850_000, quantity: 3 },
        { unitPriceCents: 12_550, quantity: 20 },
        { unitPriceCents: 29, quantity: 7 },
      ],
      50_000,
    );
    expect(totals.lineTotalsCents).toEqual([5_550_000, 251_000, 203]);
    expect(totals.subtotalCents).toBe(5_801_203);
    expect(totals.discountCents).toBe(50_000);
    expect(totals.totalCents).toBe(5_751_203);
    expect(lineTotalCents({ unitPriceCents: 1999, quantity: 3 })).toBe(5997);
  });
  it("has no discount unless given, and a zero-priced line is allowed", () => {
    const totals = quotationTotals([{ unitPriceCents: 0, quantity: 5 }]);
    expect(totals).toEqual({ lineTotalsCents: [0], subtotalCents: 0, discountCents: 0, totalCents: 0 });
    expect(totalsProblem(totals)).toBeNull();
  });
  it("refuses a discount above the subtotal but allows one equal to it", () => {
    const lines = [{ unitPriceCents: 1000, quantity: 2 }];
    expect(totalsProblem(quotationTotals(lines, 2000))).toBeNull();
    expect(totalsProblem(quotationTotals(lines, 2001))).toBe("discount-above-subtotal");
  });
  it("stays exact and refuses a subtotal beyond the stored columns at the largest prices and quantities", () => {
    const line = { unitPriceCents: QUOTATION_UNIT_PRICE_MAX_CENTS, quantity: 100_000 };
    const totals = quotationTotals(Array.from({ length: 100 }, () => line));
    expect(totals.subtotalCents).toBe(1e15);
    expect(Number.isSafeInteger(totals.subtotalCents)).toBe(true);
    expect(totalsProblem(totals)).toBe("too-large");
    expect(totalsProblem(quotationTotals(Array.from({ length: 9 }, () => line)))).toBeNull();
  });
});
