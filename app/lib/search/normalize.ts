/**
 * How the catalogue search reads text (issues 15 and 18), shared by the server (which stores each product's words when
 * the product is written) and the browser (which shows the buyer what was searched): case, accents and punctuation do
 * not count, so "Scrubber-Dryer" is the words "scrubber dryer" and a product code "AQ-SM43B" is also the one word
 * "aqsm43b". Arabic is read the way Arabic buyers type it (docs/decisions/146-arabic-search-normalisation.md):
 * diacritics, tatweel and the hamza on alef do not count, ة reads as ه and ى as ي, and Arabic-Indic digits are 0-9;
 * and the definite article with the letters written onto it (ال، وال، بال، لل …) does not count either
 * (docs/decisions/149-arabic-article-fold.md): "الأرضيات", "للأرضيات" and "ارضيات" are one search word.
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
/** One character of IGNORED. */
const IGNORED_CHARACTER = /^[\p{M}\p{Cf}\u0640]$/u;

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

/**
 * The definite article and the letters written onto it, longest first: و and ف (and), ب (with), ك (like) before ال, and
 * ل (for) + ال, written لل. A bare و or ب is not cut: too many words start with those letters (وحدة، بطارية).
 */
const ARTICLES = ["وال", "فال", "بال", "كال", "ولل", "فلل", "ال", "لل"] as const;
/** A word keeps at least this many letters: "آلة" (اله) and "آلية" (اليه) are words, not an article and a letter or two. */
const FOLDED_MIN_LETTERS = 3;
/** Words in Arabic letters only (after normalizeText): Latin words, codes and digits are never cut. */
const ARABIC_WORD = /^\p{Script=Arabic}+$/u;

/**
 * A normalised word without its article: "والمكنسه" → "مكنسه", "للارضيات" → "ارضيات". Cut again while one is left, so a
 * word whose own letters start with ال (ألوان → الوان) reads the same with and without the article (الألوان → الالوان):
 * both are "وان". Any other word is returned as it is.
 */
export function foldArabicArticle(word: string): string {
  let folded = word;
  for (;;) {
    if (!ARABIC_WORD.test(folded)) return folded;
    const article = ARTICLES.find(
      (start) => folded.startsWith(start) && [...folded].length - start.length >= FOLDED_MIN_LETTERS,
    );
    if (!article) return folded;
    folded = folded.slice(article.length);
  }
}

/** A text as the search compares it: normalizeText, then every Arabic word without its article. */
export function searchText(text: string): string {
  const normalized = normalizeText(text);
  return normalized && normalized.split(" ").map(foldArabicArticle).join(" ");
}

/** The distinct search words of a text (searchText) in first-seen order. */
export function wordsOf(text: string): string[] {
  const folded = searchText(text);
  return folded ? [...new Set(folded.split(" "))] : [];
}

/**
 * What a product stores of a text: its search words, and each word the article fold cut as it is written ("المكنسه"
 * beside "مكنسه"). A word still being typed may be too short to fold ("المك": two letters after the article) and is
 * then matched as written, as every word was before the fold.
 */
export function storedWordsOf(text: string): string[] {
  const normalized = normalizeText(text);
  if (!normalized) return [];
  return [...new Set(normalized.split(" ").flatMap((word) => [foldArabicArticle(word), word]))];
}

/** A product code as one word: "AQ-SM43B", "aq sm43b" and "AQSM43B" are all "aqsm43b". */
export function compactCode(code: string): string {
  return normalizeText(code).replace(/ /g, "");
}

/** The words of a query, at most SEARCH_QUERY_MAX_WORDS (a longer query is cut, not refused). */
export function queryWords(query: string): string[] {
  return wordsOf(query).slice(0, SEARCH_QUERY_MAX_WORDS);
}

/**
 * A word as written (tashkeel, hamza, ة kept) split where the article fold cuts it: "وَالمِكنسة" → "وَال" and
 * "مِكنسة"; a word the fold leaves whole → "" and the word. The buyer is shown words as people write them.
 */
export function splitWrittenArticle(written: string): { article: string; rest: string } {
  const normalized = normalizeText(written);
  let cut = normalized.length - foldArabicArticle(normalized).length;
  if (cut === 0 || normalized.includes(" ")) return { article: "", rest: written };
  // Walk the decomposed word, where each letter left after dropping the ignored marks is one letter of the normalised
  // word (the variant and digit maps are one letter for one), past `cut` letters and the marks on the last of them.
  const letters = [...written.normalize("NFKD")];
  let index = 0;
  while (index < letters.length && (cut > 0 || IGNORED_CHARACTER.test(letters[index]!))) {
    if (!IGNORED_CHARACTER.test(letters[index]!)) cut--;
    index++;
  }
  return {
    article: letters.slice(0, index).join("").normalize("NFC"),
    rest: letters.slice(index).join("").normalize("NFC"),
  };
}

/** Tashkeel (fatha … sukun, superscript alef), tatweel and invisible format characters; hamza and madda are letters' parts. */
const VOWEL_MARKS = /[\u064b-\u0652\u0670\u0640\p{Cf}]+/gu;

/** A written word as it is usually printed, without tashkeel or tatweel but with its hamza, ة and ى: "مِكْنَسَةٌ" → "مكنسة". */
export function withoutVowelMarks(written: string): string {
  return written.normalize("NFC").replace(VOWEL_MARKS, "");
}
