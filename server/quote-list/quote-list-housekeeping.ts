/** Deletes quote lists past their expiry (issue 17) every HOUSEKEEPING_INTERVAL_MS; the timer never keeps the process alive. */
import type { Db } from "~server/db/client";
import { HOUSEKEEPING_INTERVAL_MS } from "~server/auth/housekeeping";
import { deleteExpiredQuoteLists } from "./quote-list-store";

export function startQuoteListHousekeeping(db: Db, intervalMs = HOUSEKEEPING_INTERVAL_MS): () => void {
  const run = () =>
    deleteExpiredQuoteLists(db).catch((error: unknown) => console.error("Quote list clean-up failed:", error));
  void run();
  const timer = setInterval(run, intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
