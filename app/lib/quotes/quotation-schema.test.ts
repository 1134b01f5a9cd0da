import { describe, expect, it } from "vitest";
import { parseForm } from "~/lib/forms/parse-form";
import { addDays, defaultValidUntil, isIsoDate, quotationFormSchema } from "./quotation-schema";

const today = "2026-11-25";
const lines = [
  { position: 1, name: "Scrubmatic 43 B", quantity: 3 },
  { position: 2, name: "Bin 120 L", quantity: 20 },
];
const schema = quotationFormSchema(lines, today);
const valid = {
  intent: "quotation",
  basedOn: "0",
  price1: "18500",
  price2: "125.50",
  discount: "",
  validUntil: "2026-12-25",
  terms: "Payment on delivery.",
};
const check = (fields: Record<string, string>) => parseForm(new URLSearchParams(fields), schema);
const errorsOf = (fields: Record<string, string>) => {
  const submission = check(fields);
  expect(submission.status).toBe("error");
  return submission.reply().error ?? {};
};

describe("quotationFormSchema", () => {
  it("reads prices per line position in cents, an empty discount as 0, the date and the terms", () => {
    const submission = check(valid);
    expect(submission.status).toBe("success");
    expect(submission.status === "success" && submission.value).toEqual({
      basedOn: 0,
      unitPrices: { 1: 1_850_000, 2: 12_550 },
      discountCents: 0,
      validUntil: "2026-12-25",
      terms: "Payment on delivery.",
    });
  });
  it("names the product in every price message", () => {
    const errors = errorsOf({ ...valid, price1: "-5", price2: "1.005" });
    expect(errors.price1).toEqual(["The unit price for Scrubmatic 43 B cannot be negative."]);
    expect(errors.price2).toEqual(["Use at most 2 decimal places for the unit price of Bin 120 L."]);
    expect(errorsOf({ ...valid, price1: "cheap" }).price1).toEqual([
      "Enter the unit price for Scrubmatic 43 B as a number, e.g. 1250.00.",
    ]);
    const { price1: _missing, ...withoutPrice } = valid;
    expect(errorsOf(withoutPrice).price1).toEqual(["Enter the unit price for Scrubmatic 43 B."]);
  });
  it("refuses a discount above the subtotal, naming the subtotal, and takes one equal to it", () => {
    // 3 × 18,500.00 + 20 × 125.50 = 58,010.00
    expect(errorsOf({ ...valid, discount: "58010.01" }).discount).toEqual([
      "The discount cannot be more than the subtotal (QAR 58,010.00).",
    ]);
    const equal = check({ ...valid, discount: "58,010.00" });
    expect(equal.status === "success" && equal.value.discountCents).toBe(5_801_000);
    expect(errorsOf({ ...valid, discount: "-1" }).discount).toEqual(["The discount cannot be negative."]);
  });
  it("takes a valid-until date from today (Qatar) to a year ahead, and nothing else", () => {
    expect(check({ ...valid, validUntil: today }).status).toBe("success");
    expect(errorsOf({ ...valid, validUntil: "2026-11-24" }).validUntil).toEqual([
      "The date cannot be in the past (today in Qatar is 2026-11-25).",
    ]);
    expect(errorsOf({ ...valid, validUntil: "2026-02-30" }).validUntil).toEqual([
      "Enter the date as YYYY-MM-DD, e.g. 2026-12-31.",
    ]);
    expect(check({ ...valid, validUntil: addDays(today, 365) }).status).toBe("success");
    expect(errorsOf({ ...valid, validUntil: addDays(today, 366) }).validUntil).toEqual([
      "Choose a date within 365 days.",
    ]);
  });
  it("needs terms and the version the form was based on", () => {
    expect(errorsOf({ ...valid, terms: "  " }).terms).toEqual(["Write the terms of the quotation."]);
    expect(errorsOf({ ...valid, terms: "x".repeat(4001) }).terms).toEqual(["Keep the terms under 4000 characters."]);
    expect(errorsOf({ ...valid, basedOn: "latest" }).basedOn).toBeDefined();
  });
});

describe("dates", () => {
  it("adds days across months and years and defaults to 30 days ahead", () => {
    expect(addDays("2026-12-20", 15)).toBe("2027-01-04");
    expect(defaultValidUntil("2026-11-25")).toBe("2026-12-25");
    expect(defaultValidUntil("2028-02-01")).toBe("2028-03-02");
    expect(isIsoDate("2028-02-29")).toBe(true);
    expect(isIsoDate("2027-02-29")).toBe(false);
    expect(isIsoDate("2027-2-1")).toBe(false);
  });
});
