/**
 * Vitest global set-up of the API tests: one PGlite directory migrated (and one also seeded with the demo catalogue),
 * made once per run; each test server on PGlite starts from a copy (harness.ts). Opening a new PGlite directory runs
 * initdb and every migration in WebAssembly, about 5 s; a copy opens in a tenth of that, and over a hundred servers start.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { TestProject } from "vitest/node";
import { openDatabase } from "~server/db/client";
import { seedDemoCatalogueIfEmpty } from "~server/catalogue/replace-catalogue";

declare module "vitest" {
  export interface ProvidedContext {
    /** Directories to copy into a new test server's DATA_DIR: migrated, and migrated with the demo catalogue seeded. */
    pgliteTemplates: { migrated: string; seeded: string };
  }
}

async function makeTemplate(seed: boolean): Promise<string> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `catalogue-api-template-${seed ? "seeded" : "migrated"}-`));
  const database = await openDatabase({ dataDir });
  try {
    if (seed) await seedDemoCatalogueIfEmpty(database.db, dataDir);
  } finally {
    await database.close();
  }
  return dataDir;
}

export default async function setup(project: TestProject) {
  const [migrated, seeded] = await Promise.all([makeTemplate(false), makeTemplate(true)]);
  project.provide("pgliteTemplates", { migrated, seeded });
  return () => {
    for (const dir of [migrated, seeded]) fs.rmSync(dir, { recursive: true, force: true });
  };
}
