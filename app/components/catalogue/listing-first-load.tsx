/**
 * What the catalogue pages run on first load besides their islands' placeholders (decision 105): the pending-results
 * skeletons, whose code loads when first shown, and what must work before an island has hydrated.
 */
import { lazy, Suspense, useEffect } from "react";
import { IMAGE_FALLBACK_ATTRIBUTE, showImageFallback } from "~/lib/images/image-fallback";

const ProductSkeletons = lazy(() =>
  import("./product-skeletons").then((module) => ({ default: module.ProductSkeletons })),
);

/** Skeleton cards while a filter change waits on the server (spec 9.3). */
export function PendingSkeletons({ count }: { count: number }) {
  return (
    <Suspense fallback={null}>
      <ProductSkeletons count={count} />
    </Suspense>
  );
}

/**
 * Before the page's islands hydrate: a product image whose file fails shows the placeholder (one that failed before this
 * ran is found by its empty natural size), and a field changed without being focused first (a script, an assistive
 * technology) is focused, which wakes its island; the island then applies the change (useHandOver).
 */
export function useBeforeHydration() {
  useEffect(() => {
    for (const image of document.querySelectorAll<HTMLImageElement>(`img[${IMAGE_FALLBACK_ATTRIBUTE}]`))
      if (image.complete && image.naturalWidth === 0) showImageFallback(image);
    const onError = (event: Event) => {
      if (event.target instanceof HTMLImageElement) showImageFallback(event.target);
    };
    const onChange = (event: Event) => {
      const field = event.target;
      if (field instanceof HTMLElement && field.closest("[data-island]:not([data-hydrated])"))
        field.focus({ preventScroll: true });
    };
    // Capturing on window: error events do not bubble, and React stops others at the document before islands hydrate.
    window.addEventListener("error", onError, true);
    window.addEventListener("change", onChange, true);
    return () => {
      window.removeEventListener("error", onError, true);
      window.removeEventListener("change", onChange, true);
    };
  }, []);
}
