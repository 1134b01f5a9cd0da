/**
 * The rules of search suggestions that the browser and the server share (issue 15): when a query is worth asking about,
 * where to ask, and how the answer is grouped for the list. No zod here: this module is part of the browser's lazily
 * loaded suggestion code; the API's request schema (suggest-schema.ts) is built on the same limits.
 */
import { SEARCH_MAX_LENGTH } from "~/lib/catalogue/catalogue-filter";
import { SUGGEST_MIN_LENGTH, type Suggestion, type SuggestionKind } from "./search-types";

export const SUGGEST_API_PATH = "/api/search/suggest";

/** The query to ask suggestions for: trimmed and capped at SEARCH_MAX_LENGTH, or null while it is shorter than SUGGEST_MIN_LENGTH. */
export function suggestQuery(typed: string): string | null {
  const query = typed.trim().slice(0, SEARCH_MAX_LENGTH).trim();
  return query.length >= SUGGEST_MIN_LENGTH ? query : null;
}

export function suggestUrl(query: string): string {
  return `${SUGGEST_API_PATH}?${new URLSearchParams({ q: query }).toString()}`;
}

export interface SuggestionGroup {
  kind: SuggestionKind;
  /** The group's suggestions with their place in the whole list (what the keyboard moves through). */
  entries: Array<{ suggestion: Suggestion; index: number }>;
}

/**
 * Suggestions grouped by kind, the groups in the order of their best-ranked member (so "chem" shows the Chemicals
 * category first and "scrub" the scrubbers), each group in the server's order. `items` is the list in display order,
 * the order ArrowDown follows.
 */
export function groupSuggestions(suggestions: readonly Suggestion[]): {
  groups: SuggestionGroup[];
  items: Suggestion[];
} {
  const byKind = new Map<SuggestionKind, Suggestion[]>();
  for (const suggestion of suggestions) {
    const group = byKind.get(suggestion.kind);
    if (group) group.push(suggestion);
    else byKind.set(suggestion.kind, [suggestion]);
  }
  const items: Suggestion[] = [];
  const groups = [...byKind].map(([kind, members]) => ({
    kind,
    entries: members.map((suggestion) => ({ suggestion, index: items.push(suggestion) - 1 })),
  }));
  return { groups, items };
}

/** Answers already fetched in this page, most recent last, so deleting a letter shows the earlier list at once. */
export class SuggestionCache {
  private readonly answers = new Map<string, Suggestion[]>();
  constructor(private readonly capacity = 50) {}

  get(query: string): Suggestion[] | undefined {
    const answer = this.answers.get(query);
    if (answer) {
      this.answers.delete(query);
      this.answers.set(query, answer);
    }
    return answer;
  }

  set(query: string, suggestions: Suggestion[]): void {
    this.answers.delete(query);
    this.answers.set(query, suggestions);
    while (this.answers.size > this.capacity) this.answers.delete(this.answers.keys().next().value!);
  }
}
