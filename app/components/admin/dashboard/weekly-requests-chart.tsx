import { DASHBOARD_TEXT } from "~/content/admin-dashboard";
import { groupedBars } from "~/lib/admin/charts/bar-chart";
import type { ChartBox } from "~/lib/admin/charts/scale";

export interface WeeklyRequestsRow {
  /** The week's Sunday, YYYY-MM-DD. */
  start: string;
  label: string;
  range: string;
  contact: number;
  quote: number;
}

const BOX: ChartBox = { width: 720, height: 260, margin: { top: 16, end: 12, bottom: 32, start: 40 } };
/** Blue and orange: told apart with the common colour-vision deficiencies, each at least 3:1 against white. */
const SERIES = [
  { key: "contact", fill: "fill-brand-700", swatch: "bg-brand-700" },
  { key: "quote", fill: "fill-orange-700", swatch: "bg-orange-700" },
] as const;

const text = DASHBOARD_TEXT.requests;

/** Requests per week as grouped bars (server-rendered SVG), with the same figures as a table below for everyone. */
export function WeeklyRequestsChart({ rows }: { rows: WeeklyRequestsRow[] }) {
  const layout = groupedBars(
    rows.map((row) => [row.contact, row.quote]),
    rows.map((row) => row.label),
    BOX,
  );
  const total = rows.reduce((sum, row) => sum + row.contact + row.quote, 0);
  const bottom = layout.plot.y + layout.plot.height;
  return (
    <figure aria-labelledby="requests-caption" className="space-y-3" data-testid="requests-chart">
      <figcaption id="requests-caption" className="text-sm text-slate-700">
        {text.caption}
      </figcaption>
      <ul className="flex gap-4 text-sm text-slate-800" aria-hidden="true">
        {SERIES.map((series) => (
          <li key={series.key} className="flex items-center gap-2">
            <span className={`inline-block size-3 rounded-sm ${series.swatch}`} />
            {text.series[series.key]}
          </li>
        ))}
      </ul>
      <svg
        viewBox={`0 0 ${BOX.width} ${BOX.height}`}
        role="img"
        aria-label={text.chartLabel(total)}
        className="h-auto w-full max-w-3xl"
      >
        {layout.ticks.map((tick) => (
          <g key={tick.value}>
            <line
              x1={layout.plot.x}
              x2={layout.plot.x + layout.plot.width}
              y1={tick.y}
              y2={tick.y}
              className="stroke-slate-200"
            />
            <text x={layout.plot.x - 6} y={tick.y + 4} textAnchor="end" className="fill-slate-700 text-[11px]">
              {tick.value}
            </text>
          </g>
        ))}
        {layout.groups.map((group, index) => (
          <g key={rows[index]!.range} data-testid="requests-chart-week">
            {group.bars.map((bar) => (
              <rect
                key={bar.series}
                x={bar.x}
                y={bar.y}
                width={bar.width}
                height={bar.height}
                className={SERIES[bar.series]!.fill}
                data-value={bar.value}
              >
                <title>{`${rows[index]!.range}: ${bar.value} ${text.series[SERIES[bar.series]!.key].toLowerCase()}`}</title>
              </rect>
            ))}
            <text x={group.center} y={bottom + 18} textAnchor="middle" className="fill-slate-700 text-[11px]">
              {group.label}
            </text>
          </g>
        ))}
        <line
          x1={layout.plot.x}
          x2={layout.plot.x + layout.plot.width}
          y1={bottom}
          y2={bottom}
          className="stroke-slate-500"
        />
      </svg>
      <div className="overflow-x-auto">
        <table className="min-w-full border-collapse text-start text-sm" data-testid="requests-table">
          <caption className="sr-only">{text.tableCaption}</caption>
          <thead className="bg-slate-50 text-xs uppercase tracking-wide text-slate-700">
            <tr>
              <th scope="col" className="p-2 text-start">
                {text.week}
              </th>
              <th scope="col" className="p-2 text-end">
                {text.contact}
              </th>
              <th scope="col" className="p-2 text-end">
                {text.quote}
              </th>
              <th scope="col" className="p-2 text-end">
                {text.total}
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr
                key={row.range}
                className="border-t border-slate-100"
                data-testid="requests-row"
                data-week={row.start}
              >
                <th scope="row" className="p-2 text-start font-medium text-slate-900">
                  {row.range}
                </th>
                <td className="p-2 text-end tabular-nums">{row.contact}</td>
                <td className="p-2 text-end tabular-nums">{row.quote}</td>
                <td className="p-2 text-end tabular-nums">{row.contact + row.quote}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </figure>
  );
}
