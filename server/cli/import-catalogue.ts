/** `npm run catalogue:import -- FILE`: replaces the catalogue with FILE (same format as data/demo-catalogue.json). */
import { loadEnv } from "../env";
import { openDatabase } from "../db/client";
import { readCatalogueFile } from "../catalogue/catalogue-file";
import { replaceCatalogue } from "../catalogue/replace-catalogue";

const file = process.argv[2];
if (!file) {
  console.error("Usage: npm run catalogue:import -- FILE.json");
  process.exit(2);
}
const env = loadEnv();
const database = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR });
try {
  const result = await replaceCatalogue(database.db, await readCatalogueFile(file));
  console.log(`Imported ${result.products} products and ${result.brands} brands from ${file}.`);
} catch (error) {
  console.error((error as Error).message);
  process.exitCode = 1;
} finally {
  await database.close();
}
