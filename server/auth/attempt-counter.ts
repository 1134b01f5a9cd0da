/**
 * Counters of sign-in attempts in fixed windows. Stored in the rate_limits table (the same rows and upsert as the per-IP
 * submission budget), so every instance on PostgreSQL shares them and a restart does not reset a lock-out.
 */
import { and, eq, like, lt } from "drizzle-orm";
import type { Db } from "~server/db/client";
import { rateLimits } from "~server/db/schema";
import { postgresStore } from "~server/http/rate-limit";

export interface AttemptCounter {
  /** Attempts recorded for key in the window starting at windowStart, without counting one. */
  count(key: string, windowStart: Date): Promise<number>;
  /** Records one attempt; returns the attempts so far in that window. */
  add(key: string, windowStart: Date): Promise<number>;
}

export function tableAttemptCounter(db: Db): AttemptCounter {
  const store = postgresStore(db);
  return {
    async count(key, windowStart) {
      const [row] = await db
        .select({ hits: rateLimits.hits })
        .from(rateLimits)
        .where(and(eq(rateLimits.key, key), eq(rateLimits.windowStart, windowStart)))
        .limit(1);
      return row?.hits ?? 0;
    },
    add: (key, windowStart) => store.hit(key, windowStart),
  };
}

export function memoryAttemptCounter(): AttemptCounter {
  const windows = new Map<string, { start: number; hits: number }>();
  return {
    async count(key, windowStart) {
      const current = windows.get(key);
      return current && current.start === windowStart.getTime() ? current.hits : 0;
    },
    async add(key, windowStart) {
      const current = windows.get(key);
      const hits = current && current.start === windowStart.getTime() ? current.hits + 1 : 1;
      windows.set(key, { start: windowStart.getTime(), hits });
      return hits;
    },
  };
}

/** Housekeeping: drops counters under prefix whose window started before `before`. */
export async function deleteStaleAttempts(db: Db, prefix: string, before: Date): Promise<void> {
  await db.delete(rateLimits).where(and(like(rateLimits.key, `${prefix}%`), lt(rateLimits.windowStart, before)));
}
