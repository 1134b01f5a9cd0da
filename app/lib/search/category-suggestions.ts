/**
 * Categories and subcategories of the fixed tree (spec 3.4) whose names hold every typed word (issue 15), as
 * suggestions: the last word as a start, as it is still being typed; the others as the search matches them.
 */
import { CATEGORY_TREE } from "~/content/category-tree";
import { SUGGESTION_DETAIL } from "~/content/search";
import { categoryPageHref } from "~/lib/catalogue/category-scope";
import { queryWords, wordsOf } from "./normalize";
import { SHORT_WORD_LENGTH } from "./query-patterns";
import type { Suggestion } from "./search-types";

function namesHold(name: string, typed: readonly string[]): boolean {
  const words = wordsOf(name);
  return typed.every((word, index) => {
    const prefix = index === typed.length - 1 || word.length > SHORT_WORD_LENGTH;
    return words.some((candidate) => (prefix ? candidate.startsWith(word) : candidate === word));
  });
}

export function categorySuggestions(query: string, limit: number): Suggestion[] {
  const typed = queryWords(query);
  if (typed.length === 0) return [];
  const found: Suggestion[] = [];
  for (const category of CATEGORY_TREE) {
    if (namesHold(category.name, typed))
      found.push({
        kind: "category",
        label: category.name,
        detail: SUGGESTION_DETAIL.category,
        href: categoryPageHref(category.name),
      });
    for (const subcategory of category.subCategories)
      if (namesHold(subcategory.name, typed))
        found.push({
          kind: "category",
          label: subcategory.name,
          detail: SUGGESTION_DETAIL.subcategory(category.name),
          href: categoryPageHref(category.name, subcategory.name),
        });
  }
  return found.slice(0, limit);
}
