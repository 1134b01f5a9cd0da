/** The short content hash that versions an image URL (`?v=`): the asset manifest, static files, stored images and variants share it. */
import { createHash } from "node:crypto";

export function contentHashOf(bytes: Buffer): string {
  return createHash("sha256").update(bytes).digest("hex").slice(0, 16);
}
