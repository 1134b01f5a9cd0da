/**
 * The one home of every catalogue rule (spec 2.7-2.10, 9.1, 9.2): what a product's name, category, subcategory,
 * features and image make of it. Every write path stores the result in the product's derived columns
 * (`withDerivedFacts`), and pages and the API only compare those columns; no page evaluates a rule itself.
 * Change a rule → bump DERIVED_FACTS_VERSION: at start-up, rows of an older version are recomputed
 * (recompute-derived-facts.ts).
 */
import { PLACEHOLDER_IMAGE_NAME } from "~/lib/catalogue/placeholder-image";
import { isSolutionCategory, type SolutionCategory } from "~/lib/catalogue/solution-categories";
import { searchDocumentOf, type SearchDocument, type SearchDocumentInput } from "~/lib/search/search-document";

/**
 * 2: the search columns (issue 15). 3: Arabic in the search columns (issue 18). 4: the Arabic article fold. 5: the
 * specification rows (issue 19; written beside the facts by recompute-derived-facts.ts).
 */
export const DERIVED_FACTS_VERSION = 5;

/**
 * The fields the rules read (the search reads brand, code, description and the Arabic fields too). Missing means empty, as in a new row:
 * an update must pass the whole row after the change, not only the changed fields.
 */
export interface FactsInput extends SearchDocumentInput {
  name: string;
  category: string;
  subcategory?: string | null;
  features?: readonly string[] | null;
  imageUrl?: string | null;
}

/** Property names are those of the columns in server/db/schema.ts, so the object spreads into an insert or update. */
export interface ProductFacts extends SearchDocument {
  /** "Chemicals » Kitchen Chemicals" and "Chemicals >> Kitchen Chemicals" both name the top-level category "Chemicals". */
  topCategory: string;
  /** The subcategory a "Top » Sub" / "Top >> Sub" category names (single spaces): the category pages' scope (spec 2.7). */
  pathSubcategory: string | null;
  /** The subcategory column, else what follows the path's first separator: /products' subcategory filter and options. */
  listedSubcategory: string | null;
  /** Spec 9.2: 3 = /attached_assets/ or absolute http(s), 2 = the placeholder, 1 = anything else (missing included). */
  imageRank: 1 | 2 | 3;
  /** Spec 2.8 (solutions overview): stored images (/api/storage/) 3, placeholders 1, everything else 2. */
  solutionsImageRank: 1 | 2 | 3;
  /** The solution pages' vocabulary (spec 3.4), which no product of the tree carries literally. */
  solutionCategory: SolutionCategory | null;
  fitsCommercial: boolean;
  fitsHealthcare: boolean;
  fitsHospitality: boolean;
  /** Focused solution pages (spec 2.9): /vacuum-solutions, /automation-solutions, /smart-floor-care, /advanced-chemicals. */
  vacuumSolution: boolean;
  automationSolution: boolean;
  floorCareSolution: boolean;
  chemicalSolution: boolean;
  derivedVersion: number;
}

const PATH_SEPARATOR = /\s*(?:»|>>)\s*/;
const PATH_SEPARATOR_AND_REST = /(?:»|>>)\s*([\s\S]*)$/;

/** Equipments subcategories whose machines are floor care (the solution vocabulary's "Floor Care Equipment"). */
export const FLOOR_MACHINE_SUBCATEGORIES: ReadonlySet<string> = new Set([
  "Vacuums & Scrubing Machines",
  "Floor Cleaning Machines",
  "Grinding & Polishing Machines",
  "Carpet cleaning and sanitizing machines",
]);

/**
 * Spec: a feature contains "smart", "ai", "auto" or "intelligent". As bare substrings "ai" matches "stainless" and
 * "maintain", so the words are matched at a word start ("AI", "auto-docking", "automatic", "Smart").
 */
const AUTOMATION_WORDS = /\b(smart|ai\b|auto(?!clav)|intelligent)/i;

function topLevelCategory(category: string): string {
  return category.split(PATH_SEPARATOR)[0]!.trim();
}

function pathSubcategory(category: string, top: string): string | null {
  for (const separator of [" » ", " >> "]) {
    if (category.startsWith(`${top}${separator}`)) return category.slice(top.length + separator.length) || null;
  }
  return null;
}

