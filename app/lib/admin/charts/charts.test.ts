import { describe, expect, it } from "vitest";
import { groupedBars } from "./bar-chart";
import { lineWithReference } from "./line-chart";
import { niceStep, plotArea, valueAxis, valueY, type ChartBox } from "./scale";

const box: ChartBox = { width: 640, height: 240, margin: { top: 10, end: 10, bottom: 30, start: 30 } };
// The plot: x 30–630 (600 wide), y 10–210 (200 high).

describe("value axis", () => {
  it("picks steps of 1, 2 or 5 times a power of ten", () => {
    expect([0.3, 1, 1.1, 2, 2.01, 4.9, 5, 5.75, 7.5, 12.5, 99].map(niceStep)).toEqual([
      0.5, 1, 2, 2, 5, 5, 5, 10, 10, 20, 100,
    ]);
    expect(niceStep(0)).toBe(1);
    expect(niceStep(Number.NaN)).toBe(1);
  });
  it("holds the largest value in at most four round steps", () => {
    expect(valueAxis(23)).toEqual({ ceiling: 30, step: 10, ticks: [0, 10, 20, 30] });
    expect(valueAxis(7)).toEqual({ ceiling: 8, step: 2, ticks: [0, 2, 4, 6, 8] });
    expect(valueAxis(8)).toEqual({ ceiling: 8, step: 2, ticks: [0, 2, 4, 6, 8] });
    expect(valueAxis(30)).toEqual({ ceiling: 30, step: 10, ticks: [0, 10, 20, 30] });
    expect(valueAxis(0.9)).toEqual({ ceiling: 1, step: 0.5, ticks: [0, 0.5, 1] });
  });
  it("takes whole steps for counts, and one step for an empty chart", () => {
    expect(valueAxis(1, { whole: true })).toEqual({ ceiling: 1, step: 1, ticks: [0, 1] });
    expect(valueAxis(3, { whole: true })).toEqual({ ceiling: 3, step: 1, ticks: [0, 1, 2, 3] });
    expect(valueAxis(0, { whole: true })).toEqual({ ceiling: 1, step: 1, ticks: [0, 1] });
  });
  it("maps 0 to the plot's bottom and the ceiling to its top, clamping outside values", () => {
    const plot = plotArea(box);
    expect(plot).toEqual({ x: 30, y: 10, width: 600, height: 200 });
    expect(valueY(0, 40, plot)).toBe(210);
    expect(valueY(40, 40, plot)).toBe(10);
    expect(valueY(10, 40, plot)).toBe(160);
    expect(valueY(80, 40, plot)).toBe(10);
    expect(valueY(-1, 40, plot)).toBe(210);
  });
});

describe("grouped bars", () => {
  const layout = groupedBars(
    [
      [4, 8],
      [0, 2],
      [6, 1],
    ],
    ["1 Nov", "8 Nov", "15 Nov"],
    box,
  );
  it("makes bar heights proportional to the values on the axis", () => {
    expect(layout.ceiling).toBe(8);
    const heights = layout.groups.map((group) => group.bars.map((bar) => bar.height));
    expect(heights).toEqual([
      [100, 200],
      [0, 50],
      [150, 25],
    ]);
    for (const group of layout.groups) for (const bar of group.bars) expect(bar.y + bar.height).toBeCloseTo(210, 5);
  });
  it("gives each group an equal slot, bars side by side inside it", () => {
    // 3 groups of 200 units; the bars take 70 % (140), 70 each, after a 30-unit gap.
    expect(layout.groups.map((group) => group.center)).toEqual([130, 330, 530]);
    expect(layout.groups[1]!.bars.map((bar) => [bar.x, bar.width])).toEqual([
      [260, 70],
      [330, 70],
    ]);
    expect(layout.groups.map((group) => group.label)).toEqual(["1 Nov", "8 Nov", "15 Nov"]);
  });
  it("places the ticks on the axis", () => {
    expect(layout.ticks).toEqual([
      { value: 0, y: 210 },
      { value: 2, y: 160 },
      { value: 4, y: 110 },
      { value: 6, y: 60 },
      { value: 8, y: 10 },
    ]);
  });
  it("draws an empty chart flat on a 0–1 axis", () => {
    const empty = groupedBars([[0, 0]], ["1 Nov"], box);
    expect(empty.ceiling).toBe(1);
    expect(empty.groups[0]!.bars.map((bar) => bar.height)).toEqual([0, 0]);
  });
});

describe("line with a reference", () => {
  it("keeps the reference line inside the plot with room above, even with no values", () => {
    const empty = lineWithReference([null, null], ["a", "b"], 24, box);
    expect(empty.ceiling).toBe(30);
    expect(empty.referenceY).toBe(210 - (24 / 30) * 200);
    expect(empty.path).toBe("");
  });
  it("raises the axis for values above the reference", () => {
    const high = lineWithReference([50, 10], ["a", "b"], 24, box);
    expect(high.ceiling).toBe(60);
    expect(high.points.map((point) => point.y)).toEqual(
      [210 - (50 / 60) * 200, 210 - (10 / 60) * 200].map((y) => Math.round(y * 10) / 10),
    );
  });
  it("breaks the line where a week has no value", () => {
    const layout = lineWithReference([6, 12, null, 30, 3], ["a", "b", "c", "d", "e"], 24, box);
    // 5 slots of 120: centres 90, 210, 330, 450, 570; ceiling 30.
    expect(layout.points.map((point) => point.x)).toEqual([90, 210, 330, 450, 570]);
    expect(layout.points[2]).toEqual({ label: "c", x: 330, y: null, value: null });
    expect(layout.path).toBe("M90 170 L210 130 M450 10 L570 190");
  });
});
