/**
 * The derived columns (server/catalogue/derived-facts.ts) hold what the rules say, row by row: over the whole demo
 * catalogue, after each write path (API create, update, duplicate, brand rename; spreadsheet import; JSON replace), after a
 * start-up recompute of stale rows, and on a database migrated from 0004 with products already in it. The specification
 * rows (issue 19) are checked beside them: every product's stored rows are the rows of its texts.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { asc, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DERIVED_FACTS_VERSION, deriveProductFacts, FACT_COLUMNS } from "~server/catalogue/derived-facts";
import { recomputeStaleFacts } from "~server/catalogue/recompute-derived-facts";
import { readCatalogueFile } from "~server/catalogue/catalogue-file";
import { DEMO_CATALOGUE_FILE, replaceCatalogue } from "~server/catalogue/replace-catalogue";
import { applyFile } from "~server/catalogue/spreadsheet/import-file";
import { openDatabase, type Db } from "~server/db/client";
import { brands, products, productSpecifications } from "~server/db/schema";
import { specificationRows } from "~/lib/catalogue/specifications";
import { createPostgresDatabase } from "../../scripts/lib/database-target";
import { signedInAdmin, type AdminClient } from "./admin-catalogue-support";
import { DRIVERS, startTestServer, type Driver, type TestServer } from "./harness";

type Row = typeof products.$inferSelect;

const stored = (row: Row) => ({ name: row.name, ...Object.fromEntries(FACT_COLUMNS.map((fact) => [fact, row[fact]])) });
const expected = (row: Row) => ({ name: row.name, ...deriveProductFacts(row) });

/** The stored specification rows of every product, as the parser's rows of its texts would be stored. */
async function expectSpecificationRowsMatchTexts(db: Db, rows: Row[]): Promise<void> {
  const storedRows = await db
    .select()
    .from(productSpecifications)
    .orderBy(asc(productSpecifications.productId), asc(productSpecifications.position));
  const expectedRows = rows
    .flatMap((row) =>
      specificationRows(row.specifications, row.specificationsAr).map((spec) => ({
        productId: row.id,
        position: spec.position,
        key: spec.key,
        label: spec.en?.label ?? null,
        value: spec.en?.value ?? null,
        unit: spec.en?.unit ?? null,
        labelAr: spec.ar?.label ?? null,
        valueAr: spec.ar?.value ?? null,
        unitAr: spec.ar?.unit ?? null,
        numericValue: spec.number,
        unitCode: spec.unitCode,
      })),
    )
    .sort((a, b) => (a.productId < b.productId ? -1 : a.productId > b.productId ? 1 : a.position - b.position));
  expect(storedRows).toEqual(expectedRows);
}

/** Every row's stored facts equal the rules applied to its stored fields; returns the rows for further checks. */
async function expectFactsMatchRules(db: Db): Promise<Row[]> {
  const rows = await db.select().from(products).orderBy(asc(products.name), asc(products.id));
  expect(rows.map(stored)).toEqual(rows.map(expected));
  await expectSpecificationRowsMatchTexts(db, rows);
  return rows;
}

const byId = async (db: Db, id: string) => (await db.select().from(products).where(eq(products.id, id)))[0]!;

