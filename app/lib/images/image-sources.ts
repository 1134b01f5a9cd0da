/** Which stored images the image service may read, and which of them are raster (resized) or vector (served as they are). */

/** Staff uploads (DATA_DIR/storage) and the shipped product/brand artwork; nothing else, so the service is no open proxy. */
export const IMAGE_SOURCE_PREFIXES = ["/api/storage/", "/attached_assets/"] as const;

const RASTER_EXTENSIONS = ["png", "jpg", "jpeg", "webp", "avif", "gif"] as const;

/** A safe source path: one of the prefixes, plain segments only (no `..`, `.`, empty segments, backslashes, queries or control characters). */
export function isAllowedImageSource(src: string): boolean {
  if (src.length > 500 || !IMAGE_SOURCE_PREFIXES.some((prefix) => src.startsWith(prefix))) return false;
  if (/[\\?#%\u0000-\u001f\u007f]/.test(src)) return false;
  const segments = src.split("/").slice(1);
  return segments.every((segment) => segment !== "" && segment !== "." && segment !== "..");
}

export function imageExtension(src: string): string {
  const name = src.slice(src.lastIndexOf("/") + 1);
  const dot = name.lastIndexOf(".");
  return dot > 0 ? name.slice(dot + 1).toLowerCase() : "";
}

/** Raster images get resized variants; SVGs are vector and are served as they are, at their intrinsic size. */
export function isRasterSource(src: string): boolean {
  return (RASTER_EXTENSIONS as readonly string[]).includes(imageExtension(src));
}
