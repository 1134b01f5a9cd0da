/** "Request Quote" on a product page (spec 2.6) opens /get-quote?product={id}: a fitting quote category and the product named. */
import { QUOTE_PRODUCT_CATEGORIES } from "~/content/options";

/** A product with the category facts stored with it (server/catalogue/derived-facts.ts). */
export interface QuoteProduct {
  name: string;
  category: string;
  subcategory: string | null;
  topCategory: string;
  solutionCategory: string | null;
}

type QuoteProductCategory = (typeof QUOTE_PRODUCT_CATEGORIES)[number];

// Machines and floor tools (pads, discs, bricks for grinders) that look after floors, by their subcategory or name.
const FLOOR_CARE = /floor|scrub|grind|polish|burnish|sweep|carpet/i;

function isQuoteCategory(name: string): name is QuoteProductCategory {
  return (QUOTE_PRODUCT_CATEGORIES as readonly string[]).includes(name);
}

/**
 * The tree speaks Equipments, Chemicals, …; the quote form speaks the 9.1 vocabulary. Agrees with the solution pages
 * (a vacuum by name is a vacuum, floor machines are floor care) and sorts the rest of Equipments by what it does.
 */
export function quoteCategoryFor(product: QuoteProduct): QuoteProductCategory {
  if (isQuoteCategory(product.category)) return product.category;
  if (product.solutionCategory && isQuoteCategory(product.solutionCategory)) return product.solutionCategory;
  if (product.topCategory !== "Equipments") return "Complete Cleaning Solutions";
  if (/industrial vacuum/i.test(product.subcategory ?? "")) return "Industrial Vacuum Cleaners";
  if (FLOOR_CARE.test(`${product.subcategory ?? ""} ${product.name}`)) return "Floor Care Equipment";
  return "Specialized Equipment";
}
