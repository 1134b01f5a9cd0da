import { useEffect, useRef, useState } from "react";
import { ResponsiveImage, type ImageLoading } from "~/components/images/responsive-image";
import { PLACEHOLDER_IMAGE_URL } from "~/lib/catalogue/placeholder-image";
import { versionedAssetUrl } from "~/lib/images/responsive-image";

/** Stored URLs may hold spaces or non-ASCII file names (spec 2.6: "with its URL encoded"); already-encoded URLs stay as they are. */
export function productImageSrc(imageUrl: string | null | undefined): string {
  if (!imageUrl) return PLACEHOLDER_IMAGE_URL;
  try {
    return encodeURI(decodeURI(imageUrl));
  } catch {
    return encodeURI(imageUrl);
  }
}

/** Product cards are at most ~400 CSS px wide (3 columns on desktop, 1-2 on phones); the detail image ~600 px. */
const CARD_SIZES = "(min-width: 1024px) 400px, (min-width: 640px) 50vw, 100vw";

interface ProductImageProps {
  imageUrl: string | null;
  alt: string;
  loading?: ImageLoading;
  /** The image box's width in CSS px (4:3); the detail page shows a larger one. */
  displayWidth?: number;
  sizes?: string;
  className?: string;
}

/**
 * Spec 2.5: a spinner until the image has loaded, the placeholder when the URL is missing or fails. The spinner sits
 * beneath the opaque image, so it shows exactly while nothing is painted, with or without JavaScript.
 */
export function ProductImage({
  imageUrl,
  alt,
  loading = "lazy",
  displayWidth = 400,
  sizes = CARD_SIZES,
  className = "",
}: ProductImageProps) {
  const [failed, setFailed] = useState(false);
  const image = useRef<HTMLImageElement>(null);
  const src = failed || !imageUrl ? PLACEHOLDER_IMAGE_URL : imageUrl;

  // An image that failed before hydration fired its error event before React listened.
  useEffect(() => {
    const element = image.current;
    if (element?.complete && element.naturalWidth === 0) setFailed(true);
  }, []);

  return (
    <div className={`relative aspect-[4/3] overflow-hidden bg-slate-100 ${className}`}>
      <span
        role="presentation"
        className="absolute inset-0 m-auto h-8 w-8 animate-spin rounded-full border-4 border-slate-300 border-t-brand-600"
      />
      <ResponsiveImage
        imageRef={image}
        src={src}
        alt={alt}
        width={displayWidth}
        height={Math.round((displayWidth * 3) / 4)}
        sizes={sizes}
        loading={loading}
        onError={() => setFailed(true)}
        fallbackSrc={failed || !imageUrl ? undefined : versionedAssetUrl(PLACEHOLDER_IMAGE_URL)}
        className="relative h-full w-full object-contain"
      />
    </div>
  );
}
