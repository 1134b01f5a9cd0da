/** The import as the admin page and `catalogue:import` use it: read a CSV/XLSX file, preview its plan, or apply it. */
import type { Db } from "~server/db/client";
import { applyImport, previewImport, type ApplyResult, type ImportActor } from "./apply-import";
import type { ImportPlan } from "./planner";
import { readSpreadsheet } from "./read-spreadsheet";

export type FilePreview = { ok: false; fileErrors: string[] } | { ok: true; plan: ImportPlan; fingerprint: string };

export async function previewFile(db: Db, fileName: string, bytes: Buffer): Promise<FilePreview> {
  const sheet = await readSpreadsheet(fileName, bytes);
  if (!sheet.ok) return sheet;
  return { ok: true, ...(await previewImport(db, sheet.rows)) };
}

export async function applyFile(
  db: Db,
  fileName: string,
  bytes: Buffer,
  expectedFingerprint: string | null,
  actor: ImportActor,
): Promise<{ ok: false; fileErrors: string[] } | ({ ok: true } & ApplyResult)> {
  const sheet = await readSpreadsheet(fileName, bytes);
  if (!sheet.ok) return sheet;
  return { ok: true, ...(await applyImport(db, sheet.rows, expectedFingerprint, actor)) };
}
