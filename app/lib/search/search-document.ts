/**
 * What the search stores of a product (issue 15), computed where the product is written (derived-facts.ts): the words
 * of every searched field, the name and the title (name, brand, code) for the relevance tiers, and the code as one word.
 * Issue 18: the Arabic name, description and features are searched too, by the same engine for both editions.
 */
import { compactCode, normalizeText, searchText, storedWordsOf } from "./normalize";

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
  /**
   * Distinct words of name, brand, code (its words and its compact form), category, subcategory, features, description,
   * sorted; an Arabic word with an article both without it and as written (storedWordsOf).
   */
  searchVector: string[];
  /**
   * The normalised name between spaces (" compact scrubber dryer 38 "), so a word start is " word" in a LIKE pattern;
   * then, when the product has one, two spaces and the Arabic name (" wet vacuum 30l  مكنسه رطبه "): normalised text
   * never holds two spaces, so a phrase pattern (words one space apart) never runs from one language into the other.
   * An Arabic name is held twice when the article fold (normalize.ts) cuts one of its words: its search words, then as
   * written (" مكنسه  المكنسه ").
   */
  searchName: string;
  /** The normalised name, brand and code between spaces, then the Arabic name as in searchName: the fourth tier. */
  searchTitle: string;
  searchCode: string;
}

/** tsvector lexemes are at most 2,046 bytes; a longer "word" (a pasted hash, say) is not something a buyer types. */
const MAX_WORD_LENGTH = 200;

/**
 * A text for the relevance tiers between spaces: its search words (searchText), then, when the article fold cut a word,
 * two spaces and the text as written (" مكنسه رطبه  المكنسه الرطبه "), so a word still too short to fold ("المك") finds
 * its name as it found it before the fold. Without an Arabic article the text is exactly " normalised text ".
 */
function tierText(text: string): string {
  const written = normalizeText(text);
  const folded = searchText(written);
  return folded === written ? ` ${written} ` : ` ${folded}  ${written} `;
}

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
  // After the English name, a second space and the Arabic name's tier text (normalised text never holds two spaces).
  const arabicName = normalizeText(product.nameAr ?? "") ? tierText(product.nameAr ?? "") : "";
  const padded = (text: string) => `${tierText(text)}${arabicName}`;
  return {
    // In the order PostgreSQL keeps a tsvector's lexemes (byte order), so a stored row reads back equal.
    searchVector: storedWordsOf(fields.join(" "))
      .filter((word) => word.length <= MAX_WORD_LENGTH)
      .sort(),
    searchName: padded(product.name),
    searchTitle: padded(`${product.name} ${product.brand ?? ""} ${product.serialNumber ?? ""}`),
    searchCode: code,
  };
}
