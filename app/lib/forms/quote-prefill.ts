/** "Request Quote" on a product page (spec 2.6) opens /get-quote?product={id}: a fitting quote category and the product named. */
import type { QUOTE_PRODUCT_CATEGORIES } from "~/content/options";
import { solutionCategoryOf, topLevelCategory } from "~/lib/catalogue/solution-categories";

type QuoteProductCategory = (typeof QUOTE_PRODUCT_CATEGORIES)[number];

export function quoteCategoryFor(product: { name: string; category: string; subcategory: string | null }): QuoteProductCategory {
  const solution = solutionCategoryOf(product);
  if (solution) return solution;
  if (topLevelCategory(product.category) === "Equipments") return "Specialized Equipment";
  return "Complete Cleaning Solutions";
}