describe.each(DRIVERS)("derived columns on %s", (driver) => {
  let server: TestServer;
  let admin: AdminClient;
  let db: Db;

  beforeAll(async () => {
    server = await startTestServer({ driver });
    db = server.database.db;
    admin = (await signedInAdmin(server)).client;
  });
  afterAll(async () => {
    await server?.close();
  });

  it("match the rules for every product of the demo catalogue, and every fact takes both values somewhere", async () => {
    const rows = await expectFactsMatchRules(db);
    expect(rows).toHaveLength(358);
    for (const flag of [
      "fitsCommercial",
      "fitsHealthcare",
      "fitsHospitality",
      "vacuumSolution",
      "automationSolution",
      "floorCareSolution",
      "chemicalSolution",
    ] as const) {
      expect(new Set(rows.map((row) => row[flag]))).toEqual(new Set([true, false]));
    }
    expect(new Set(rows.map((row) => row.solutionCategory))).toEqual(
      new Set([null, "Floor Care Equipment", "Industrial Vacuum Cleaners", "Cleaning Chemicals"]),
    );
    expect(new Set(rows.map((row) => row.imageRank)).size).toBeGreaterThan(1);
    expect(new Set(rows.map((row) => row.solutionsImageRank)).size).toBeGreaterThan(1);
    expect(rows.every((row) => row.derivedVersion === DERIVED_FACTS_VERSION)).toBe(true);
  });

  it("are written by /api/admin/products create, update and duplicate, and kept by a brand rename", async () => {
    const input = {
      name: "Derived Test Wet Vacuum",
      brand: "Nordvac",
      category: "Equipments",
      subcategory: "Window Cleaning",
      description: "",
      features: ["Smart hose"],
      specifications: ["Working width: 430 mm", "Tank volume: 2,5 L"],
      specificationsAr: ["عرض العمل: ٤٣٠ ملم"],
      imageUrl: "/api/storage/derived.png",
    };
    const created = await admin("POST", "/api/admin/products", input);
    expect(created.status).toBe(201);
    const id = created.json.id as string;
    expect(await byId(db, id)).toMatchObject({
      topCategory: "Equipments",
      solutionCategory: "Industrial Vacuum Cleaners",
      vacuumSolution: true,
      automationSolution: true,
      fitsHealthcare: true,
      imageRank: 1,
      solutionsImageRank: 3,
    });

    // A rename that moves the product out of the vacuum page and every sector, and a new image that changes both ranks.
    expect(await db.select().from(productSpecifications).where(eq(productSpecifications.productId, id))).toMatchObject([
      { position: 0, key: "working width", numericValue: 430, unitCode: "MMT", valueAr: "٤٣٠ ملم" },
      { position: 1, key: "tank volume", numericValue: 2.5, unitCode: "LTR", valueAr: null },
    ]);
    const renamed = await admin("PUT", `/api/admin/products/${id}`, {
      ...input,
      name: "Derived Test Squeegee",
      features: [],
      specifications: ["Blade width: 45 cm"],
      imageUrl: "https://cdn.example.com/s.jpg",
      expectedUpdatedAt: created.json.updatedAt,
    });
    expect(renamed.status).toBe(200);
    expect(await byId(db, id)).toMatchObject({
      solutionCategory: null,
      vacuumSolution: false,
      automationSolution: false,
      fitsCommercial: false,
      fitsHealthcare: false,
      imageRank: 3,
      solutionsImageRank: 2,
    });
    const publicIds = async (pathname: string) =>
      ((await (await fetch(server.baseUrl + pathname)).json()) as Array<{ id: string }>).map((row) => row.id);
    expect(await publicIds("/api/products?limit=1000")).toContain(id);

    // Moved to the chemicals, then duplicated: the copy's facts are derived from its own fields.
    const moved = await admin("PUT", `/api/admin/products/${id}`, {
      ...input,
      name: "Derived Test Squeegee",
      category: "Chemicals",
      subcategory: "Kitchen Chemicals",
      expectedUpdatedAt: renamed.json.updatedAt,
    });
    expect(moved.status).toBe(200);
    expect(await byId(db, id)).toMatchObject({
      topCategory: "Chemicals",
      pathSubcategory: null,
      listedSubcategory: "Kitchen Chemicals",
      solutionCategory: "Cleaning Chemicals",
      chemicalSolution: true,
      fitsHealthcare: true,
    });
    const copy = await admin("POST", `/api/admin/products/${id}/duplicate`);
    expect(copy.status).toBe(201);
    expect(await byId(db, copy.json.id as string)).toMatchObject({
      name: "Derived Test Squeegee (copy)",
      topCategory: "Chemicals",
      chemicalSolution: true,
      isActive: false,
    });

    const [nordvac] = await db.select().from(brands).where(eq(brands.name, "Nordvac"));
    const rename = await admin("PUT", `/api/admin/brands/${nordvac!.id}`, {
      name: "Nordvac Renamed",
      expectedUpdatedAt: nordvac!.updatedAt.toISOString(),
      renameProducts: true,
    });
    expect(rename.json).toMatchObject({ name: "Nordvac Renamed" });
    expect(rename.json.renamedProducts).toBeGreaterThan(1);
    expect((await byId(db, id)).brand).toBe("Nordvac Renamed");
    await expectFactsMatchRules(db);
  });

  it("are written by the spreadsheet import, for new rows and for updates that change only some columns", async () => {
    const [target] = await db
      .select()
      .from(products)
      .where(eq(products.subcategory, "Window Cleaning"))
      .orderBy(asc(products.name))
      .limit(1);
    expect(target).toMatchObject({ vacuumSolution: false, topCategory: "Equipments" });
    // No category column: the update keeps the stored category, and the facts come from the row as it will be.
    const csv = [
      "serialNumber,name,brand,imageUrl,specifications",
      `${target!.serialNumber},Derived Import Backpack Vacuum,${target!.brand},/placeholder-product.svg,"Weight: 4,5 kg"`,
      `DERIVED-NEW-1,Derived Import Detergent,Kitchex,,"pH: 7\nDilution: 1:100"`,
    ].join("\n");
    const result = await applyFile(db, "derived.csv", Buffer.from(csv), null, {
      id: null,
      email: "import@example.com",
    });
    expect(result).toMatchObject({ ok: true, status: "applied", plan: { counts: { create: 1, update: 1 } } });
    expect(await byId(db, target!.id)).toMatchObject({
      name: "Derived Import Backpack Vacuum",
      category: target!.category,
      vacuumSolution: true,
      fitsHealthcare: true,
      imageRank: 2,
      solutionsImageRank: 1,
    });
    const [created] = await db.select().from(products).where(eq(products.serialNumber, "DERIVED-NEW-1"));
    expect(created).toMatchObject({
      topCategory: "General",
      chemicalSolution: true,
      solutionCategory: null,
      fitsHealthcare: false,
    });
    await expectFactsMatchRules(db);
  });

  it("are recomputed at start-up for rows an older rule version wrote", async () => {
    await db.execute(
      sql`update products set vacuum_solution = not vacuum_solution, top_category = 'stale', derived_version = 0 where name like 'A%'`,
    );
    // Rows lost or written by an older parser are rewritten with the facts.
    await db.execute(
      sql`delete from product_specifications where product_id in (select id from products where derived_version = 0 and name like 'Aq%')`,
    );
    await db.execute(
      sql`update product_specifications set numeric_value = -1 where product_id in (select id from products where derived_version = 0)`,
    );
    const stale = (await db.select().from(products)).filter((row) => row.derivedVersion === 0).length;
    expect(stale).toBeGreaterThan(0);
    expect(await recomputeStaleFacts(db)).toBe(stale);
    await expectFactsMatchRules(db);
    expect(await recomputeStaleFacts(db)).toBe(0);
  });

  it("are written by the JSON replace (seed and catalogue:import)", async () => {
    const demo = await readCatalogueFile(DEMO_CATALOGUE_FILE);
    await replaceCatalogue(db, {
      brands: demo.brands,
      products: [
        ...demo.products.slice(0, 40),
        { ...demo.products[0]!, name: "Derived Replace Sanitizer", category: "Washroom Hygiene", subcategory: null },
      ],
    });
    const rows = await expectFactsMatchRules(db);
    expect(rows).toHaveLength(41);
    expect(rows.find((row) => row.name === "Derived Replace Sanitizer")).toMatchObject({
      fitsHealthcare: true,
      fitsCommercial: false,
    });
  });
});

