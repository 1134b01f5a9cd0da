import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { guardFormula, unguardFormula } from "./formula-guard";

describe("formula-injection guard", () => {
  it("prefixes cells a spreadsheet would run as a formula", () => {
    for (const cell of ['=HYPERLINK("http://x")', "+1", "-2+3", "@SUM(A1)", "\tx", "\rx"])
      expect(guardFormula(cell)).toBe(`'${cell}`);
  });

  it("leaves ordinary text alone", () => {
    for (const cell of ["Mop", "1250.50", "", "'quoted", "a=b", "مكنسة"]) expect(guardFormula(cell)).toBe(cell);
  });

  it("is undone exactly by unguardFormula, even for text that already starts with apostrophes", () => {
    expect(unguardFormula(guardFormula("'=x"))).toBe("'=x");
    expect(guardFormula("'=x")).toBe("''=x");
    fc.assert(
      fc.property(fc.string(), (cell) => unguardFormula(guardFormula(cell)) === cell),
      { numRuns: 1000 },
    );
    fc.assert(
      fc.property(fc.stringMatching(/^'*[=+\-@]?.{0,5}$/), (cell) => unguardFormula(guardFormula(cell)) === cell),
    );
  });

  it("guards every cell whose unguarded reading would start a formula", () => {
    fc.assert(fc.property(fc.string(), (cell) => !/^[=+\-@\t\r]/.test(guardFormula(cell))));
  });
});
