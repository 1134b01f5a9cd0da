/** Optimistic concurrency: a save names the updatedAt it started from and is refused when the row has moved on. */
import { sql, type SQL } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";

/** JavaScript dates hold milliseconds, PostgreSQL microseconds: equal within a millisecond is "unchanged". */
export function unchangedSince(column: PgColumn, expectedIso: string): SQL {
  return sql`abs(extract(epoch from (${column} - ${new Date(expectedIso).toISOString()}::timestamptz))) < 0.001`;
}
