/**
 * A search's page of rows in relevance order (issue 15): tier after tier (search-query.ts), each in the page's own
 * order. The facet cells already counted each tier's matches exactly, so every tier is read with the plan its size
 * calls for: a tier that fills the page within a short walk of the listing index is walked (a broad word: the first
 * rows of the order are matches), any other is read from the indexes and sorted (a rare word). The planner, which
 * guesses those sizes, chose the walk for "a"-in-a-name and read the whole index (326 ms against 20 ms).
 */
import { sql, type SQL } from "drizzle-orm";
import type { Db } from "~server/db/client";
import type { PreparedSearch } from "./search-query";

/** A walk that would read more index entries than this to fill the page is slower than the bitmap and a sort. */
const WALK_BUDGET_ROWS = 3000;

export async function rankedListing<Row>(
  reader: Db,
  options: {
    search: PreparedSearch;
    /** Matches per tier under every filter of the page. */
    tierCounts: readonly number[];
    /** Rows the walked index holds (the listed catalogue): what a walk may have to read. */
    walkedRows: number;
    limit: number;
    read: (tierCondition: SQL, count: number) => Promise<Row[]>;
  },
): Promise<Row[]> {
  const rows: Row[] = [];
  for (const [tier, condition] of options.search.tierConditions.entries()) {
    const needed = Math.min(options.limit - rows.length, options.tierCounts[tier] ?? 0);
    if (needed <= 0) continue;
    const density = (options.tierCounts[tier] ?? 0) / Math.max(1, options.walkedRows);
    const walk = needed / density <= WALK_BUDGET_ROWS;
    await reader.execute(
      sql`select set_config('enable_indexscan', ${walk ? "on" : "off"}, true), set_config('enable_bitmapscan', ${walk ? "off" : "on"}, true)`,
    );
    rows.push(...(await options.read(condition, needed)));
    if (rows.length >= options.limit) break;
  }
  return rows;
}

/** Matches per tier from cells that carry a tier. */
export function countsByTier(cells: ReadonlyArray<{ tier?: number; count: number }>): number[] {
  const counts = [0, 0, 0, 0, 0];
  for (const cell of cells) counts[cell.tier ?? 4] = (counts[cell.tier ?? 4] ?? 0) + cell.count;
  return counts;
}
