import { describe, expect, it } from "vitest";
import { defaultSpecificationGroup, type SpecificationGroup } from "~/lib/catalogue/specification-groups";
import { specificationRows } from "~/lib/catalogue/specifications";
import {
  buildComparisonGroups,
  rowsShown,
  specificationKeysInOrder,
  type ComparedSpecification,
} from "./comparison-table";

/** A product's stored rows, exactly as server/catalogue/specification-rows.ts derives them from its two texts. */
function rowsOf(english: string, arabic = ""): ComparedSpecification[] {
  return specificationRows(english, arabic).map((row) => ({
    key: row.key,
    label: row.en?.label ?? null,
    value: row.en?.value ?? null,
    labelAr: row.ar?.label ?? null,
    valueAr: row.ar?.value ?? null,
    numericValue: row.number,
    unitCode: row.unitCode,
  }));
}

function table(columns: ComparedSpecification[][], locale: "en" | "ar" = "en", groupOf = defaultSpecificationGroup) {
  return buildComparisonGroups({ columns, keys: specificationKeysInOrder(columns, locale), groupOf, locale });
}

const scrubberA = rowsOf(
  "Working width: 510 mm\nSolution tank: 50 L\nRun time: up to 3 h\nNoise level: 68 dB(A)\nWeight: 120 kg",
  "عرض العمل: 510 ملم\nخزان المحلول: 50 لتر\nمدة التشغيل: حتى 3 ساعات\nمستوى الضجيج: 68 ديسيبل\nالوزن: 120 كغ",
);
const scrubberB = rowsOf("Working width: 430 mm\nSolution tank: 50 L\nRun time: up to 3 h\nNavigation: LiDAR");
const scrubberC = rowsOf("Working Width (mm): 510\nSolution tank: 50,0 L\nRun time: Up to  3 h");

