/** The import page's two forms (upload for a preview, confirm to apply), checked the same way in the browser and on the server. */
import { z } from "zod";
import { IMPORT_TOO_LARGE_MESSAGE, MAX_IMPORT_BYTES } from "./spreadsheet-columns";

export const UPLOAD_ID_PATTERN = /^[0-9a-f]{32}$/;

export const uploadFileSchema = z.object({
  name: z.string().regex(/\.(csv|xlsx)$/i, "Choose a .csv or .xlsx file."),
  size: z.number().min(1, "The chosen file is empty.").max(MAX_IMPORT_BYTES, IMPORT_TOO_LARGE_MESSAGE),
});

export const confirmImportSchema = z.object({
  uploadId: z.string().regex(UPLOAD_ID_PATTERN, "This preview is no longer valid; upload the file again."),
  fingerprint: z.string().regex(/^[\w-]{32}$/, "This preview is no longer valid; upload the file again."),
});

export const IMPORT_INTENTS = ["preview", "apply"] as const;
