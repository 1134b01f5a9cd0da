/**
 * `npm run catalogue:import -- FILE [--apply]`
 * - FILE.json (the format of data/demo-catalogue.json): replaces products and brands.
 * - FILE.csv / FILE.xlsx (the admin page's spreadsheet): prints the same preview as /admin/catalogue and writes nothing;
 *   with --apply it then imports in one transaction, unless a row is rejected (exit code 1).
 */
import fs from "node:fs/promises";
import { loadEnv } from "~server/env";
import { openDatabase, type Db } from "~server/db/client";
import { readCatalogueFile } from "~server/catalogue/catalogue-file";
import { replaceCatalogue } from "~server/catalogue/replace-catalogue";
import { applyFile, previewFile } from "~server/catalogue/spreadsheet/import-file";
import { previewLines } from "~server/catalogue/spreadsheet/preview-text";

const args = process.argv.slice(2);
const apply = args.includes("--apply");
const file = args.find((arg) => !arg.startsWith("--"));
if (!file) {
  console.error("Usage: npm run catalogue:import -- FILE.json | FILE.csv | FILE.xlsx [--apply]");
  process.exit(2);
}
const env = loadEnv();
const database = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR });
try {
  if (file.toLowerCase().endsWith(".json")) {
    const result = await replaceCatalogue(database.db, await readCatalogueFile(file));
    console.log(`Imported ${result.products} products and ${result.brands} brands from ${file}.`);
  } else {
    process.exitCode = await importSpreadsheet(database.db, file, apply);
  }
} catch (error) {
  console.error((error as Error).message);
  process.exitCode = 1;
} finally {
  await database.close();
}

async function importSpreadsheet(db: Db, fileName: string, confirmed: boolean): Promise<number> {
  const bytes = await fs.readFile(fileName);
  const preview = await previewFile(db, fileName, bytes);
  if (!preview.ok) {
    console.error(`${fileName} cannot be imported; nothing was written:\n  ${preview.fileErrors.join("\n  ")}`);
    return 1;
  }
  console.log(previewLines(preview.plan).join("\n"));
  if (preview.plan.counts.reject > 0) {
    console.error("Rejected rows: nothing was written. Correct them and run the command again.");
    return 1;
  }
  if (preview.plan.counts.create + preview.plan.counts.update === 0) {
    console.log("Nothing to import: the file matches the catalogue.");
    return 0;
  }
  if (!confirmed) {
    console.log("Preview only: nothing was written. Run again with --apply to import.");
    return 0;
  }
  const result = await applyFile(db, fileName, bytes, preview.fingerprint, {
    id: null,
    email: "command line (catalogue:import)",
  });
  if (result.ok && result.status === "failed") {
    console.error("The database refused the import (see the line above); nothing was written.");
    return 1;
  }
  if (!result.ok || result.status !== "applied") {
    console.error("The catalogue changed while importing; nothing was written. Run the command again.");
    return 1;
  }
  const { create, update, unchanged } = result.plan.counts;
  console.log(`Imported ${fileName}: ${create} created, ${update} updated, ${unchanged} unchanged.`);
  return 0;
}
