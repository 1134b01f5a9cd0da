/**
 * Single-use form tokens: a submission about to be stored first records its token's hash; a token recorded before is a
 * replay. The primary key makes the check-and-record one atomic statement, so two instances (or two concurrent requests)
 * cannot both accept one token. Rows are kept until the token would be refused as expired anyway, then deleted.
 */
import { createHash } from "node:crypto";
import { lt } from "drizzle-orm";
import type { Db } from "~server/db/client";
import { usedFormTokens } from "~server/db/schema";
import { TOKEN_MAX_AGE_MS, tokenIssuedAt } from "./form-token";

export interface UsedTokenStore {
  /** Records the token as used; false when it had been used before. */
  markUsed(token: string): Promise<boolean>;
}

/** Kept an hour past the token's own expiry, so instances whose clocks differ a little cannot see a deleted token as new. */
const KEEP_PAST_EXPIRY_MS = 60 * 60_000;
const CLEANUP_EVERY_MS = 10 * 60_000;
const nextCleanup = new WeakMap<Db, number>();

export function tokenHash(token: string): string {
  return createHash("sha256").update(token).digest("base64url");
}

export function tokenExpiresAt(token: string): Date {
  return new Date(tokenIssuedAt(token) + TOKEN_MAX_AGE_MS + KEEP_PAST_EXPIRY_MS);
}

/** Drops the records of tokens that have expired; returns how many. */
export async function deleteExpiredFormTokens(db: Db, now = new Date()): Promise<number> {
  const gone = await db
    .delete(usedFormTokens)
    .where(lt(usedFormTokens.expiresAt, now))
    .returning({ tokenHash: usedFormTokens.tokenHash });
  return gone.length;
}

export function tableUsedTokens(db: Db): UsedTokenStore {
  return {
    async markUsed(token) {
      // Clean-up rides along with submissions, at most every few minutes per process and database.
      if (Date.now() >= (nextCleanup.get(db) ?? 0)) {
        nextCleanup.set(db, Date.now() + CLEANUP_EVERY_MS);
        await deleteExpiredFormTokens(db);
      }
      const inserted = await db
        .insert(usedFormTokens)
        .values({ tokenHash: tokenHash(token), expiresAt: tokenExpiresAt(token) })
        .onConflictDoNothing()
        .returning({ tokenHash: usedFormTokens.tokenHash });
      return inserted.length === 1;
    },
  };
}

/** One process's memory, for unit tests of the submission path. */
export function memoryUsedTokens(): UsedTokenStore {
  const used = new Set<string>();
  return {
    async markUsed(token) {
      const hash = tokenHash(token);
      if (used.has(hash)) return false;
      used.add(hash);
      return true;
    },
  };
}
