/**
 * `npm run bench`: starts the production build on a fresh embedded database and measures, with autocannon on loopback,
 * requests per second and p99 latency of the main pages, the catalogue API, and a static asset of similar size (the upper
 * bound a page could reach), printing each page's ratio to that bound.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import { startServerProcess, waitForHealthy } from "./lib/server-process";

const DURATION_S = Number(process.env.BENCH_SECONDS ?? 8);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const BROWSER = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36";

if (!fs.existsSync("build/server/index.js")) {
  console.error("No production build: run `npm run build` first.");
  process.exit(1);
}

const port = 4700 + (process.pid % 200);
const base = `http://127.0.0.1:${port}`;
// BENCH_DATA_DIR / BENCH_DATABASE_URL: measure an existing database (e.g. filled by `npm run catalogue:large`).
const ownDataDir = !process.env.BENCH_DATA_DIR;
const dataDir = process.env.BENCH_DATA_DIR ?? fs.mkdtempSync(path.join(os.tmpdir(), "catalogue-bench-"));
const server = startServerProcess({
  port,
  env: { DATA_DIR: dataDir, DATABASE_URL: process.env.BENCH_DATABASE_URL ?? "", RATE_LIMIT_SUBMISSIONS_PER_MINUTE: "1000000" },
});

async function measure(url: string) {
  const result = await autocannon({ url, connections: CONNECTIONS, duration: DURATION_S, headers: { "user-agent": BROWSER, "accept-encoding": "gzip" } });
  return { rps: result.requests.average, p97: result.latency.p97_5, p99: result.latency.p99, errors: result.errors + result.non2xx };
}

/** The public file whose size is closest to the home page's HTML: what serving that many bytes costs without rendering. */
function similarStaticAsset(bytes: number): string {
  const candidates = [
    ...fs.readdirSync("build/client/assets").map((name) => ({ url: `/assets/${name}`, file: path.join("build/client/assets", name) })),
    ...fs.readdirSync("public/attached_assets/products").map((name) => ({ url: `/attached_assets/products/${name}`, file: path.join("public/attached_assets/products", name) })),
  ];
  return candidates.sort((a, b) => Math.abs(fs.statSync(a.file).size - bytes) - Math.abs(fs.statSync(b.file).size - bytes))[0]!.url;
}

try {
  await waitForHealthy(port);
  const products = (await (await fetch(`${base}/api/products?limit=1`)).json()) as Array<{ id: string }>;
  const homeBytes = (await (await fetch(`${base}/`, { headers: { "user-agent": BROWSER } })).text()).length;
  const asset = similarStaticAsset(homeBytes);
  const targets: Array<[string, string]> = [
    ["/", "/"],
    ["/products", "/products"],
    ["/products?q=scrubber (search)", "/products?q=scrubber"],
    ["/products?category=Chemicals&brand=Kitchex", "/products?category=Chemicals&brand=Kitchex"],
    ["product page", `/products/${products[0]!.id}`],
    ["/api/products?limit=100", "/api/products?limit=100"],
    [`static ${asset}`, asset],
  ];
  const rows: Array<{ name: string; rps: number; p97: number; p99: number; errors: number }> = [];
  for (const [name, pathname] of targets) rows.push({ name, ...(await measure(base + pathname)) });
  const bound = rows[rows.length - 1]!.rps;
  console.log(`\n${CONNECTIONS} connections, ${DURATION_S} s each, ${os.cpus().length} CPUs, Node ${process.version}; home page HTML ${homeBytes} bytes\n`);
  console.log(`${"target".padEnd(48)}${"req/s".padStart(9)}${"p97.5 ms".padStart(10)}${"p99 ms".padStart(9)}${"vs static".padStart(11)}${"errors".padStart(8)}`);
  for (const row of rows) {
    console.log(`${row.name.padEnd(48)}${row.rps.toFixed(0).padStart(9)}${row.p97.toFixed(0).padStart(10)}${row.p99.toFixed(0).padStart(9)}${`${((row.rps / bound) * 100).toFixed(0)}%`.padStart(11)}${String(row.errors).padStart(8)}`);
  }
} finally {
  server.child.kill("SIGTERM");
  await server.exited;
  if (ownDataDir) fs.rmSync(dataDir, { recursive: true, force: true });
}
