/**
 * Range filters by numbers on category pages (issue 19, decision 156): the numbers a scope's products carry per
 * specification key and unit (which app/lib/catalogue/range-filters.ts turns into the offered filters), and the
 * condition a chosen range puts on products. Both read product_specifications through its index on
 * (key, unit_code, numeric_value, product_id): a range is one index range scan giving product ids.
 */
import { and, count, eq, gte, isNotNull, isNull, lte, sql, type SQL } from "drizzle-orm";
import type { Db } from "~server/db/client";
import { products, productSpecifications } from "~server/db/schema";
import { offeredRanges, type RangeBound, type RangeFilter, type RangeKeyStats } from "~/lib/catalogue/range-filters";

/** The offered filters of the products matching `scope` (a condition on `products`). */
export async function scopeRangeFilters(db: Db, scope: SQL): Promise<RangeFilter[]> {
  const spec = productSpecifications;
  const [stats, [size]] = await Promise.all([
    db
      .select({
        key: sql<string>`${spec.key}`,
        unitCode: spec.unitCode,
        products: sql<number>`count(distinct ${spec.productId})::int`,
        distinct: sql<number>`count(distinct ${spec.numericValue})::int`,
        min: sql<number>`min(${spec.numericValue})::float8`,
        max: sql<number>`max(${spec.numericValue})::float8`,
        // The label most of them write (ties: the first in order); null Arabic labels are not counted.
        label: sql<string>`mode() within group (order by ${spec.label})`,
        labelAr: sql<string | null>`mode() within group (order by ${spec.labelAr})`,
      })
      .from(spec)
      .innerJoin(products, eq(products.id, spec.productId))
      .where(and(scope, isNotNull(spec.key), isNotNull(spec.numericValue)))
      .groupBy(spec.key, spec.unitCode),
    db.select({ count: count() }).from(products).where(scope),
  ]);
  return offeredRanges(size?.count ?? 0, stats as RangeKeyStats[]);
}

/**
 * Products whose rows hold a number of the filter's key and unit within the chosen range: the ids from one range scan
 * of the (key, unit_code, numeric_value, product_id) index, hashed once, and each scope row of products_scope_listing_idx
 * checked against them (a hashed SubPlan), so a page's walk stops after its rows and nothing reads the product rows.
 * Why coalesce(): a bare IN is pulled up into a join whose order the planner picks from the range's row estimate, and
 * that estimate is poor (one histogram for every key's numbers: 40 rows for 3,207 at 100,000 products), which gave a
 * nested loop over thousands of product rows (48 ms on PostgreSQL, 84 ms on PGlite, against 1.5 and 3 ms). Inside an
 * expression the IN stays a SubPlan; its result is true or false here, never null (ids are not null), so the
 * coalesce changes nothing else.
 */
export function rangeCondition(filter: RangeFilter, range: RangeBound): SQL {
  const spec = productSpecifications;
  const within = and(
    eq(spec.key, filter.key),
    filter.unitCode === null ? isNull(spec.unitCode) : eq(spec.unitCode, filter.unitCode),
    range.min === null ? undefined : gte(spec.numericValue, range.min),
    range.max === null ? undefined : lte(spec.numericValue, range.max),
  );
  return sql`coalesce(${products.id} in (select ${spec.productId} from ${spec} where ${within}), false)`;
}

/** Every chosen range of an offered filter, as one condition (undefined when none is chosen). */
export function rangesCondition(filters: readonly RangeFilter[], ranges: readonly RangeBound[]): SQL | undefined {
  const conditions = ranges.flatMap((range) => {
    const filter = filters.find((candidate) => candidate.slug === range.slug);
    return filter ? [rangeCondition(filter, range)] : [];
  });
  return conditions.length > 0 ? and(...conditions) : undefined;
}

/** A cache key part for the chosen ranges. */
export function rangesKey(ranges: readonly RangeBound[]): string {
  return ranges.map((range) => `${range.slug}:${range.min ?? ""}:${range.max ?? ""}`).join("\u0001");
}
