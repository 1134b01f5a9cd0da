/**
 * The back-office dashboard's figures (issue 17, decisions 124–126), read in four queries that run the same on PGlite
 * and PostgreSQL: requests per week by kind, the median time to a first answer per week, the requests overdue now, and
 * the most requested products. Spam is left out of every figure. Weeks are Sunday to Saturday in the company's time zone
 * (app/lib/admin/dashboard-weeks.ts); `now` is a parameter, so the figures are those of one moment.
 */
import { and, asc, count, lte, sql, type SQL } from "drizzle-orm";
import { ANSWER_PROMISE_HOURS } from "~/lib/quote-list/limits";
import { lastWeeks, type DashboardWeek } from "~/lib/admin/dashboard-weeks";
import type { Db } from "~server/db/client";
import { inquiries } from "~server/db/schema";
import { awaitingFirstAnswer } from "~server/inquiries/inbox";
import { rowsOf } from "~server/search/sql-values";

export const DASHBOARD_WEEKS = 12;
export const TOP_PRODUCTS_DAYS = 90;
export const TOP_PRODUCTS_COUNT = 10;
/** The overdue list shows this many (most overdue first); the inbox sorted by due shows the rest. */
export const OVERDUE_LIST_MAX = 50;

export interface DashboardOptions {
  now: Date;
  /** IANA zone of the company (companyLocale): Asia/Qatar. */
  timeZone: string;
}

export interface WeeklyRequests {
  week: DashboardWeek;
  contact: number;
  quote: number;
}

export interface WeeklyAnswerTime {
  week: DashboardWeek;
  /** Requests received that week (spam left out). */
  received: number;
  /** Of those, how many have a first answer. */
  answered: number;
  /** Median hours from receipt to first answer over the answered ones; null when none is answered yet. */
  medianHours: number | null;
}

export interface OverdueRequest {
  id: string;
  reference: string | null;
  kind: string;
  firstName: string;
  lastName: string;
  company: string | null;
  status: string;
  createdAt: Date;
}

export interface TopProduct {
  /** The product's id while it still exists in the catalogue; null once it was deleted. */
  productId: string | null;
  /** The name as sent on the latest request that listed it. */
  name: string;
  brand: string;
  serialNumber: string | null;
  requests: number;
  quantity: number;
}

export interface DashboardFigures {
  weeks: DashboardWeek[];
  requestsPerWeek: WeeklyRequests[];
  answerTimes: WeeklyAnswerTime[];
  overdue: { rows: OverdueRequest[]; total: number };
  topProducts: TopProduct[];
}

/** A timestamptz's local week start (Sunday) as a date, the SQL twin of weekStart(localDate(…)). */
function localWeekStart(moment: SQL, timeZone: string): SQL {
  // date_trunc('week') starts on Monday: the day after a Sunday is its Monday, so truncating the next day and stepping
  // back one day gives the Sunday on or before.
  return sql`(date_trunc('week', ((${moment} at time zone ${timeZone})::date + 1)::timestamp)::date - 1)`;
}

/** Midnight starting a local calendar day, as a timestamptz. */
function localMidnight(isoDate: string, timeZone: string): SQL {
  return sql`((${isoDate}::date)::timestamp at time zone ${timeZone})`;
}

export async function weeklyRequests(db: Db, weeks: DashboardWeek[], timeZone: string): Promise<WeeklyRequests[]> {
  const first = weeks[0]!.start;
  const after = weeks.at(-1)!.end;
  const result = await db.execute(sql`
    select ${localWeekStart(sql`${inquiries.createdAt}`, timeZone)}::text as week,
      count(*) filter (where ${inquiries.kind} = 'contact') as contact,
      count(*) filter (where ${inquiries.kind} = 'quote') as quote
    from ${inquiries}
    where ${inquiries.createdAt} >= ${localMidnight(first, timeZone)}
      and ${inquiries.createdAt} < ${localMidnight(after, timeZone)} + interval '1 day'
      and ${inquiries.status} <> 'spam'
    group by 1`);
  const byWeek = new Map(
    rowsOf<{ week: string; contact: unknown; quote: unknown }>(result).map((row) => [row.week, row]),
  );
  return weeks.map((week) => {
    const row = byWeek.get(week.start);
    return { week, contact: Number(row?.contact ?? 0), quote: Number(row?.quote ?? 0) };
  });
}

