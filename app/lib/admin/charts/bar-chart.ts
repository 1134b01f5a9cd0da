/** Grouped bars (one group per week, one bar per series) for the dashboard's requests chart. Pure geometry. */
import { plotArea, round, valueAxis, valueY, type ChartBox, type PlotArea } from "./scale";

export interface Bar {
  series: number;
  value: number;
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface BarGroup {
  label: string;
  /** The group's centre, for its axis label. */
  center: number;
  bars: Bar[];
}

export interface GroupedBarLayout {
  plot: PlotArea;
  ceiling: number;
  ticks: Array<{ value: number; y: number }>;
  groups: BarGroup[];
}

/**
 * `values[group][series]`. Each group takes an equal slot of the plot's width; its bars share 70 % of the slot
 * (the rest is the gap between groups). Heights are proportional to the value on an axis from 0 to a round ceiling.
 */
export function groupedBars(
  values: readonly (readonly number[])[],
  labels: readonly string[],
  box: ChartBox,
): GroupedBarLayout {
  const plot = plotArea(box);
  const axis = valueAxis(Math.max(0, ...values.flat()), { whole: true });
  const ceiling = axis.ceiling;
  const slot = values.length ? plot.width / values.length : plot.width;
  const series = Math.max(1, ...values.map((group) => group.length));
  const barWidth = (slot * 0.7) / series;
  const bottom = plot.y + plot.height;
  const groups = values.map((group, index) => {
    const start = plot.x + index * slot + slot * 0.15;
    return {
      label: labels[index] ?? "",
      center: round(plot.x + index * slot + slot / 2),
      bars: group.map((value, seriesIndex) => {
        const y = valueY(value, ceiling, plot);
        return {
          series: seriesIndex,
          value,
          x: round(start + seriesIndex * barWidth),
          y,
          width: round(barWidth),
          height: round(bottom - y),
        };
      }),
    };
  });
  return {
    plot,
    ceiling,
    ticks: axis.ticks.map((value) => ({ value, y: valueY(value, ceiling, plot) })),
    groups,
  };
}
