/**
 * The one place that reads an image by its public path: stored images (/api/storage/…, staff uploads and the demo's
 * stored images) from the configured object storage (local disk or S3), shipped artwork from public/attached_assets.
 */
import { readFile } from "node:fs/promises";
import path from "node:path";
import { isAllowedImageSource } from "~/lib/images/image-sources";
import { isPublicKey, type ObjectStorage } from "~server/storage/object-storage";
import { contentHashOf } from "~server/http/content-hash";

const STORAGE_PREFIX = "/api/storage/";

export interface ImageSource {
  bytes: Buffer;
  /** Short content hash: the version carried by immutable URLs and the disk-cache key of the variants. */
  contentHash: string;
}

export type ImageSourceReader = (src: string) => Promise<ImageSource | null>;

export function imageSourceReader(options: { storage: ObjectStorage; publicDir?: string }): ImageSourceReader {
  const roots: Array<[prefix: string, directory: string]> = [
    ["/attached_assets/", path.resolve(options.publicDir ?? "public", "attached_assets")],
  ];
  return async function readImageSource(src) {
    if (!isAllowedImageSource(src)) return null;
    if (src.startsWith(STORAGE_PREFIX)) {
      const key = decodeURIComponent(src.slice(STORAGE_PREFIX.length));
      const stored = isPublicKey(key) ? await options.storage.get(key) : null;
      return stored && { bytes: stored.bytes, contentHash: contentHashOf(stored.bytes) };
    }
    const root = roots.find(([prefix]) => src.startsWith(prefix));
    if (!root) return null;
    const file = path.resolve(root[1], src.slice(root[0].length));
    // Belt and braces after the segment check: the resolved file must stay inside its root.
    if (!file.startsWith(root[1] + path.sep)) return null;
    try {
      const bytes = await readFile(file);
      return { bytes, contentHash: contentHashOf(bytes) };
    } catch {
      return null;
    }
  };
}
