/**
 * A search's page of rows in relevance order (issue 15): tier after tier (search-query.ts), each in the page's own
 * order. The facet cells already counted each tier's matches exactly: a broad tier is looked for among the first rows
 * of the listing order (a bounded walk, a few ms), any other is read from the indexes and sorted (a rare word). The
 * planner, left to guess, walked the whole listing index for "a"-in-a-name (326 ms against 20 ms).
 */
import { sql, type SQL } from "drizzle-orm";
import type { Db } from "~server/db/client";
import type { PreparedSearch } from "./search-query";

/**
 * How many rows of the listing order a tier looks at before asking the indexes. A tier's matches cluster (a demo
 * product's 280 lots sort together), so its density says little about where its first rows are: the look is bounded,
 * and a tier that holds too few there is read from the indexes and sorted.
 */
export const WALK_WINDOW_ROWS = 3000;

export async function rankedListing<Row>(
  reader: Db,
  options: {
    search: PreparedSearch;
    /** Matches per tier under every filter of the page. */
    tierCounts: readonly number[];
    /** Rows the walked listing holds under the page's filters, or Infinity when the page's order has no index. */
    walkedRows: number;
    limit: number;
    /** The first `count` rows of a tier: among the first `window` rows of the listing order, or (null) all of them. */
    read: (tierCondition: SQL, count: number, window: number | null) => Promise<Row[]>;
  },
): Promise<Row[]> {
  const rows: Row[] = [];
  for (const [tier, condition] of options.search.tierConditions.entries()) {
    const count = options.tierCounts[tier] ?? 0;
    const needed = Math.min(options.limit - rows.length, count);
    if (needed <= 0) continue;
    // Worth a look when, spread evenly, the window would hold the page twice over.
    const expectedInWindow = (count / Math.max(1, options.walkedRows)) * WALK_WINDOW_ROWS;
    let found: Row[] = [];
    if (expectedInWindow >= needed * 2) {
      await plans(reader, "walk");
      found = await options.read(condition, needed, WALK_WINDOW_ROWS);
    }
    if (found.length < needed) {
      await plans(reader, "bitmap");
      found = await options.read(condition, needed, null);
    }
    rows.push(...found);
    if (rows.length >= options.limit) break;
  }
  return rows;
}

function plans(reader: Db, kind: "walk" | "bitmap") {
  const walk = kind === "walk";
  return reader.execute(
    sql`select set_config('enable_indexscan', ${walk ? "on" : "off"}, true), set_config('enable_bitmapscan', ${walk ? "off" : "on"}, true)`,
  );
}

/** Matches per tier from cells that carry a tier. */
export function countsByTier(cells: ReadonlyArray<{ tier?: number; count: number }>): number[] {
  const counts = [0, 0, 0, 0, 0];
  for (const cell of cells) counts[cell.tier ?? 4] = (counts[cell.tier ?? 4] ?? 0) + cell.count;
  return counts;
}
