/**
 * The search part of `npm run bench` (issue 15, "fast at any breadth"): every query of the committed list
 * (scripts/bench/search-queries.json) asked once, one after the other on one connection, on `/products?q=`, and every
 * suggestion prefix once on `/api/search/suggest?q=`; each request timed to its full body and checked (200, and the
 * page's count line or the suggestions' JSON). Prints p50, p95 and max per kind of query, all queries together, the
 * unfiltered `/products` of the same run measured the same way, and the slowest queries.
 *
 * Issue 18: then the list's English and Arabic queries of the same shapes (one word, two words, a typo, a prefix), one
 * of each language in turn so the machine's load weighs on both alike, with each language's p95 and Arabic's ratio to
 * English's (the target: within 20%).
 *
 * Each measured query is asked for the first time: a search's counts are cached for 30 s once asked
 * (docs/decisions/060-exact-counts-cached-like-the-other-summaries.md), so the warm-up uses other queries, and the list
 * runs before anything else asks the server for words.
 */
import fs from "node:fs";
import { performance } from "node:perf_hooks";
import { BROWSER_USER_AGENT, processCpuMs } from "./bench-run";
import { percentile } from "./latency-stats";
import { LANGUAGE_SHAPES, type SearchQueryList } from "../bench/search-query-list";

export const SEARCH_QUERIES_FILE = "scripts/bench/search-queries.json";
/** Requests of the unfiltered `/products` measured before and after the list (the figure beside it). */
const BASELINE_REQUESTS = 20;
const SLOWEST_SHOWN = 5;

export interface Timing {
  q: string;
  kind: string;
  ms: number;
  /** The server process's CPU time during the request (10 ms ticks, so meaningful as a mean over many). */
  cpuMs: number;
  status: number;
  /** What the answer said: "12 of 100000 products found", or "8 suggestions". */
  answer: string;
  error?: string;
}

export interface KindRow {
  kind: string;
  count: number;
  p50: number;
  p95: number;
  max: number;
  /** Mean server CPU ms per query: the figure to compare between runs on a busy machine. */
  cpuMs: number;
  errors: number;
}

export function readSearchQueryList(file = SEARCH_QUERIES_FILE): SearchQueryList {
  return JSON.parse(fs.readFileSync(file, "utf8")) as SearchQueryList;
}

/** p50, p95 and max of a set of timings (nearest rank, as the load runs). */
export function summariseTimings(kind: string, timings: readonly Timing[]): KindRow {
  const sorted = timings.map((timing) => timing.ms).sort((a, b) => a - b);
  return {
    kind,
    count: sorted.length,
    p50: percentile(sorted, 50),
    p95: percentile(sorted, 95),
    max: sorted.length ? sorted[sorted.length - 1]! : Number.NaN,
    cpuMs: timings.reduce((sum, timing) => sum + timing.cpuMs, 0) / Math.max(1, timings.length),
    errors: timings.filter((timing) => timing.error).length,
  };
}

/** One row per kind in the given order (kinds without a query left out), then one over every query. */
export function rowsByKind(timings: readonly Timing[], kinds: readonly string[]): KindRow[] {
  const rows = kinds
    .map((kind) =>
      summariseTimings(
        kind,
        timings.filter((timing) => timing.kind === kind),
      ),
    )
    .filter((row) => row.count > 0);
  return [...rows, summariseTimings("all queries", timings)];
}

export function slowest(timings: readonly Timing[], count = SLOWEST_SHOWN): Timing[] {
  return [...timings].sort((a, b) => b.ms - a.ms).slice(0, count);
}

/** The count line of a catalogue page (`data-testid="text-found"`), or null when the page has none. */
export function countLine(html: string): string | null {
  const match = /data-testid="text-found"[^>]*>(.*?)<\/p>/s.exec(html);
  return match ? match[1]!.replace(/<[^>]+>/g, "").trim() : null;
}

interface Target {
  base: string;
  serverPid?: number;
}

