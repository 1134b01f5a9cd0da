/** `npm run catalogue:import` (the built command) with a spreadsheet: preview only, --apply, and a file with a rejected row (PGlite data directory). Needs `npm run build`. */
import { execFile } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { openDatabase } from "~server/db/client";
import { products } from "~server/db/schema";
import { writeCsv } from "~/lib/csv/csv";

const run = promisify(execFile);
let dataDir: string;

async function importCli(...args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  try {
    const { stdout, stderr } = await run(process.execPath, ["build/server/cli/import-catalogue.js", ...args], {
      env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: "" },
    });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}

async function productsWithSerial(serial: string) {
  const database = await openDatabase({ dataDir });
  try {
    return await database.db.select().from(products).where(eq(products.serialNumber, serial));
  } finally {
    await database.close();
  }
}

describe("catalogue:import with a spreadsheet", () => {
  beforeAll(() => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "catalogue-cli-"));
  });
  afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

  it("still replaces the catalogue from the JSON demo file", async () => {
    const result = await importCli("data/demo-catalogue.json");
    expect(result.code).toBe(0);
    expect(result.stdout).toMatch(/Imported 358 products and 18 brands/);
  });

  it("refuses a file with a rejected row, naming it, and writes nothing", async () => {
    const file = path.join(dataDir, "bad.csv");
    fs.writeFileSync(
      file,
      writeCsv([
        ["name", "brand", "serialNumber", "price"],
        ["CLI mop", "Nordvac", "CLI-1", "5"],
        ["CLI broom", "Nordvac", "CLI-2", "five"],
      ]),
    );
    const result = await importCli(file, "--apply");
    expect(result.code).toBe(1);
    expect(result.stdout).toContain("Row 3: REJECTED");
    expect(result.stdout).toContain("Column D (price)");
    expect(await productsWithSerial("CLI-1")).toEqual([]);
  });

  it("prints the preview without writing, and imports with --apply", async () => {
    const file = path.join(dataDir, "good.csv");
    fs.writeFileSync(
      file,
      writeCsv([
        ["name", "brand", "serialNumber", "price"],
        ["CLI mop مكنسة", "Nordvac", "CLI-1", "5"],
      ]),
    );
    const preview = await importCli(file);
    expect(preview.code).toBe(0);
    expect(preview.stdout).toContain("1 to create, 0 to update, 0 unchanged, 0 rejected.");
    expect(preview.stdout).toContain("Preview only: nothing was written.");
    expect(await productsWithSerial("CLI-1")).toEqual([]);

    const applied = await importCli(file, "--apply");
    expect(applied.code).toBe(0);
    expect(applied.stdout).toContain("1 created, 0 updated, 0 unchanged");
    expect(await productsWithSerial("CLI-1")).toMatchObject([{ name: "CLI mop مكنسة", price: "5.00" }]);
  });
}, 120_000);
