/** The back-office product and brand tables' URL: search, filters and page, parsed leniently (a bad value means "any"). */
export const ADMIN_PAGE_SIZE = 25;
export const STATUS_FILTERS = ["all", "active", "inactive"] as const;
export type StatusFilter = (typeof STATUS_FILTERS)[number];

export interface ProductListQuery {
  q: string;
  brand: string;
  category: string;
  status: StatusFilter;
  page: number;
}

function text(params: URLSearchParams, key: string): string {
  return (params.get(key) ?? "").trim().slice(0, 200);
}

export function parseStatus(value: string | null): StatusFilter {
  return (STATUS_FILTERS as readonly string[]).includes(value ?? "") ? (value as StatusFilter) : "all";
}

export function parsePage(value: string | null): number {
  const page = Number.parseInt(value ?? "1", 10);
  return Number.isFinite(page) && page >= 1 ? Math.min(page, 100_000) : 1;
}

export function parseProductListQuery(params: URLSearchParams): ProductListQuery {
  return {
    q: text(params, "q"),
    brand: text(params, "brand"),
    category: text(params, "category"),
    status: parseStatus(params.get("status")),
    page: parsePage(params.get("page")),
  };
}

/** The query string of a list view, leaving defaults out so links stay short. */
export function listQueryString(query: Partial<Record<string, string | number>>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === "" || (key === "status" && value === "all") || (key === "page" && value === 1))
      continue;
    params.set(key, String(value));
  }
  const result = params.toString();
  return result ? `?${result}` : "";
}

export function pageCount(total: number, pageSize = ADMIN_PAGE_SIZE): number {
  return Math.max(1, Math.ceil(total / pageSize));
}