async function timed(
  target: Target,
  path: string,
): Promise<{ ms: number; cpuMs: number; status: number; body: string }> {
  const cpuBefore = processCpuMs(target.serverPid);
  const started = performance.now();
  const response = await fetch(target.base + path, {
    headers: { "user-agent": BROWSER_USER_AGENT, "accept-encoding": "gzip" },
  });
  const body = await response.text();
  const ms = performance.now() - started;
  return { ms, cpuMs: processCpuMs(target.serverPid) - cpuBefore, status: response.status, body };
}

async function askPage(target: Target, q: string, kind: string): Promise<Timing> {
  const { body, ...measured } = await timed(target, `/products?q=${encodeURIComponent(q)}`);
  const answer = countLine(body);
  const error =
    measured.status !== 200
      ? `status ${measured.status}`
      : answer === null
        ? 'no count line (data-testid="text-found")'
        : undefined;
  return { q, kind, ...measured, answer: answer ?? "", ...(error ? { error } : {}) };
}

async function askSuggest(target: Target, q: string, kind: string): Promise<Timing> {
  const { body, ...measured } = await timed(target, `/api/search/suggest?q=${encodeURIComponent(q)}`);
  let answer = "";
  let error = measured.status !== 200 ? `status ${measured.status}: ${body.slice(0, 120)}` : undefined;
  if (!error) {
    try {
      const suggestions = (JSON.parse(body) as { suggestions?: unknown }).suggestions;
      if (!Array.isArray(suggestions)) error = "no suggestions array";
      else answer = `${suggestions.length} suggestion${suggestions.length === 1 ? "" : "s"}`;
    } catch {
      error = "not JSON";
    }
  }
  return { q, kind, ...measured, answer, ...(error ? { error } : {}) };
}

const cell = (value: number, width = 8) => (Number.isNaN(value) ? "–" : value.toFixed(0)).padStart(width);

function printRows(rows: readonly KindRow[], extra?: KindRow): void {
  console.log(
    `${"kind".padEnd(24)}${"queries".padStart(8)}${"p50 ms".padStart(8)}${"p95 ms".padStart(8)}${"max ms".padStart(8)}${"CPU ms/q".padStart(10)}${"errors".padStart(8)}`,
  );
  for (const row of extra ? [...rows, extra] : rows)
    console.log(
      `${row.kind.padEnd(24)}${String(row.count).padStart(8)}${cell(row.p50)}${cell(row.p95)}${cell(row.max)}${row.cpuMs.toFixed(1).padStart(10)}${String(row.errors).padStart(8)}`,
    );
}

function printSlowestAndErrors(timings: readonly Timing[]): void {
  console.log(`\n${SLOWEST_SHOWN} slowest:`);
  for (const timing of slowest(timings))
    console.log(
      `${timing.ms.toFixed(0).padStart(6)} ms  ${timing.kind.padEnd(14)} ${JSON.stringify(timing.q).padEnd(26)} ${timing.error ?? timing.answer}`,
    );
  const errors = timings.filter((timing) => timing.error);
  if (errors.length > 0) {
    console.log(`\nErrors (${errors.length}):`);
    for (const timing of errors)
      console.log(`  ${timing.kind.padEnd(14)} ${JSON.stringify(timing.q)}: ${timing.error}`);
  }
}

/** The English and Arabic queries of the list, in its order (English and Arabic alternate pair by pair). */
async function askLanguages(target: Target, list: SearchQueryList): Promise<Timing[]> {
  const timings: Timing[] = [];
  for (const query of list.languages) timings.push(await askPage(target, query.q, `${query.language} ${query.shape}`));
  return timings;
}

