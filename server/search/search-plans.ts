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
    await tx.execute(sql`set local random_page_cost = 1.1`);
    await tx.execute(sql`set local enable_seqscan = off`);
    await tx.execute(sql`set local enable_indexscan = off`);
    return run(tx as unknown as Db);
  });
}
