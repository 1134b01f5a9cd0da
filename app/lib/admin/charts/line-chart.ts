/**
 * One series of points joined by a line, with gaps where a value is missing, and a horizontal reference line (the
 * dashboard's median answer time against the 24-hour promise). Pure geometry.
 */
import { plotArea, round, valueAxis, valueY, type ChartBox, type PlotArea } from "./scale";

export interface LinePoint {
  label: string;
  x: number;
  /** null where the value is missing (nothing drawn). */
  y: number | null;
  value: number | null;
}

export interface LineLayout {
  plot: PlotArea;
  ceiling: number;
  ticks: Array<{ value: number; y: number }>;
  points: LinePoint[];
  /** SVG path data: one "M … L …" run per stretch of consecutive values. */
  path: string;
  referenceY: number;
}

export function lineWithReference(
  values: readonly (number | null)[],
  labels: readonly string[],
  reference: number,
  box: ChartBox,
): LineLayout {
  const plot = plotArea(box);
  const present = values.filter((value): value is number => value !== null);
  // The reference line always shows, with a little room above it.
  const axis = valueAxis(Math.max(reference * 1.25, ...present));
  const ceiling = axis.ceiling;
  const slot = values.length ? plot.width / values.length : plot.width;
  const points = values.map((value, index) => ({
    label: labels[index] ?? "",
    x: round(plot.x + index * slot + slot / 2),
    y: value === null ? null : valueY(value, ceiling, plot),
    value,
  }));
  let path = "";
  let drawing = false;
  for (const point of points) {
    if (point.y === null) {
      drawing = false;
      continue;
    }
    path += `${path ? " " : ""}${drawing ? "L" : "M"}${point.x} ${point.y}`;
    drawing = true;
  }
  return {
    plot,
    ceiling,
    ticks: axis.ticks.map((value) => ({ value, y: valueY(value, ceiling, plot) })),
    points,
    path,
    referenceY: valueY(reference, ceiling, plot),
  };
}
