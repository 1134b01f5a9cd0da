/** Which products each focused solution page shows (spec 2.9). */
import { inSolutionCategory, topLevelCategory, type CategorisedProduct } from "./solution-categories";

interface FocusedProduct extends CategorisedProduct {
  features: string[] | null;
}

export const FOCUSED_PAGE_LIMIT = 6;

export function isVacuumSolution(product: FocusedProduct): boolean {
  return inSolutionCategory(product, "Industrial Vacuum Cleaners");
}

/**
 * Spec: a feature contains "smart", "ai", "auto" or "intelligent". As bare substrings "ai" matches "stainless" and
 * "maintain", so the words are matched at a word start ("AI", "auto-docking", "automatic", "Smart").
 */
const AUTOMATION_WORDS = /\b(smart|ai\b|auto(?!clav)|intelligent)/i;

export function isAutomationSolution(product: FocusedProduct): boolean {
  return (product.features ?? []).some((feature) => AUTOMATION_WORDS.test(feature));
}

export function isFloorCareSolution(product: FocusedProduct): boolean {
  return inSolutionCategory(product, "Floor Care Equipment") || /floor|grinder|scrub/i.test(product.name);
}

/** The name rule ("chemical", "detergent", "cleaner") is not applied to machines: a "Vacuum Cleaner" is not a chemical. */
export function isChemicalSolution(product: FocusedProduct): boolean {
  if (inSolutionCategory(product, "Cleaning Chemicals")) return true;
  return topLevelCategory(product.category) !== "Equipments" && /chemical|detergent|cleaner/i.test(product.name);
}
