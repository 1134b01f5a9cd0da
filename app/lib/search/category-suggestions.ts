/**
 * Categories and subcategories of the fixed tree (spec 3.4) whose names hold every typed word (issue 15), as
 * suggestions: the last word as a start, as it is still being typed; the others as the search matches them.
 */
import { categoryName, CATEGORY_TREE } from "~/content/category-tree";
import { localizedPath, type Locale } from "~/lib/i18n/locale";
import { SUGGESTION_DETAIL } from "~/content/search";
import { categoryPageHref } from "~/lib/catalogue/category-scope";
import { queryWords, storedWordsOf } from "./normalize";
import { SHORT_WORD_LENGTH } from "./query-patterns";
import type { Suggestion } from "./search-types";

/** A name's words held as a product's are (storedWordsOf): "التنظيف" as "تنظيف", and as written for a word being typed. */
function namesHold(name: string, typed: readonly string[]): boolean {
  const words = storedWordsOf(name);
  return typed.every((word, index) => {
    const prefix = index === typed.length - 1 || word.length > SHORT_WORD_LENGTH;
    return words.some((candidate) => (prefix ? candidate.startsWith(word) : candidate === word));
  });
}

/**
 * In an edition (issue 18) the names are matched as stored (English) and as shown (Arabic), and the suggestion shows the
 * edition's name and leads to the edition's page.
 */
export function categorySuggestions(query: string, limit: number, locale: Locale = "en"): Suggestion[] {
  const typed = queryWords(query);
  if (typed.length === 0) return [];
  const detail = SUGGESTION_DETAIL[locale];
  const holds = (stored: string) =>
    namesHold(stored, typed) || (locale !== "en" && namesHold(categoryName(stored, locale), typed));
  const found: Suggestion[] = [];
  for (const category of CATEGORY_TREE) {
    if (holds(category.name))
      found.push({
        kind: "category",
        label: categoryName(category.name, locale),
        detail: detail.category,
        href: localizedPath(categoryPageHref(category.name), locale),
      });
    for (const subcategory of category.subCategories)
      if (holds(subcategory.name))
        found.push({
          kind: "category",
          label: categoryName(subcategory.name, locale),
          detail: detail.subcategory(categoryName(category.name, locale)),
          href: localizedPath(categoryPageHref(category.name, subcategory.name), locale),
        });
  }
  return found.slice(0, limit);
}
