/**
 * The catalogue search's query (issue 15): the typed text as words, each corrected when the catalogue has no word that
 * starts with it, then one SQL condition (every word, any field, any order; or the whole query as a product code's
 * start) and one relevance tier per product (the order of the ranking rules). /products, the category pages and the
 * suggestions all search through here.
 */
import { sql, type SQL } from "drizzle-orm";
import type { Db } from "~server/db/client";
import { products, searchWords } from "~server/db/schema";
import {
  compactCode,
  foldArabicArticle,
  normalizeText,
  queryWords,
  splitWrittenArticle,
  withoutVowelMarks,
} from "~/lib/search/normalize";
import { allowedEdits, bestCorrection, bestPrefixCorrection } from "~/lib/search/typo-tolerance";
import type { SearchCorrection } from "~/lib/search/search-types";
import { rowsOf, textArray } from "./sql-values";
import { matchPatterns, tsqueryOf } from "~/lib/search/query-patterns";

export interface PreparedSearch {
  /** The words searched for, corrections applied. */
  words: string[];
  /** What decides the matches and tiers (the words and the code): the key of anything kept for the search. */
  key: string;
  corrections: SearchCorrection[];
  /** Every word in some field, or the query as the start of a product code. */
  match: SQL;
  /** 0 exact code, 1 phrase in the name, 2 all words in the name, 3 in name, brand and code, 4 elsewhere. */
  tier: SQL;
  /**
   * The same tiers as disjoint conditions, tierConditions[t] true exactly when `tier` is t, each written so an index
   * can find its rows (the name's and the title's trigrams) without evaluating the tier of every match.
   */
  tierConditions: SQL[];
}

/**
 * Trigrams miss some typos (a swap at the start of a short word, two edits in a long one): candidates also come by the
 * word's first letters, two for a word of up to 5, three beyond (two letters of a long word, "de…", would bring every
 * "demo…" product code).
 */
const SHORT_TRIGRAM_WORD = 5;

/** The whole query as the start of a product code ("AQ-SM" → "AQ-SM43B") from this many letters and digits. */
const CODE_PREFIX_MIN_LENGTH = 3;

export async function prepareSearch(
  db: Db,
  text: string,
  options: { lastWordIsPrefix?: boolean } = {},
): Promise<PreparedSearch | null> {
  const typed = queryWords(text);
  if (typed.length === 0) return null;
  const corrections = await correctionsFor(db, typed, options.lastWordIsPrefix ? typed[typed.length - 1] : undefined);
  const words = typed.map((word) => corrections.find((correction) => correction.typed === word)?.corrected ?? word);
  // A corrected word started no catalogue word, so it starts no product code either (codes are catalogue words): the
  // code compared is then the corrected query's, which keeps "vaccum" and "vacuum" one search.
  const code = compactCode(corrections.length > 0 ? words.join(" ") : text);
  const patterns = matchPatterns(words, options);
  const byWords = sql`${products.searchVector} @@ ${tsqueryOf(words, options)}::tsquery`;
  const codeSearch = code.length >= CODE_PREFIX_MIN_LENGTH;
  const match = codeSearch ? sql`(${byWords} or ${products.searchCode} like ${`${code}%`})` : byWords;
  const wordPatterns = textArray(patterns.words);
  // A query without letters or digits ("%") names no code: products without one ("" too) must not rank as exact codes.
  const isCode = code ? sql`${products.searchCode} = ${code}` : sql`false`;
  const phrase = sql`${products.searchName} like ${patterns.phrase}`;
  const inName = sql`${products.searchName} like all(${wordPatterns}::text[])`;
  const inTitle = sql`${products.searchTitle} like all(${wordPatterns}::text[])`;
  const tier = sql`(case when ${isCode} then 0 when ${phrase} then 1 when ${inName} then 2 when ${inTitle} then 3 else 4 end)`;
  const tierConditions = [
    isCode,
    sql`${phrase} and not ${isCode}`,
    sql`${inName} and not ${phrase} and not ${isCode}`,
    sql`${inTitle} and not ${inName} and not ${isCode}`,
    sql`not ${inTitle} and not ${isCode}`,
  ];
  return { words, key: `${words.join(" ")}|${code}`, corrections, match, tier, tierConditions };
}

