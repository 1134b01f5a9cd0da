/**
 * /api/admin/outbox: what staff need to trust the email outbox — counts, the emails not yet sent with their last error,
 * and a retry for an email that was given up (e.g. after the address was fixed at the receiving end).
 */
import express, { type Router } from "express";
import { and, asc, count, desc, eq, min, sql } from "drizzle-orm";
import { z } from "zod";
import type { Db } from "~server/db/client";
import { emailOutbox } from "~server/db/schema";
import { announceQueuedEmails } from "./outbox-signal";

const OUTBOX_STATUSES = ["pending", "sent", "failed"] as const;
const listQuery = z.object({
  status: z.enum(OUTBOX_STATUSES).default("failed"),
  limit: z.coerce.number().int().min(1).max(200).default(50),
});
const idParam = z.object({ id: z.uuid() });

export function outboxAdminRouter(db: Db): Router {
  const router = express.Router();

  router.get("/", async (req, res) => {
    const query = listQuery.safeParse(req.query);
    if (!query.success) {
      res.status(400).json({ message: "status must be pending, sent or failed, and limit 1-200." });
      return;
    }
    const { status, limit } = query.data;
    const totals = await db
      .select({ status: emailOutbox.status, n: count() })
      .from(emailOutbox)
      .groupBy(emailOutbox.status);
    const [oldest] = await db
      .select({ at: min(emailOutbox.createdAt) })
      .from(emailOutbox)
      .where(eq(emailOutbox.status, "pending"));
    const emails = await db
      .select({
        id: emailOutbox.id,
        inquiryId: emailOutbox.inquiryId,
        purpose: emailOutbox.purpose,
        toAddress: emailOutbox.toAddress,
        subject: emailOutbox.subject,
        status: emailOutbox.status,
        attempts: emailOutbox.attempts,
        nextAttemptAt: emailOutbox.nextAttemptAt,
        lastError: emailOutbox.lastError,
        sentAt: emailOutbox.sentAt,
        createdAt: emailOutbox.createdAt,
      })
      .from(emailOutbox)
      .where(eq(emailOutbox.status, status))
      .orderBy(status === "pending" ? asc(emailOutbox.nextAttemptAt) : desc(emailOutbox.createdAt))
      .limit(limit);
    const counts = Object.fromEntries(
      OUTBOX_STATUSES.map((name) => [name, Number(totals.find((row) => row.status === name)?.n ?? 0)]),
    );
    res.json({ counts, oldestPendingAt: oldest?.at ?? null, emails });
  });

  router.post("/:id/retry", async (req, res) => {
    const params = idParam.safeParse(req.params);
    if (!params.success) {
      res.status(400).json({ message: "The email id is not valid." });
      return;
    }
    const [requeued] = await db
      .update(emailOutbox)
      .set({ status: "pending", attempts: 0, nextAttemptAt: sql`now()`, lockedUntil: null })
      .where(and(eq(emailOutbox.id, params.data.id), eq(emailOutbox.status, "failed")))
      .returning({ id: emailOutbox.id, status: emailOutbox.status });
    if (!requeued) {
      const [existing] = await db
        .select({ status: emailOutbox.status })
        .from(emailOutbox)
        .where(eq(emailOutbox.id, params.data.id));
      if (existing)
        res.status(409).json({ message: `Only a failed email can be retried; this one is ${existing.status}.` });
      else res.status(404).json({ message: "No such email." });
      return;
    }
    announceQueuedEmails();
    res.json(requeued);
  });

  return router;
}
