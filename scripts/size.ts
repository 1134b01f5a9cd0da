/** `npm run size`: first-load JavaScript (gzip) of every public route of the production build; fails above the budget. */
import fs from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { routeWeights, type BrowserManifest } from "./quality/route-js";

const BUDGET_BYTES = 150 * 1024;
const buildFile = path.resolve("build/server/index.js");
if (!fs.existsSync(buildFile)) {
  console.error("No production build: run `npm run build` first.");
  process.exit(1);
}
// The server bundle exports the React Router build next to the server (server/index.ts).
const { build } = (await import(buildFile)) as { build: { assets: BrowserManifest } };
const assets = build.assets;
const gzipSize = (file: string) => gzipSync(fs.readFileSync(path.join("build/client", file)), { level: 9 }).length;
const weights = routeWeights(assets, gzipSize).sort((a, b) => b.gzipBytes - a.gzipBytes);
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
console.log(`route${" ".repeat(35)}files  first-load JS (gzip)`);
for (const weight of weights)
  console.log(`${weight.route.padEnd(40)}${String(weight.files).padStart(5)}  ${kb(weight.gzipBytes).padStart(10)}`);
const over = weights.filter((weight) => weight.gzipBytes > BUDGET_BYTES);
if (over.length > 0) {
  console.error(`Over the ${kb(BUDGET_BYTES)} budget: ${over.map((weight) => weight.route).join(", ")}`);
  process.exit(1);
}
console.log(`All ${weights.length} routes within the ${kb(BUDGET_BYTES)} budget.`);
