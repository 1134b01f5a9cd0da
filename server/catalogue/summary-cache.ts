/**
 * A short-lived memo per database for whole-catalogue summaries (counts, option lists): a catalogue of 100,000 products
 * would otherwise be scanned on every page view. Entries expire after their TTL, so an import shows within seconds on
 * every instance; `forgetSummaries` clears them at once in the process that changed the catalogue.
 */
import type { Db } from "~server/db/client";

interface Entry {
  expires: number;
  value: Promise<unknown>;
}

const caches = new WeakMap<Db, Map<string, Entry>>();

/** Keys can come from the URL (a brand, a filter): past this many, expired entries go, then the oldest. */
export const MAX_SUMMARIES = 2000;

function makeRoom(cache: Map<string, Entry>, now: number): void {
  if (cache.size < MAX_SUMMARIES) return;
  for (const [key, entry] of cache) if (entry.expires <= now) cache.delete(key);
  for (const key of cache.keys()) {
    if (cache.size < MAX_SUMMARIES) break;
    cache.delete(key);
  }
}

export function remember<T>(db: Db, key: string, ttlMs: number, load: () => Promise<T>, now = Date.now()): Promise<T> {
  let cache = caches.get(db);
  if (!cache) caches.set(db, (cache = new Map()));
  const hit = cache.get(key);
  if (hit && hit.expires > now) return hit.value as Promise<T>;
  makeRoom(cache, now);
  const value = load();
  cache.set(key, { expires: now + ttlMs, value });
  // A failed load is not remembered.
  value.catch(() => cache.get(key)?.value === value && cache.delete(key));
  return value;
}

export function forgetSummaries(db: Db): void {
  caches.delete(db);
}
