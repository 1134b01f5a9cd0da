/** Where a variant lives in the disk cache: keyed by the source's content, so an edited source never serves a stale variant. */
import type { VariantFormat } from "~/lib/images/image-variants";

const EXTENSIONS: Record<VariantFormat, string> = { avif: "avif", webp: "webp", jpeg: "jpg", png: "png" };

export function variantCacheKey(contentHash: string, width: number, format: VariantFormat): string {
  if (!/^[0-9a-f]{8,64}$/.test(contentHash)) throw new Error("variantCacheKey needs a hex content hash");
  // Two-character fan-out keeps directories small when there are many uploads.
  return `${contentHash.slice(0, 2)}/${contentHash}-${width}.${EXTENSIONS[format]}`;
}
