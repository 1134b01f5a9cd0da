/**
 * How a query's words are matched (issue 15), as the strings the SQL receives: a tsquery over the products' search
 * words, and LIKE patterns over the space-padded name and title (search-document.ts) for the relevance tiers.
 */

/** Words of this many characters or fewer must equal a whole word: "uv" finds "UV lamp"; "s" does not find "scrubber". */
export const SHORT_WORD_LENGTH = 2;

interface MatchOptions {
  /** Suggestions read the word being typed as a start even when it is short ("sc" → "scrubber"). */
  lastWordIsPrefix?: boolean;
}

function isPrefix(words: readonly string[], index: number, options: MatchOptions): boolean {
  return (
    [...words[index]!].length > SHORT_WORD_LENGTH || (options.lastWordIsPrefix === true && index === words.length - 1)
  );
}

/**
 * Every word, as a start of a stored word or (short words) a whole one: 'scrub':* & 'uv'. Words are letters and digits
 * only (normalize.ts), so quoting them cannot break the syntax.
 */
export function tsqueryOf(words: readonly string[], options: MatchOptions = {}): string {
  return words.map((word, index) => `'${word}'${isPrefix(words, index, options) ? ":*" : ""}`).join(" & ");
}

/** LIKE patterns over " padded text ": each word at a word start; the phrase as consecutive words. */
export function matchPatterns(
  words: readonly string[],
  options: MatchOptions = {},
): { words: string[]; phrase: string } {
  const last = words.length - 1;
  return {
    words: words.map((word, index) => (isPrefix(words, index, options) ? `% ${word}%` : `% ${word} %`)),
    phrase: `% ${words.join(" ")}${isPrefix(words, last, options) ? "%" : " %"}`,
  };
}
