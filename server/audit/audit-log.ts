/**
 * The catalogue's audit trail: who changed which product or brand, or where specification labels are filed, when, and
 * what (field: [before, after]).
 */
import { and, desc, eq } from "drizzle-orm";
import type { Db } from "~server/db/client";
import { auditLog } from "~server/db/schema";
import type { SignedInStaff } from "~server/auth/sessions";

export type AuditEntity = "product" | "brand" | "specification-label";
export type AuditAction =
  | "create"
  | "update"
  | "activate"
  | "deactivate"
  | "delete"
  | "import"
  /** A product's documents (issue 19), recorded on the product so its history shows them. */
  | "document-add"
  | "document-update"
  | "document-replace"
  | "document-delete";
export type FieldChanges = Record<string, [unknown, unknown]>;

/** A database handle or an open transaction: the audit row is written in the same transaction as the change. */
type Writer = Pick<Db, "insert">;

/** The fields whose values differ, compared as JSON (so arrays and dates compare by value). */
export function diffFields(
  before: Record<string, unknown>,
  after: Record<string, unknown>,
  fields = Object.keys(after),
): FieldChanges {
  const changes: FieldChanges = {};
  for (const field of fields) {
    const was = before[field] ?? null;
    const now = after[field] ?? null;
    if (JSON.stringify(was) !== JSON.stringify(now)) changes[field] = [was, now];
  }
  return changes;
}

export async function recordAudit(
  writer: Writer,
  entry: {
    entityType: AuditEntity;
    entityId: string;
    action: AuditAction;
    actor: Pick<SignedInStaff, "id" | "email"> | null;
    changes?: FieldChanges | null;
  },
): Promise<void> {
  await writer.insert(auditLog).values({
    entityType: entry.entityType,
    entityId: entry.entityId,
    action: entry.action,
    actorId: entry.actor?.id ?? null,
    actorEmail: entry.actor?.email ?? null,
    changes: entry.changes ?? null,
  });
}

export function auditTrail(db: Db, entityType: AuditEntity, entityId: string, limit = 100) {
  return db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entityType, entityType), eq(auditLog.entityId, entityId)))
    .orderBy(desc(auditLog.createdAt))
    .limit(limit);
}
