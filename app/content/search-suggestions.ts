/** The second line of a suggestion (issue 15): what kind of thing it is, or where it sits. */
export const SUGGESTION_DETAIL = {
  category: "Category",
  subcategory: (parent: string) => `In ${parent}`,
  product: (brand: string, code: string | null) => (code ? `${brand} · ${code}` : brand),
} as const;
