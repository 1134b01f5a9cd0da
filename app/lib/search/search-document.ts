/**
 * What the search stores of a product (issue 15), computed where the product is written (derived-facts.ts): the words
 * of every searched field, the name and the title (name, brand, code) for the relevance tiers, and the code as one word.
 * Issue 18: the Arabic name, description and features are searched too, by the same engine for both editions.
 */
import { compactCode, normalizeText, wordsOf } from "./normalize";

export interface SearchDocumentInput {
  name: string;
  brand?: string | null;
  serialNumber?: string | null;
  category: string;
  subcategory?: string | null;
  features?: readonly string[] | null;
  description?: string | null;
  nameAr?: string | null;
  descriptionAr?: string | null;
  featuresAr?: readonly string[] | null;
}

export interface SearchDocument {
  /** Distinct words of name, brand, code (its words and its compact form), category, subcategory, features, description, sorted. */
  searchVector: string[];
  /**
   * The normalised name between spaces (" compact scrubber dryer 38 "), so a word start is " word" in a LIKE pattern;
   * then, when the product has one, two spaces and the Arabic name (" wet vacuum 30l  مكنسه رطبه "): normalised text
   * never holds two spaces, so a phrase pattern (words one space apart) never runs from one language into the other.
   */
  searchName: string;
  /** The normalised name, brand and code between spaces, then the Arabic name as in searchName: the fourth tier. */
  searchTitle: string;
  searchCode: string;
}

/** tsvector lexemes are at most 2,046 bytes; a longer "word" (a pasted hash, say) is not something a buyer types. */
const MAX_WORD_LENGTH = 200;

export function searchDocumentOf(product: SearchDocumentInput): SearchDocument {
  const code = compactCode(product.serialNumber ?? "");
  const fields = [
    product.name,
    product.brand ?? "",
    product.serialNumber ?? "",
    code,
    product.category,
    product.subcategory ?? "",
    ...(product.features ?? []),
    product.description ?? "",
    product.nameAr ?? "",
    ...(product.featuresAr ?? []),
    product.descriptionAr ?? "",
  ];
  const arabicName = normalizeText(product.nameAr ?? "");
  // A normalised text between spaces, then (searchName) a second space and the Arabic name between spaces.
  const padded = (text: string) => ` ${normalizeText(text)} ${arabicName ? ` ${arabicName} ` : ""}`;
  return {
    // In the order PostgreSQL keeps a tsvector's lexemes (byte order), so a stored row reads back equal.
    searchVector: wordsOf(fields.join(" "))
      .filter((word) => word.length <= MAX_WORD_LENGTH)
      .sort(),
    searchName: padded(product.name),
    searchTitle: padded(`${product.name} ${product.brand ?? ""} ${product.serialNumber ?? ""}`),
    searchCode: code,
  };
}
