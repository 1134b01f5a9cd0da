/**
 * The catalogue's text search (spec 2.4, 2.7: a case-insensitive substring of the name or the description) as SQL that
 * the trigram indexes of migration 0003 (pg_trgm, GIN on name and description) answer on PGlite and PostgreSQL alike.
 */
import { ilike, or, sql, type SQL } from "drizzle-orm";
import type { Db } from "~server/db/client";
import { products } from "~server/db/schema";

/** pg_trgm indexes three-character windows: a shorter search can only be answered by reading every row. */
export const TRIGRAM_MIN_LENGTH = 3;

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (char) => `\\${char}`);
}

export function searchCondition(search: string): SQL {
  const pattern = `%${escapeLike(search)}%`;
  return or(ilike(products.name, pattern), ilike(products.description, pattern))!;
}

/**
 * Two planner corrections for a text search, transaction-local. (1) With the default random_page_cost (4, for spinning
 * disks) a trigram bitmap scan is priced above a full scan that runs ILIKE on every row, 10x slower at 100,000 products;
 * the table lives in memory or on SSD. (2) The planner expects matches spread evenly along the listing index and walks
 * it, but a word's products cluster (all "vacuum" rows sort late): the walk read 38,000 rows for 24. Without plain index
 * scans a search reads its matches from the trigram bitmap and keeps the first page with a top-N sort. A one- or
 * two-letter search matches widely, so walking the listing index finds its page soonest: it is left to the planner.
 */
export function withSearchPlans<T>(db: Db, search: string, run: (reader: Db) => Promise<T>): Promise<T> {
  if (search.length < TRIGRAM_MIN_LENGTH) return run(db);
  return db.transaction(async (tx) => {
    await tx.execute(sql`set local random_page_cost = 1.1`);
    await tx.execute(sql`set local enable_indexscan = off`);
    return run(tx as unknown as Db);
  });
}
