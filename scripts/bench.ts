/**
 * `npm run bench`: starts the production build (built first when missing) on a fresh embedded database, or on an
 * existing one (BENCH_DATA_DIR, or PostgreSQL with BENCH_DATABASE_URL, e.g. filled by `npm run catalogue:large`), and
 * measures with autocannon on loopback requests per second, p50, p95 and p99 latency of the main pages, searches that
 * ask for a new word on every request (nothing cached), the catalogue API and a static asset of similar size (the upper
 * bound a page could reach), printing each page's ratio to that bound. Runs with 1 connection (the time one visitor
 * waits) and with 10 (throughput); BENCH_CONNECTIONS, BENCH_SECONDS and BENCH_ONLY (a regular expression over target
 * names) change that, BENCH_CPU_PROF=DIR writes a V8 CPU profile of the server. "CPU ms/req" is the server's CPU time per
 * answer, the figure to compare between runs on a busy machine, where latency also measures the neighbours.
 *
 * The "range …" targets measure the range filters of a subcategory page (rangeTargets below; `npm run bench:ranges` runs
 * only them).
 *
 * Before those, the search list of issue 15 (scripts/lib/search-bench.ts): every query of
 * scripts/bench/search-queries.json once on /products?q= and every suggestion prefix once on /api/search/suggest?q=,
 * with p50/p95/max per kind of query beside the unfiltered /products. They are the targets "search list" and
 * "suggest list" of BENCH_ONLY (`npm run bench:search` runs only them); BENCH_SEARCH_OUT=FILE writes every timing as JSON.
 */
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { BROWSER_USER_AGENT, rotating, runLoad, type BenchPath, type BenchResult } from "./lib/bench-run";
import { runSearchBench } from "./lib/search-bench";
import { startServerProcess, waitForHealthy, waitForSearchReady } from "./lib/server-process";

const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = (process.env.BENCH_CONNECTIONS ?? "1,10").split(",").map(Number);
/** Each target is loaded this long, unmeasured, before its run: JIT compilation and first reads are not what a page costs. */
const WARMUP_SECONDS = Number(process.env.BENCH_WARMUP_SECONDS ?? 1);
const ONLY = process.env.BENCH_ONLY ? new RegExp(process.env.BENCH_ONLY, "i") : null;

if (!fs.existsSync("build/server/index.js") && spawnSync("npm", ["run", "build"], { stdio: "inherit" }).status !== 0)
  process.exit(1);

const port = 4700 + (process.pid % 200);
const base = `http://127.0.0.1:${port}`;
const ownDataDir = !process.env.BENCH_DATA_DIR;
const dataDir = process.env.BENCH_DATA_DIR ?? fs.mkdtempSync(path.join(os.tmpdir(), "catalogue-bench-"));
const profileDir = process.env.BENCH_CPU_PROF;
const server = startServerProcess({
  port,
  env: {
    DATA_DIR: dataDir,
    DATABASE_URL: process.env.BENCH_DATABASE_URL ?? "",
    RATE_LIMIT_SUBMISSIONS_PER_MINUTE: "1000000",
  },
  nodeArgs: profileDir ? ["--cpu-prof", `--cpu-prof-dir=${path.resolve(profileDir)}`] : [],
});

/** The public file whose size is closest to the home page's HTML: what serving that many bytes costs without rendering. */
function similarStaticAsset(bytes: number): string {
  const candidates = [
    ...fs
      .readdirSync("build/client/assets")
      .map((name) => ({ url: `/assets/${name}`, file: path.join("build/client/assets", name) })),
    ...fs.readdirSync("public/attached_assets/products").map((name) => ({
      url: `/attached_assets/products/${name}`,
      file: path.join("public/attached_assets/products", name),
    })),
  ];
  return candidates.sort(
    (a, b) => Math.abs(fs.statSync(a.file).size - bytes) - Math.abs(fs.statSync(b.file).size - bytes),
  )[0]!.url;
}

/** Search words from the catalogue's names (so searches find something), in a fixed shuffled order. */
function searchWords(names: string[]): { words: string[]; pairs: string[] } {
  const words = [...new Set(names.flatMap((name) => name.toLowerCase().match(/[a-z]{4,}/g) ?? []))];
  const shuffled = words
    .map((word, index) => ({ word, key: (index * 7919) % 1009 }))
    .sort((a, b) => a.key - b.key)
    .map((entry) => entry.word);
  return { words: shuffled, pairs: [...new Set(shuffled.map((word) => word.slice(1, 3)))] };
}

const search = (words: string[]) => rotating(words.map((word) => `/products?q=${encodeURIComponent(word)}`));

/**
 * Range filters (issue 19, decision 156) on a subcategory whose products share numbers: "range …" targets
 * (`npm run bench:ranges`). Each request asks a range of its own (the bounds move by 1 per request, 1,000 of them),
 * so the count and brand counts, kept 30 s per address, are computed afresh, as a visitor's own range would be.
 */
function rangeTargets(): Array<[string, BenchPath]> {
  const page = "/category/equipments/vacuums-%26-scrubing-machines";
  const each = (query: (step: number) => string, prefix = "") =>
    rotating(Array.from({ length: 1000 }, (_, step) => `${prefix}${page}?${query(step)}`));
  return [
    ["range none (the same subcategory, no range)", page],
    [
      "range one (working width, new each request)",
      each((i) => `working-width.min=${300 + i}&working-width.max=${500 + i}`),
    ],
    [
      "range two (working width and weight)",
      each((i) => `working-width.min=${300 + i}&working-width.max=${900 + i}&weight.max=${40 + i}`),
    ],
    ["range + brand", each((i) => `working-width.min=${200 + i}&brand=Aquaris`)],
    ["range + sort=brand", each((i) => `weight.min=${5 + i / 10}&sort=brand`)],
    ["range min only (power)", each((i) => `power.min=${500 + i}`)],
    ["range wide (all of the scope's widths)", each((i) => `working-width.min=${-i}&working-width.max=${100000 + i}`)],
    ["range Arabic page", each((i) => `working-width.min=${300 + i}&working-width.max=${600 + i}`, "/ar")],
  ];
}