/** Migration 0006 on a database that already holds products: they are recomputed when it opens, before anything reads them. */
describe.each(DRIVERS)("a catalogue stored before migration 0006 on %s", (driver: Driver) => {
  it("gets every derived fact when the database opens", async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "derived-upgrade-"));
    const migrations = path.join(dataDir, "migrations-0004");
    fs.cpSync("drizzle", migrations, { recursive: true });
    const journalFile = path.join(migrations, "meta/_journal.json");
    const journal = JSON.parse(fs.readFileSync(journalFile, "utf8")) as { entries: Array<{ tag: string }> };
    journal.entries = journal.entries.filter((entry) => entry.tag < "0006");
    fs.writeFileSync(journalFile, JSON.stringify(journal));
    const postgres =
      driver === "postgres" ? await createPostgresDatabase(process.env.TEST_DATABASE_URL!, "derived_upgrade") : null;
    const demo = await readCatalogueFile(DEMO_CATALOGUE_FILE);
    const insert = (execute: (text: string, params: unknown[]) => Promise<unknown>) =>
      Promise.all(
        demo.products.map((product) =>
          execute(
            "insert into products (name, brand, category, subcategory, features, image_url, is_active) values ($1, $2, $3, $4, $5, $6, $7)",
            [
              product.name,
              product.brand,
              product.category,
              product.subcategory,
              product.features ?? null,
              product.imageUrl ?? null,
              product.isActive,
            ],
          ),
        ),
      );
    try {
      if (postgres) {
        const { default: pg } = await import("pg");
        const { drizzle } = await import("drizzle-orm/node-postgres");
        const { migrate } = await import("drizzle-orm/node-postgres/migrator");
        const pool = new pg.Pool({ connectionString: postgres.url, max: 2 });
        await migrate(drizzle(pool), { migrationsFolder: migrations });
        await insert((text, params) => pool.query(text, params));
        await pool.end();
      } else {
        const { PGlite } = await import("@electric-sql/pglite");
        const { pg_trgm } = await import("@electric-sql/pglite/contrib/pg_trgm");
        const { drizzle } = await import("drizzle-orm/pglite");
        const { migrate } = await import("drizzle-orm/pglite/migrator");
        const client = await PGlite.create(path.join(dataDir, "pglite"), { extensions: { pg_trgm } });
        await migrate(drizzle(client), { migrationsFolder: migrations });
        await insert((text, params) => client.query(text, params));
        await client.close();
      }
      const database = await openDatabase({ databaseUrl: postgres?.url, dataDir, poolSize: 2 });
      try {
        const rows = await expectFactsMatchRules(database.db);
        expect(rows).toHaveLength(demo.products.length);
        expect(rows.every((row) => row.derivedVersion === DERIVED_FACTS_VERSION)).toBe(true);
      } finally {
        await database.close();
      }
    } finally {
      await postgres?.drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
