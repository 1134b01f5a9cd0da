import { island } from "~/components/hydration/island";

/** A product page's content, or its not-found card, hydrates when first used (decision 105): its links are plain until then. */
export const ProductDetailIsland = island(() => import("./product-detail").then((module) => module.ProductDetail), {
  name: "product detail",
});

export const ProductNotFoundIsland = island(
  () => import("./product-not-found").then((module) => module.ProductNotFound),
  { name: "product not found" },
);
