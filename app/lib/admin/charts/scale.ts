/**
 * Geometry shared by the dashboard's server-rendered SVG charts (decision 126): a round top for the value axis, its
 * ticks, and the plot area inside the chart's margins. Pure numbers, no DOM, no chart library.
 */

/** The smallest step of 1, 2 or 5 times a power of ten that is at least `raw`. */
export function niceStep(raw: number): number {
  if (!Number.isFinite(raw) || raw <= 0) return 1;
  const power = 10 ** Math.floor(Math.log10(raw));
  for (const factor of [1, 2, 5, 10]) {
    const step = Number((factor * power).toPrecision(12));
    // Tolerate floating-point noise, so an exact round value stays itself.
    if (step >= raw * (1 - 1e-9)) return step;
  }
  return 10 * power;
}

export interface Axis {
  /** The axis's top value: a whole number of steps, at or above the largest value. */
  ceiling: number;
  step: number;
  /** 0, step, 2 × step … ceiling. */
  ticks: number[];
}

/**
 * A value axis from 0 that holds `max` in at most `maxSteps` round steps (1, 2 or 5 × 10ⁿ). Counts take whole steps.
 * An empty chart (max 0) gets one step, so its bars stand at 0 on a readable axis.
 */
export function valueAxis(max: number, options: { maxSteps?: number; whole?: boolean } = {}): Axis {
  const maxSteps = options.maxSteps ?? 4;
  let step = niceStep(max / maxSteps);
  if (options.whole) step = Math.max(1, step);
  const steps = Math.max(1, Math.ceil(Number((max / step).toPrecision(12))));
  const ceiling = Number((steps * step).toPrecision(12));
  return {
    ceiling,
    step,
    ticks: Array.from({ length: steps + 1 }, (_, index) => Number((index * step).toPrecision(12))),
  };
}

export interface ChartBox {
  /** The SVG's viewBox size. */
  width: number;
  height: number;
  /** Room for the axes' labels around the plot. */
  margin: { top: number; end: number; bottom: number; start: number };
}

export interface PlotArea {
  x: number;
  y: number;
  width: number;
  height: number;
}

export function plotArea(box: ChartBox): PlotArea {
  return {
    x: box.margin.start,
    y: box.margin.top,
    width: box.width - box.margin.start - box.margin.end,
    height: box.height - box.margin.top - box.margin.bottom,
  };
}

/** The y coordinate of `value` on a value axis from 0 (the plot's bottom) to `ceiling` (its top). */
export function valueY(value: number, ceiling: number, plot: PlotArea): number {
  const share = ceiling > 0 ? Math.min(Math.max(value / ceiling, 0), 1) : 0;
  return round(plot.y + plot.height * (1 - share));
}

/** Coordinates to a tenth of a unit: short SVG, and equal inputs give equal output. */
export function round(value: number): number {
  return Math.round(value * 10) / 10;
}
