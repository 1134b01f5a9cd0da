import { describe, expect, it } from "vitest";
import { formatSpecificationLine, parseSpecifications } from "~/lib/catalogue/specifications";
import {
  BLANK_SPECIFICATION_ROW,
  specificationEditorRows,
  specificationLineOf,
  specificationLinesOf,
} from "./specification-editor";

const ENGLISH = [
  "Working width: 430 mm",
  "Power: 1,100W",
  "Weight (kg): 45",
  "Ratio: 1:100",
  "Run time: 2-3 h",
  "Made in Sweden",
  "Manual: https://example.com/manual.pdf",
  "https://example.com/brochure",
].join("\n");
const ARABIC = ["عرض العمل: 430 ملم", "القدرة: 1,100 واط"].join("\n");

describe("specificationEditorRows", () => {
  it("puts English line n beside Arabic line n, the unit split off where amount and unit give the value back", () => {
    const rows = specificationEditorRows(ENGLISH, ARABIC);
    expect(rows).toHaveLength(8);
    expect(rows[0]).toEqual({
      label: "Working width",
      amount: "430",
      unit: "mm",
      labelAr: "عرض العمل",
      amountAr: "430",
      unitAr: "ملم",
    });
    // "1,100W" would come back as "1,100 W": the value stays whole.
    expect(rows[1]).toMatchObject({ label: "Power", amount: "1,100W", unit: "", amountAr: "1,100", unitAr: "واط" });
    // The unit in the label's brackets stays in the label.
    expect(rows[2]).toMatchObject({ label: "Weight (kg)", amount: "45", unit: "" });
    expect(rows[3]).toMatchObject({ label: "Ratio", amount: "1:100", unit: "" });
    expect(rows[4]).toMatchObject({ label: "Run time", amount: "2-3 h", unit: "" });
    expect(rows[5]).toEqual({ ...BLANK_SPECIFICATION_ROW, amount: "Made in Sweden" });
    expect(rows[7]).toEqual({ ...BLANK_SPECIFICATION_ROW, amount: "https://example.com/brochure" });
  });

  it("keeps Arabic lines beyond the English as rows of their own", () => {
    expect(specificationEditorRows("Power: 1 kW", "القدرة: 1 كيلوواط\nملاحظة: للاستخدام الداخلي")).toEqual([
      { label: "Power", amount: "1", unit: "kW", labelAr: "القدرة", amountAr: "1", unitAr: "كيلوواط" },
      { ...BLANK_SPECIFICATION_ROW, labelAr: "ملاحظة", amountAr: "للاستخدام الداخلي" },
    ]);
    expect(specificationEditorRows(null, undefined)).toEqual([]);
  });
});

describe("rows → text → rows", () => {
  it("gives back the texts line for line (as the parser writes them)", () => {
    const lines = specificationLinesOf(specificationEditorRows(ENGLISH, ARABIC));
    expect(lines.english.join("\n")).toBe(ENGLISH);
    expect(lines.arabic.join("\n")).toBe(ARABIC);
  });

  it("reads loosely written text as the same rows, and writes it as the parser formats it", () => {
    const loose = "  Tank:   30 L \n\nVoltage:230 V\n";
    const lines = specificationLinesOf(specificationEditorRows(loose, null));
    expect(lines.english).toEqual(parseSpecifications(loose).map(formatSpecificationLine));
    expect(lines.english).toEqual(["Tank: 30 L", "Voltage: 230 V"]);
    expect(parseSpecifications(lines.english.join("\n"))).toEqual(parseSpecifications(loose));
  });

  it("skips blank rows and a language a row leaves blank", () => {
    expect(
      specificationLinesOf([
        { ...BLANK_SPECIFICATION_ROW, label: " Tank ", amount: " 30 ", unit: " L " },
        BLANK_SPECIFICATION_ROW,
        { ...BLANK_SPECIFICATION_ROW, amount: "Quiet" },
      ]),
    ).toEqual({ english: ["Tank: 30 L", "Quiet"], arabic: [] });
  });
});

describe("specificationLineOf", () => {
  it("writes a label and a value with its unit, a text row without label, nothing for blank cells", () => {
    expect(specificationLineOf("Working width", "430", "mm")).toBe("Working width: 430 mm");
    expect(specificationLineOf("", "Made in Sweden", "")).toBe("Made in Sweden");
    expect(specificationLineOf(" ", " ", " ")).toBeNull();
  });
});
