/**
 * Who uploaded which image and when, kept in the audit log (entity "upload", action "create"), so the media library
 * lists uploads from every instance and either storage driver without a table of its own.
 */
import { desc, eq } from "drizzle-orm";
import type { Db } from "~server/db/client";
import { auditLog } from "~server/db/schema";
import type { SignedInStaff } from "~server/auth/sessions";

export const UPLOAD_ENTITY = "upload";

export interface UploadRecord {
  id: string;
  url: string;
  contentType: string;
  width: number;
  height: number;
  bytes: number;
  fileName: string | null;
}

export async function recordUpload(
  db: Db,
  upload: UploadRecord,
  actor: Pick<SignedInStaff, "id" | "email">,
): Promise<void> {
  const { id, ...fields } = upload;
  await db.insert(auditLog).values({
    entityType: UPLOAD_ENTITY,
    entityId: id,
    action: "create",
    actorId: actor.id,
    actorEmail: actor.email,
    changes: Object.fromEntries(Object.entries(fields).map(([field, value]) => [field, [null, value]])),
  });
}

export interface RecentUpload extends UploadRecord {
  uploadedBy: string | null;
  uploadedAt: Date;
}

export async function recentUploads(db: Db, limit = 60): Promise<RecentUpload[]> {
  const rows = await db
    .select()
    .from(auditLog)
    .where(eq(auditLog.entityType, UPLOAD_ENTITY))
    .orderBy(desc(auditLog.createdAt))
    .limit(limit);
  return rows.map((row) => {
    const after = (field: string) => row.changes?.[field]?.[1];
    return {
      id: row.entityId,
      url: String(after("url") ?? ""),
      contentType: String(after("contentType") ?? ""),
      width: Number(after("width") ?? 0),
      height: Number(after("height") ?? 0),
      bytes: Number(after("bytes") ?? 0),
      fileName: typeof after("fileName") === "string" ? (after("fileName") as string) : null,
      uploadedBy: row.actorEmail,
      uploadedAt: row.createdAt,
    };
  });
}
