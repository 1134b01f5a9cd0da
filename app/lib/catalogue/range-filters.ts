/**
 * Range filters by numbers (issue 19, decision 156): which from–to filters a category page's scope offers, and how a
 * chosen range is written in the address (`working-width.min=450&working-width.max=600`). The numbers come from the
 * specification rows (decision 151); the server counts them per scope (server/catalogue/category-ranges.ts), this rule
 * decides what is shown. Reading the address (zod, the parser's number rule) is range-address.ts, which only loaders
 * need, so that this module stays small in the browser's code.
 */

/** At most this many filters on one page: the form stays one short panel. */
export const RANGE_FILTERS_MAX = 6;
/** Longer text than this in a from–to field is not a number anyone typed. */
export const RANGE_FIELD_MAX_CHARS = 32;
/** A key is offered when at least this share of the scope's products carry a number for it… */
export const RANGE_FILTER_MIN_SHARE = 0.25;
/** …and its numbers are not all the same (one value filters nothing). */
export const RANGE_FILTER_MIN_DISTINCT = 2;

/** What the database counts per key and unit code in a scope (products carrying it, distinct numbers, bounds). */
export interface RangeKeyStats {
  key: string;
  unitCode: string | null;
  products: number;
  distinct: number;
  min: number;
  max: number;
  /** The most common English label and Arabic label of the key in the scope. */
  label: string;
  labelAr: string | null;
}

/** An offered filter: one key in one unit, with the scope's bounds (the fields' placeholders). */
export interface RangeFilter {
  key: string;
  /** The key in the address: `{slug}.min`, `{slug}.max`. */
  slug: string;
  unitCode: string | null;
  label: string;
  labelAr: string | null;
  min: number;
  max: number;
  products: number;
}

/** A chosen range: either end may be open. */
export interface RangeBound {
  slug: string;
  min: number | null;
  max: number | null;
}

export type RangeSide = "min" | "max";

export function rangeParam(slug: string, side: RangeSide): string {
  return `${slug}.${side}`;
}

/** "working width" → "working-width"; letters of any script are kept, so an Arabic-only key has a slug too. */
export function rangeSlug(key: string): string {
  return key
    .normalize("NFKC")
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, "-")
    .replace(/^-+|-+$/g, "");
}

/**
 * The filters a scope of `scopeProducts` products offers: per key the unit most of its products carry (values in other
 * units are not converted, decision 151), kept when at least a quarter of the scope carries it with two or more distinct
 * numbers; the most carried first, then by label; at most RANGE_FILTERS_MAX.
 */
export function offeredRanges(scopeProducts: number, stats: readonly RangeKeyStats[]): RangeFilter[] {
  if (scopeProducts <= 0) return [];
  const byKey = new Map<string, RangeKeyStats>();
  for (const row of stats) {
    const best = byKey.get(row.key);
    const better =
      !best ||
      row.products > best.products ||
      (row.products === best.products && (row.unitCode ?? "") < (best.unitCode ?? ""));
    if (better) byKey.set(row.key, row);
  }
  const candidates = [...byKey.values()]
    .filter(
      (row) => row.products >= scopeProducts * RANGE_FILTER_MIN_SHARE && row.distinct >= RANGE_FILTER_MIN_DISTINCT,
    )
    .sort(
      (a, b) => b.products - a.products || a.label.localeCompare(b.label, "en") || a.key.localeCompare(b.key, "en"),
    );
  const offered: RangeFilter[] = [];
  const slugs = new Set<string>();
  for (const row of candidates) {
    const slug = rangeSlug(row.key);
    // Two keys that differ only in punctuation would share an address: the more carried one keeps it.
    if (!slug || slugs.has(slug)) continue;
    slugs.add(slug);
    offered.push({
      key: row.key,
      slug,
      unitCode: row.unitCode,
      label: row.label,
      labelAr: row.labelAr,
      min: row.min,
      max: row.max,
      products: row.products,
    });
    if (offered.length === RANGE_FILTERS_MAX) break;
  }
  return offered;
}

/** The address's parameters of chosen ranges, in the offered order. */
export function rangeQueryEntries(ranges: readonly RangeBound[]): Array<[string, string]> {
  return ranges.flatMap((range) => [
    ...(range.min === null ? [] : [[rangeParam(range.slug, "min"), String(range.min)] as [string, string]]),
    ...(range.max === null ? [] : [[rangeParam(range.slug, "max"), String(range.max)] as [string, string]]),
  ]);
}

/**
 * A bound as the page shows it (placeholders, chips): Western digits in both editions (decision 127), no grouping, so
 * that it reads back as typed; at most 2 decimals (the scaled lots of catalogue:large have long fractions).
 */
export function formatRangeNumber(value: number): string {
  return Number.isInteger(value) ? String(value) : String(Math.round(value * 100) / 100);
}
