/**
 * `npm run lighthouse`: Lighthouse 12 (mobile settings) in Debian's Chromium against the production build, 3 runs per page,
 * median scores, printed as a table with LCP, CLS and TBT.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { startServerProcess, waitForHealthy } from "./lib/server-process";

const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
/** LIGHTHOUSE_ONLY (a regular expression over the page paths) measures some pages only. */
const ONLY = process.env.LIGHTHOUSE_ONLY ? new RegExp(process.env.LIGHTHOUSE_ONLY) : null;
const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
const FLAGS = [
  "--headless=new",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-dev-shm-usage",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
];
const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"] as const;

if (!fs.existsSync("build/server/index.js")) {
  console.error("No production build: run `npm run build` first.");
  process.exit(1);
}

const port = Number(process.env.LIGHTHOUSE_PORT ?? 4500 + (process.pid % 200));
const base = `http://127.0.0.1:${port}`;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "catalogue-lighthouse-"));
const server = startServerProcess({ port, env: { DATA_DIR: dataDir, PUBLIC_BASE_URL: base } });
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

try {
  await waitForHealthy(port);
  const products = (await (await fetch(`${base}/api/products?limit=1`)).json()) as Array<{ id: string }>;
  const pages = ["/", "/products", `/products/${products[0]!.id}`, "/category/equipments", "/get-quote"].filter(
    (page) => !ONLY || ONLY.test(page),
  );
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: FLAGS });
  const rows: string[] = [];
  // Lighthouse's CPU benchmark: a busy machine scores low and its TBT/performance figures are inflated accordingly.
  const benchmarkIndexes: number[] = [];
  try {
    for (const page of pages) {
      const runs: Array<Record<string, number>> = [];
      // A run Lighthouse could not measure (e.g. NO_NAVSTART on a busy machine) is repeated, not counted as zeros.
      for (let attempt = 0; runs.length < RUNS && attempt < RUNS + 3; attempt++) {
        const result = await lighthouse(base + page, {
          port: chrome.port,
          output: "json",
          logLevel: "error",
          onlyCategories: [...CATEGORIES],
        });
        const lhr = result!.lhr;
        if (lhr.runtimeError) {
          console.log(`${page}: Lighthouse could not measure (${lhr.runtimeError.code}); measuring again`);
          continue;
        }
        runs.push({
          ...Object.fromEntries(
            CATEGORIES.map((category) => [category, Math.round((lhr.categories[category]?.score ?? 0) * 100)]),
          ),
          lcp: lhr.audits["largest-contentful-paint"]?.numericValue ?? 0,
          cls: lhr.audits["cumulative-layout-shift"]?.numericValue ?? 0,
          tbt: lhr.audits["total-blocking-time"]?.numericValue ?? 0,
        });
        benchmarkIndexes.push(lhr.environment.benchmarkIndex);
        if (runs.length === RUNS) {
          const failing = Object.values(lhr.audits).filter(
            (audit) =>
              audit.score !== null &&
              audit.score < 0.9 &&
              audit.scoreDisplayMode !== "informative" &&
              audit.scoreDisplayMode !== "manual",
          );
          if (failing.length > 0) console.log(`${page}: below 90 — ${failing.map((audit) => audit.id).join(", ")}`);
          const lcpElement = (
            lhr.audits["largest-contentful-paint-element"]?.details as
              { items?: Array<{ items?: Array<{ node?: { snippet?: string } }> }> } | undefined
          )?.items?.[0]?.items?.[0]?.node?.snippet;
          if (lcpElement) console.log(`${page}: largest paint ${lcpElement.slice(0, 120)}`);
        }
      }
      if (runs.length === 0) {
        rows.push(`${page.padEnd(50)}  could not be measured`);
        continue;
      }
      const m = (key: string) => median(runs.map((run) => run[key]!));
      rows.push(
        `${page.padEnd(50)}${CATEGORIES.map((category) => String(m(category)).padStart(6)).join("")}${`${(m("lcp") / 1000).toFixed(2)} s`.padStart(9)}${m("cls").toFixed(3).padStart(8)}${`${m("tbt").toFixed(0)} ms`.padStart(9)}`,
      );
    }
  } finally {
    await chrome.kill();
  }
  console.log(
    `\nLighthouse 12, mobile, median of ${RUNS} runs (CPU benchmark index, median: ${benchmarkIndexes.length > 0 ? Math.round(median(benchmarkIndexes)) : "-"})\n${"page".padEnd(50)}${["perf", "a11y", "bp", "seo"].map((label) => label.padStart(6)).join("")}${"LCP".padStart(9)}${"CLS".padStart(8)}${"TBT".padStart(9)}`,
  );
  for (const row of rows) console.log(row);
} finally {
  server.child.kill("SIGTERM");
  await server.exited;
  fs.rmSync(dataDir, { recursive: true, force: true });
}
