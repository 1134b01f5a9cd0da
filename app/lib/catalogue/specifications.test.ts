import { describe, expect, it } from "vitest";
import {
  composeSpecificationValue,
  formatSpecificationLine,
  parseSpecificationLine,
  parseSpecifications,
  specificationKey,
  specificationRows,
  splitSpecificationValue,
  unitLabel,
} from "./specifications";
import { findUnit, SPECIFICATION_UNITS } from "./specification-units";

const measured = (line: string) => {
  const { number, unit, unitCode } = parseSpecificationLine(line);
  return { number, unit, unitCode };
};

describe("parseSpecifications", () => {
  it("splits lines, reads 'Label: value' pairs and keeps other lines as text rows", () => {
    expect(parseSpecifications("Power: 1,100 W\r\n\n  Made in Sweden  \nRatio: 1:100")).toEqual([
      { label: "Power", value: "1,100 W", number: 1100, unit: "W", unitCode: "WTT" },
      { label: null, value: "Made in Sweden", number: null, unit: null, unitCode: null },
      { label: "Ratio", value: "1:100", number: null, unit: null, unitCode: null },
    ]);
  });

  it("is empty for missing or blank text", () => {
    expect(parseSpecifications(null)).toEqual([]);
    expect(parseSpecifications(undefined)).toEqual([]);
    expect(parseSpecifications("  \n ")).toEqual([]);
  });

  it("keeps an address as a text row, not the label 'https'", () => {
    expect(parseSpecificationLine("https://example.com/manual")).toMatchObject({ label: null });
  });

  it("keeps a sentence whose colon comes after 60 characters as text", () => {
    const line = `${"A very long sentence about the machine that goes on and on and on"}: really`;
    expect(parseSpecificationLine(line).label).toBeNull();
  });
});

describe("numbers", () => {
  it("reads decimals written with a point or a comma", () => {
    expect(measured("Tank volume: 2.5 L")).toEqual({ number: 2.5, unit: "L", unitCode: "LTR" });
    expect(measured("Tank volume: 2,5 L")).toEqual({ number: 2.5, unit: "L", unitCode: "LTR" });
    expect(measured("Weight: 0,75 kg").number).toBe(0.75);
  });

  it("reads grouped thousands with commas, spaces and the European style", () => {
    expect(measured("Power: 1,100 W").number).toBe(1100);
    expect(measured("Area: 2,500 m²/h")).toEqual({ number: 2500, unit: "m²/h", unitCode: "m2/h" });
    expect(measured("Doses: 50 000 pcs").number).toBe(50000);
    expect(measured("Power: 1,234.5 W").number).toBe(1234.5);
    expect(measured("Power: 1.234,5 W").number).toBe(1234.5);
  });

  it("reads Arabic-Indic digits and the Arabic decimal separator", () => {
    expect(measured("الوزن: ٤٥ كغ")).toEqual({ number: 45, unit: "كغ", unitCode: "KGM" });
    expect(measured("حجم الخزان: ٢٫٥ لتر")).toEqual({ number: 2.5, unit: "لتر", unitCode: "LTR" });
    expect(measured("القدرة: ١٬١٠٠ واط")).toEqual({ number: 1100, unit: "واط", unitCode: "WTT" });
    expect(measured("القدرة: ۱۲۰۰ واط").number).toBe(1200);
  });

  it("reads negative numbers and bare numbers", () => {
    expect(measured("Storage temperature: -5 °C")).toEqual({ number: -5, unit: "°C", unitCode: "CEL" });
    expect(measured("pH: 7.5")).toEqual({ number: 7.5, unit: null, unitCode: null });
  });

  it("takes the unit from the label's brackets when the value is a bare number", () => {
    expect(parseSpecificationLine("Weight (kg): 45")).toEqual({
      label: "Weight (kg)",
      value: "45",
      number: 45,
      unit: "kg",
      unitCode: "KGM",
    });
  });

  it("keeps a short unknown unit without a code", () => {
    expect(measured("Stroke rate: 120 strokes/min")).toEqual({ number: 120, unit: "strokes/min", unitCode: null });
  });

  it("gives no number to ranges, ratios, dimensions and prose", () => {
    for (const line of [
      "Run time: 2-3 h",
      "Dilution: 1:100",
      "Dimensions: 120 x 50 x 90 cm",
      "Warranty: 2 years on parts, 1 year on labour",
      "Material: Stainless steel",
      "Version: 1.2.3",
    ])
      expect(measured(line).number, line).toBeNull();
  });
});

