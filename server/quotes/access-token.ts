/**
 * The buyer's private link /q/{reference}/{token} (issue 17): 256 random bits, kept only as a SHA-256, compared in
 * constant time. Issuing a new token replaces the stored hash, so the previous link stops working.
 */
import { createHash, randomBytes, timingSafeEqual } from "node:crypto";
import { eq } from "drizzle-orm";
import type { Db } from "~server/db/client";
import { inquiries } from "~server/db/schema";

/** Anything that can run statements: the database or a transaction. */
type Executor = Pick<Db, "update">;

export function newAccessToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString("base64url");
  return { token, hash: hashAccessToken(token) };
}

export function hashAccessToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

/** Whether `token` is the one whose hash is stored; false for a missing hash or any malformed token. */
export function accessTokenMatches(token: string, storedHash: string | null | undefined): boolean {
  if (!storedHash || !/^[A-Za-z0-9_-]{20,100}$/.test(token)) return false;
  const given = Buffer.from(hashAccessToken(token), "hex");
  const stored = Buffer.from(storedHash, "hex");
  return given.length === stored.length && timingSafeEqual(given, stored);
}

/** Gives the inquiry a new private link (in the caller's transaction) and returns its token, for one email only. */
export async function issueAccessToken(executor: Executor, inquiryId: string): Promise<string> {
  const { token, hash } = newAccessToken();
  await executor.update(inquiries).set({ accessTokenHash: hash }).where(eq(inquiries.id, inquiryId));
  return token;
}
