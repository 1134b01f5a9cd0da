/**
 * Broad one-word searches (issue 15). Counting a word that 40,000 of 100,000 products carry means reading 40,000 rows
 * (100-200 ms), and the exact count and facet counts need every one. So after each catalogue change one instance
 * computes, in the background, the facet cells of every one-word search that matches at least
 * SEARCH_BROAD_MIN_MATCHES products (every start of a catalogue word that many products share, and every short
 * whole word), with the ids of its first matches in relevance order, and stores them with the catalogue's version; a search reads them while that version is the current
 * one and counts live otherwise, so a count is never stale, only slower until the refresh ends.
 */
import { and, asc, desc, eq, sql } from "drizzle-orm";
import type { Db } from "~server/db/client";
import { products, searchBroadCells, searchState } from "~server/db/schema";
import type { FacetCell } from "~/lib/search/search-types";
import { SHORT_WORD_LENGTH } from "~/lib/search/query-patterns";
import { cellsWhere } from "./facet-cells";
import { withSearchPlans } from "./search-plans";
import { rowsOf } from "./sql-values";
import { prepareSearch } from "./search-query";

/** The first pages a broad search keeps: every page size's first page (CATALOGUE_PAGE_SIZES), and 4 pages of 24. */
export const BROAD_FIRST_IDS = 96;

export interface BroadResult {
  cells: FacetCell[];
  /** The first BROAD_FIRST_IDS matches of the unfiltered catalogue in relevance order. */
  firstIds: string[];
}

export async function broadCells(db: Db, queryKey: string): Promise<BroadResult | null> {
  const [row] = await db
    .select({ cells: searchBroadCells.cells, firstIds: searchBroadCells.firstIds })
    .from(searchBroadCells)
    .innerJoin(
      searchState,
      and(eq(searchState.id, 1), eq(searchState.catalogueVersion, searchBroadCells.catalogueVersion)),
    )
    .where(eq(searchBroadCells.queryKey, queryKey));
  return row ? { cells: row.cells as FacetCell[], firstIds: row.firstIds as string[] } : null;
}

/** How long an instance's claim on the refresh lasts without renewal: a crashed refresher is replaced after this. */
const LEASE_SECONDS = 60;

export interface RefreshOutcome {
  /** The catalogue version the cells are now computed for, or null when there was nothing to do or no claim. */
  version: number | null;
  computed: number;
}

/** Computes the broad words' cells when the catalogue changed since the last run; one instance at a time. */
export async function refreshBroadCells(db: Db, minMatches: number): Promise<RefreshOutcome> {
  const [claim] = await db
    .update(searchState)
    .set({ refresherUntil: sql`now() + make_interval(secs => ${LEASE_SECONDS})` })
    .where(
      and(
        eq(searchState.id, 1),
        sql`${searchState.broadVersion} <> ${searchState.catalogueVersion}`,
        sql`(${searchState.refresherUntil} is null or ${searchState.refresherUntil} < now())`,
      ),
    )
    .returning({ version: searchState.catalogueVersion });
  if (!claim) return { version: null, computed: 0 };
  const version = claim.version;
  let computed = 0;
  try {
    for (const [index, word] of (await broadCandidates(db, minMatches)).entries()) {
      // A write since the claim makes this run's cells stale: stop, the next run starts over.
      if (index % 20 === 0 && !(await stillCurrent(db, version))) return { version: null, computed };
      const search = await prepareSearch(db, word);
      if (!search) continue;
      const cells = await withSearchPlans(db, (reader) =>
        cellsWhere(reader, and(eq(products.isActive, true), search.match), search.tier),
      );
      if (cells.reduce((sum, cell) => sum + cell.count, 0) < minMatches) continue;
      const first = await withSearchPlans(db, (reader) =>
        reader
          .select({ id: products.id })
          .from(products)
          .where(and(eq(products.isActive, true), search.match))
          .orderBy(search.tier, desc(products.imageRank), asc(products.name), asc(products.id))
          .limit(BROAD_FIRST_IDS),
      );
      const firstIds = first.map((row) => row.id);
      await db
        .insert(searchBroadCells)
        .values({ queryKey: search.key, catalogueVersion: version, cells, firstIds })
        .onConflictDoUpdate({ target: searchBroadCells.queryKey, set: { catalogueVersion: version, cells, firstIds } });
      computed++;
    }
    await db.delete(searchBroadCells).where(sql`${searchBroadCells.catalogueVersion} <> ${version}`);
    await db.update(searchState).set({ broadVersion: version }).where(eq(searchState.id, 1));
    return { version, computed };
  } finally {
    await db.update(searchState).set({ refresherUntil: null }).where(eq(searchState.id, 1));
  }
}

async function stillCurrent(db: Db, version: number): Promise<boolean> {
  const [state] = await db
    .update(searchState)
    .set({ refresherUntil: sql`now() + make_interval(secs => ${LEASE_SECONDS})` })
    .where(and(eq(searchState.id, 1), eq(searchState.catalogueVersion, version)))
    .returning({ id: searchState.id });
  return Boolean(state);
}

/**
 * One-word queries that may match `minMatches` products: starts (3+ characters) of catalogue words whose products add
 * up to that many (an upper bound: a product with two such words counts twice), and short whole words that many carry.
 */
async function broadCandidates(db: Db, minMatches: number): Promise<string[]> {
  const result = await db.execute<{ query: string }>(sql`
    select query from (
      select left(word, n) as query, sum(products) as reach
        from search_words, generate_series(${SHORT_WORD_LENGTH + 1}, length(word)) as n
        where products > 0 group by 1
      union all
      select word, products from search_words where products > 0 and length(word) <= ${SHORT_WORD_LENGTH}
    ) as candidates
    where reach >= ${minMatches}
    order by reach desc, query`);
  return rowsOf<{ query: string }>(result).map((row) => row.query);
}

/** Refreshes after start-up and whenever the catalogue changed, checking every `intervalMs`. */
export function startBroadCellsRefresher(db: Db, minMatches: number, intervalMs = 5_000): () => void {
  let running = false;
  const run = async () => {
    if (running) return;
    running = true;
    try {
      const outcome = await refreshBroadCells(db, minMatches);
      if (outcome.version !== null && outcome.computed > 0)
        console.log(
          `Search: counted ${outcome.computed} broad one-word searches for catalogue version ${outcome.version}.`,
        );
    } catch (error) {
      console.error("Search: the broad searches' refresh failed:", error instanceof Error ? error.message : error);
    } finally {
      running = false;
    }
  };
  void run();
  const timer = setInterval(() => void run(), intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}

/** Whether the broad searches' cells match the current catalogue (for /healthz and the bench). */
export async function broadCellsReady(db: Db): Promise<boolean> {
  const [state] = await db.select().from(searchState).where(eq(searchState.id, 1));
  return Boolean(state && state.broadVersion === state.catalogueVersion);
}
