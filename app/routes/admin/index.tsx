/** `/admin`: the dashboard (issue 17) — the 24-hour promise in figures. Charts are SVG rendered here, no script needed. */
import type { Route } from "./+types/index";
import { AnswerTimeChart } from "~/components/admin/dashboard/answer-time-chart";
import { OverdueTable } from "~/components/admin/dashboard/overdue-table";
import { TopProductsTable } from "~/components/admin/dashboard/top-products-table";
import { WeeklyRequestsChart } from "~/components/admin/dashboard/weekly-requests-chart";
import { DASHBOARD_TEXT } from "~/content/admin-dashboard";
import { companyLocale } from "~/content/admin-inbox";
import { answerDue } from "~/lib/admin/answer-due";
import { formatCompanyTime } from "~/lib/admin/company-time";
import { pageMeta } from "~/lib/seo";
import { requireStaff } from "~server/auth/require-staff";
import { dashboardFigures } from "~server/dashboard/dashboard-figures";

export const meta = () =>
  pageMeta({ title: DASHBOARD_TEXT.title, description: DASHBOARD_TEXT.description, noindex: true, locale: "en" });

/** Hours to one decimal, as the table and the chart show them. */
function hours(value: number | null): number | null {
  return value === null ? null : Math.round(value * 10) / 10;
}

export async function loader({ context, request }: Route.LoaderArgs) {
  requireStaff(context, request);
  const { timeZone } = companyLocale(context.env.site.country);
  const now = new Date();
  const figures = await dashboardFigures(context.db, { now, timeZone });
  return {
    timeZone,
    requests: figures.requestsPerWeek.map(({ week, contact, quote }) => ({
      start: week.start,
      label: week.label,
      range: week.range,
      contact,
      quote,
    })),
    answerTimes: figures.answerTimes.map(({ week, received, answered, medianHours }) => ({
      start: week.start,
      label: week.label,
      range: week.range,
      received,
      answered,
      medianHours: hours(medianHours),
    })),
    overdue: {
      total: figures.overdue.total,
      rows: figures.overdue.rows.map((row) => ({
        id: row.id,
        reference: row.reference,
        kind: row.kind,
        name: `${row.firstName} ${row.lastName}`.trim(),
        receivedAt: formatCompanyTime(row.createdAt, timeZone),
        overdue: answerDue(row.createdAt, now).text,
        status: row.status,
      })),
    },
    topProducts: figures.topProducts,
  };
}

const sectionClass = "space-y-4 rounded-lg border border-slate-200 bg-white p-5";
const headingClass = "text-lg font-semibold text-slate-900";

export default function DashboardPage({ loaderData }: Route.ComponentProps) {
  const { timeZone, requests, answerTimes, overdue, topProducts } = loaderData;
  return (
    <div className="space-y-6">
      <div className="space-y-1">
        <h1 className="text-2xl font-bold text-slate-900">{DASHBOARD_TEXT.title}</h1>
        <p className="text-sm text-slate-700">{DASHBOARD_TEXT.timeNote(timeZone)}</p>
      </div>
      <section aria-labelledby="overdue-heading" className={sectionClass} data-testid="overdue-section">
        <h2 id="overdue-heading" className={headingClass}>
          {DASHBOARD_TEXT.overdue.heading} <span className="text-slate-700">({overdue.total})</span>
        </h2>
        <p className="text-sm text-slate-700">{DASHBOARD_TEXT.overdue.intro}</p>
        <OverdueTable rows={overdue.rows} total={overdue.total} />
      </section>
      <section aria-labelledby="requests-heading" className={sectionClass}>
        <h2 id="requests-heading" className={headingClass}>
          {DASHBOARD_TEXT.requests.heading}
        </h2>
        <WeeklyRequestsChart rows={requests} />
      </section>
      <section aria-labelledby="answer-time-heading" className={sectionClass}>
        <h2 id="answer-time-heading" className={headingClass}>
          {DASHBOARD_TEXT.answerTime.heading}
        </h2>
        <AnswerTimeChart rows={answerTimes} />
      </section>
      <section aria-labelledby="top-products-heading" className={sectionClass}>
        <h2 id="top-products-heading" className={headingClass}>
          {DASHBOARD_TEXT.products.heading}
        </h2>
        <p className="text-sm text-slate-700">{DASHBOARD_TEXT.products.intro}</p>
        <TopProductsTable rows={topProducts} />
      </section>
    </div>
  );
}
