/**
 * A product image whose file fails shows the placeholder (spec 2.5). ProductImage names the placeholder's URL in this
 * attribute, so that the swap can be made on the DOM before the image's island has hydrated (decision 105).
 */
export const IMAGE_FALLBACK_ATTRIBUTE = "data-fallback-src";

/** Points a failed image at its fallback; attributes only, so that React, hydrating later, finds the elements it rendered. */
export function showImageFallback(image: HTMLImageElement): void {
  const fallback = image.getAttribute(IMAGE_FALLBACK_ATTRIBUTE);
  if (!fallback || image.getAttribute("src") === fallback) return;
  // A <picture>'s sources win over the <img>'s own URL; a source without a srcset is skipped.
  for (const source of image.parentElement?.querySelectorAll("source") ?? []) source.removeAttribute("srcset");
  image.removeAttribute("srcset");
  image.setAttribute("src", fallback);
}
