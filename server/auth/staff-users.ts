/** Staff accounts: creation (CLI), lookup by email, password change (which signs the account out everywhere). */
import { eq } from "drizzle-orm";
import type { Db } from "../db/client";
import { staffSessions, staffUsers, type StaffUser } from "../db/schema";
import { hashPassword } from "./password";

export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

export async function createStaffUser(db: Db, input: { email: string; password: string; name?: string | null }): Promise<StaffUser> {
  const [user] = await db
    .insert(staffUsers)
    .values({ email: normaliseEmail(input.email), name: input.name ?? null, passwordHash: await hashPassword(input.password) })
    .returning();
  if (!user) throw new Error("Staff user insert returned no row");
  return user;
}

export async function findStaffUserByEmail(db: Db, email: string): Promise<StaffUser | undefined> {
  const [user] = await db.select().from(staffUsers).where(eq(staffUsers.email, normaliseEmail(email))).limit(1);
  return user;
}

/** Sets a new password and ends every session of the account, in one transaction. */
export async function changePassword(db: Db, userId: string, newPassword: string): Promise<void> {
  const passwordHash = await hashPassword(newPassword);
  await db.transaction(async (tx) => {
    await tx.update(staffUsers).set({ passwordHash, passwordChangedAt: new Date() }).where(eq(staffUsers.id, userId));
    await tx.delete(staffSessions).where(eq(staffSessions.userId, userId));
  });
}
