import { DASHBOARD_TEXT } from "~/content/admin-dashboard";
import { lineWithReference } from "~/lib/admin/charts/line-chart";
import type { ChartBox } from "~/lib/admin/charts/scale";
import { ANSWER_PROMISE_HOURS } from "~/lib/quote-list/limits";

export interface AnswerTimeRow {
  /** The week's Sunday, YYYY-MM-DD. */
  start: string;
  label: string;
  range: string;
  received: number;
  answered: number;
  /** Rounded to one decimal on the server; null when no request of the week is answered yet. */
  medianHours: number | null;
}

/** The end margin holds the promise line's label, clear of the points. */
const BOX: ChartBox = { width: 720, height: 260, margin: { top: 16, end: 84, bottom: 32, start: 40 } };
const text = DASHBOARD_TEXT.answerTime;

/** Median hours to a first answer per week as a line (gaps where no answer yet), the promise as a dashed line. */
export function AnswerTimeChart({ rows }: { rows: AnswerTimeRow[] }) {
  const layout = lineWithReference(
    rows.map((row) => row.medianHours),
    rows.map((row) => row.label),
    ANSWER_PROMISE_HOURS,
    BOX,
  );
  const withMedian = rows.filter((row) => row.medianHours !== null);
  const over = withMedian.filter((row) => row.medianHours! > ANSWER_PROMISE_HOURS).length;
  const bottom = layout.plot.y + layout.plot.height;
  const end = layout.plot.x + layout.plot.width;
  return (
    <figure aria-labelledby="answer-time-caption" className="space-y-3" data-testid="answer-time-chart">
      <figcaption id="answer-time-caption" className="text-sm text-slate-700">
        {text.caption}
      </figcaption>
      <svg
        viewBox={`0 0 ${BOX.width} ${BOX.height}`}
        role="img"
        aria-label={text.chartLabel(over, withMedian.length)}
        className="h-auto w-full max-w-3xl"
      >
        {layout.ticks.map((tick) => (
          <g key={tick.value}>
            <line x1={layout.plot.x} x2={end} y1={tick.y} y2={tick.y} className="stroke-slate-200" />
            <text x={layout.plot.x - 6} y={tick.y + 4} textAnchor="end" className="fill-slate-700 text-[11px]">
              {`${tick.value} ${text.axisUnit}`}
            </text>
          </g>
        ))}
        <line
          x1={layout.plot.x}
          x2={end}
          y1={layout.referenceY}
          y2={layout.referenceY}
          strokeDasharray="6 4"
          strokeWidth={2}
          className="stroke-red-700"
          data-testid="promise-line"
        />
        <text x={end + 6} y={layout.referenceY + 4} className="fill-red-700 text-[11px] font-semibold">
          {text.promiseLine}
        </text>
        {layout.path && <path d={layout.path} fill="none" strokeWidth={2.5} className="stroke-brand-700" />}
        {layout.points.map((point, index) => (
          <g key={rows[index]!.range}>
            {point.y !== null && (
              <circle
                cx={point.x}
                cy={point.y}
                r={4}
                className={point.value! > ANSWER_PROMISE_HOURS ? "fill-red-700" : "fill-brand-700"}
                data-testid="answer-time-point"
                data-value={point.value ?? undefined}
              >
                <title>{`${rows[index]!.range}: ${point.value} h`}</title>
              </circle>
            )}
            <text x={point.x} y={bottom + 18} textAnchor="middle" className="fill-slate-700 text-[11px]">
              {point.label}
            </text>
          </g>
        ))}
        <line x1={layout.plot.x} x2={end} y1={bottom} y2={bottom} className="stroke-slate-500" />
      </svg>
      <div className="overflow-x-auto">
        <table className="min-w-full border-collapse text-start text-sm" data-testid="answer-time-table">
          <caption className="sr-only">{text.tableCaption}</caption>
          <thead className="bg-slate-50 text-xs uppercase tracking-wide text-slate-700">
            <tr>
              <th scope="col" className="p-2 text-start">
                {text.week}
              </th>
              <th scope="col" className="p-2 text-end">
                {text.received}
              </th>
              <th scope="col" className="p-2 text-end">
                {text.answered}
              </th>
              <th scope="col" className="p-2 text-end">
                {text.median}
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr
                key={row.range}
                className="border-t border-slate-100"
                data-testid="answer-time-row"
                data-week={row.start}
              >
                <th scope="row" className="p-2 text-start font-medium text-slate-900">
                  {row.range}
                </th>
                <td className="p-2 text-end tabular-nums">{row.received}</td>
                <td className="p-2 text-end tabular-nums">{row.answered}</td>
                <td className="p-2 text-end tabular-nums">
                  {row.medianHours === null ? (
                    <span className="text-slate-600">{text.noMedian}</span>
                  ) : row.medianHours > ANSWER_PROMISE_HOURS ? (
                    <span className="font-semibold text-red-700">
                      {row.medianHours} <span className="sr-only">({text.overPromise})</span>
                    </span>
                  ) : (
                    row.medianHours
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </figure>
  );
}
