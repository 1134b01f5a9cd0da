/** Periodic clean-up of ended staff sessions and old sign-in counters; the timer never keeps the process alive. */
import type { Db } from "~server/db/client";
import { deleteStaleAttempts } from "./attempt-counter";
import { deleteExpiredSessions, type SessionPolicy } from "./sessions";
import { SIGN_IN_LIMITS } from "./sign-in-throttle";
import { QUOTE_LINK_KEY_PREFIX, QUOTE_LINK_LIMITS } from "~server/quotes/private-quote";

export const HOUSEKEEPING_INTERVAL_MS = 15 * 60_000;

export async function cleanUpAuthRecords(db: Db, policy: SessionPolicy, now = Date.now()): Promise<void> {
  await deleteExpiredSessions(db, policy, now);
  await deleteStaleAttempts(db, "signin:", new Date(now - SIGN_IN_LIMITS.windowMs));
  await deleteStaleAttempts(db, QUOTE_LINK_KEY_PREFIX, new Date(now - QUOTE_LINK_LIMITS.windowMs));
}

export function startAuthHousekeeping(
  db: Db,
  policy: SessionPolicy,
  intervalMs = HOUSEKEEPING_INTERVAL_MS,
): () => void {
  const run = () =>
    cleanUpAuthRecords(db, policy).catch((error: unknown) => console.error("Staff session clean-up failed:", error));
  void run();
  const timer = setInterval(run, intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
