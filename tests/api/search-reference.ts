/**
 * The search rules of issue 15 restated plainly for tests that compare the SQL with a reference: every query word
 * (corrections applied) starts a word of the product (3+ characters) or equals one (1-2 characters), or the whole query
 * starts the product's code; the tier is the first ranking rule the product meets.
 */
import { compactCode, normalizeText, queryWords, wordsOf } from "~/lib/search/normalize";
import type { SearchCorrection } from "~/lib/search/search-types";

export interface SearchedProduct {
  name: string;
  brand: string;
  category: string;
  subcategory?: string | null;
  features?: readonly string[] | null;
  description?: string | null;
  serialNumber?: string | null;
}

function searchedWords(query: string, corrections: readonly SearchCorrection[]): string[] {
  return queryWords(query).map((word) => corrections.find((c) => c.typed === word)?.corrected ?? word);
}

const hasWord = (words: readonly string[], word: string) =>
  word.length <= 2 ? words.includes(word) : words.some((candidate) => candidate.startsWith(word));

export function matchesSearch(product: SearchedProduct, query: string, corrections: readonly SearchCorrection[] = []) {
  const code = compactCode(product.serialNumber ?? "");
  const fields = [
    product.name,
    product.brand,
    product.serialNumber ?? "",
    code,
    product.category,
    product.subcategory ?? "",
    ...(product.features ?? []),
    product.description ?? "",
  ];
  const words = wordsOf(fields.join(" "));
  const searched = searchedWords(query, corrections);
  if (searched.length === 0) return true;
  const compactQuery = compactCode(corrections.length > 0 ? searched.join(" ") : query);
  return searched.every((word) => hasWord(words, word)) || (compactQuery.length >= 3 && code.startsWith(compactQuery));
}

export function searchTier(product: SearchedProduct, query: string, corrections: readonly SearchCorrection[] = []) {
  const searched = searchedWords(query, corrections);
  const compactQuery = compactCode(corrections.length > 0 ? searched.join(" ") : query);
  if (compactQuery && compactCode(product.serialNumber ?? "") === compactQuery) return 0;
  const name = normalizeText(product.name);
  const nameWords = name.split(" ");
  const phrase = searched.join(" ");
  const last = searched[searched.length - 1] ?? "";
  const phraseAt = (start: number) =>
    searched.every((word, index) => {
      const candidate = nameWords[start + index];
      if (candidate === undefined) return false;
      return index === searched.length - 1 && last.length > 2 ? candidate.startsWith(word) : candidate === word;
    });
  if (phrase && nameWords.some((_, start) => phraseAt(start))) return 1;
  if (searched.every((word) => hasWord(nameWords, word))) return 2;
  const title = wordsOf(`${product.name} ${product.brand} ${product.serialNumber ?? ""}`);
  if (searched.every((word) => hasWord(title, word))) return 3;
  return 4;
}