function listedSubcategory(category: string, subcategory: string | null | undefined): string | null {
  if (subcategory) return subcategory;
  return category.match(PATH_SEPARATOR_AND_REST)?.[1]?.trim() || null;
}

function imageRank(imageUrl: string | null | undefined): 1 | 2 | 3 {
  if (!imageUrl) return 1;
  if (imageUrl.startsWith("/attached_assets/") || imageUrl.startsWith("http")) return 3;
  if (imageUrl.includes(PLACEHOLDER_IMAGE_NAME)) return 2;
  return 1;
}

function solutionsImageRank(imageUrl: string | null | undefined): 1 | 2 | 3 {
  if (imageUrl?.startsWith("/api/storage/")) return 3;
  if (imageUrl?.includes(PLACEHOLDER_IMAGE_NAME)) return 1;
  return 2;
}

/** The category literally (an imported catalogue may use these names), else what its place in the tree means. */
function solutionCategoryOf(product: FactsInput, top: string): SolutionCategory | null {
  if (isSolutionCategory(product.category)) return product.category;
  if (top === "Chemicals") return "Cleaning Chemicals";
  if (top !== "Equipments") return null;
  if (/vacuum/i.test(product.name)) return "Industrial Vacuum Cleaners";
  if (product.subcategory && FLOOR_MACHINE_SUBCATEGORIES.has(product.subcategory)) return "Floor Care Equipment";
  return null;
}

export function deriveProductFacts(product: FactsInput): ProductFacts {
  const top = topLevelCategory(product.category);
  const solution = solutionCategoryOf(product, top);
  // Commercial and hospitality show every solution category; healthcare chemicals, vacuums and what disinfects.
  const fitsEverySector = solution !== null;
  return {
    topCategory: top,
    pathSubcategory: pathSubcategory(product.category, top),
    listedSubcategory: listedSubcategory(product.category, product.subcategory),
    imageRank: imageRank(product.imageUrl),
    solutionsImageRank: solutionsImageRank(product.imageUrl),
    solutionCategory: solution,
    fitsCommercial: fitsEverySector,
    fitsHealthcare:
      solution === "Cleaning Chemicals" ||
      solution === "Industrial Vacuum Cleaners" ||
      /disinfect|sanitiz/i.test(product.name),
    fitsHospitality: fitsEverySector,
    vacuumSolution: solution === "Industrial Vacuum Cleaners",
    automationSolution: (product.features ?? []).some((feature) => AUTOMATION_WORDS.test(feature)),
    floorCareSolution: solution === "Floor Care Equipment" || /floor|grinder|scrub/i.test(product.name),
    // The name rule is not applied to machines: a "Vacuum Cleaner" is not a chemical.
    chemicalSolution:
      solution === "Cleaning Chemicals" || (top !== "Equipments" && /chemical|detergent|cleaner/i.test(product.name)),
    ...searchDocumentOf(product),
    derivedVersion: DERIVED_FACTS_VERSION,
  };
}

/** The values of a product row with its derived facts: how every write path builds what it inserts or sets. */
export function withDerivedFacts<T extends FactsInput>(values: T): T & ProductFacts {
  return { ...values, ...deriveProductFacts(values) };
}

/** The column names of the facts, for the writers that build SQL by hand (batch updates, the start-up recompute). */
export const FACT_COLUMNS = [
  "topCategory",
  "pathSubcategory",
  "listedSubcategory",
  "imageRank",
  "solutionsImageRank",
  "solutionCategory",
  "fitsCommercial",
  "fitsHealthcare",
  "fitsHospitality",
  "vacuumSolution",
  "automationSolution",
  "floorCareSolution",
  "chemicalSolution",
  "searchVector",
  "searchName",
  "searchTitle",
  "searchCode",
  "derivedVersion",
] as const satisfies ReadonlyArray<keyof ProductFacts>;

// A fact added to ProductFacts but not to FACT_COLUMNS would not be written by the batch writers: a type error here.
const everyFactListed: Exclude<keyof ProductFacts, (typeof FACT_COLUMNS)[number]> extends never ? true : never = true;
void everyFactListed;
