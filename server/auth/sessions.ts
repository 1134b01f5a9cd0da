/**
 * Staff sessions kept in the database. The cookie holds a random token; the table holds only its SHA-256, so a leaked
 * table does not yield usable cookies. A session ends after an idle period or at its absolute expiry, whichever comes first.
 */
import crypto from "node:crypto";
import { eq, lt, or, sql } from "drizzle-orm";
import type { Db } from "~server/db/client";
import { staffSessions, staffUsers } from "~server/db/schema";

export interface SessionPolicy {
  idleMs: number;
  absoluteMs: number;
}

export interface SessionMeta {
  userAgent?: string | null;
  ip?: string | null;
}

export interface SignedInStaff {
  id: string;
  email: string;
  name: string | null;
  sessionId: string;
}

/** lastSeenAt is written at most this often, so browsing the inbox is not a write per request. */
const TOUCH_INTERVAL_MS = 60_000;

export function sessionIdOf(token: string): string {
  return crypto.createHash("sha256").update(token).digest("hex");
}

/** A fresh session (and so a fresh id) at every sign-in. Returns the cookie token. */
export async function createSession(
  db: Db,
  userId: string,
  policy: SessionPolicy,
  meta: SessionMeta = {},
  now = Date.now(),
): Promise<string> {
  const token = crypto.randomBytes(32).toString("base64url");
  await db.insert(staffSessions).values({
    id: sessionIdOf(token),
    userId,
    createdAt: new Date(now),
    lastSeenAt: new Date(now),
    expiresAt: new Date(now + policy.absoluteMs),
    userAgent: meta.userAgent?.slice(0, 300) ?? null,
    ip: meta.ip ?? null,
  });
  return token;
}

/** The signed-in staff member for a cookie token, or null when the session is unknown, idle too long, expired, or the account is inactive. */
export async function resolveSession(
  db: Db,
  token: string,
  policy: SessionPolicy,
  now = Date.now(),
): Promise<SignedInStaff | null> {
  if (!token || token.length > 100) return null;
  const id = sessionIdOf(token);
  const [row] = await db
    .select({
      userId: staffUsers.id,
      email: staffUsers.email,
      name: staffUsers.name,
      isActive: staffUsers.isActive,
      passwordChangedAt: staffUsers.passwordChangedAt,
      createdAt: staffSessions.createdAt,
      lastSeenAt: staffSessions.lastSeenAt,
      expiresAt: staffSessions.expiresAt,
    })
    .from(staffSessions)
    .innerJoin(staffUsers, eq(staffSessions.userId, staffUsers.id))
    .where(eq(staffSessions.id, id))
    .limit(1);
  if (!row) return null;
  const expired =
    !row.isActive ||
    row.expiresAt.getTime() <= now ||
    row.lastSeenAt.getTime() + policy.idleMs <= now ||
    row.createdAt.getTime() < row.passwordChangedAt.getTime();
  if (expired) {
    await db.delete(staffSessions).where(eq(staffSessions.id, id));
    return null;
  }
  if (now - row.lastSeenAt.getTime() > TOUCH_INTERVAL_MS) {
    await db
      .update(staffSessions)
      .set({ lastSeenAt: new Date(now) })
      .where(eq(staffSessions.id, id));
  }
  return { id: row.userId, email: row.email, name: row.name, sessionId: id };
}

export async function endSession(db: Db, token: string): Promise<void> {
  await db.delete(staffSessions).where(eq(staffSessions.id, sessionIdOf(token)));
}

/** Housekeeping: drops sessions past either expiry. */
export async function deleteExpiredSessions(db: Db, policy: SessionPolicy, now = Date.now()): Promise<void> {
  await db
    .delete(staffSessions)
    .where(
      or(
        lt(staffSessions.expiresAt, new Date(now)),
        lt(staffSessions.lastSeenAt, sql`${new Date(now - policy.idleMs).toISOString()}::timestamptz`),
      ),
    );
}
