/**
 * The outbox table's state changes. A worker claims due emails by setting a lease (locked_until) with FOR UPDATE SKIP
 * LOCKED, so concurrent instances on PostgreSQL never claim the same row; the lease value doubles as the claim's token, so
 * a worker whose lease ran out cannot overwrite another worker's claim. Times come from the database clock.
 */
import { and, asc, eq, getTableColumns, inArray, lte, isNull, lt, or, sql } from "drizzle-orm";
import type { Db } from "~server/db/client";
import { emailOutbox, type OutboxEmail } from "~server/db/schema";

export type ClaimedEmail = OutboxEmail & { replyTo: string | null; lockedUntil: Date };

/** Whole milliseconds, so the lease survives the round trip through a JavaScript Date and can be compared as a token. */
function leaseEnd(leaseMs: number) {
  return sql`date_trunc('milliseconds', now() + ${leaseMs} * interval '1 millisecond')`;
}

function heldBy(email: Pick<ClaimedEmail, "id" | "lockedUntil">) {
  return and(
    eq(emailOutbox.id, email.id),
    eq(emailOutbox.status, "pending"),
    eq(emailOutbox.lockedUntil, email.lockedUntil),
  );
}

export async function claimDueEmails(db: Db, options: { limit: number; leaseMs: number }): Promise<ClaimedEmail[]> {
  const due = db
    .select({ id: emailOutbox.id })
    .from(emailOutbox)
    .where(
      and(
        eq(emailOutbox.status, "pending"),
        lte(emailOutbox.nextAttemptAt, sql`now()`),
        or(isNull(emailOutbox.lockedUntil), lt(emailOutbox.lockedUntil, sql`now()`)),
      ),
    )
    // Longest-waiting first: ordering by age would let a backlog of retried emails starve the new ones.
    .orderBy(asc(emailOutbox.nextAttemptAt), asc(emailOutbox.id))
    .limit(options.limit)
    .for("update", { skipLocked: true });
  const rows = await db
    .update(emailOutbox)
    .set({ lockedUntil: leaseEnd(options.leaseMs) })
    .where(inArray(emailOutbox.id, due))
    .returning({
      ...getTableColumns(emailOutbox),
      // The sales notification is answered by replying to the visitor.
      replyTo: sql<
        string | null
      >`(select i.email from inquiries i where i.id = ${emailOutbox.inquiryId} and ${emailOutbox.purpose} = 'sales-notification')`,
    });
  return rows
    .map((row) => ({ ...row, lockedUntil: new Date(row.lockedUntil as Date) }))
    .sort((a, b) => a.nextAttemptAt.getTime() - b.nextAttemptAt.getTime());
}

/** Renews the lease just before sending; null when the claim was lost (lease expired and taken, or already sent). */
export async function renewClaim(db: Db, email: ClaimedEmail, leaseMs: number): Promise<ClaimedEmail | null> {
  const [row] = await db
    .update(emailOutbox)
    .set({ lockedUntil: leaseEnd(leaseMs) })
    .where(heldBy(email))
    .returning({ lockedUntil: emailOutbox.lockedUntil });
  return row?.lockedUntil ? { ...email, lockedUntil: new Date(row.lockedUntil) } : null;
}

/** The SMTP server took the email: whoever holds the claim, it is sent. */
export async function markSent(db: Db, email: Pick<ClaimedEmail, "id">): Promise<void> {
  await db
    .update(emailOutbox)
    .set({
      status: "sent",
      sentAt: sql`now()`,
      lockedUntil: null,
      attempts: sql`${emailOutbox.attempts} + 1`,
      lastError: null,
    })
    .where(and(eq(emailOutbox.id, email.id), eq(emailOutbox.status, "pending")));
}

export async function scheduleRetry(db: Db, email: ClaimedEmail, delayMs: number, error: string): Promise<void> {
  await db
    .update(emailOutbox)
    .set({
      attempts: sql`${emailOutbox.attempts} + 1`,
      nextAttemptAt: sql`now() + ${delayMs} * interval '1 millisecond'`,
      lockedUntil: null,
      lastError: error,
    })
    .where(heldBy(email));
}

/** Given up after repeated permanent rejections; the row stays, with its last error, for staff to see. */
export async function markFailed(db: Db, email: ClaimedEmail, error: string): Promise<void> {
  await db
    .update(emailOutbox)
    .set({ status: "failed", attempts: sql`${emailOutbox.attempts} + 1`, lockedUntil: null, lastError: error })
    .where(heldBy(email));
}

/** Hands unsent claims back at shutdown, so the next instance need not wait for the lease to run out. */
export async function releaseClaims(db: Db, emails: ClaimedEmail[]): Promise<void> {
  for (const email of emails) await db.update(emailOutbox).set({ lockedUntil: null }).where(heldBy(email));
}
