/** What a catalogue search answers, as the pages and the suggestions API see it (issue 15). */

/** A query word the search read as another catalogue word ("scruber" → "scrubber"). */
export interface SearchCorrection {
  typed: string;
  corrected: string;
  /**
   * An Arabic correction as a product writes it ("مكنسة" for the search word "مكنسه"), without its article: what the
   * buyer reads. Absent for other words, which are shown as `corrected`.
   */
  shown?: string;
}

/**
 * One group of matching products that share the facet values, from one aggregate over the matches: the count and every
 * facet's counts are sums of cells (app/lib/catalogue/facets.ts), so they always agree.
 */
export interface FacetCell {
  /** Tree category (spec 3.4), as the category select lists it. */
  topCategory: string;
  /** Solution category of the product, when it has one (the category parameter accepts either vocabulary). */
  solutionCategory: string | null;
  /** Subcategory as the subcategory select lists it. */
  listedSubcategory: string | null;
  /** The product's brand as stored. */
  brand: string;
  /** With a search: the relevance tier of these matches (server/search/search-query.ts), so a listing knows each tier's size. */
  tier?: number;
  count: number;
}

export type SuggestionKind = "product" | "category";

export interface Suggestion {
  kind: SuggestionKind;
  /** Shown text: the product's name, or the category's name, in the asked edition. */
  label: string;
  /** Set when the label is the English name shown in the Arabic edition (no Arabic name written): marked lang="en". */
  labelInEnglish?: true;
  /** Second line: brand · product code for a product, "Category" or the parent category for a category. */
  detail: string;
  /** Where choosing it goes: /products/{id} or /category/{slug}[/{slug}], in the asked edition (/ar/… in Arabic). */
  href: string;
}

export interface SuggestResponse {
  query: string;
  suggestions: Suggestion[];
}

/** At most this many suggestions (issue 15). */
export const SUGGESTION_LIMIT = 8;
/** Suggestions start at this many characters; a debounce of SUGGEST_DEBOUNCE_MS spares the server every keystroke. */
export const SUGGEST_MIN_LENGTH = 2;
export const SUGGEST_DEBOUNCE_MS = 150;
