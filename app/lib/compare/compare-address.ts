/**
 * The comparison's address (issue 19): `/compare?ids=a,b,c&diff=1`. The selection lives in the address, so a comparison
 * works without JavaScript, survives a reload and can be shared. Pure: the page's loader, its links (Remove, Add to
 * comparison, Show only differences) and the cards' Compare links all build and read addresses here.
 */

/** At most this many products side by side (Odoo's limit too); a 5th and beyond are left out with a notice. */
export const COMPARE_MAX = 4;
/** Fewer than this and there is nothing to compare: the page asks for another product. */
export const COMPARE_MIN = 2;
export const COMPARE_PATH = "/compare";

/** What an address may carry at most before the rest is ignored unread: a guard against absurd addresses. */
const RAW_IDS_MAX = 50;

/** A product id as the catalogue gives it (a UUID); anything else in `ids` is dropped like an unknown product. */
const PRODUCT_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function isProductId(value: string): boolean {
  return PRODUCT_ID.test(value);
}

export interface CompareAddress {
  /** The products to compare, de-duplicated (lower case), in the address's order, at most COMPARE_MAX. */
  ids: string[];
  /** Valid ids beyond COMPARE_MAX, left out (the page says so). */
  overLimit: string[];
  /** Entries that are not product ids at all ("abc", an empty one between commas is simply skipped). */
  malformed: number;
  /** `diff=1`: only the rows whose values differ. */
  differencesOnly: boolean;
  /** Whether the address names `ids` at all (`/compare` alone shows the remembered selection). */
  hasIds: boolean;
}

/** Product ids from comma-separated lists (one or several `ids` parameters), de-duplicated, order kept. */
export function splitIds(values: readonly string[]): { ids: string[]; malformed: number } {
  const ids: string[] = [];
  let malformed = 0;
  const entries = values
    .flatMap((value) => value.split(","))
    .map((entry) => entry.trim())
    .filter(Boolean);
  for (const entry of entries.slice(0, RAW_IDS_MAX)) {
    if (!isProductId(entry)) {
      malformed += 1;
      continue;
    }
    const id = entry.toLowerCase();
    if (!ids.includes(id)) ids.push(id);
  }
  return { ids, malformed: malformed + Math.max(0, entries.length - RAW_IDS_MAX) };
}

export function parseCompareAddress(search: URLSearchParams | string): CompareAddress {
  const params = typeof search === "string" ? new URLSearchParams(search) : search;
  const { ids, malformed } = splitIds(params.getAll("ids"));
  return {
    ids: ids.slice(0, COMPARE_MAX),
    overLimit: ids.slice(COMPARE_MAX),
    malformed,
    differencesOnly: params.get("diff") === "1",
    hasIds: params.has("ids"),
  };
}

/**
 * The address of a comparison (English; the page puts it in its edition with localizedPath). Commas are left as they
 * are: ids are UUIDs, and `ids=a,b` reads better in a shared link than `ids=a%2Cb`.
 */
export function compareHref({ ids, differencesOnly = false }: { ids: readonly string[]; differencesOnly?: boolean }) {
  return `${COMPARE_PATH}?ids=${ids.join(",")}${differencesOnly ? "&diff=1" : ""}`;
}

/** The same comparison without one product ("Remove"); the rows shown stay as they were. */
export function hrefWithout(address: Pick<CompareAddress, "ids" | "differencesOnly">, id: string): string {
  return compareHref({ ...address, ids: address.ids.filter((kept) => kept !== id) });
}

/** The comparison with one product more, at the end ("Compare" on a card, "Add to comparison"). */
export function hrefWith(address: Pick<CompareAddress, "ids" | "differencesOnly">, id: string): string {
  const key = id.toLowerCase();
  return compareHref({ ...address, ids: address.ids.includes(key) ? address.ids : [...address.ids, key] });
}

/** The same comparison with "Show only differences" on or off. */
export function hrefWithDifferences(address: Pick<CompareAddress, "ids">, differencesOnly: boolean): string {
  return compareHref({ ids: address.ids, differencesOnly });
}
