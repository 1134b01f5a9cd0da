/**
 * "Showing results for …" (issue 15): the buyer's query as typed, with each word the search read as another catalogue
 * word replaced by that word. Corrections name search words (app/lib/search/normalize.ts), so a typed word is
 * compared in that form; spacing, punctuation and the case of the other words stay as typed. An Arabic word is shown
 * as the catalogue writes it (the correction's `shown`) after the article the buyer typed ("المكسنة" → "المكنسة").
 */
import { searchText, splitWrittenArticle } from "./normalize";
import type { SearchCorrection } from "./search-types";

export interface QueryPart {
  text: string;
  /** True for a word the search corrected: the page emphasises it. */
  corrected: boolean;
}

const WORDS_AND_GAPS = /([\p{L}\p{N}\p{M}\p{Cf}]+)/u;

export function correctedQueryParts(query: string, corrections: SearchCorrection[]): QueryPart[] {
  const replacement = new Map(corrections.map((correction) => [searchText(correction.typed), correction]));
  const parts: QueryPart[] = [];
  for (const piece of query.trim().split(WORDS_AND_GAPS)) {
    if (!piece) continue;
    const correction = replacement.get(searchText(piece));
    const part = correction
      ? { text: splitWrittenArticle(piece).article + (correction.shown ?? correction.corrected), corrected: true }
      : { text: piece, corrected: false };
    const last = parts.at(-1);
    // Neighbouring plain pieces are one text, so the line renders as few nodes as it has corrections.
    if (last && !last.corrected && !part.corrected) last.text += part.text;
    else parts.push(part);
  }
  return parts;
}