function printLanguages(timings: readonly Timing[]): void {
  const english = timings.filter((timing) => timing.kind.startsWith("en "));
  const arabic = timings.filter((timing) => timing.kind.startsWith("ar "));
  console.log(
    `\nEnglish and Arabic (issue 18): ${english.length} English and ${arabic.length} Arabic queries of the same shapes on /products?q=, asked alternately, each once.\n`,
  );
  const kinds = LANGUAGE_SHAPES.flatMap((shape) => [`en ${shape}`, `ar ${shape}`]);
  printRows([
    ...rowsByKind(timings, kinds).slice(0, -1),
    summariseTimings("English, all shapes", english),
    summariseTimings("Arabic, all shapes", arabic),
  ]);
  const ratio = summariseTimings("", arabic).p95 / summariseTimings("", english).p95;
  console.log(`\nArabic p95 / English p95: ${ratio.toFixed(2)} (target: at most 1.20)`);
  printSlowestAndErrors(timings);
}

export interface ListReport {
  search: Timing[];
  /** The English and Arabic queries of `languages`, kind "{language} {shape}". */
  languages: Timing[];
  baseline: Timing[];
  suggest: Timing[] | "not found";
}

/** Runs the search list (and the suggestion list, unless `suggest` is false) against a started server. */
export async function runSearchBench(
  base: string,
  options: { search: boolean; suggest: boolean; serverPid?: number; list?: SearchQueryList },
): Promise<ListReport> {
  const list = options.list ?? readSearchQueryList();
  const target: Target = { base, serverPid: options.serverPid };
  const report: ListReport = { search: [], languages: [], baseline: [], suggest: [] };
  if (options.search) {
    for (let round = 0; round < 3; round++) await askPage(target, "", "warm-up");
    for (const q of list.warmup.search) await askPage(target, q, "warm-up");
    const baseline = async () => {
      for (let index = 0; index < BASELINE_REQUESTS / 2; index++)
        report.baseline.push(await askPage(target, "", "/products"));
    };
    await baseline();
    for (const query of list.search) report.search.push(await askPage(target, query.q, query.kind));
    await baseline();
    const kinds = [...new Set(list.search.map((query) => query.kind))];
    console.log(
      `\nSearch list (${SEARCH_QUERIES_FILE}): ${list.search.length} queries on /products?q=, each asked once, one at a time on 1 connection, timed to the full body.` +
        `\nWarm-up first: /products and ${list.warmup.search.length} other words, not measured: a query's counts are cached for 30 s once asked, so every measured query is asked for the first time.` +
        `\n/products (no query) is measured the same way, ${BASELINE_REQUESTS / 2} requests before and ${BASELINE_REQUESTS / 2} after the list; its counts are cached, as every visitor but the first in 30 s finds them.` +
        `\nCPU ms/q: the server process's CPU time per query (with PostgreSQL, the database's own CPU is not in it).\n`,
    );
    printRows(rowsByKind(report.search, kinds), summariseTimings("/products (no query)", report.baseline));
    printSlowestAndErrors([...report.search, ...report.baseline.filter((timing) => timing.error)]);
    if (list.languages.length > 0) printLanguages((report.languages = await askLanguages(target, list)));
  }
  if (options.suggest) {
    const probe = await askSuggest(target, list.warmup.suggest[0]!, "warm-up");
    if (probe.status === 404) {
      report.suggest = "not found";
      console.log(
        "\nSuggestion list: skipped, /api/search/suggest answered 404 (this build has no suggestion endpoint).",
      );
      return report;
    }
    for (const q of list.warmup.suggest.slice(1)) await askSuggest(target, q, "warm-up");
    const timings: Timing[] = [];
    for (const query of list.suggest) timings.push(await askSuggest(target, query.q, query.kind));
    report.suggest = timings;
    console.log(
      `\nSuggestion list: ${list.suggest.length} prefixes as typed on /api/search/suggest?q=, each asked once, one at a time on 1 connection, after ${list.warmup.suggest.length} other prefixes.\n`,
    );
    printRows(rowsByKind(timings, [...new Set(list.suggest.map((query) => query.kind))]));
    printSlowestAndErrors(timings);
  }
  return report;
}
