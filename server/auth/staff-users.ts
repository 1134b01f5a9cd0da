/** Staff accounts: creation (CLI), lookup by email or id, password change (which signs the account out everywhere). */
import { eq } from "drizzle-orm";
import type { Db } from "~server/db/client";
import { staffSessions, staffUsers, type StaffUser } from "~server/db/schema";
import { hashPassword } from "./password";
import { createSession, type SessionMeta, type SessionPolicy } from "./sessions";

export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

export async function createStaffUser(
  db: Db,
  input: { email: string; password: string; name?: string | null },
): Promise<StaffUser> {
  const [user] = await db
    .insert(staffUsers)
    .values({
      email: normaliseEmail(input.email),
      name: input.name ?? null,
      passwordHash: await hashPassword(input.password),
    })
    .returning();
  if (!user) throw new Error("Staff user insert returned no row");
  return user;
}

export async function findStaffUserByEmail(db: Db, email: string): Promise<StaffUser | undefined> {
  const [user] = await db
    .select()
    .from(staffUsers)
    .where(eq(staffUsers.email, normaliseEmail(email)))
    .limit(1);
  return user;
}

export async function findStaffUserById(db: Db, id: string): Promise<StaffUser | undefined> {
  const [user] = await db.select().from(staffUsers).where(eq(staffUsers.id, id)).limit(1);
  return user;
}

/**
 * Sets a new password and ends every session of the account, in one transaction. With `renew`, the same transaction
 * opens one new session for the browser that made the change and returns its cookie token.
 */
export async function changePassword(db: Db, userId: string, newPassword: string): Promise<void>;
export async function changePassword(
  db: Db,
  userId: string,
  newPassword: string,
  renew: { policy: SessionPolicy; meta?: SessionMeta },
): Promise<string>;
export async function changePassword(
  db: Db,
  userId: string,
  newPassword: string,
  renew?: { policy: SessionPolicy; meta?: SessionMeta },
): Promise<string | void> {
  const passwordHash = await hashPassword(newPassword);
  const now = Date.now();
  return db.transaction(async (tx) => {
    await tx
      .update(staffUsers)
      .set({ passwordHash, passwordChangedAt: new Date(now) })
      .where(eq(staffUsers.id, userId));
    await tx.delete(staffSessions).where(eq(staffSessions.userId, userId));
    if (renew) return createSession(tx as unknown as Db, userId, renew.policy, renew.meta, now);
  });
}
