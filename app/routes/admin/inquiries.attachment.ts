/**
 * GET /admin/inquiries/:id/attachments/:attachmentId: a file a buyer sent with a quote request, for staff only (the staff
 * gate and requireStaff), always as a download (never shown inline), never cached. 404 for a file of another request.
 */
import { data } from "react-router";
import type { Route } from "./+types/inquiries.attachment";
import { attachmentDisposition } from "~/lib/admin/content-disposition";
import { requireStaff } from "~server/auth/require-staff";
import { isValidKey } from "~server/storage/object-storage";
import { storageFor } from "~server/storage/storage-config";
import { findAttachment } from "~server/quotes/staff-quotation";

const NOT_FOUND = "No such attachment.";
// X-Content-Type-Options: nosniff comes with every answer (server/http/security-headers.ts).
/** A stored type is sent as it is only when it is a plain type/subtype; anything else is generic bytes. */
const PLAIN_TYPE = /^[\w.+-]+\/[\w.+-]+$/;

export async function loader({ context, request, params }: Route.LoaderArgs) {
  requireStaff(context, request);
  const attachment = await findAttachment(context.db, params.id, params.attachmentId);
  if (!attachment || !isValidKey(attachment.storageKey)) throw data(NOT_FOUND, { status: 404 });
  let object;
  try {
    object = await storageFor(context.env).get(attachment.storageKey);
  } catch (error) {
    console.error(`[${context.requestId}] reading attachment ${attachment.id} failed`, error);
    throw data("The file store is unavailable. Try again shortly.", {
      status: 503,
      headers: { "Retry-After": "5" },
    });
  }
  if (!object) throw data(NOT_FOUND, { status: 404 });
  return new Response(new Uint8Array(object.bytes), {
    headers: {
      "Content-Type": PLAIN_TYPE.test(attachment.contentType) ? attachment.contentType : "application/octet-stream",
      "Content-Length": String(object.bytes.length),
      "Content-Disposition": attachmentDisposition(attachment.fileName),
      "Cache-Control": "private, no-store",
    },
  });
}