describe("units", () => {
  it("knows English and Arabic spellings, case and dots aside", () => {
    expect(findUnit("MM")?.code).toBe("MMT");
    expect(findUnit("ملم")?.code).toBe("MMT");
    expect(findUnit("Litres")?.code).toBe("LTR");
    expect(findUnit("dB(A)")?.code).toBe("2N");
    expect(findUnit("ديسيبل (A)")?.code).toBe("2N");
    expect(findUnit("kg.")?.code).toBe("KGM");
    expect(findUnit("٪")?.code).toBe("P1");
    expect(findUnit("furlongs")).toBeNull();
  });

  it("writes each code in both editions", () => {
    for (const unit of SPECIFICATION_UNITS) {
      expect(findUnit(unit.en)?.code, unit.en).toBe(unit.code);
      expect(findUnit(unit.ar)?.code, unit.ar).toBe(unit.code);
    }
    expect(unitLabel("MMT", "ar")).toBe("ملم");
    expect(unitLabel("XYZ", "en")).toBe("XYZ");
  });
});

describe("keys and formatting", () => {
  it("names a label the same whatever its case, spacing, bracketed unit or trailing punctuation", () => {
    expect(specificationKey("Working Width (mm):")).toBe("working width");
    expect(specificationKey("  working   width ")).toBe("working width");
    expect(specificationKey("Speed (eco mode)")).toBe("speed (eco mode)");
  });

  it("writes a line back as it reads", () => {
    for (const text of ["Power: 1,100 W", "Made in Sweden", "Dilution: 1:100"])
      expect(formatSpecificationLine(parseSpecificationLine(text))).toBe(text);
  });

  it("splits a value into the row editor's amount and unit, and composes it back", () => {
    const line = parseSpecificationLine("Working width: 430 mm");
    expect(splitSpecificationValue(line)).toEqual({ amount: "430", unit: "mm" });
    expect(composeSpecificationValue("430", "mm")).toBe("430 mm");
    expect(composeSpecificationValue(" Stainless steel ", "")).toBe("Stainless steel");
    expect(splitSpecificationValue(parseSpecificationLine("Material: Stainless steel"))).toEqual({
      amount: "Stainless steel",
      unit: "",
    });
  });
});

describe("specificationRows", () => {
  it("pairs the Arabic line with the English line at the same place", () => {
    const rows = specificationRows(
      "Power: 1,100 W\nNoise level: 58 dB(A)",
      "القدرة: 1,100 واط\nمستوى الضجيج: 58 ديسيبل (A)",
    );
    expect(rows).toHaveLength(2);
    expect(rows[0]).toMatchObject({ position: 0, key: "power", number: 1100, unitCode: "WTT" });
    expect(rows[0]!.en?.value).toBe("1,100 W");
    expect(rows[0]!.ar?.value).toBe("1,100 واط");
    expect(rows[1]).toMatchObject({ key: "noise level", number: 58, unitCode: "2N" });
  });

  it("keeps English without Arabic, and Arabic beyond the English keyed by its own label", () => {
    const rows = specificationRows("Power: 900 W", "القدرة: 900 واط\nالوزن: ٤٥ كغ");
    expect(rows[1]).toMatchObject({ key: "الوزن", en: null, number: 45, unitCode: "KGM" });
    expect(specificationRows("Power: 900 W", null)[0]).toMatchObject({ key: "power", ar: null });
    expect(specificationRows(null, null)).toEqual([]);
  });

  it("gives text rows no key", () => {
    expect(specificationRows("Made in Sweden", null)[0]).toMatchObject({ key: null, number: null });
  });
});
