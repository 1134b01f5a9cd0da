/**
 * The solution and sector pages speak a second category vocabulary (spec 3.4: "Floor Care Equipment", "Industrial Vacuum
 * Cleaners", "Cleaning Chemicals") that no product of the tree carries. A product belongs to such a category when its
 * category says so literally (an imported catalogue may use these names) or when its place in the tree means the same.
 */
export const SOLUTION_CATEGORIES = ["Floor Care Equipment", "Industrial Vacuum Cleaners", "Cleaning Chemicals"] as const;
export type SolutionCategory = (typeof SOLUTION_CATEGORIES)[number];

export interface CategorisedProduct {
  name: string;
  category: string;
  subcategory: string | null;
}

export const FLOOR_MACHINE_SUBCATEGORIES: ReadonlySet<string> = new Set([
  "Vacuums & Scrubing Machines",
  "Floor Cleaning Machines",
  "Grinding & Polishing Machines",
  "Carpet cleaning and sanitizing machines",
]);

/** "Chemicals » Kitchen Chemicals" and "Chemicals >> Kitchen Chemicals" both name the top-level category "Chemicals". */
export function topLevelCategory(category: string): string {
  return category.split(/\s*(?:»|>>)\s*/)[0]!.trim();
}

export function isSolutionCategory(name: string): name is SolutionCategory {
  return (SOLUTION_CATEGORIES as readonly string[]).includes(name);
}

export function solutionCategoryOf(product: CategorisedProduct): SolutionCategory | null {
  if (isSolutionCategory(product.category)) return product.category;
  const top = topLevelCategory(product.category);
  if (top === "Chemicals") return "Cleaning Chemicals";
  if (top !== "Equipments") return null;
  if (/vacuum/i.test(product.name)) return "Industrial Vacuum Cleaners";
  if (product.subcategory && FLOOR_MACHINE_SUBCATEGORIES.has(product.subcategory)) return "Floor Care Equipment";
  return null;
}

export function inSolutionCategory(product: CategorisedProduct, category: SolutionCategory): boolean {
  return solutionCategoryOf(product) === category;
}
