/**
 * The one place that reads a stored image by its public path. Today files: staff uploads under DATA_DIR/storage and the
 * shipped artwork under public/attached_assets; pointing this at an object store changes only this file.
 */
import { createHash } from "node:crypto";
import { readFile } from "node:fs/promises";
import path from "node:path";
import { isAllowedImageSource } from "../../app/lib/images/image-sources";

export interface ImageSource {
  bytes: Buffer;
  /** Short content hash: the version carried by immutable URLs and the disk-cache key of the variants. */
  contentHash: string;
}

export type ImageSourceReader = (src: string) => Promise<ImageSource | null>;

export function contentHashOf(bytes: Buffer): string {
  return createHash("sha256").update(bytes).digest("hex").slice(0, 16);
}

export function imageSourceReader(options: { dataDir: string; publicDir?: string }): ImageSourceReader {
  const roots: Array<[prefix: string, directory: string]> = [
    ["/api/storage/", path.resolve(options.dataDir, "storage")],
    ["/attached_assets/", path.resolve(options.publicDir ?? "public", "attached_assets")],
  ];
  return async function readImageSource(src) {
    if (!isAllowedImageSource(src)) return null;
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
