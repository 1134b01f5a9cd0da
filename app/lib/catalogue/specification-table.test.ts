import { describe, expect, it } from "vitest";
import { labelPlace } from "./specification-groups";
import { storedSpecifications } from "../../../tests/support/stored-specifications";
import { specificationInEdition, specificationTable, type PlacedSpecification } from "./specification-table";

function placed(
  english: string,
  arabic: string | null,
  staff: Record<string, { groupId: string; position: number }> = {},
): PlacedSpecification[] {
  return storedSpecifications(english, arabic).map((row) => ({
    ...row,
    place: labelPlace(row.key ?? "", row.key ? staff[row.key] : null),
  }));
}

const ENGLISH = "Working width: 430 mm\nTank: 30 L\nWeight: 45 kg\nMade in Sweden\nVoltage: 230 V";
const ARABIC = "عرض العمل: 430 ملم\nالخزان: 30 لتر";

describe("specificationTable", () => {
  it("groups the rows by their labels' default groups in the groups' order, text rows under general", () => {
    expect(specificationTable(placed(ENGLISH, null), "en")).toEqual([
      { group: "performance", rows: [{ label: "Working width", value: "430 mm" }] },
      { group: "capacity", rows: [{ label: "Tank", value: "30 L" }] },
      { group: "power", rows: [{ label: "Voltage", value: "230 V" }] },
      { group: "dimensions", rows: [{ label: "Weight", value: "45 kg" }] },
      { group: "general", rows: [{ label: null, value: "Made in Sweden" }] },
    ]);
  });

  it("follows staff's groups and order within a group, unordered labels after the ordered ones in line order", () => {
    const staff = {
      voltage: { groupId: "general", position: 2 },
      weight: { groupId: "general", position: 1 },
      tank: { groupId: "not-a-group", position: 0 },
    };
    expect(specificationTable(placed(ENGLISH, null, staff), "en")).toEqual([
      { group: "performance", rows: [{ label: "Working width", value: "430 mm" }] },
      // An unknown group name falls back to the default.
      { group: "capacity", rows: [{ label: "Tank", value: "30 L" }] },
      {
        group: "general",
        rows: [
          { label: "Weight", value: "45 kg" },
          { label: "Voltage", value: "230 V" },
          { label: null, value: "Made in Sweden" },
        ],
      },
    ]);
  });

  it("shows the Arabic where written and flags each English label or value shown on the Arabic page", () => {
    const groups = specificationTable(placed(ENGLISH, ARABIC), "ar");
    expect(groups.flatMap((group) => group.rows)).toEqual([
      { label: "عرض العمل", value: "430 ملم" },
      { label: "الخزان", value: "30 لتر" },
      { label: "Voltage", value: "230 V", labelFallback: true, valueFallback: true },
      { label: "Weight", value: "45 kg", labelFallback: true, valueFallback: true },
      { label: null, value: "Made in Sweden", valueFallback: true },
    ]);
  });

  it("is one group for rows of one group, and empty without rows", () => {
    expect(specificationTable(placed("Tank: 30 L\nDust bag: 10 L", null), "en")).toHaveLength(1);
    expect(specificationTable([], "ar")).toEqual([]);
  });
});

describe("specificationInEdition", () => {
  it("gives an Arabic value without an Arabic label the English label, and hides Arabic-only rows in English", () => {
    const [row] = placed("Tank: 30 L", "30 لتر");
    expect(specificationInEdition(row!, "ar")).toEqual({
      label: { value: "Tank", fallback: true },
      value: { value: "30 لتر", fallback: false },
    });
    const [, arabicOnly] = placed("Tank: 30 L", "الخزان: 30 لتر\nملاحظة: للاستخدام الداخلي");
    expect(specificationInEdition(arabicOnly!, "en")).toBeNull();
    expect(specificationInEdition(arabicOnly!, "ar")).toEqual({
      label: { value: "ملاحظة", fallback: false },
      value: { value: "للاستخدام الداخلي", fallback: false },
    });
  });
});
