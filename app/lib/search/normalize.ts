/**
 * How the catalogue search reads text (issues 15 and 18), shared by the server (which stores each product's words when
 * the product is written) and the browser (which shows the buyer what was searched): case, accents and punctuation do
 * not count, so "Scrubber-Dryer" is the words "scrubber dryer" and a product code "AQ-SM43B" is also the one word
 * "aqsm43b". Arabic is read the way Arabic buyers type it (docs/decisions/146-arabic-search-normalisation.md):
 * diacritics, tatweel and the hamza on alef do not count, ة reads as ه and ى as ي, and Arabic-Indic digits are 0-9.
 */

/** The longest query the search reads; the filter form caps its field at the same length. */
export const SEARCH_QUERY_MAX_WORDS = 8;

/** Letters and digits of any script stay; everything else separates words. */
const NON_WORD = /[^\p{L}\p{N}]+/gu;
/**
 * Combining marks (accents; Arabic tashkeel, shadda, sukun, superscript alef, and the hamza and madda that NFKD splits
 * off أ إ آ ؤ ئ), invisible format characters (bidi marks, zero-width joiners, soft hyphen: the reader sees one word),
 * and tatweel (a letter to Unicode, but only a stretch of the line).
 */
const IGNORED = /[\p{M}\p{Cf}\u0640]+/gu;

/** Arabic letters written more than one way, each to the form the search stores (after NFKD). */
const ARABIC_LETTERS: Readonly<Record<string, string>> = {
  "\u0671": "\u0627", // ٱ alef wasla → ا (أ إ آ are ا once NFKD has split off their marks)
  "\u0629": "\u0647", // ة taa marbuta → ه
  "\u0649": "\u064a", // ى alef maqsura → ي
  "\u06cc": "\u064a", // ی Farsi yeh (some keyboards' yaa) → ي
  "\u06a9": "\u0643", // ک keheh (some keyboards' kaf) → ك
};
const ARABIC_VARIANTS = /[\u0671\u0629\u0649\u06cc\u06a9]/gu;

/** Arabic-Indic (٠-٩) and Eastern Arabic-Indic (۰-۹) digits → 0-9. */
const ARABIC_DIGITS = /[\u0660-\u0669\u06f0-\u06f9]/gu;

function westernDigit(digit: string): string {
  const code = digit.codePointAt(0)!;
  return String(code - (code >= 0x06f0 ? 0x06f0 : 0x0660));
}

/** Lower case, accents folded ("Kärcher" → "karcher"), Arabic folded, every run of punctuation or space one space, trimmed. */
export function normalizeText(text: string): string {
  return text
    .normalize("NFKD")
    .replace(IGNORED, "")
    .replace(ARABIC_VARIANTS, (letter) => ARABIC_LETTERS[letter]!)
    .replace(ARABIC_DIGITS, westernDigit)
    .toLowerCase()
    .replace(NON_WORD, " ")
    .trim();
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
