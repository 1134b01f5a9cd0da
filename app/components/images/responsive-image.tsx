import type { Ref } from "react";
import { IMAGE_FALLBACK_ATTRIBUTE } from "~/lib/images/image-fallback";
import { resolveImage } from "~/lib/images/responsive-image";

/** "high": the page's largest image (eager, fetchpriority high; one per page); "eager": above the fold; "lazy": the rest. */
export type ImageLoading = "high" | "eager" | "lazy";

interface ResponsiveImageProps {
  src: string;
  alt: string;
  /** The box the page gives the image, in CSS pixels; a shipped file's intrinsic size replaces it in the attributes. */
  width: number;
  height: number;
  /** How wide the image is shown, for raster srcsets (e.g. "(min-width: 1024px) 33vw, 100vw"). */
  sizes?: string;
  loading?: ImageLoading;
  className?: string;
  title?: string;
  imageRef?: Ref<HTMLImageElement>;
  onError?: () => void;
  /** The URL shown instead when the image fails, also before hydration (~/lib/images/image-fallback). */
  fallbackSrc?: string;
}

/** Every stored or shipped image: versioned URL, exact width and height, and for raster images AVIF/WebP/fallback srcsets. */
export function ResponsiveImage({
  src,
  alt,
  width,
  height,
  sizes,
  loading = "lazy",
  className,
  title,
  imageRef,
  onError,
  fallbackSrc,
}: ResponsiveImageProps) {
  const image = resolveImage(src, { width, height });
  const img = (
    <img
      ref={imageRef}
      src={image.src}
      srcSet={image.srcSet}
      sizes={image.srcSet ? (sizes ?? `${width}px`) : undefined}
      alt={alt}
      title={title}
      width={image.width}
      height={image.height}
      loading={loading === "lazy" ? "lazy" : "eager"}
      fetchPriority={loading === "high" ? "high" : undefined}
      decoding={loading === "high" ? undefined : "async"}
      onError={onError}
      {...{ [IMAGE_FALLBACK_ATTRIBUTE]: fallbackSrc }}
      className={className}
    />
  );
  if (image.sources.length === 0) return img;
  return (
    <picture>
      {image.sources.map((source) => (
        <source key={source.type} type={source.type} srcSet={source.srcSet} sizes={sizes ?? `${width}px`} />
      ))}
      {img}
    </picture>
  );
}
