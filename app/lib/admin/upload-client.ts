/** Browser side of image uploads: the early size check, the request with progress, and what to tell staff. */
import { MAX_UPLOAD_BYTES, UPLOAD_MESSAGES } from "~/content/uploads";

export const UPLOAD_ENDPOINT = "/api/admin/uploads";

export interface UploadedImage {
  url: string;
  width: number;
  height: number;
  contentType: string;
  bytes: number;
}

export type UploadOutcome = { ok: true; image: UploadedImage } | { ok: false; message: string };

/** Refuses what the server would refuse anyway before a single byte is sent (the server still decides). */
export function checkBeforeUpload(file: { size: number }): string | null {
  if (file.size === 0) return UPLOAD_MESSAGES.empty;
  if (file.size > MAX_UPLOAD_BYTES) return UPLOAD_MESSAGES.tooLarge;
  return null;
}

function isUploadedImage(value: unknown): value is UploadedImage {
  const candidate = value as Partial<UploadedImage> | null;
  return (
    typeof candidate?.url === "string" && candidate.url.startsWith("/") && typeof candidate.contentType === "string"
  );
}

/** Reads the server's answer: the stored image, its {message}, or a fallback for answers that are not ours (proxy pages). */
export function readUploadAnswer(status: number, body: string): UploadOutcome {
  let json: unknown;
  try {
    json = JSON.parse(body);
  } catch {
    json = null;
  }
  if (status === 201 && isUploadedImage(json)) return { ok: true, image: json };
  if (status === 413) return { ok: false, message: UPLOAD_MESSAGES.tooLarge };
  const message = (json as { message?: unknown } | null)?.message;
  if (typeof message === "string" && message.length > 0) return { ok: false, message };
  if (status === 0) return { ok: false, message: UPLOAD_MESSAGES.network };
  return { ok: false, message: UPLOAD_MESSAGES.storageFailed };
}

/** Percent of the upload sent, 0–100, whole numbers. */
export function uploadPercent(loaded: number, total: number): number {
  if (total <= 0) return 0;
  return Math.min(100, Math.max(0, Math.round((loaded / total) * 100)));
}

/** XMLHttpRequest rather than fetch: only it reports upload progress. */
export function uploadImage(file: File, onProgress: (percent: number) => void): Promise<UploadOutcome> {
  return new Promise((resolve) => {
    const request = new XMLHttpRequest();
    request.open("POST", UPLOAD_ENDPOINT);
    request.setRequestHeader("Accept", "application/json");
    request.upload.addEventListener("progress", (event) => onProgress(uploadPercent(event.loaded, event.total)));
    request.addEventListener("load", () => resolve(readUploadAnswer(request.status, request.responseText)));
    request.addEventListener("error", () => resolve(readUploadAnswer(0, "")));
    request.addEventListener("abort", () => resolve(readUploadAnswer(0, "")));
    const form = new FormData();
    form.append("file", file);
    request.send(form);
  });
}