export async function weeklyAnswerTimes(db: Db, weeks: DashboardWeek[], timeZone: string): Promise<WeeklyAnswerTime[]> {
  const first = weeks[0]!.start;
  const after = weeks.at(-1)!.end;
  // Grouped by the week a request arrived; percentile_cont interpolates between the two middle values of an even count.
  const result = await db.execute(sql`
    select ${localWeekStart(sql`${inquiries.createdAt}`, timeZone)}::text as week,
      count(*) as received,
      count(${inquiries.firstAnsweredAt}) as answered,
      percentile_cont(0.5) within group (
        order by extract(epoch from (${inquiries.firstAnsweredAt} - ${inquiries.createdAt}))::float8 / 3600
      ) as median_hours
    from ${inquiries}
    where ${inquiries.createdAt} >= ${localMidnight(first, timeZone)}
      and ${inquiries.createdAt} < ${localMidnight(after, timeZone)} + interval '1 day'
      and ${inquiries.status} <> 'spam'
    group by 1`);
  const byWeek = new Map(
    rowsOf<{ week: string; received: unknown; answered: unknown; median_hours: unknown }>(result).map((row) => [
      row.week,
      row,
    ]),
  );
  return weeks.map((week) => {
    const row = byWeek.get(week.start);
    const median = row?.median_hours;
    return {
      week,
      received: Number(row?.received ?? 0),
      answered: Number(row?.answered ?? 0),
      medianHours: median === null || median === undefined ? null : Number(median),
    };
  });
}

/** Open, never answered, and received at least ANSWER_PROMISE_HOURS before `now`: the most overdue first. */
export async function overdueRequests(
  db: Db,
  now: Date,
  limit: number = OVERDUE_LIST_MAX,
): Promise<{ rows: OverdueRequest[]; total: number }> {
  const deadlinePassed = lte(inquiries.createdAt, new Date(now.getTime() - ANSWER_PROMISE_HOURS * 3_600_000));
  const where = and(awaitingFirstAnswer, deadlinePassed);
  const [rows, [counted]] = await Promise.all([
    db
      .select({
        id: inquiries.id,
        reference: inquiries.reference,
        kind: inquiries.kind,
        firstName: inquiries.firstName,
        lastName: inquiries.lastName,
        company: inquiries.company,
        status: inquiries.status,
        createdAt: inquiries.createdAt,
      })
      .from(inquiries)
      .where(where)
      .orderBy(asc(inquiries.createdAt), asc(inquiries.id))
      .limit(limit),
    db.select({ total: count() }).from(inquiries).where(where),
  ]);
  return { rows, total: Number(counted?.total ?? 0) };
}

/**
 * The products most often asked for in the last TOP_PRODUCTS_DAYS days: by the number of requests naming them, then by
 * the total quantity, then by name. Lines of one catalogue product count together (whatever name they were sent
 * under); lines whose product was deleted count together by their name as sent (case-insensitive).
 */
export async function topProducts(
  db: Db,
  now: Date,
  limit: number = TOP_PRODUCTS_COUNT,
  days: number = TOP_PRODUCTS_DAYS,
): Promise<TopProduct[]> {
  const since = new Date(now.getTime() - days * 86_400_000);
  const result = await db.execute(sql`
    with lines as (
      select l.product_id, l.name, l.brand, l.serial_number, l.quantity, l.inquiry_id, i.created_at, l.position,
        coalesce(l.product_id::text, 'name:' || lower(l.name)) as product_key
      from inquiry_lines l
      join ${inquiries} i on i.id = l.inquiry_id
      where i.created_at >= ${since.toISOString()}::timestamptz
        and i.created_at <= ${now.toISOString()}::timestamptz
        and i.status <> 'spam'
    ),
    totals as (
      select product_key, count(distinct inquiry_id) as requests, sum(quantity) as quantity
      from lines group by product_key
    ),
    latest as (
      select distinct on (product_key) product_key, product_id, name, brand, serial_number
      from lines order by product_key, created_at desc, inquiry_id desc, position
    )
    select latest.product_id::text as product_id, latest.name, latest.brand, latest.serial_number,
      totals.requests, totals.quantity
    from totals join latest using (product_key)
    order by totals.requests desc, totals.quantity desc, lower(latest.name), product_key
    limit ${limit}`);
  return rowsOf<{
    product_id: string | null;
    name: string;
    brand: string;
    serial_number: string | null;
    requests: unknown;
    quantity: unknown;
  }>(result).map((row) => ({
    productId: row.product_id,
    name: row.name,
    brand: row.brand,
    serialNumber: row.serial_number,
    requests: Number(row.requests),
    quantity: Number(row.quantity),
  }));
}

export async function dashboardFigures(db: Db, options: DashboardOptions): Promise<DashboardFigures> {
  const weeks = lastWeeks(options.now, options.timeZone, DASHBOARD_WEEKS);
  const [requestsPerWeek, answerTimes, overdue, products] = await Promise.all([
    weeklyRequests(db, weeks, options.timeZone),
    weeklyAnswerTimes(db, weeks, options.timeZone),
    overdueRequests(db, options.now),
    topProducts(db, options.now),
  ]);
  return { weeks, requestsPerWeek, answerTimes, overdue, topProducts: products };
}
