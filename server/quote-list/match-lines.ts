/**
 * Matches a pasted list's lines to products (issue 17, "Paste a list") with the catalogue search's own engine
 * (server/search/search-query.ts: codes, words in any order, typos), so a line finds what the search box would find.
 * Each line comes out found (one product), ambiguous (2 to PASTE_MAX_CANDIDATES to choose from) or not found; only
 * active products. An exact code, compared as the search compares codes (case and punctuation ignored,
 * products.searchCode), is always the one match. See docs/decisions/113-pasted-lines-found-or-ambiguous.md.
 */
import { and, asc, eq, sql } from "drizzle-orm";
import { PASTE_MAX_CANDIDATES } from "~/lib/quote-list/limits";
import type { PastedLine } from "~/lib/quote-list/parse-pasted-lines";
import { compactCode } from "~/lib/search/normalize";
import type { Db } from "~server/db/client";
import { products } from "~server/db/schema";
import { prepareSearch } from "~server/search/search-query";

export interface MatchedProduct {
  id: string;
  name: string;
  brand: string;
  serialNumber: string | null;
  imageUrl: string | null;
}

export type LineMatch =
  | { status: "found"; product: MatchedProduct }
  | { status: "ambiguous"; candidates: MatchedProduct[]; more: boolean }
  | { status: "notFound" }
  /** The line has no name to look for, or one too long (PastedLine.problem). */
  | { status: "invalid" };

export type MatchedLine = PastedLine & LineMatch;

const PRODUCT_COLUMNS = {
  id: products.id,
  name: products.name,
  brand: products.brand,
  serialNumber: products.serialNumber,
  imageUrl: products.imageUrl,
};

/** Relevance tiers of search-query.ts: 0 the exact code, 1 the phrase in the name, 2 every word in the name. */
const NAME_TIERS = 2;

async function byExactCode(db: Db, text: string): Promise<MatchedProduct | undefined> {
  const code = compactCode(text);
  if (code === "") return undefined;
  const [row] = await db
    .select(PRODUCT_COLUMNS)
    .from(products)
    .where(and(eq(products.isActive, true), eq(products.searchCode, code)))
    .orderBy(asc(products.name), asc(products.id))
    .limit(1);
  return row;
}

/**
 * One text: its exact code; else the search's matches in relevance order (then the shortest name: the closest to what
 * was typed). One product in the best tier is the match when that tier is the name's (phrase or every word) or when it
 * is the only match at all; otherwise the best tier's products (or, when it holds one, the first matches) are offered.
 */
export async function matchText(db: Db, text: string): Promise<LineMatch> {
  const exact = await byExactCode(db, text);
  if (exact) return { status: "found", product: exact };
  const search = await prepareSearch(db, text);
  if (!search) return { status: "notFound" };
  const rows = await db
    .select({ ...PRODUCT_COLUMNS, tier: sql<number>`${search.tier}`.mapWith(Number) })
    .from(products)
    .where(and(eq(products.isActive, true), search.match))
    .orderBy(sql`${search.tier}`, sql`length(${products.name})`, asc(products.name), asc(products.id))
    .limit(PASTE_MAX_CANDIDATES * 4);
  if (rows.length === 0) return { status: "notFound" };
  const best = rows[0]!.tier;
  const bestRows = rows.filter((row) => row.tier === best);
  const strip = ({ tier: _tier, ...product }: (typeof rows)[number]): MatchedProduct => product;
  if (best === 0 || (bestRows.length === 1 && (best <= NAME_TIERS || rows.length === 1)))
    return { status: "found", product: strip(rows[0]!) };
  const offered = bestRows.length > 1 ? bestRows : rows;
  return {
    status: "ambiguous",
    candidates: offered.slice(0, PASTE_MAX_CANDIDATES).map(strip),
    more: offered.length > PASTE_MAX_CANDIDATES,
  };
}

/**
 * Every line, in order. A line read with a leading quantity ("20 Bin 120 L") that finds nothing is tried again as
 * written, for names that begin with a number. Lines are matched one after another: a list holds at most 100, and one
 * line costs a few index reads.
 */
export async function matchLines(db: Db, lines: readonly PastedLine[]): Promise<MatchedLine[]> {
  const matched: MatchedLine[] = [];
  for (const line of lines) {
    if (line.problem === "name" || line.problem === "tooLong") {
      matched.push({ ...line, status: "invalid" });
      continue;
    }
    let match = await matchText(db, line.text);
    if (match.status === "notFound" && line.alternative) {
      const whole = await matchText(db, line.alternative);
      if (whole.status !== "notFound") {
        // The number was part of the name: the line is one of it.
        const { alternative: _alternative, ...rest } = line;
        matched.push({ ...rest, text: line.alternative, quantity: 1, problem: undefined, ...whole });
        continue;
      }
      match = whole;
    }
    matched.push({ ...line, ...match });
  }
  return matched;
}