try {
  // A database made by older code is migrated and its derived facts recomputed first: minutes at 100,000 products.
  await waitForHealthy(port, 20 * 60_000);
  // Counting the broad words of 100,000 products in two languages took 13 min on PostgreSQL at load average 20.
  const countingMs = await waitForSearchReady(port, 60 * 60_000);
  console.log(
    `Broad one-word searches counted ${(countingMs / 1000).toFixed(1)} s after start-up (server/search/broad-cells.ts).`,
  );
  const sample = (await (await fetch(`${base}/api/products?limit=1000`)).json()) as Array<{ id: string; name: string }>;
  // The demo's names are the vocabulary of any catalogue:large catalogue too (whose first 1,000 names repeat a few).
  const demo = JSON.parse(fs.readFileSync("data/demo-catalogue.json", "utf8")) as { products: Array<{ name: string }> };
  const total = await catalogueSize();
  const homeBytes = (await (await fetch(`${base}/`, { headers: { "user-agent": BROWSER_USER_AGENT } })).text()).length;
  const asset = similarStaticAsset(homeBytes);
  const { words, pairs } = searchWords(demo.products.map((product) => product.name));
  const targets: Array<[string, BenchPath]> = [
    ["/", "/"],
    ["/products", "/products"],
    ["/products?q=scrubber (same word)", "/products?q=scrubber"],
    [`/products?q= a new word each request (${words.length})`, search(words)],
    [`/products?q= 2 letters, new each request (${pairs.length})`, search(pairs)],
    ["/products?category=Chemicals&brand=Kitchex", "/products?category=Chemicals&brand=Kitchex"],
    ["/products?application=healthcare", "/products?application=healthcare"],
    ["/category/equipments", "/category/equipments"],
    ["/category/equipments?q=vacuum&sort=brand", "/category/equipments?q=vacuum&sort=brand"],
    ...rangeTargets(),
    ["/healthcare-facilities", "/healthcare-facilities"],
    ["product page", `/products/${sample[Math.floor(sample.length / 2)]!.id}`],
    ["/api/products?limit=100", "/api/products?limit=100"],
    [`static ${asset}`, asset],
  ];
  const chosen = targets.filter(([name], index) => !ONLY || ONLY.test(name) || index === targets.length - 1);
  const searchList = !ONLY || ONLY.test("search list");
  const suggestList = !ONLY || ONLY.test("suggest list");
  console.log(
    `\nCatalogue of ${total} products on ${process.env.BENCH_DATABASE_URL ? "PostgreSQL" : "PGlite"}; ${SECONDS} s per target; ${os.cpus().length} CPUs, load average ${os.loadavg()[0]!.toFixed(1)}; Node ${process.version}; home page HTML ${homeBytes} bytes`,
  );
  // First, while no search has been asked: each listed query must reach the server uncached.
  if (searchList || suggestList) {
    const report = await runSearchBench(base, {
      search: searchList,
      suggest: suggestList,
      serverPid: server.child.pid,
    });
    if (process.env.BENCH_SEARCH_OUT) fs.writeFileSync(process.env.BENCH_SEARCH_OUT, JSON.stringify(report, null, 2));
  }
  // The static asset alone (the bound of the ratios) is not worth a run.
  for (const connections of chosen.length > 1 ? CONNECTIONS : []) {
    const rows: Array<[string, BenchResult]> = [];
    for (const [name, target] of chosen) {
      if (WARMUP_SECONDS > 0) await runLoad(base, target, { connections, seconds: WARMUP_SECONDS });
      rows.push([name, await runLoad(base, target, { connections, seconds: SECONDS, serverPid: server.child.pid })]);
    }
    printTable(connections, rows);
  }
} finally {
  server.child.kill("SIGTERM");
  await server.exited;
  if (ownDataDir) fs.rmSync(dataDir, { recursive: true, force: true });
}

async function catalogueSize(): Promise<number> {
  const html = await (await fetch(`${base}/products`, { headers: { "user-agent": BROWSER_USER_AGENT } })).text();
  const found = /data-testid="text-found"[^>]*>([^<]*)</.exec(html)?.[1] ?? "";
  return Number(/of ([\d,]+)/.exec(found)?.[1]?.replace(/,/g, "") ?? Number.NaN);
}

function printTable(connections: number, rows: Array<[string, BenchResult]>): void {
  const bound = rows[rows.length - 1]![1].rps;
  const cells = [
    "target".padEnd(50),
    "req/s".padStart(8),
    "p50 ms".padStart(8),
    "p95 ms".padStart(8),
    "p99 ms".padStart(8),
    "vs static".padStart(10),
    "CPU ms/req".padStart(11),
    "errors".padStart(7),
  ];
  console.log(`\n${connections} connection${connections === 1 ? "" : "s"}\n${cells.join("")}`);
  for (const [name, row] of rows) {
    const ratio = `${((row.rps / bound) * 100).toFixed(row.rps / bound < 0.1 ? 1 : 0)}%`;
    console.log(
      `${name.padEnd(50)}${row.rps.toFixed(0).padStart(8)}${row.p50.toFixed(0).padStart(8)}${row.p95.toFixed(0).padStart(8)}${row.p99.toFixed(0).padStart(8)}${ratio.padStart(10)}${row.cpuMsPerRequest.toFixed(2).padStart(11)}${String(row.errors).padStart(7)}`,
    );
  }
}
