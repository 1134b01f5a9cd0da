/**
 * The inbox's writes: a status change (compare-and-set on the status the staff member saw, plus its history row, in one
 * transaction) and an internal note. Both record who and when. The first move to "answered" also stamps
 * `first_answered_at` (the 24-hour promise's measure), in the same update; later answers keep the first stamp.
 */
import { and, eq, sql } from "drizzle-orm";
import { INBOX_TEXT } from "~/content/admin-inbox";
import { canMove, refusedMoveMessage, statusLabel, type InquiryStatus } from "~/lib/admin/inquiry-workflow";
import type { Db } from "~server/db/client";
import { inquiries, inquiryEvents } from "~server/db/schema";
import { isInquiryId } from "./inbox";

export type WorkflowResult = { ok: true } | { ok: false; status: 404 | 409 | 422; message: string };

const notFound: WorkflowResult = { ok: false, status: 404, message: INBOX_TEXT.notFound };

export async function changeInquiryStatus(
  db: Db,
  change: { inquiryId: string; from: InquiryStatus; to: InquiryStatus; note?: string; staffId: string },
): Promise<WorkflowResult> {
  if (!isInquiryId(change.inquiryId)) return notFound;
  if (!canMove(change.from, change.to))
    return { ok: false, status: 422, message: refusedMoveMessage(change.from, change.to) };
  return db.transaction(async (tx) => {
    // Only the status the staff member saw may be replaced: a concurrent change makes this update match no row.
    const updated = await tx
      .update(inquiries)
      .set(
        change.to === "answered"
          ? { status: change.to, firstAnsweredAt: sql`coalesce(${inquiries.firstAnsweredAt}, now())` }
          : { status: change.to },
      )
      .where(and(eq(inquiries.id, change.inquiryId), eq(inquiries.status, change.from)))
      .returning({ id: inquiries.id });
    if (!updated.length) {
      const [current] = await tx
        .select({ status: inquiries.status })
        .from(inquiries)
        .where(eq(inquiries.id, change.inquiryId));
      if (!current) return notFound;
      return {
        ok: false,
        status: 409,
        message: INBOX_TEXT.conflict(statusLabel(current.status).toLowerCase()),
      } as const;
    }
    await tx.insert(inquiryEvents).values({
      inquiryId: change.inquiryId,
      authorId: change.staffId,
      kind: "status",
      fromStatus: change.from,
      toStatus: change.to,
      body: change.note || null,
    });
    return { ok: true } as const;
  });
}

export async function addInquiryNote(
  db: Db,
  note: { inquiryId: string; body: string; staffId: string },
): Promise<WorkflowResult> {
  if (!isInquiryId(note.inquiryId)) return notFound;
  // Insert only when the inquiry exists, so a stale page gets a 404 rather than a foreign-key error.
  const [exists] = await db.select({ id: inquiries.id }).from(inquiries).where(eq(inquiries.id, note.inquiryId));
  if (!exists) return notFound;
  await db
    .insert(inquiryEvents)
    .values({ inquiryId: note.inquiryId, authorId: note.staffId, kind: "note", body: note.body });
  return { ok: true };
}
