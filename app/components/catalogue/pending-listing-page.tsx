import { ProductSkeletons } from "./product-skeletons";

/** The whole-page skeleton while a navigation to a listing screen waits on the server (spec 9.3); loaded on first use. */
export function PendingListingPage({ count }: { count: number }) {
  return (
    <div className="mx-auto max-w-7xl px-4 py-10" aria-busy="true">
      <div className="mb-8 h-9 w-72 animate-pulse rounded bg-slate-200" />
      <ProductSkeletons count={count} />
    </div>
  );
}
