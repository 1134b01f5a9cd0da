import { brandBadgeClass } from "~/content/brands";

/** Spec 2.5: nine known brands have their own gradient, any other brand is grey. */
export function BrandBadge({ brand }: { brand: string }) {
  return (
    <span
      data-testid="brand-badge"
      className={`inline-block rounded-full px-3 py-1 text-xs font-semibold text-white shadow-sm ${brandBadgeClass(brand)}`}
    >
      {brand}
    </span>
  );
}