describe("buildComparisonGroups", () => {
  it("has one row per label present in any product, in the groups' order, labels in first-appearance order", () => {
    const groups = table([scrubberA, scrubberB, scrubberC]);
    expect(groups.map((group) => group.id)).toEqual(["performance", "capacity", "power", "dimensions", "general"]);
    expect(groups.map((group) => group.rows.map((row) => row.key))).toEqual([
      ["working width", "noise level"],
      ["solution tank"],
      ["run time"],
      ["weight"],
      ["navigation"],
    ]);
    expect(groups[0]!.name).toBe("Performance");
  });

  it("shows each product's value as written, or nothing, in the products' order", () => {
    const [performance] = table([scrubberA, scrubberB, scrubberC]);
    const width = performance!.rows[0]!;
    expect(width.label).toEqual({ value: "Working width", fallback: false });
    expect(width.cells).toEqual([
      { value: "510 mm", fallback: false },
      { value: "430 mm", fallback: false },
      { value: "510", fallback: false },
    ]);
    expect(performance!.rows[1]!.cells).toEqual([{ value: "68 dB(A)", fallback: false }, null, null]);
  });

  it("compares numbers by number and unit, texts as normalised text, and a missing value as a difference", () => {
    const groups = table([scrubberA, scrubberC]);
    const differs = Object.fromEntries(groups.flatMap((group) => group.rows.map((row) => [row.key, row.differs])));
    // 510 mm and "Working Width (mm): 510" are the same measure; 50 L and 50,0 L the same number.
    expect(differs["working width"]).toBe(false);
    expect(differs["solution tank"]).toBe(false);
    // "up to 3 h" and "Up to  3 h" are the same text.
    expect(differs["run time"]).toBe(false);
    // Stated by one product only.
    expect(differs["noise level"]).toBe(true);
    expect(differs["weight"]).toBe(true);

    const units = table([rowsOf("Tank: 50 L"), rowsOf("Tank: 50 kg"), rowsOf("Tank: 50 L")]);
    expect(units[0]!.rows[0]!.differs).toBe(true);
    const same = table([rowsOf("Navigation: LiDAR"), rowsOf("Navigation:  lidar ")]);
    expect(same[0]!.rows[0]!.differs).toBe(false);
  });

  it("follows the order and groups it is given (staff's places)", () => {
    const columns = [scrubberA, scrubberB];
    const placed: Record<string, SpecificationGroup> = { weight: "performance", navigation: "capacity" };
    const groups = buildComparisonGroups({
      columns,
      keys: ["weight", "working width", "navigation", "solution tank", "run time", "noise level"],
      groupOf: (key) => placed[key] ?? defaultSpecificationGroup(key),
      locale: "en",
    });
    expect(groups.map((group) => [group.id, group.rows.map((row) => row.key)])).toEqual([
      ["performance", ["weight", "working width", "noise level"]],
      ["capacity", ["navigation", "solution tank"]],
      ["power", ["run time"]],
    ]);
  });

  it("on Arabic pages: the Arabic label and value where written, else the English marked as a fallback", () => {
    const groups = table([scrubberA, scrubberB], "ar");
    expect(groups[0]!.name).toBe("الأداء");
    const width = groups[0]!.rows[0]!;
    expect(width.label).toEqual({ value: "عرض العمل", fallback: false });
    expect(width.cells).toEqual([
      { value: "510 ملم", fallback: false },
      { value: "430 mm", fallback: true },
    ]);
    const navigation = groups.find((group) => group.id === "general")!.rows[0]!;
    expect(navigation.label).toEqual({ value: "Navigation", fallback: true });
    expect(navigation.cells).toEqual([null, { value: "LiDAR", fallback: true }]);
  });

  it("differs alike in both editions: Arabic and English texts of one value are the same value", () => {
    const english = table([scrubberA, scrubberB], "en").flatMap((group) => group.rows.map((row) => row.differs));
    const arabic = table([scrubberA, scrubberB], "ar").flatMap((group) => group.rows.map((row) => row.differs));
    expect(arabic).toEqual(english);
  });

  it("keeps Arabic lines beyond the English off the English page, and shows them on the Arabic one", () => {
    const extra = rowsOf("Power: 1200 W", "القدرة: 1200 واط\nالضمان: سنتان");
    expect(table([extra, scrubberB], "en").flatMap((group) => group.rows.map((row) => row.label.value))).not.toContain(
      "الضمان",
    );
    const arabic = table([extra, scrubberB], "ar").flatMap((group) => group.rows);
    expect(arabic.find((row) => row.label.value === "الضمان")?.cells).toEqual([
      { value: "سنتان", fallback: false },
      null,
    ]);
  });

  it("puts unlabelled lines in one row at the end, never compared and kept by Show only differences", () => {
    const groups = table([
      rowsOf("Working width: 510 mm\nIncludes two pads\nCE marked"),
      rowsOf("Working width: 510 mm"),
    ]);
    const general = groups.find((group) => group.id === "general")!;
    const notes = general.rows.at(-1)!;
    expect(notes).toEqual({
      key: null,
      label: { value: "Other details", fallback: false },
      differs: null,
      cells: [{ value: "Includes two pads · CE marked", fallback: false }, null],
    });
    expect(rowsShown(general, true)).toEqual([notes]);
    expect(rowsShown(groups[0]!, true)).toEqual([]);
    expect(rowsShown(groups[0]!, false)).toHaveLength(1);
  });

  it("shows a label written twice in one product as one cell, compared as text", () => {
    const groups = table([rowsOf("Voltage: 230 V\nVoltage: 110 V"), rowsOf("Voltage: 230 V")]);
    const voltage = groups[0]!.rows[0]!;
    expect(voltage.cells[0]).toEqual({ value: "230 V; 110 V", fallback: false });
    expect(voltage.differs).toBe(true);
  });

  it("has no groups for products without specifications", () => {
    expect(table([[], []])).toEqual([]);
  });
});
