/**
 * Parses the inbox's URL filters (a GET form) with one zod schema used by the list page and the CSV export.
 * A bad value never fails the page: it is dropped and named in `problems`, so staff see why a filter did not apply.
 */
import { z } from "zod";
import { INBOX_DEFAULT_PAGE_SIZE, INBOX_PAGE_SIZES } from "~/content/admin-inbox";
import { LOCALES } from "~/lib/i18n/locale";
import { INQUIRY_STATUSES } from "./inquiry-workflow";
import { INBOX_SORTS, QUOTATION_STATES, type InboxFilters } from "./inbox-filter-url";

const optionalText = (max: number) =>
  z.preprocess(
    (value) => (typeof value === "string" && value.trim() !== "" ? value.trim() : undefined),
    z.string().max(max).optional(),
  );

function isCalendarDay(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return date.toISOString().slice(0, 10) === value && Number(match[1]) >= 2000 && Number(match[1]) <= 2100;
}

const calendarDay = optionalText(10).refine(
  (value) => value === undefined || isCalendarDay(value),
  "Use a date like 2026-11-25.",
);

export const inboxFilterSchema = z.object({
  kind: z.preprocess(
    (value) => (value === "" ? undefined : value),
    z.enum(["contact", "quote"], "Kind is contact or quote.").optional(),
  ),
  status: z.preprocess(
    (value) => (value === "" ? undefined : value),
    z.enum(INQUIRY_STATUSES, "Unknown status.").optional(),
  ),
  category: optionalText(120),
  from: calendarDay,
  to: calendarDay,
  q: optionalText(200),
  language: z.preprocess(
    (value) => (value === "" ? undefined : value),
    z.enum(LOCALES, "Language is en (English) or ar (Arabic).").optional(),
  ),
  quotation: z.preprocess(
    (value) => (value === "" ? undefined : value),
    z.enum(QUOTATION_STATES, "Quotation is awaiting, accepted, declined or expired.").optional(),
  ),
  sort: z.preprocess(
    (value) => (value === "" || value === "newest" ? undefined : value),
    z
      .enum(
        INBOX_SORTS.filter((sort) => sort !== "newest"),
        "Sort is newest, oldest or due.",
      )
      .optional(),
  ),
  page: z.coerce.number().int().min(1).max(100_000).catch(1),
  size: z.coerce
    .number()
    .refine((value) => (INBOX_PAGE_SIZES as readonly number[]).includes(value))
    .catch(INBOX_DEFAULT_PAGE_SIZE),
});

const FIELD_NAMES: Record<string, string> = {
  kind: "Kind",
  status: "Status",
  category: "Category",
  from: "From",
  to: "To",
  q: "Search",
  language: "Language",
  quotation: "Quotation",
  sort: "Sort",
};

export function parseInboxFilters(params: URLSearchParams): { filters: InboxFilters; problems: string[] } {
  const raw: Record<string, string | undefined> = {};
  for (const key of ["kind", "status", "category", "from", "to", "q", "language", "quotation", "sort", "page", "size"])
    raw[key] = params.get(key) ?? undefined;
  const problems: string[] = [];
  // Parse field by field so one bad value drops only itself.
  const shape = inboxFilterSchema.shape;
  const filters: Record<string, unknown> = {};
  for (const [key, schema] of Object.entries(shape)) {
    const result = (schema as z.ZodType).safeParse(raw[key]);
    if (result.success) filters[key] = result.data;
    else problems.push(`${FIELD_NAMES[key] ?? key}: ${result.error.issues[0]?.message ?? "invalid value"}`);
  }
  const parsed = filters as unknown as InboxFilters;
  if (parsed.from && parsed.to && parsed.from > parsed.to) {
    problems.push("From: the start date is after the end date, so the dates were swapped.");
    [parsed.from, parsed.to] = [parsed.to, parsed.from];
  }
  return { filters: parsed, problems };
}

/** Like-pattern that matches `text` literally anywhere: %, _ and \ typed by staff are not wildcards. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

/** "q-2026-000123" typed in the search box is the reference Q-2026-000123; other text is not a whole reference. */
export function exactReference(text: string): string | null {
  const trimmed = text.trim().toUpperCase();
  return /^[CQ]-\d{4}-\d{6}$/.test(trimmed) ? trimmed : null;
}
