import type { ProductSummary } from "~/lib/catalogue/product-types";
import { ProductCard } from "./product-card";

const GRID_CLASS = "grid gap-6 sm:grid-cols-2 lg:grid-cols-3";

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

/** Loading placeholders (spec 9.3 gives the count per screen). */
export function ProductSkeletons({ count }: { count: number }) {
  return (
    <ul className={GRID_CLASS} aria-hidden="true" data-testid="product-skeletons">
      {Array.from({ length: count }, (_, index) => (
        <li key={index} className="animate-pulse overflow-hidden rounded-xl border border-slate-200">
          <div className="aspect-[4/3] bg-slate-200" />
          <div className="space-y-2 p-4">
            <div className="h-4 w-1/3 rounded bg-slate-200" />
            <div className="h-5 w-3/4 rounded bg-slate-200" />
            <div className="h-4 w-full rounded bg-slate-200" />
          </div>
        </li>
      ))}
    </ul>
  );
}
