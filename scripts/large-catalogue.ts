/**
 * `npm run catalogue:large -- [count=100000]`: replaces the catalogue of the configured database (DATABASE_URL, else
 * DATA_DIR) with `count` products derived from the demo catalogue (same categories, brands and texts, numbered lots),
 * to measure the catalogue at scale, each product with Arabic texts from the bench's Arabic vocabulary
 * (scripts/bench/arabic-catalogue.ts; issue 18), and the measured specification values of each lot scaled by the lot's own
 * factor (scripts/bench/lot-specifications.ts; issue 19). Stop the server first when it uses the same PGlite directory.
 */
import { loadEnv } from "~server/env";
import { openDatabase } from "~server/db/client";
import { readCatalogueFile } from "~server/catalogue/catalogue-file";
import { DEMO_CATALOGUE_FILE, replaceCatalogue } from "~server/catalogue/replace-catalogue";
import { arabicLotName, arabicTextsOf } from "./bench/arabic-catalogue";
import { lotFactor, scaleSpecifications } from "./bench/lot-specifications";

const count = Number(process.argv[2] ?? 100_000);
if (!Number.isInteger(count) || count < 1 || count > 2_000_000) {
  console.error("Usage: npm run catalogue:large -- [count, 1 to 2,000,000]");
  process.exit(2);
}
const env = loadEnv();
const demo = await readCatalogueFile(DEMO_CATALOGUE_FILE);
// The demo's own Arabic, where it has some, is not used: the bench's Arabic queries are checked against the vocabulary.
const arabic = demo.products.map(arabicTextsOf);
const products = Array.from({ length: count }, (_, index) => {
  const base = { ...demo.products[index % demo.products.length]!, ...arabic[index % demo.products.length]! };
  const lot = Math.floor(index / demo.products.length);
  return lot === 0
    ? base
    : {
        ...base,
        name: `${base.name} · Lot ${lot}`,
        nameAr: arabicLotName(base.nameAr, lot),
        serialNumber: `${base.serialNumber}-${lot}`,
        ...scaleSpecifications(base.specifications, base.specificationsAr, lotFactor(lot)),
      };
});
const database = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR });
try {
  const started = Date.now();
  await replaceCatalogue(database.db, { brands: demo.brands, products });
  console.log(`Loaded ${count} products in ${((Date.now() - started) / 1000).toFixed(1)} s (${database.driver}).`);
} finally {
  await database.close();
}
