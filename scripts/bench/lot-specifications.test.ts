import fs from "node:fs";
import { describe, expect, it } from "vitest";
import { specificationRows } from "~/lib/catalogue/specifications";
import { lotFactor, scaleFigure, scaleSpecifications } from "./lot-specifications";

const demo = JSON.parse(fs.readFileSync("data/demo-catalogue.json", "utf8")) as {
  products: Array<{ name: string; specifications: string | null; specificationsAr: string | null }>;
};
/** As `npm run catalogue:large -- 100000` makes them: 280 lots of the 358 demo products. */
const LOTS = Math.ceil(100_000 / demo.products.length);

describe("the specifications of catalogue:large's lots", () => {
  it("scale by a factor per lot from 0.8 to 1.25, the same every time, the demo itself by 1", () => {
    expect(lotFactor(0)).toBe(1);
    const factors = Array.from({ length: LOTS }, (_, lot) => lotFactor(lot + 1));
    expect(factors).toEqual(Array.from({ length: LOTS }, (_, lot) => lotFactor(lot + 1)));
    for (const factor of factors) {
      expect(factor).toBeGreaterThanOrEqual(0.8);
      expect(factor).toBeLessThanOrEqual(1.25);
    }
    // Three decimals: some lots share a factor, most do not.
    expect(new Set(factors).size).toBeGreaterThan(LOTS / 2);
    expect(Math.min(...factors)).toBeLessThan(0.85);
    expect(Math.max(...factors)).toBeGreaterThan(1.2);
  });

  it("round a scaled figure as precisely as the demo wrote it", () => {
    expect(scaleFigure(430, 1.1)).toBe(470);
    expect(scaleFigure(1100, 1.13)).toBe(1200);
    expect(scaleFigure(2.5, 1.1)).toBe(2.8);
    expect(scaleFigure(14.4, 1.1)).toBe(15.8);
    expect(scaleFigure(6, 1.21)).toBe(7.3);
    expect(scaleFigure(12200, 0.81)).toBe(9880);
  });

  it("rewrite measured lines in both languages alike, and leave voltages, pack sizes, words and bare numbers", () => {
    const english =
      "Working width: 430 mm\nPower: 1,100 W\nVoltage: 24 V\nRun time: continuous (mains)\npH: 7.5\nPack size: 5 L";
    const arabic =
      "عرض التنظيف: 430 ملم\nالقدرة: 1,100 واط\nالجهد الكهربائي: 24 فولت\nمدة التشغيل: متواصلة (بالكهرباء)\nدرجة الحموضة (pH): 7.5\nحجم العبوة: 5 لتر";
    expect(scaleSpecifications(english, arabic, 1.13)).toEqual({
      specifications:
        "Working width: 490 mm\nPower: 1,200 W\nVoltage: 24 V\nRun time: continuous (mains)\npH: 7.5\nPack size: 5 L",
      specificationsAr:
        "عرض التنظيف: 490 ملم\nالقدرة: 1,200 واط\nالجهد الكهربائي: 24 فولت\nمدة التشغيل: متواصلة (بالكهرباء)\nدرجة الحموضة (pH): 7.5\nحجم العبوة: 5 لتر",
    });
    expect(scaleSpecifications(english, arabic, 1)).toEqual({ specifications: english, specificationsAr: arabic });
    expect(scaleSpecifications(null, null, 1.1)).toEqual({ specifications: null, specificationsAr: null });
  });

  // About 12,000 products through the parser: seconds on a busy machine.
  it(
    "give range filters a spread at 100,000 products, every Arabic row still reading as its English one",
    { timeout: 30_000 },
    () => {
      const widths = new Set<number>();
      const misread: string[] = [];
      let measuredRows = 0;
      let changedRows = 0;
      // Every eighth lot: the whole 280 would take the test half a minute for nothing more.
      for (let lot = 1; lot <= LOTS; lot += 8) {
        const factor = lotFactor(lot);
        for (const product of demo.products) {
          const before = specificationRows(product.specifications, product.specificationsAr);
          const scaled = scaleSpecifications(product.specifications, product.specificationsAr, factor);
          const rows = specificationRows(scaled.specifications, scaled.specificationsAr);
          if (rows.length !== before.length) misread.push(`${product.name}: ${rows.length} rows`);
          for (const [index, row] of rows.entries()) {
            const was = before[index]!;
            if (row.key !== was.key || row.unitCode !== was.unitCode || row.ar?.number !== row.en?.number)
              misread.push(`${product.name} · Lot ${lot}: ${row.en?.value} / ${row.ar?.value}`);
            if (row.unitCode) measuredRows++;
            if (row.number !== was.number) changedRows++;
          }
          if (product.name.includes("Scrubmatic")) widths.add(rows.find((row) => row.key === "working width")!.number!);
        }
      }
      expect(misread).toEqual([]);
      // Voltages and pack sizes keep their value; nearly every other measured row moves.
      expect(changedRows / measuredRows).toBeGreaterThan(0.6);
      expect(widths.size).toBeGreaterThan(30);
    },
  );
});
