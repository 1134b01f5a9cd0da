/**
 * How the catalogue search reads text (issue 15), shared by the server (which stores each product's words when the
 * product is written) and the browser (which shows the buyer what was searched): case, accents and punctuation do not
 * count, so "Scrubber-Dryer" is the words "scrubber dryer" and a product code "AQ-SM43B" is also the one word "aqsm43b".
 */

/** The longest query the search reads; the filter form caps its field at the same length. */
export const SEARCH_QUERY_MAX_WORDS = 8;

/** Letters and digits of any script stay; everything else separates words. */
const NON_WORD = /[^\p{L}\p{N}]+/gu;
const COMBINING_MARKS = /\p{M}+/gu;

/** Lower case, accents folded ("Kärcher" → "karcher"), every run of punctuation or space one space, trimmed. */
export function normalizeText(text: string): string {
  return text.normalize("NFKD").replace(COMBINING_MARKS, "").toLowerCase().replace(NON_WORD, " ").trim();
}

/** The distinct words of a text in first-seen order. */
export function wordsOf(text: string): string[] {
  const normalized = normalizeText(text);
  return normalized ? [...new Set(normalized.split(" "))] : [];
}

/** A product code as one word: "AQ-SM43B", "aq sm43b" and "AQSM43B" are all "aqsm43b". */
export function compactCode(code: string): string {
  return normalizeText(code).replace(/ /g, "");
}

/** The words of a query, at most SEARCH_QUERY_MAX_WORDS (a longer query is cut, not refused). */
export function queryWords(query: string): string[] {
  return wordsOf(query).slice(0, SEARCH_QUERY_MAX_WORDS);
}
