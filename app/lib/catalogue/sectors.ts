/** Application sectors (spec 2.10, 9.1) and which products each shows: one rule for the sector pages and /products?application=. */
import { inSolutionCategory, type CategorisedProduct } from "./solution-categories";

export const SECTORS = ["commercial", "healthcare", "hospitality"] as const;
export type Sector = (typeof SECTORS)[number];

export const SECTOR_LABELS: Record<Sector, string> = {
  commercial: "Commercial Spaces",
  healthcare: "Healthcare Facilities",
  hospitality: "Hospitality",
};

/** Unknown or differently-cased values: lowercased when known, otherwise null (ignored, no error). */
export function parseSector(value: string | null | undefined): Sector | null {
  const normalised = value?.trim().toLowerCase();
  return (SECTORS as readonly string[]).includes(normalised ?? "") ? (normalised as Sector) : null;
}

export function productFitsSector(product: CategorisedProduct, sector: Sector): boolean {
  if (sector === "healthcare") {
    return (
      inSolutionCategory(product, "Cleaning Chemicals") ||
      inSolutionCategory(product, "Industrial Vacuum Cleaners") ||
      /disinfect|sanitiz/i.test(product.name)
    );
  }
  return (
    inSolutionCategory(product, "Floor Care Equipment") ||
    inSolutionCategory(product, "Industrial Vacuum Cleaners") ||
    inSolutionCategory(product, "Cleaning Chemicals")
  );
}
