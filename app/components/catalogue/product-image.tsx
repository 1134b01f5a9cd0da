import { useEffect, useRef, useState } from "react";
import { PLACEHOLDER_IMAGE_URL } from "~/lib/catalogue/image-rank";

/** Stored URLs may hold spaces or non-ASCII file names (spec 2.6: "with its URL encoded"); already-encoded URLs stay as they are. */
export function productImageSrc(imageUrl: string | null | undefined): string {
  if (!imageUrl) return PLACEHOLDER_IMAGE_URL;
  try {
    return encodeURI(decodeURI(imageUrl));
  } catch {
    return encodeURI(imageUrl);
  }
}

interface ProductImageProps {
  imageUrl: string | null;
  alt: string;
  /** The page's largest image: loaded eagerly with high priority instead of lazily. */
  priority?: boolean;
  className?: string;
}

/**
 * Spec 2.5: a spinner until the image has loaded, the placeholder when the URL is missing or fails. The spinner sits
 * beneath the opaque image, so it shows exactly while nothing is painted, with or without JavaScript.
 */
export function ProductImage({ imageUrl, alt, priority = false, className = "" }: ProductImageProps) {
  const [failed, setFailed] = useState(false);
  const image = useRef<HTMLImageElement>(null);
  const src = failed ? PLACEHOLDER_IMAGE_URL : productImageSrc(imageUrl);

  // An image that failed before hydration fired its error event before React listened.
  useEffect(() => {
    const element = image.current;
    if (element?.complete && element.naturalWidth === 0) setFailed(true);
  }, []);

  return (
    <div className={`relative aspect-[4/3] overflow-hidden bg-slate-100 ${className}`}>
      <span role="presentation" className="absolute inset-0 m-auto h-8 w-8 animate-spin rounded-full border-4 border-slate-300 border-t-brand-600" />
      <img
        ref={image}
        src={src}
        alt={alt}
        width={400}
        height={300}
        loading={priority ? "eager" : "lazy"}
        fetchPriority={priority ? "high" : "auto"}
        decoding="async"
        onError={() => setFailed(true)}
        className="relative h-full w-full object-contain"
      />
    </div>
  );
}
