/**
 * The solution and sector pages speak a second category vocabulary (spec 3.4: "Floor Care Equipment", "Industrial Vacuum
 * Cleaners", "Cleaning Chemicals") that no product of the tree carries. Which product belongs to which is a derived fact
 * (server/catalogue/derived-facts.ts), stored in `products.solution_category`.
 */
export const SOLUTION_CATEGORIES = [
  "Floor Care Equipment",
  "Industrial Vacuum Cleaners",
  "Cleaning Chemicals",
] as const;
export type SolutionCategory = (typeof SOLUTION_CATEGORIES)[number];

export function isSolutionCategory(name: string): name is SolutionCategory {
  return (SOLUTION_CATEGORIES as readonly string[]).includes(name);
}
