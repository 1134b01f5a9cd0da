/**
 * `npm run size`: first-load JavaScript of every public page as a visitor's browser downloads it (issue 16, decision 103).
 * The production build's server on a fresh demo catalogue; Debian's Chromium at 390 px opens each page in an empty
 * context and leaves it alone until the network is idle and no script has been asked for during SETTLE_MS; every script
 * request counts with the gzip body the server sent. Web fonts count too, against their own budget (issue 18: the Arabic
 * pages, /ar/…, are public pages of the manifest and are measured like the English ones, plus the Arabic typeface).
 * Fails naming the pages over FIRST_LOAD_BUDGET. `--verbose` lists the files. SIZE_ONLY (a regular expression over the
 * page addresses) measures some pages only.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { chromium, type Request } from "@playwright/test";
import { slugify } from "~/content/category-tree";
import { freePort, startServerProcess, waitForHealthy } from "./lib/server-process";
import {
  budgetFailures,
  FIRST_LOAD_BUDGET,
  kb,
  pageWeight,
  weightTable,
  type PageWeight,
  type ScriptRequest,
} from "./quality/page-weight";
import { fillPattern, publicPagePatterns, type RouteManifest } from "./quality/public-routes";

const VERBOSE = process.argv.includes("--verbose");
const ONLY = process.env.SIZE_ONLY ? new RegExp(process.env.SIZE_ONLY) : null;
const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
const VIEWPORT = { width: 390, height: 844 };
/** Quiet time without a new script request after network idle: code loaded on idle or a timer still counts. */
const SETTLE_MS = 1000;
const IDLE_TIMEOUT_MS = 15_000;
/** How long a script's body may take to end before its size is taken from the built file instead. */
const SIZE_TIMEOUT_MS = 10_000;
/** A URL no route but the catch-all matches: its page is the 404 a mistyped address shows. */
const MISSING_PAGE = "no-such-page";

const buildFile = path.resolve("build/server/index.js");
if (!fs.existsSync(buildFile)) {
  console.error("No production build: run `npm run build` first.");
  process.exit(1);
}
// The server bundle exports the React Router build next to the server (server/index.ts).
const { build } = (await import(buildFile)) as { build: { assets: { routes: RouteManifest } } };

/** The gzip -9 size of one of our built files, for a request whose transfer size the browser could not give. */
function builtFileSize(url: URL, origin: string): number | null {
  const file = path.join("build/client", decodeURIComponent(url.pathname));
  return url.origin === origin && file.startsWith(path.join("build/client", "/")) && fs.existsSync(file)
    ? gzipSync(fs.readFileSync(file), { level: 9 }).length
    : null;
}

/** A script or font request's size; a script that failed or answered an error is a problem, the page did not run as shipped. */
async function measuredRequest(
  request: Request,
  origin: string,
  problem: (text: string) => void,
): Promise<ScriptRequest> {
  const url = request.url();
  try {
    // Chromium's encoded body length: the bytes on the wire after the headers (gzip, or plain for files under
    // compression's 1 KB threshold, chunk framing included). A body that never ends falls back to the built file.
    const sizes = await Promise.race([
      request.sizes(),
      new Promise<never>((_, reject) => setTimeout(() => reject(new Error("no end")), SIZE_TIMEOUT_MS).unref()),
    ]);
    const status = (await request.response())?.status() ?? 0;
    if (status >= 400) problem(`${url} answered ${status}`);
    return { url, bytes: sizes.responseBodySize, source: "transfer" };
  } catch {
    const failure = request.failure()?.errorText;
    if (failure) problem(`${url} failed (${failure})`);
    const bytes = builtFileSize(new URL(url), origin);
    if (bytes === null) console.warn(`No size for ${url}`);
    return { url, bytes: bytes ?? 0, source: "file" };
  }
}

