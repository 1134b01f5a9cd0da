/**
 * Planner settings for a search, transaction-local. The words' GIN index answers every search; with the default
 * random_page_cost (4, for spinning disks) a broad word's bitmap scan is priced above a full scan of the wide product
 * rows, which measured 2-3x slower at 100,000 products (the table lives in memory or on SSD). Index scans are off
 * too: a search's reads are counts, or pages whose walk ranked-listing.ts decides itself (it sets both per tier).
 */
import { sql } from "drizzle-orm";
import type { Db } from "~server/db/client";

export function withSearchPlans<T>(db: Db, run: (reader: Db) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    // One round trip for the three settings (set_config with is_local = true is SET LOCAL).
    await tx.execute(
      sql`select set_config('random_page_cost', '1.1', true), set_config('enable_seqscan', 'off', true), set_config('enable_indexscan', 'off', true)`,
    );
    return run(tx as unknown as Db);
  });
}
