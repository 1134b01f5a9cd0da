/**
 * A product document's details (issue 19), one set of rules for the back office's upload and edit forms (checked in the
 * browser and by the route actions) and the admin JSON API. The file itself is checked by content on the server
 * (server/documents/check-pdf.ts); the browser only checks its size before sending it (documentFileProblem).
 */
import { z } from "zod";
import { DOCUMENT_MESSAGES } from "~/content/admin-documents";
import { DOCUMENT_KINDS, DOCUMENT_LANGUAGES, DOCUMENT_MAX_BYTES } from "~/lib/catalogue/product-documents";

export const DOCUMENT_TITLE_MAX = 200;
/** Revision dates before this are typing mistakes. */
const EARLIEST_REVISION = "1980-01-01";
const DAY_MS = 86_400_000;

// Tabs, newlines and every other control character are refused in a title (it is shown on one line).
const CONTROL_CHARS = /[\u0000-\u001F\u007F-\u009F]/;

/** A calendar date as YYYY-MM-DD that exists, from 1980 to tomorrow (a revision dated today in any time zone). */
export function isRevisionDate(value: string, now = Date.now()): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  if (Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== value) return false;
  return value >= EARLIEST_REVISION && date.getTime() <= now + DAY_MS;
}

const kind = z.enum(DOCUMENT_KINDS, { error: DOCUMENT_MESSAGES.kind });
const language = z.enum(DOCUMENT_LANGUAGES, { error: DOCUMENT_MESSAGES.language });
const revisionDate = z
  .string({ error: DOCUMENT_MESSAGES.revisionDate })
  .trim()
  .refine((value) => isRevisionDate(value), DOCUMENT_MESSAGES.revisionDate);
/**
 * Blank (or null): no title of one's own, so the service names the document after its kind and product. Absent: the same
 * for a new document, no change for an edit.
 */
const title = z
  .union([z.string(), z.null()], { error: DOCUMENT_MESSAGES.title })
  .transform((value) => (value ?? "").trim())
  .pipe(
    z
      .string()
      .max(DOCUMENT_TITLE_MAX, DOCUMENT_MESSAGES.title)
      .refine((value) => !CONTROL_CHARS.test(value), DOCUMENT_MESSAGES.title),
  )
  .transform((value) => value || null)
  .optional();

/** A new document's details: the upload form and POST /api/admin/products/:id/documents (multipart fields). */
export const documentDetailsSchema = z.object({ kind, language, revisionDate, title });
export type DocumentDetails = z.infer<typeof documentDetailsSchema>;

/** PATCH /api/admin/products/:id/documents/:documentId: any of the details; a blank title goes back to the default. */
export const documentChangeSchema = z
  .object({ kind: kind.optional(), language: language.optional(), revisionDate: revisionDate.optional(), title })
  .refine((change) => Object.values(change).some((value) => value !== undefined), {
    message: DOCUMENT_MESSAGES.nothingToChange,
  });
export type DocumentChange = z.infer<typeof documentChangeSchema>;

/** The edit form posts every field: the same as a new document's details. */
export const documentEditFormSchema = documentDetailsSchema;

/** What the browser can tell about a chosen file before sending it: empty, or over the size limit. */
export function documentFileProblem(file: { size: number } | null | undefined): string | null {
  if (!file) return DOCUMENT_MESSAGES.noFile;
  if (file.size === 0) return DOCUMENT_MESSAGES.empty;
  if (file.size > DOCUMENT_MAX_BYTES) return DOCUMENT_MESSAGES.tooLarge;
  return null;
}
