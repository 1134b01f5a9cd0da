/** Product ordering by image quality (spec 9.2 and 2.8): pure, shared by every list. */
export const PLACEHOLDER_IMAGE_NAME = "placeholder-product";
export const PLACEHOLDER_IMAGE_URL = `/${PLACEHOLDER_IMAGE_NAME}.svg`;

interface HasImage {
  imageUrl: string | null;
}

/** Spec 9.2: 3 = /attached_assets/ or absolute http(s), 2 = the placeholder, 1 = anything else (missing included). */
export function imageRank(imageUrl: string | null | undefined): 1 | 2 | 3 {
  if (!imageUrl) return 1;
  if (imageUrl.startsWith("/attached_assets/") || imageUrl.startsWith("http")) return 3;
  if (imageUrl.includes(PLACEHOLDER_IMAGE_NAME)) return 2;
  return 1;
}

/** Spec 2.8 (solutions overview): stored images (/api/storage/) first, placeholders last, everything else between. */
export function solutionsImageRank(imageUrl: string | null | undefined): 1 | 2 | 3 {
  if (imageUrl?.startsWith("/api/storage/")) return 3;
  if (imageUrl?.includes(PLACEHOLDER_IMAGE_NAME)) return 1;
  return 2;
}

export type ProductComparator<T> = (a: T, b: T) => number;

export const byName = <T extends { name: string }>(a: T, b: T) => a.name.localeCompare(b.name, "en");

/** Stable sort: image rank first (best first), then `within` (default: name). Does not mutate its input. */
export function sortByImageRank<T extends HasImage & { name: string }>(
  products: readonly T[],
  within: ProductComparator<T> = byName,
  rank: (imageUrl: string | null) => number = imageRank,
): T[] {
  return [...products].sort((a, b) => rank(b.imageUrl) - rank(a.imageUrl) || within(a, b));
}
