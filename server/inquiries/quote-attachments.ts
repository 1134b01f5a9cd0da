/**
 * A quote request's attachments (issue 17): at most QUOTE_ATTACHMENTS_MAX_FILES files of QUOTE_ATTACHMENT_MAX_BYTES,
 * QUOTE_ATTACHMENTS_MAX_TOTAL_BYTES together, each a PDF, JPEG, PNG or XLSX by its content (the name and the browser's
 * type are not trusted; pictures are decoded, like the back-office uploads). All are checked before any is stored, so a
 * refused file stores nothing. Stored under the private prefix, which GET /api/storage never serves.
 */
import sharp from "sharp";
import type { Locale } from "~/lib/i18n/locale";
import { QUOTE_REQUEST_MESSAGES } from "~/content/quote-request";
import {
  QUOTE_ATTACHMENT_MAX_BYTES,
  QUOTE_ATTACHMENTS_MAX_FILES,
  QUOTE_ATTACHMENTS_MAX_TOTAL_BYTES,
} from "~/lib/quote-list/limits";
import { newPrivateAttachmentKey, type ObjectStorage } from "~server/storage/object-storage";

export const ATTACHMENTS_FIELD = "attachments";

export type AttachmentType =
  "application/pdf" | "image/jpeg" | "image/png" | "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";

const EXTENSION: Record<AttachmentType, string> = {
  "application/pdf": "pdf",
  "image/jpeg": "jpg",
  "image/png": "png",
  "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": "xlsx",
};

export interface CheckedAttachment {
  fileName: string;
  contentType: AttachmentType;
  bytes: Buffer;
}

export interface StoredAttachment {
  fileName: string;
  contentType: AttachmentType;
  sizeBytes: number;
  storageKey: string;
}

export type AttachmentsVerdict = { ok: true; files: CheckedAttachment[] } | { ok: false; message: string };

const startsWith = (bytes: Buffer, signature: number[]) => signature.every((byte, index) => bytes[index] === byte);

/** What the file is by its bytes, or null. */
export async function attachmentType(bytes: Buffer): Promise<AttachmentType | null> {
  if (bytes.subarray(0, 5).toString("latin1") === "%PDF-") {
    // A whole PDF ends with %%EOF (allowing trailing whitespace or an incremental update's padding).
    return bytes.subarray(-1024).toString("latin1").includes("%%EOF") ? "application/pdf" : null;
  }
  if (startsWith(bytes, [0x50, 0x4b, 0x03, 0x04])) {
    // An XLSX is a zip whose entry names (stored uncompressed) include the workbook part and the content types.
    const text = bytes.toString("latin1");
    return text.includes("[Content_Types].xml") && text.includes("xl/workbook.xml")
      ? "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
      : null;
  }
  const picture = startsWith(bytes, [0xff, 0xd8, 0xff])
    ? "jpeg"
    : startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])
      ? "png"
      : null;
  if (!picture) return null;
  try {
    const metadata = await sharp(bytes, { limitInputPixels: false }).metadata();
    if (metadata.format !== picture || !metadata.width || !metadata.height) return null;
    return picture === "jpeg" ? "image/jpeg" : "image/png";
  } catch {
    return null;
  }
}

/** A file name fit for a download header and the inbox: no path, no control characters, at most 200 characters. */
export function cleanFileName(name: string, type: AttachmentType): string {
  const base = (name.split(/[\\/]/).pop() ?? "")
    .replace(/[\u0000-\u001F\u007F-\u009F"]/g, "")
    .trim()
    .slice(0, 200);
  return base || `attachment.${EXTENSION[type]}`;
}

/** The posted files of the form (empty file inputs post a nameless empty part, which is not a file). */
export function postedFiles(formData: FormData): File[] {
  return formData
    .getAll(ATTACHMENTS_FIELD)
    .filter((value): value is File => typeof value !== "string" && !(value.size === 0 && value.name === ""));
}

/** `locale`: the edition whose words a refusal uses (the form's). */
export async function checkAttachments(files: File[], locale: Locale): Promise<AttachmentsVerdict> {
  const messages = QUOTE_REQUEST_MESSAGES[locale];
  if (files.length > QUOTE_ATTACHMENTS_MAX_FILES) return { ok: false, message: messages.attachmentsTooMany };
  let total = 0;
  for (const file of files) {
    if (file.size === 0) return { ok: false, message: messages.attachmentEmpty(file.name) };
    if (file.size > QUOTE_ATTACHMENT_MAX_BYTES) return { ok: false, message: messages.attachmentTooLarge(file.name) };
    total += file.size;
  }
  if (total > QUOTE_ATTACHMENTS_MAX_TOTAL_BYTES) return { ok: false, message: messages.attachmentsTooLarge };
  const checked: CheckedAttachment[] = [];
  for (const file of files) {
    const bytes = Buffer.from(await file.arrayBuffer());
    const type = await attachmentType(bytes);
    if (!type) return { ok: false, message: messages.attachmentType(file.name) };
    checked.push({ fileName: cleanFileName(file.name, type), contentType: type, bytes });
  }
  return { ok: true, files: checked };
}

/** Puts the checked files into the storage; their rows are written with the inquiry, in its transaction. */
export async function storeAttachments(
  storage: ObjectStorage,
  files: CheckedAttachment[],
): Promise<StoredAttachment[]> {
  const stored: StoredAttachment[] = [];
  for (const file of files) {
    const storageKey = newPrivateAttachmentKey(EXTENSION[file.contentType]);
    await storage.put(storageKey, file.bytes, file.contentType);
    stored.push({ fileName: file.fileName, contentType: file.contentType, sizeBytes: file.bytes.length, storageKey });
  }
  return stored;
}
