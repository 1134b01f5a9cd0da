/**
 * Reads a document upload (issue 19), from the JSON API and the back office's form alike: multipart/form-data with one
 * PDF in the field "file" and the details as text fields, never holding more than DOCUMENT_UPLOAD_BODY_LIMIT in memory
 * (the body-limit middleware has refused a larger declared body already).
 */
import { Readable } from "node:stream";
import type { Request as ExpressRequest } from "express";
import { DOCUMENT_MESSAGES } from "~/content/admin-documents";
import { DOCUMENT_MAX_BYTES } from "~/lib/catalogue/product-documents";
import { MULTIPART_OVERHEAD } from "~server/http/body-limit";
import { BodyTooLargeError, readLimitedFormData } from "~server/catalogue/spreadsheet/upload-body";
import type { UploadedFile } from "./document-admin";

/** A file of the largest size, its details and the multipart framing. */
export const DOCUMENT_UPLOAD_BODY_LIMIT = DOCUMENT_MAX_BYTES + MULTIPART_OVERHEAD;

export type DocumentForm =
  { ok: true; form: FormData; file: UploadedFile | null } | { ok: false; status: 400 | 413 | 415; message: string };

/** The Express request's body as a Web Request, for the same reader as the route actions. */
export function webRequestOf(req: ExpressRequest): Request {
  const headers: Record<string, string> = { "content-type": req.get("content-type") ?? "" };
  const length = req.get("content-length");
  if (length) headers["content-length"] = length;
  return new Request(`http://document.invalid${req.originalUrl}`, {
    method: req.method,
    headers,
    body: Readable.toWeb(req) as ReadableStream<Uint8Array>,
    duplex: "half",
  } as RequestInit);
}

/** The posted form and its one file (null when none was chosen: an empty file input posts a nameless empty part). */
export async function readDocumentForm(request: Request): Promise<DocumentForm> {
  if (!/^multipart\/form-data\s*;/i.test(request.headers.get("content-type") ?? ""))
    return { ok: false, status: 415, message: DOCUMENT_MESSAGES.unsupportedBody };
  let form: FormData;
  try {
    form = await readLimitedFormData(request, DOCUMENT_UPLOAD_BODY_LIMIT);
  } catch (error) {
    if (error instanceof BodyTooLargeError) return { ok: false, status: 413, message: DOCUMENT_MESSAGES.tooLarge };
    return { ok: false, status: 400, message: DOCUMENT_MESSAGES.noFile };
  }
  const files = form
    .getAll("file")
    .filter((value): value is File => typeof value !== "string" && !(value.size === 0 && value.name === ""));
  if (files.length > 1) return { ok: false, status: 400, message: DOCUMENT_MESSAGES.tooManyFiles };
  const file = files[0];
  if (file && file.size > DOCUMENT_MAX_BYTES) return { ok: false, status: 413, message: DOCUMENT_MESSAGES.tooLarge };
  return {
    ok: true,
    form,
    file: file ? { bytes: Buffer.from(await file.arrayBuffer()), name: file.name || null } : null,
  };
}

/** The text fields of the form, for the details' schema. */
export function textFieldsOf(form: FormData): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const [name, value] of form.entries()) if (typeof value === "string" && !(name in fields)) fields[name] = value;
  return fields;
}
