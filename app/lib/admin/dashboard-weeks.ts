/**
 * The dashboard's weeks (decision 124): Sunday to Saturday in the company's time zone (Asia/Qatar, UTC+3), so a week is
 * Qatar's working week (Sunday–Thursday) followed by its weekend. A week is named by its Sunday. Pure; the SQL of
 * server/dashboard/dashboard-figures.ts buckets by the same rule (`localWeekStart`).
 */
const DAY = 86_400_000;

/** The calendar day (YYYY-MM-DD) of a moment in a time zone. */
export function localDate(moment: Date, timeZone: string): string {
  let format = dayFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat("en-CA", { timeZone, year: "numeric", month: "2-digit", day: "2-digit" });
    dayFormats.set(timeZone, format);
  }
  return format.format(moment);
}
const dayFormats = new Map<string, Intl.DateTimeFormat>();

function utcDay(isoDate: string): Date {
  return new Date(`${isoDate}T00:00:00Z`);
}

export function addDays(isoDate: string, days: number): string {
  return new Date(utcDay(isoDate).getTime() + days * DAY).toISOString().slice(0, 10);
}

/** The Sunday on or before a calendar day. */
export function weekStart(isoDate: string): string {
  return addDays(isoDate, -utcDay(isoDate).getUTCDay());
}

export interface DashboardWeek {
  /** Sunday, YYYY-MM-DD. */
  start: string;
  /** The Saturday that ends it, YYYY-MM-DD. */
  end: string;
  /** "22 Nov": the axis label. */
  label: string;
  /** "22–28 Nov 2026": the table's row header. */
  range: string;
}

const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

function dayMonth(isoDate: string): string {
  const date = utcDay(isoDate);
  return `${date.getUTCDate()} ${MONTHS[date.getUTCMonth()]}`;
}

export function describeWeek(start: string): DashboardWeek {
  const end = addDays(start, 6);
  const startDate = utcDay(start);
  const endDate = utcDay(end);
  const sameMonth = startDate.getUTCMonth() === endDate.getUTCMonth();
  const sameYear = startDate.getUTCFullYear() === endDate.getUTCFullYear();
  const range = sameMonth
    ? `${startDate.getUTCDate()}–${dayMonth(end)} ${endDate.getUTCFullYear()}`
    : `${dayMonth(start)}${sameYear ? "" : ` ${startDate.getUTCFullYear()}`} – ${dayMonth(end)} ${endDate.getUTCFullYear()}`;
  return { start, end, label: dayMonth(start), range };
}

/** The last `count` weeks up to and including the current one (which is still running), oldest first. */
export function lastWeeks(now: Date, timeZone: string, count: number): DashboardWeek[] {
  const current = weekStart(localDate(now, timeZone));
  return Array.from({ length: count }, (_, index) => describeWeek(addDays(current, (index - count + 1) * 7)));
}
