/** Pure URL rules of the paged solution lists (solutions overview, vacuum and automation pages): `?show=` and `?brand=`. */

/** Upper bound of `?show=`: a hand-edited URL must not ask the server for a whole large catalogue at once. */
export const MAX_SHOWN = 480;

/** Anchor of the first card added by "Show more", so a visitor (with or without JavaScript) lands on the new cards. */
export const MORE_ANCHOR = "more-products";

/** `?show=` as a card count: at least one page, at most MAX_SHOWN, one page when missing or not a number. */
export function parseShown(value: string | null | undefined, pageSize: number): number {
  const parsed = Number.parseInt(value ?? "", 10);
  if (!Number.isFinite(parsed)) return pageSize;
  return Math.min(Math.max(parsed, pageSize), Math.max(MAX_SHOWN, pageSize));
}

/** `?brand=` trimmed and bounded; empty means every brand. */
export function parseBrand(value: string | null | undefined): string {
  return (value ?? "").trim().slice(0, 200);
}

export function sameBrand(a: string, b: string): boolean {
  return a.trim().toLowerCase() === b.trim().toLowerCase();
}

/** A brand logo toggles the filter: clicking the active brand clears it. Both land on the products section. */
export function brandToggleHref(pathname: string, brand: string, activeBrand: string): string {
  if (activeBrand && sameBrand(brand, activeBrand)) return `${pathname}#products`;
  return `${pathname}?${new URLSearchParams({ brand }).toString()}#products`;
}

/** The next page of cards keeps the brand filter and lands on the first new card. */
export function showMoreHref(pathname: string, shown: number, pageSize: number, brand = ""): string {
  const params = new URLSearchParams();
  if (brand) params.set("brand", brand);
  params.set("show", String(Math.min(shown + pageSize, MAX_SHOWN)));
  return `${pathname}?${params.toString()}#${MORE_ANCHOR}`;
}
