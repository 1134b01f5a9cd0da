/**
 * Texts of the search suggestions (issue 15) and of the suggestions API's refusals. The header's search field is labelled
 * in navigation.ts (HEADER_TEXT.search), with the rest of the header, so the first load carries no more than it shows.
 */
import { bilingual } from "~/lib/i18n/bilingual";
import type { SuggestionKind } from "~/lib/search/search-types";

export const SUGGEST_TEXT = bilingual({
  en: {
    suggestionsLabel: "Suggestions",
    noSuggestions: "No suggestions",
    suggestionCount: (count: number) => (count === 1 ? "1 suggestion" : `${count} suggestions`),
    groups: { product: "Products", category: "Categories" } satisfies Record<SuggestionKind, string>,
  },
  ar: {
    suggestionsLabel: "الاقتراحات",
    noSuggestions: "لا توجد اقتراحات",
    suggestionCount: (count: number) =>
      count === 1 ? "اقتراح واحد" : count === 2 ? "اقتراحان" : count <= 10 ? `${count} اقتراحات` : `${count} اقتراحًا`,
    groups: { product: "المنتجات", category: "الفئات" },
  },
} as const);

/** The JSON API's refusals are in English, like every message of the API (spec 7.2), whatever the edition. */
export const SUGGEST_API_TEXT = {
  missing: "Send the text to suggest for as q, e.g. /api/search/suggest?q=scrubber.",
  notText: "Send q once, as text.",
  tooLong: (max: number) => `q must be at most ${max} characters.`,
  locale: "locale must be en or ar.",
} as const;

/** The second line of a suggestion: what kind of thing it is, or where it sits. */
export const SUGGESTION_DETAIL = bilingual({
  en: {
    category: "Category",
    subcategory: (parent: string) => `In ${parent}`,
    product: (brand: string, code: string | null) => (code ? `${brand} · ${code}` : brand),
  },
  ar: {
    category: "فئة",
    subcategory: (parent: string) => `ضمن ${parent}`,
    product: (brand: string, code: string | null) => (code ? `${brand} · ${code}` : brand),
  },
} as const);
