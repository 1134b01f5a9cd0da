/**
 * Reads the one file of an upload request, never holding more than the limit in memory: multipart/form-data (field
 * "file", parsed by the Web Request API) or a raw body with the image's Content-Type.
 */
import { Readable } from "node:stream";
import type { Request } from "express";
import { MAX_UPLOAD_BYTES, UPLOAD_MESSAGES } from "~/content/uploads";
import { MULTIPART_OVERHEAD } from "~server/http/body-limit";

export type UploadBody =
  { ok: true; bytes: Buffer; fileName: string | null } | { ok: false; status: 400 | 413 | 415; message: string };

class TooLargeError extends Error {}

/** The request body as a Web stream that fails as soon as it passes `limit` bytes. */
function limitedStream(req: Request, limit: number): ReadableStream<Uint8Array> {
  let seen = 0;
  const source = Readable.toWeb(req) as ReadableStream<Uint8Array>;
  return source.pipeThrough(
    new TransformStream<Uint8Array, Uint8Array>({
      transform(chunk, controller) {
        seen += chunk.byteLength;
        if (seen > limit) controller.error(new TooLargeError());
        else controller.enqueue(chunk);
      },
    }),
  );
}

async function collect(stream: ReadableStream<Uint8Array>): Promise<Buffer> {
  const chunks: Uint8Array[] = [];
  const reader = stream.getReader();
  for (let next = await reader.read(); !next.done; next = await reader.read()) chunks.push(next.value);
  return Buffer.concat(chunks);
}

const tooLarge = { ok: false, status: 413, message: UPLOAD_MESSAGES.tooLarge } as const;

export async function readUploadBody(req: Request): Promise<UploadBody> {
  const contentType = (req.get("content-type") ?? "").toLowerCase();
  const multipart = contentType.startsWith("multipart/form-data");
  const raw = contentType.startsWith("image/") || contentType.startsWith("application/octet-stream");
  if (!multipart && !raw) return { ok: false, status: 415, message: UPLOAD_MESSAGES.unsupportedBody };
  const limit = multipart ? MAX_UPLOAD_BYTES + MULTIPART_OVERHEAD : MAX_UPLOAD_BYTES;
  // A declared size over the limit is refused before a byte of the body is read.
  if (Number(req.get("content-length") ?? 0) > limit) return tooLarge;
  try {
    if (!multipart) return { ok: true, bytes: await collect(limitedStream(req, limit)), fileName: null };
    const request = new globalThis.Request("http://upload.invalid/", {
      method: "POST",
      headers: { "content-type": req.get("content-type") ?? "" },
      body: limitedStream(req, limit),
      duplex: "half",
    } as RequestInit);
    const form = await request.formData();
    const files = form.getAll("file");
    if (files.length > 1) return { ok: false, status: 400, message: UPLOAD_MESSAGES.tooManyFiles };
    const file = files[0];
    if (!(file instanceof File)) return { ok: false, status: 400, message: UPLOAD_MESSAGES.noFile };
    if (file.size > MAX_UPLOAD_BYTES) return tooLarge;
    return { ok: true, bytes: Buffer.from(await file.arrayBuffer()), fileName: file.name || null };
  } catch (error) {
    if (error instanceof TooLargeError || (error as Error).cause instanceof TooLargeError) return tooLarge;
    return { ok: false, status: 400, message: UPLOAD_MESSAGES.noFile };
  }
}
