/**
 * The inquiry inbox's reads: the filtered, sorted, paged list with its count, the CSV export in batches, and one inquiry
 * with its history.
 */
import { and, asc, count, desc, eq, or, sql, type SQL } from "drizzle-orm";
import { OPEN_STATUSES } from "~/lib/admin/answer-due";
import type { InboxFilters, QuotationState } from "~/lib/admin/inbox-filter-url";
import { containsPattern, exactReference } from "~/lib/admin/inbox-filters";
import type { Db } from "~server/db/client";
import { inquiries, inquiryEvents, staffUsers, type Inquiry } from "~server/db/schema";

export interface InboxQueryOptions {
  /** IANA zone in which the from/to days are counted (see companyLocale). */
  timeZone: string;
  /** Today's date in Qatar (qatarToday): a quotation is valid through its `valid_until` day. */
  today: string;
}

const listColumns = {
  id: inquiries.id,
  reference: inquiries.reference,
  kind: inquiries.kind,
  firstName: inquiries.firstName,
  lastName: inquiries.lastName,
  email: inquiries.email,
  company: inquiries.company,
  category: inquiries.category,
  productCategory: inquiries.productCategory,
  status: inquiries.status,
  createdAt: inquiries.createdAt,
  firstAnsweredAt: inquiries.firstAnsweredAt,
  locale: inquiries.locale,
};

export type InboxRow = Pick<Inquiry, keyof typeof listColumns>;

/** Open and never answered: the requests the 24-hour promise still runs for (awaitsFirstAnswer in SQL). */
export const awaitingFirstAnswer = sql`(${inquiries.status} in (${sql.join(
  OPEN_STATUSES.map((status) => sql`${status}`),
  sql`, `,
)}) and ${inquiries.firstAnsweredAt} is null)`;

/** The condition on the request's latest quotation (the highest version; none means no match). */
function latestQuotationIs(state: QuotationState, today: string): SQL {
  const condition = {
    awaiting: sql`q.status = 'sent' and q.valid_until >= ${today}::date`,
    accepted: sql`q.status = 'accepted'`,
    declined: sql`q.status = 'declined'`,
    expired: sql`q.status = 'sent' and q.valid_until < ${today}::date`,
  }[state];
  return sql`exists (select 1 from quotations q where q.inquiry_id = ${inquiries.id} and ${condition}
    and not exists (select 1 from quotations newer where newer.inquiry_id = q.inquiry_id and newer.version > q.version))`;
}

function orderOf(filters: InboxFilters): SQL[] {
  if (filters.sort === "oldest") return [asc(inquiries.createdAt), asc(inquiries.id)];
  if (filters.sort === "due")
    // Requests waiting for their first answer first, the earliest deadline (the most overdue) on top; then the others,
    // newest first.
    return [
      sql`case when ${awaitingFirstAnswer} then 0 else 1 end`,
      sql`case when ${awaitingFirstAnswer} then ${inquiries.createdAt} end asc`,
      desc(inquiries.createdAt),
      desc(inquiries.id),
    ];
  return [desc(inquiries.createdAt), desc(inquiries.id)];
}

function whereOf(filters: InboxFilters, options: InboxQueryOptions): SQL | undefined {
  const conditions: SQL[] = [];
  if (filters.kind) conditions.push(eq(inquiries.kind, filters.kind));
  if (filters.status) conditions.push(eq(inquiries.status, filters.status));
  // Contact inquiries carry their category; quote requests carry "Quote Request" and the product category they chose.
  if (filters.category)
    conditions.push(or(eq(inquiries.category, filters.category), eq(inquiries.productCategory, filters.category))!);
  // Whole days in the company's time zone: from its midnight (inclusive) to the midnight after `to` (exclusive).
  if (filters.from)
    conditions.push(sql`${inquiries.createdAt} >= (${filters.from}::date)::timestamp at time zone ${options.timeZone}`);
  if (filters.to)
    conditions.push(
      sql`${inquiries.createdAt} < (${filters.to}::date + 1)::timestamp at time zone ${options.timeZone}`,
    );
  if (filters.language) conditions.push(eq(inquiries.locale, filters.language));
  if (filters.quotation) conditions.push(latestQuotationIs(filters.quotation, options.today));
  if (filters.q) {
    const reference = exactReference(filters.q);
    // A whole reference is looked up in its unique index; anything else is one case-insensitive substring match over the
    // searched fields joined by a separator no one types. One lower()+LIKE per row measured about twice as fast as five ILIKEs.
    const searched = sql`concat_ws(chr(31), ${inquiries.reference}, ${inquiries.firstName} || ' ' || ${inquiries.lastName}, ${inquiries.company}, ${inquiries.email}, ${inquiries.message})`;
    conditions.push(
      reference
        ? eq(inquiries.reference, reference)
        : sql`lower(${searched}) like lower(${containsPattern(filters.q)})`,
    );
  }
  return conditions.length ? and(...conditions) : undefined;
}