const started = Date.now();
const port = Number(process.env.SIZE_PORT ?? (await freePort()));
const base = `http://127.0.0.1:${port}`;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "catalogue-size-"));
const server = startServerProcess({ port, env: { DATA_DIR: dataDir, PUBLIC_BASE_URL: base } });
const weights: PageWeight[] = [];
const problems: string[] = [];
try {
  await waitForHealthy(port);
  // Parameters from the catalogue the server seeded: a real product, and its category and subcategory.
  const products = (await (await fetch(`${base}/api/products?limit=50`)).json()) as Array<{
    id: string;
    category: string;
    subcategory: string | null;
  }>;
  const withSubcategory = products.find((product) => product.subcategory);
  if (!products[0] || !withSubcategory) throw new Error("The demo catalogue has no product with a subcategory");
  // The buyer's private quote page needs a real request and its secret link: one quote request with a line.
  const quote = await fetch(`${base}/api/inquiries`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({
      name: "Size Check",
      email: "size-check@example.com",
      category: "Quote Request",
      message: "First-load measurement.",
      lines: [{ productId: products[0].id, quantity: 2 }],
    }),
  });
  const { privateUrl } = (await quote.json()) as { privateUrl?: string };
  const [, , reference, token] = new URL(privateUrl ?? `${base}/q/none/none`).pathname.split("/");
  if (!privateUrl || !reference || !token) throw new Error(`No private quote link (${quote.status})`);
  const params = {
    id: products[0].id,
    category: slugify(withSubcategory.category),
    subcategory: slugify(withSubcategory.subcategory!),
    reference: decodeURIComponent(reference),
    token: decodeURIComponent(token),
  };
  // Issue 19: the comparison is measured with three products in its address, and a listing with a selection to compare
  // (the tray, server-rendered from the `compare` cookie) besides the listing without one.
  const compared = products.slice(0, 3).map((product) => product.id);
  const selection = { name: "compare", value: compared.slice(0, 2).join("."), url: base };
  type MeasuredPage = { url: string; status: number; label?: string; cookie?: typeof selection };
  const measured: MeasuredPage[] = [
    ...publicPagePatterns(build.assets.routes).map((pattern) => {
      const url = fillPattern(pattern, params, MISSING_PAGE);
      return {
        url: /^(\/ar)?\/compare$/.test(url) ? `${url}?ids=${compared.join(",")}` : url,
        status: pattern.endsWith("*") ? 404 : 200,
      };
    }),
    { url: "/products", status: 200, label: "/products (2 to compare)", cookie: selection },
    { url: "/ar/products", status: 200, label: "/ar/products (2 to compare)", cookie: selection },
  ];
  const pages = measured.filter((page) => !ONLY || ONLY.test(page.label ?? page.url));
  if (pages.length === 0) throw new Error("No public page in build.assets.routes");

  const browser = await chromium.launch({ executablePath: CHROMIUM });
  try {
    for (const { url, status, label, cookie } of pages) {
      // A new context per page: an empty cache, as on a first visit. gzip asked for explicitly, as the budget is gzip
      // (Chromium would get brotli at quality 4, within 1% of it).
      const context = await browser.newContext({
        viewport: VIEWPORT,
        extraHTTPHeaders: { "accept-encoding": "gzip, deflate" },
      });
      if (cookie) await context.addCookies([cookie]);
      const page = await context.newPage();
      const scripts: Request[] = [];
      const fonts: Request[] = [];
      let lastScriptAt = Date.now();
      page.on("request", (request) => {
        if (request.resourceType() === "font") fonts.push(request);
        if (request.resourceType() !== "script") return;
        scripts.push(request);
        lastScriptAt = Date.now();
      });
      page.on("pageerror", (error) => problems.push(`${url}: uncaught ${error.message}`));
      const response = await page.goto(base + url, { waitUntil: "load" });
      if (response?.status() !== status) problems.push(`${url}: answered ${response?.status()}, expected ${status}`);
      await page.waitForLoadState("networkidle", { timeout: IDLE_TIMEOUT_MS }).catch(() => {
        console.warn(`${url}: the network was still busy after ${IDLE_TIMEOUT_MS / 1000} s; measuring what came`);
      });
      for (let quiet = Date.now() - lastScriptAt; quiet < SETTLE_MS; quiet = Date.now() - lastScriptAt)
        await page.waitForTimeout(SETTLE_MS - quiet);
      const requests = await Promise.all(
        scripts.map((request) => measuredRequest(request, base, (text) => problems.push(`${url}: ${text}`))),
      );
      const fontRequests = await Promise.all(
        fonts.map((request) => measuredRequest(request, base, (text) => problems.push(`${url}: ${text}`))),
      );
      weights.push(pageWeight(label ?? url, base, requests, fontRequests));
      await context.close();
    }
  } finally {
    await browser.close();
  }
} finally {
  server.child.kill("SIGTERM");
  await server.exited;
  fs.rmSync(dataDir, { recursive: true, force: true });
}

console.log(weightTable(weights, VERBOSE));
console.log(
  `First-load JavaScript in Chromium at ${VIEWPORT.width} px, gzip as served; ${weights.length} pages in ${((Date.now() - started) / 1000).toFixed(1)} s.`,
);
const over = weights.filter((weight) => budgetFailures(weight).length > 0);
for (const problem of problems) console.error(problem);
if (problems.length > 0) console.error("The measurement above is not trustworthy: a page failed (see above).");
if (over.length > 0)
  console.error(
    `Over the budget of ${kb(FIRST_LOAD_BUDGET.maxBytes)} and ${FIRST_LOAD_BUDGET.maxFiles} files, ${kb(FIRST_LOAD_BUDGET.maxFontBytes)} of fonts:\n${over.map((weight) => `  ${weight.page}: ${budgetFailures(weight).join(", ")}`).join("\n")}`,
  );
if (problems.length > 0 || over.length > 0) process.exit(1);
console.log(
  `Every public page within ${kb(FIRST_LOAD_BUDGET.maxBytes)} and ${FIRST_LOAD_BUDGET.maxFiles} files, and ${kb(FIRST_LOAD_BUDGET.maxFontBytes)} of fonts.`,
);
