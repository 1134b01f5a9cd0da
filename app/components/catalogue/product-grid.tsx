import type { ProductSummary } from "~/lib/catalogue/product-types";
import { ProductCard } from "./product-card";
import { GRID_CLASS } from "./product-skeletons";

/** A list of product cards; the first `priorityCount` images load eagerly (above the fold), the first with high priority (the LCP candidate). */
export function ProductGrid({
  products,
  layout = "grid",
  priorityCount = 3,
  headingLevel = "h3",
}: {
  products: ProductSummary[];
  layout?: "grid" | "list";
  priorityCount?: number;
  /** h2 where the list follows the page's h1 directly (catalogue, category pages), h3 under a section heading. */
  headingLevel?: "h2" | "h3";
}) {
  return (
    <ul className={layout === "grid" ? GRID_CLASS : "grid gap-4"} data-testid="product-list">
      {products.map((product, index) => (
        <li key={product.id} className="flex">
          <div className="flex w-full">
            <ProductCard
              product={product}
              layout={layout}
              imageLoading={index >= priorityCount ? "lazy" : index === 0 ? "high" : "eager"}
              headingLevel={headingLevel}
            />
          </div>
        </li>
      ))}
    </ul>
  );
}