/**
 * The words of four or more characters that start no word of the listed catalogue, each with its likeliest reading.
 * One query finds the unknown words; a second, only when there are some, reads candidates by trigram similarity or by
 * their first two letters (trigrams miss a swap at the start of a short word).
 */
async function correctionsFor(db: Db, typed: string[], stillTyped?: string): Promise<SearchCorrection[]> {
  const checked = typed.filter((word) => allowedEdits(word) > 0);
  if (checked.length === 0) return [];
  // One EXISTS per word with its own pattern: a constant pattern's start is what the prefix index can seek (a pattern
  // built in SQL from a column is not, and read the whole vocabulary: 5-13 ms at 100,000 products).
  const known = await db.execute<{ word: string }>(
    sql.join(
      checked.map(
        (word) =>
          sql`select ${word}::text as word where exists (select 1 from ${searchWords} s where s.products > 0 and s.word like ${`${word}%`})`,
      ),
      sql` union all `,
    ),
  );
  const knownWords = new Set(rowsOf<{ word: string }>(known).map((row) => row.word));
  const unknown = checked.filter((word) => !knownWords.has(word));
  const corrections: SearchCorrection[] = [];
  for (const word of unknown) {
    const length = [...word].length;
    const reach = allowedEdits(word);
    // A word still being typed may be the start of a longer word: no upper bound on the candidates' length.
    const longest = word === stillTyped ? 1000 : length + reach;
    const candidates = await db.execute<{ word: string; products: number }>(
      sql`select word, products from ${searchWords}
          where products > 0 and length(word) between ${length - reach} and ${longest}
            and (word % ${word} or word like ${`${word.slice(0, length <= SHORT_TRIGRAM_WORD ? 2 : 3)}%`})
          order by products desc
          limit 2000`,
    );
    const rows = rowsOf<{ word: string; products: number }>(candidates);
    const corrected = word === stillTyped ? bestPrefixCorrection(word, rows) : bestCorrection(word, rows);
    if (!corrected) continue;
    // A word being typed is corrected to the start of a word, which no page shows.
    const shown = word !== stillTyped && ARABIC.test(corrected) ? await writtenSpelling(db, corrected) : undefined;
    corrections.push({ typed: word, corrected, ...(shown && { shown }) });
  }
  return corrections;
}

const ARABIC = /\p{Script=Arabic}/u;
/** A word of a product's text as written: letters, digits and the marks on them. */
const WRITTEN_WORD = /[\p{L}\p{N}\p{M}\p{Cf}]+/gu;

/**
 * A search word as one listed product writes it, without article or tashkeel ("مكنسه" → "مكنسة", from "والمِكْنَسَة"):
 * a correction names the stored form (ة read as ه, no hamza, no article), which is not how Arabic is written. One
 * product carrying the word is read off the words' index; its name, then its other texts, give the first spelling. A
 * word stored as written (its article kept, normalize.ts storedWordsOf) is shown whole.
 */
async function writtenSpelling(db: Db, word: string): Promise<string | undefined> {
  const [product] = await db
    .select({
      nameAr: products.nameAr,
      featuresAr: products.featuresAr,
      descriptionAr: products.descriptionAr,
      name: products.name,
      features: products.features,
      description: products.description,
    })
    .from(products)
    // The whole word, not a start: search words are letters and digits only, so quoting cannot break the syntax.
    .where(sql`${products.isActive} and ${products.searchVector} @@ ${`'${word}'`}::tsquery`)
    .limit(1);
  if (!product) return undefined;
  const texts = [
    product.nameAr,
    ...(product.featuresAr ?? []),
    product.descriptionAr,
    product.name,
    ...(product.features ?? []),
    product.description,
  ];
  for (const text of texts)
    for (const [written] of (text ?? "").matchAll(WRITTEN_WORD)) {
      const normalized = normalizeText(written);
      if (normalized === word) return withoutVowelMarks(written);
      if (foldArabicArticle(normalized) === word) return withoutVowelMarks(splitWrittenArticle(written).rest);
    }
  return undefined;
}