export async function listInbox(
  db: Db,
  filters: InboxFilters,
  options: InboxQueryOptions,
): Promise<{ rows: InboxRow[]; total: number }> {
  const where = whereOf(filters, options);
  const page = (select: typeof listColumns | (typeof listColumns & { total: SQL<number> })) =>
    db
      .select(select)
      .from(inquiries)
      .where(where)
      .orderBy(...orderOf(filters))
      .limit(filters.size)
      .offset((filters.page - 1) * filters.size);
  const countAll = async () =>
    Number((await db.select({ total: count() }).from(inquiries).where(where))[0]?.total ?? 0);
  if (filters.q) {
    // A text search scans the table anyway: one scan that also counts (a window count) instead of two.
    const rows = (await page({ ...listColumns, total: sql<number>`count(*) over ()` })) as Array<
      InboxRow & { total: number }
    >;
    const total = rows.length ? Number(rows[0]!.total) : filters.page > 1 ? await countAll() : 0;
    return { rows: rows.map(({ total: _total, ...row }) => row), total };
  }
  // Without text the newest rows come from the created_at index; the count is a separate, cheap scan.
  const [rows, total] = await Promise.all([page(listColumns), countAll()]);
  return { rows, total };
}

const exportColumns = {
  id: inquiries.id,
  reference: inquiries.reference,
  kind: inquiries.kind,
  status: inquiries.status,
  createdAt: inquiries.createdAt,
  firstName: inquiries.firstName,
  lastName: inquiries.lastName,
  email: inquiries.email,
  phone: inquiries.phone,
  company: inquiries.company,
  category: inquiries.category,
  industry: inquiries.industry,
  productCategory: inquiries.productCategory,
  projectSize: inquiries.projectSize,
  timeline: inquiries.timeline,
  message: inquiries.message,
  locale: inquiries.locale,
  /** Keyset cursor as text: a JS Date would drop the microseconds and skip or repeat rows. */
  cursor: sql<string>`${inquiries.createdAt}::text`,
};

export type ExportRow = Pick<Inquiry, Exclude<keyof typeof exportColumns, "cursor">> & { cursor: string };

/** Every matching inquiry, newest first, read in keyset batches so a 100,000-row export never holds the table in memory. */
export async function* exportInbox(
  db: Db,
  filters: InboxFilters,
  options: InboxQueryOptions,
  batchSize = 1000,
): AsyncGenerator<ExportRow[]> {
  const where = whereOf(filters, options);
  let after: { cursor: string; id: string } | undefined;
  for (;;) {
    // Spelled out rather than a row comparison, so the created_at index bounds each batch.
    const keyset = after
      ? sql`${inquiries.createdAt} <= ${after.cursor}::timestamptz and (${inquiries.createdAt} < ${after.cursor}::timestamptz or ${inquiries.id} < ${after.id}::uuid)`
      : undefined;
    const batch: ExportRow[] = await db
      .select(exportColumns)
      .from(inquiries)
      .where(and(where, keyset))
      .orderBy(desc(inquiries.createdAt), desc(inquiries.id))
      .limit(batchSize);
    if (batch.length) yield batch;
    if (batch.length < batchSize) return;
    const last = batch[batch.length - 1]!;
    after = { cursor: last.cursor, id: last.id };
  }
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function isInquiryId(value: string | undefined): value is string {
  return typeof value === "string" && UUID.test(value);
}

export interface HistoryEntry {
  id: string;
  kind: string;
  fromStatus: string | null;
  toStatus: string | null;
  body: string | null;
  createdAt: Date;
  authorName: string | null;
  authorEmail: string | null;
}

/** One inquiry with its notes and status changes, oldest first (the history reads like a conversation). */
export async function inquiryWithHistory(db: Db, id: string) {
  if (!isInquiryId(id)) return null;
  const [inquiry] = await db.select().from(inquiries).where(eq(inquiries.id, id));
  if (!inquiry) return null;
  const history: HistoryEntry[] = await db
    .select({
      id: inquiryEvents.id,
      kind: inquiryEvents.kind,
      fromStatus: inquiryEvents.fromStatus,
      toStatus: inquiryEvents.toStatus,
      body: inquiryEvents.body,
      createdAt: inquiryEvents.createdAt,
      authorName: staffUsers.name,
      authorEmail: staffUsers.email,
    })
    .from(inquiryEvents)
    .leftJoin(staffUsers, eq(staffUsers.id, inquiryEvents.authorId))
    .where(eq(inquiryEvents.inquiryId, id))
    .orderBy(asc(inquiryEvents.createdAt), asc(inquiryEvents.id));
  return { inquiry, history };
}
