/** The home category card (spec 2.3, 9.3): the first few subcategories as links, the rest summed up as "+{n} more". */
export interface CategoryPreview<T> {
  shown: T[];
  hiddenCount: number;
}

export function categoryPreview<T>(subCategories: readonly T[], limit: number): CategoryPreview<T> {
  const shown = subCategories.slice(0, Math.max(0, limit));
  return { shown, hiddenCount: subCategories.length - shown.length };
}
