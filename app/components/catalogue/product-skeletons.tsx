/**
 * Loading placeholders of the product lists, apart from the cards: the root layout shows them during navigation
 * (pending-listing.tsx), so every page's first load carries this module but not the cards and their images.
 */
export const GRID_CLASS = "grid gap-6 sm:grid-cols-2 lg:grid-cols-3";

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
