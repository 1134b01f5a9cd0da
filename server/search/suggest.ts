/**
 * Suggestions as the buyer types (issue 15, GET /api/search/suggest): up to SUGGESTION_LIMIT categories and products.
 * Products are those whose name, brand and code hold every typed word (the last one as a start, typos corrected like
 * the search's), the whole phrase in the name first; each read walks or bitmaps at the planner's choice with LIMIT 8,
 * so a suggestion never counts a broad word's matches.
 */
import { and, eq, sql, type SQL } from "drizzle-orm";
import type { Db } from "~server/db/client";
import { products } from "~server/db/schema";
import { SUGGESTION_DETAIL } from "~/content/search";
import { categorySuggestions } from "~/lib/search/category-suggestions";
import { productInEdition } from "~/lib/catalogue/localized-product";
import { localizedPath, type Locale } from "~/lib/i18n/locale";
import { matchPatterns } from "~/lib/search/query-patterns";
import { compactCode } from "~/lib/search/normalize";
import { SUGGESTION_LIMIT, type Suggestion } from "~/lib/search/search-types";
import { prepareSearch } from "./search-query";
import { rowsOf, textArray } from "./sql-values";
import { withSearchPlans } from "./search-plans";

/** How far down the listing order a suggestion looks before it asks the indexes. */
const WALK_ROWS = 1000;

type SuggestedRow = {
  id: string;
  name: string;
  nameAr: string | null;
  brand: string;
  code: string | null;
  [column: string]: unknown;
};

/** A query with a digit and this many letters and digits is also read as the start of a product code. */
const CODE_SUGGESTION_MIN_LENGTH = 3;

/** Categories take at most this many places, so products always show. */
const CATEGORY_PLACES = 3;

export async function suggestSearch(db: Db, query: string, locale: Locale = "en"): Promise<Suggestion[]> {
  const categories = categorySuggestions(query, CATEGORY_PLACES, locale);
  const search = await prepareSearch(db, query, { lastWordIsPrefix: true });
  if (!search) return categories;
  const patterns = matchPatterns(search.words, { lastWordIsPrefix: true });
  const wordPatterns = textArray(patterns.words);
  // With the words' own condition, the words' index can find a rare word's few rows (the trigrams of "kitchen" are
  // also every "Kitchex" title's).
  // Every word in the title (name, brand, code) implies the words' condition; in the walk that is all that is checked, so
  // the walk reads no word lists.
  const titleHolds = sql`${products.searchTitle} like all(${wordPatterns}::text[])`;
  const nameHolds = sql`${products.searchName} like ${patterns.phrase}`;
  const inTitle = { walk: titleHolds, indexed: sql`(${search.match} and ${titleHolds})` };
  const phrase = { walk: nameHolds, indexed: sql`(${search.match} and ${nameHolds})` };
  const places = SUGGESTION_LIMIT - categories.length;
  const read = async (condition: { walk: SQL; indexed: SQL }, count: number) => {
    // The listing's first WALK_ROWS rows hold a common word's first matches: found there, no index is searched.
    const walked = await db.execute<SuggestedRow>(
      sql`select id, name, name_ar as "nameAr", brand, serial_number as code from (
            select id, name, name_ar, brand, serial_number, image_rank, search_name, search_title from ${products}
            where is_active order by image_rank desc, name, id limit ${WALK_ROWS}) as ${products}
          where ${condition.walk} order by image_rank desc, name, id limit ${count}`,
    );
    const found = rowsOf<SuggestedRow>(walked);
    if (found.length >= count) return found;
    // Rarer, or clustered past the walk: any `count` matches off the indexes, unsorted so the scan stops at `count`
    // (sorting would read every match of a broad start like "di"), then put in the listing's order here.
    const more = await withSearchPlans(db, (reader) =>
      reader
        .select({
          id: products.id,
          name: products.name,
          nameAr: products.nameAr,
          brand: products.brand,
          code: products.serialNumber,
          imageRank: products.imageRank,
        })
        .from(products)
        .where(and(eq(products.isActive, true), condition.indexed))
        .limit(count),
    );
    more.sort((a, b) => b.imageRank - a.imageRank || (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
    return more;
  };
  // A code being typed ("AQ-SM4", "aq5"): the codes that start so, in code order, straight off the code index.
  const code = compactCode(query);
  const byCode =
    code.length >= CODE_SUGGESTION_MIN_LENGTH && /\d/.test(code)
      ? await db
          .select({
            id: products.id,
            name: products.name,
            nameAr: products.nameAr,
            brand: products.brand,
            code: products.serialNumber,
          })
          .from(products)
          .where(and(eq(products.isActive, true), sql`${products.searchCode} like ${`${code}%`}`))
          // In the code index's own order (text_pattern_ops), so the first codes are read off it, not sorted.
          .orderBy(sql`${products.searchCode} using ~<~`)
          .limit(places)
      : [];
  const first = byCode.length < places ? await read(phrase, places - byCode.length) : [];
  const seen = new Set([...byCode, ...first].map((row) => row.id));
  const rest =
    byCode.length + first.length < places
      ? (
          await read(
            { walk: sql`${titleHolds} and not ${nameHolds}`, indexed: sql`${inTitle.indexed} and not ${nameHolds}` },
            places - byCode.length - first.length + seen.size,
          )
        ).filter((row) => !seen.has(row.id))
      : [];
  return [
    ...categories,
    ...[...byCode, ...first.filter((row) => !byCode.some((coded) => coded.id === row.id)), ...rest]
      .slice(0, places)
      .map((product): Suggestion => {
        const name = productInEdition(
          { ...product, description: "", features: null, specifications: null },
          locale,
        ).name;
        return {
          kind: "product",
          label: name.value,
          ...(name.fallback && { labelInEnglish: true }),
          detail: SUGGESTION_DETAIL[locale].product(product.brand, product.code),
          href: localizedPath(`/products/${product.id}`, locale),
        };
      }),
  ];
}
