/** Fixed-window per-client rate limits (an IPv4 address or an IPv6 /64, server/http/client-address.ts) with RateLimit headers and 429. In memory for one process, or in PostgreSQL so several instances share one budget. */
import type { Request, RequestHandler } from "express";
import { sql } from "drizzle-orm";
import type { Db } from "~server/db/client";
import { budgetKeyOf } from "./client-address";

export interface RateLimitStore {
  /** Counts one hit for key in the window starting at windowStart; returns the hits so far in that window. */
  hit(key: string, windowStart: Date): Promise<number>;
}

export function memoryStore(): RateLimitStore {
  const windows = new Map<string, { start: number; hits: number }>();
  return {
    async hit(key, windowStart) {
      const start = windowStart.getTime();
      const current = windows.get(key);
      if (!current || current.start !== start) {
        if (windows.size > 50_000) for (const [k, v] of windows) if (v.start < start) windows.delete(k);
        windows.set(key, { start, hits: 1 });
        return 1;
      }
      current.hits += 1;
      return current.hits;
    },
  };
}

export function postgresStore(db: Db): RateLimitStore {
  return {
    async hit(key, windowStart) {
      const result = await db.execute<{ hits: number }>(sql`
        INSERT INTO rate_limits (key, window_start, hits) VALUES (${key}, ${windowStart.toISOString()}, 1)
        ON CONFLICT (key) DO UPDATE SET
          hits = CASE WHEN rate_limits.window_start = EXCLUDED.window_start THEN rate_limits.hits + 1 ELSE 1 END,
          window_start = EXCLUDED.window_start
        RETURNING hits`);
      const rows = (result as unknown as { rows: Array<{ hits: number }> }).rows;
      return Number(rows[0]?.hits ?? 1);
    },
  };
}

export const RATE_LIMIT_MESSAGE =
  "Too many submissions from your network. Please wait a minute and try again, or call us directly.";

export interface RateLimitOptions {
  name: string;
  limit: number;
  windowMs: number;
  store: RateLimitStore;
  /** "json" answers 429 itself (API); "flag" sets res.locals.rateLimited and lets the page's action answer (forms). */
  onLimited?: "json" | "flag";
}

export function rateLimit(options: RateLimitOptions): RequestHandler {
  return async (req, res, next) => {
    try {
      const now = Date.now();
      const windowStart = new Date(now - (now % options.windowMs));
      const hits = await options.store.hit(`${options.name}:${clientKey(req)}`, windowStart);
      const resetSeconds = Math.ceil((windowStart.getTime() + options.windowMs - now) / 1000);
      res.setHeader("RateLimit-Policy", `${options.limit};w=${Math.round(options.windowMs / 1000)}`);
      res.setHeader(
        "RateLimit",
        `limit=${options.limit}, remaining=${Math.max(0, options.limit - hits)}, reset=${resetSeconds}`,
      );
      if (hits > options.limit) {
        res.setHeader("Retry-After", String(resetSeconds));
        if (options.onLimited === "flag") {
          res.locals.rateLimited = true;
        } else {
          res.status(429).json({ message: RATE_LIMIT_MESSAGE });
          return;
        }
      }
      next();
    } catch (error) {
      next(error);
    }
  };
}

/** req.ip is the socket's address unless TRUST_PROXY names the proxies in front; one IPv6 /64 is one client. */
function clientKey(req: Request): string {
  return budgetKeyOf(req.ip ?? req.socket.remoteAddress ?? "unknown");
}
