/** Responsive variants of raster images: the fixed widths and formats the image service makes, and their URLs and srcsets. */
import { imageExtension } from "./image-sources";

/** Every width the service renders; a fixed list bounds the number of variants per image (and the disk they take). */
export const VARIANT_WIDTHS = [160, 320, 480, 640, 960, 1280, 1920] as const;
export type VariantWidth = (typeof VARIANT_WIDTHS)[number];

/** Modern formats first; the fallback keeps the source's own family (JPEG photos stay JPEG, everything else PNG). */
export const VARIANT_FORMATS = ["avif", "webp", "jpeg", "png"] as const;
export type VariantFormat = (typeof VARIANT_FORMATS)[number];

export const VARIANT_CONTENT_TYPES: Record<VariantFormat, string> = {
  avif: "image/avif",
  webp: "image/webp",
  jpeg: "image/jpeg",
  png: "image/png",
};

export const IMAGE_SERVICE_PATH = "/api/images";

export function fallbackFormat(src: string): "jpeg" | "png" {
  const extension = imageExtension(src);
  return extension === "jpg" || extension === "jpeg" ? "jpeg" : "png";
}

export function imageVariantUrl(src: string, width: VariantWidth, format: VariantFormat, version?: string): string {
  const params = new URLSearchParams({ src, w: String(width), f: format });
  if (version) params.set("v", version);
  return `${IMAGE_SERVICE_PATH}?${params.toString()}`;
}

/** Widths worth offering for an image shown at most `displayWidth` CSS pixels wide: up to twice that (high-density screens). */
export function variantWidthsFor(displayWidth: number, intrinsicWidth?: number): VariantWidth[] {
  const limit = Math.min(displayWidth * 2, intrinsicWidth ?? Number.POSITIVE_INFINITY);
  const widths = VARIANT_WIDTHS.filter((width) => width <= limit);
  // At least one variant; a small source still gets its smallest width (never enlarged by the service).
  return widths.length > 0 ? widths : [VARIANT_WIDTHS.find((width) => width >= limit) ?? VARIANT_WIDTHS[0]];
}

export function buildSrcSet(
  src: string,
  widths: readonly VariantWidth[],
  format: VariantFormat,
  version?: string,
): string {
  return widths.map((width) => `${imageVariantUrl(src, width, format, version)} ${width}w`).join(", ");
}
