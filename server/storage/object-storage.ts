/** What every storage backend offers, and the rules for the keys objects are stored under. */
import { randomUUID } from "node:crypto";

export interface StoredObject {
  bytes: Buffer;
  contentType: string;
  etag: string;
}

export interface ObjectStorage {
  readonly driver: "local" | "s3";
  put(key: string, bytes: Buffer, contentType: string): Promise<void>;
  get(key: string): Promise<StoredObject | null>;
  exists(key: string): Promise<boolean>;
  /** Deletes the object; a key that does not exist is no error. */
  remove(key: string): Promise<void>;
}

const KEY_SEGMENT = /^[A-Za-z0-9_][A-Za-z0-9._-]{0,127}$/;

/**
 * Keys are slash-separated segments of letters, digits, ".", "_" and "-", never starting with a dot: no "..", no
 * hidden files, no backslashes or encoded separators, so a key can never leave the storage root.
 */
export function isValidKey(key: string): boolean {
  if (key.length === 0 || key.length > 512) return false;
  return key.split("/").every((segment) => KEY_SEGMENT.test(segment));
}

export function assertValidKey(key: string): void {
  if (!isValidKey(key)) throw new Error(`Invalid storage key: ${JSON.stringify(key)}`);
}

/** Uploaded keys are generated, never taken from the client: uploads/2026/11/<uuid>.png. A key never changes content. */
export function newUploadKey(extension: string, now = new Date()): { key: string; id: string } {
  const id = randomUUID();
  const month = String(now.getUTCMonth() + 1).padStart(2, "0");
  return { key: `uploads/${now.getUTCFullYear()}/${month}/${id}.${extension}`, id };
}

export const UPLOAD_KEY_PREFIX = "uploads/";

/** Keys under this prefix (a buyer's quote attachments) are never served publicly: only the staff gate reads them. */
export const PRIVATE_KEY_PREFIX = "private/";

/**
 * Keys under this prefix (product documents, issue 19) are served only by /api/documents, which checks that the document
 * still exists and its product is active; GET /api/storage never serves them.
 */
export const DOCUMENT_KEY_PREFIX = "documents/";

/** Whether a key may be served by GET /api/storage and read by the image resizer. */
export function isPublicKey(key: string): boolean {
  return isValidKey(key) && !key.startsWith(PRIVATE_KEY_PREFIX) && !key.startsWith(DOCUMENT_KEY_PREFIX);
}

/** A product document: documents/2026/11/<uuid>.pdf, generated, never from the client. */
export function newDocumentKey(now = new Date()): string {
  const month = String(now.getUTCMonth() + 1).padStart(2, "0");
  return `${DOCUMENT_KEY_PREFIX}${now.getUTCFullYear()}/${month}/${randomUUID()}.pdf`;
}

/** A quote request's attachment: private/quote-requests/2026/11/<uuid>.pdf, generated, never from the client. */
export function newPrivateAttachmentKey(extension: string, now = new Date()): string {
  const month = String(now.getUTCMonth() + 1).padStart(2, "0");
  return `${PRIVATE_KEY_PREFIX}quote-requests/${now.getUTCFullYear()}/${month}/${randomUUID()}.${extension}`;
}

const TYPES_BY_EXTENSION: Record<string, string> = {
  svg: "image/svg+xml",
  png: "image/png",
  jpg: "image/jpeg",
  jpeg: "image/jpeg",
  webp: "image/webp",
  gif: "image/gif",
  avif: "image/avif",
  ico: "image/x-icon",
  pdf: "application/pdf",
};

export function contentTypeForKey(key: string): string {
  const extension = key.slice(key.lastIndexOf(".") + 1).toLowerCase();
  return TYPES_BY_EXTENSION[extension] ?? "application/octet-stream";
}
