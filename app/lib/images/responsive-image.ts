/**
 * What an <img> needs for a stored or shipped image: a versioned URL and intrinsic size for files the site ships (see the
 * asset manifest), and for raster images AVIF/WebP/fallback srcsets through the image service.
 */
import type { AssetManifest } from "./asset-manifest";
import { ASSET_MANIFEST } from "./asset-manifest.generated";
import { isAllowedImageSource, isRasterSource } from "./image-sources";
import { buildSrcSet, fallbackFormat, imageVariantUrl, variantWidthsFor } from "./image-variants";

export interface ImageSourceSet {
  type: "image/avif" | "image/webp";
  srcSet: string;
}

export interface ResolvedImage {
  src: string;
  srcSet?: string;
  /** <source> elements for a <picture>, best format first; empty for vector and foreign images. */
  sources: ImageSourceSet[];
  width: number;
  height: number;
}

/** Stored URLs may hold spaces or already-encoded characters; the manifest and the service work on the decoded path. */
export function decodedImagePath(url: string): string {
  try {
    return decodeURI(url);
  } catch {
    return url;
  }
}

/** A shipped file's URL with its content version, so it can be cached for a year; other URLs stay as they are (encoded). */
export function versionedAssetUrl(url: string, manifest: AssetManifest = ASSET_MANIFEST): string {
  const path = decodedImagePath(url);
  const entry = manifest[path];
  return entry ? `${encodeURI(path)}?v=${entry.v}` : encodeURI(path);
}

export function resolveImage(
  url: string,
  box: { width: number; height: number },
  manifest: AssetManifest = ASSET_MANIFEST,
): ResolvedImage {
  const path = decodedImagePath(url);
  const entry = manifest[path];
  const width = entry?.width ?? box.width;
  const height = entry?.height ?? box.height;
  if (!isRasterSource(path) || !isAllowedImageSource(path)) {
    return { src: versionedAssetUrl(path, manifest), sources: [], width, height };
  }
  const widths = variantWidthsFor(box.width, entry?.width);
  const fallback = fallbackFormat(path);
  // The plain src (browsers without srcset) is the variant closest to the box at 1x.
  const plainWidth = widths.find((candidate) => candidate >= box.width) ?? widths[widths.length - 1]!;
  return {
    src: imageVariantUrl(path, plainWidth, fallback, entry?.v),
    srcSet: buildSrcSet(path, widths, fallback, entry?.v),
    sources: [
      { type: "image/avif", srcSet: buildSrcSet(path, widths, "avif", entry?.v) },
      { type: "image/webp", srcSet: buildSrcSet(path, widths, "webp", entry?.v) },
    ],
    width,
    height,
  };
}
