/** The inbox's filters as they live in the URL (browser-safe: no zod here, so the page bundle stays small). */
import { INBOX_DEFAULT_PAGE_SIZE } from "~/content/admin-inbox";
import type { Locale } from "~/lib/i18n/locale";
import type { InquiryStatus } from "./inquiry-workflow";

/** The latest quotation's state as the inbox filters it (decision 125): "awaiting" is sent and still valid. */
export const QUOTATION_STATES = ["awaiting", "accepted", "declined", "expired"] as const;
export type QuotationState = (typeof QUOTATION_STATES)[number];

/** List orders; "newest" is the default and stays out of the URL. "due": most overdue first (decision 125). */
export const INBOX_SORTS = ["newest", "oldest", "due"] as const;
export type InboxSort = (typeof INBOX_SORTS)[number];

export interface InboxFilters {
  kind?: "contact" | "quote";
  status?: InquiryStatus;
  category?: string;
  /** Calendar days (YYYY-MM-DD) in the company's time zone, both inclusive. */
  from?: string;
  to?: string;
  q?: string;
  /** The edition the request was sent from (issue 18). */
  language?: Locale;
  /** The state of the request's latest quotation (highest version). */
  quotation?: QuotationState;
  /** Absent means newest first. */
  sort?: Exclude<InboxSort, "newest">;
  page: number;
  size: number;
}

const FILTER_KEYS = ["q", "kind", "status", "category", "from", "to", "language", "quotation"] as const;

/**
 * Query string for these filters; defaults are left out so links stay short. `sort`, `page` and `size` only when asked
 * (the CSV export takes the filters, not the list's order or page).
 */
export function inboxSearch(
  filters: InboxFilters,
  paging: { page?: number; size?: boolean; sort?: boolean } = {},
): string {
  const params = new URLSearchParams();
  for (const key of FILTER_KEYS) {
    const value = filters[key];
    if (value) params.set(key, value);
  }
  if (paging.sort && filters.sort) params.set("sort", filters.sort);
  if (paging.size && filters.size !== INBOX_DEFAULT_PAGE_SIZE) params.set("size", String(filters.size));
  if (paging.page && paging.page > 1) params.set("page", String(paging.page));
  const text = params.toString();
  return text ? `?${text}` : "";
}

export function hasActiveFilters(filters: InboxFilters): boolean {
  return FILTER_KEYS.some((key) => Boolean(filters[key]));
}

export function pageCount(total: number, size: number): number {
  return Math.max(1, Math.ceil(total / size));
}
