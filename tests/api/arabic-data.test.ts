/**
 * Issue 18, the catalogue's Arabic as staff write it, on both drivers: the demo seed, the admin JSON API (limits, blank
 * clears, an absent key keeps), the spreadsheet round trip of name_ar, description_ar, features_ar and specifications_ar
 * in CSV and XLSX (diacritics intact, blank stays blank, a file without them keeps them), and the start-up fill of a
 * catalogue seeded before the Arabic edition (and before the demo's own specifications, issue 19).
 */
import { PassThrough } from "node:stream";
import { and, count, eq, inArray, isNull } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SPREADSHEET_COLUMNS, SPREADSHEET_HEADERS } from "~/lib/admin/spreadsheet-columns";
import { writeCsv } from "~/lib/csv/csv";
import { readCsv } from "~/lib/csv/read-csv";
import { readCatalogueFile } from "~server/catalogue/catalogue-file";
import { DEMO_CATALOGUE_FILE, fillDemoArabic } from "~server/catalogue/replace-catalogue";
import { readSpecificationRows } from "~server/catalogue/specification-rows";
import { applyFile } from "~server/catalogue/spreadsheet/import-file";
import { createXlsxWriter } from "~server/catalogue/spreadsheet/xlsx";
import { auditLog, brands, products } from "~server/db/schema";
import { createSession } from "~server/auth/sessions";
import { createStaffUser } from "~server/auth/staff-users";
import { sessionPolicy } from "~server/env";
import { signedInAdmin, type AdminClient } from "./admin-catalogue-support";
import { DRIVERS, startTestServer, type TestServer } from "./harness";

/** With tashkeel and tatweel, which must come back exactly as written. */
const NAME_AR = "مِكْنَسَةٌ كهربائيـــة للأتربة والمياه Nordvac WD 30";
const DESCRIPTION_AR = "مكنسة تجارية للأتربة والمياه.\nللمكاتب والفنادق والمستودعات.";
const FEATURES_AR = ["ترشيح HEPA H13", "-عوامة إيقاف تلقائي", "سعة 30 لتر"];
const SPECIFICATIONS_AR = "القدرة: 1,200 واط\nالخزان: 30 لتر";

const product = {
  name: "Arabic Data Test Vacuum WD 30",
  brand: "Nordvac",
  category: "Equipments",
  subcategory: "Vacuums & Scrubing Machines",
  description: "A wet and dry vacuum created by the Arabic data test.",
  features: ["HEPA H13 filtration", "Auto-shutoff float", "30 L tank"],
  specifications: "Power: 1,200 W\nTank: 30 L",
  serialNumber: "AR-DATA-30",
};
const actor = { id: null, email: "arabic-data-test@example.com" };

describe.each(DRIVERS)("the catalogue's Arabic on %s", (driver) => {
  let server: TestServer;
  let admin: AdminClient;
  let cookie: string;
  let id: string;

  beforeAll(async () => {
    server = await startTestServer({ driver, pages: true });
    admin = (await signedInAdmin(server)).client;
    const exporter = await createStaffUser(server.database.db, {
      email: "arabic-exporter@example.com",
      password: "export-password-123",
    });
    cookie = `staff_session=${await createSession(server.database.db, exporter.id, sessionPolicy(server.env))}`;
  });
  afterAll(async () => {
    await server?.close();
  });

  const stored = async (productId: string) => {
    const [row] = await server.database.db
      .select({
        nameAr: products.nameAr,
        descriptionAr: products.descriptionAr,
        featuresAr: products.featuresAr,
        specificationsAr: products.specificationsAr,
      })
      .from(products)
      .where(eq(products.id, productId));
    return row!;
  };
  /** The export, a page route's download, with the staff session. */
  const download = async (format: "csv" | "xlsx") => {
    const response = await fetch(`${server.baseUrl}/admin/catalogue/export.${format}`, {
      headers: { cookie },
      redirect: "manual",
    });
    expect(response.status).toBe(200);
    return Buffer.from(await response.arrayBuffer());
  };

  it("seeds every demo product and brand with its Arabic", async () => {
    const db = server.database.db;
    const [withoutArabic] = await db.select({ n: count() }).from(products).where(isNull(products.nameAr));
    expect(withoutArabic!.n).toBe(0);
    const [nordvac] = await db
      .select()
      .from(products)
      .where(eq(products.name, "Nordvac NV 15 Commercial Dry Vacuum Cleaner"));
    expect(nordvac).toMatchObject({ nameAr: "مكنسة كهربائية تجارية للأتربة Nordvac NV 15" });
    expect(nordvac!.featuresAr).toHaveLength(nordvac!.features!.length);
    const brandRows = await db.select({ name: brands.name, descriptionAr: brands.descriptionAr }).from(brands);
    expect(brandRows.filter((brand) => !brand.descriptionAr)).toEqual([]);
  });

  it("creates a product with its Arabic through the JSON API, exactly as written", async () => {
    const created = await admin("POST", "/api/admin/products", {
      ...product,
      nameAr: `  ${NAME_AR} `,
      descriptionAr: DESCRIPTION_AR,
      featuresAr: FEATURES_AR,
      specificationsAr: SPECIFICATIONS_AR.split("\n"),
    });
    expect(created.status).toBe(201);
    id = created.json.id;
    expect(created.json).toMatchObject({ nameAr: NAME_AR, descriptionAr: DESCRIPTION_AR, featuresAr: FEATURES_AR });
    expect(await stored(id)).toEqual({
      nameAr: NAME_AR,
      descriptionAr: DESCRIPTION_AR,
      featuresAr: FEATURES_AR,
      specificationsAr: SPECIFICATIONS_AR,
    });
    const read = await admin("GET", `/api/admin/products/${id}`);
    expect(read.json).toMatchObject({ nameAr: NAME_AR, specificationsAr: SPECIFICATIONS_AR });
    const [audit] = await server.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityType, "product"), eq(auditLog.entityId, id)));
    expect(audit!.changes!.nameAr).toEqual([null, NAME_AR]);
  });

  it("keeps the Arabic on an update that does not send it, and clears what is sent blank", async () => {
    const version = async () => (await admin("GET", `/api/admin/products/${id}`)).json.updatedAt as string;
    const kept = await admin("PUT", `/api/admin/products/${id}`, {
      ...product,
      description: "Changed English only.",
      expectedUpdatedAt: await version(),
    });
    expect(kept.status).toBe(200);
    expect(await stored(id)).toMatchObject({ nameAr: NAME_AR, featuresAr: FEATURES_AR });

    const cleared = await admin("PUT", `/api/admin/products/${id}`, {
      ...product,
      nameAr: "   ",
      descriptionAr: null,
      featuresAr: "\n \n",
      specificationsAr: [],
      expectedUpdatedAt: await version(),
    });
    expect(cleared.status).toBe(200);
    expect(await stored(id)).toEqual({ nameAr: null, descriptionAr: null, featuresAr: null, specificationsAr: null });

    const restored = await admin("PUT", `/api/admin/products/${id}`, {
      ...product,
      nameAr: NAME_AR,
      descriptionAr: DESCRIPTION_AR,
      featuresAr: FEATURES_AR.join("\n"),
      specificationsAr: SPECIFICATIONS_AR,
      expectedUpdatedAt: await version(),
    });
    expect(restored.status).toBe(200);
    expect(await stored(id)).toMatchObject({ nameAr: NAME_AR, specificationsAr: SPECIFICATIONS_AR });
  });

  it.each([
    ["nameAr", "م".repeat(201), "Must be at most 200 characters"],
    ["descriptionAr", "م".repeat(10_001), "Must be at most 10000 characters"],
    ["featuresAr", Array.from({ length: 51 }, () => "ميزة"), "At most 50 Arabic features"],
    ["featuresAr", ["م".repeat(301)], "Each Arabic feature must be at most 300 characters"],
    ["specificationsAr", ["م".repeat(301)], "Each Arabic specification line must be at most 300 characters"],
    ["nameAr", "مكنسة\u0000", "Contains characters that are not allowed"],
    ["nameAr", 42, "Must be text"],
  ])("refuses %s over the English field's limit with a 400 naming the field", async (field, value, message) => {
    const refused = await admin("POST", "/api/admin/products", { ...product, serialNumber: null, [field]: value });
    expect(refused.status).toBe(400);
    expect(refused.json.errors[field]).toEqual([expect.stringContaining(message)]);
  });

  it("saves a brand's Arabic description, keeps it when not sent, and refuses one over 2,000 characters", async () => {
    const { rows } = (await admin("GET", "/api/admin/brands?q=Kitchex")).json as { rows: Array<{ id: string }> };
    const brandId = rows[0]!.id;
    const brand = async () => (await admin("GET", `/api/admin/brands/${brandId}`)).json;
    const before = await brand();
    const body = { name: before.name, description: before.description, website: before.website };
    const saved = await admin("PUT", `/api/admin/brands/${brandId}`, {
      ...body,
      descriptionAr: "مواد كيميائية دنماركية لنظافة المطابخ.",
      expectedUpdatedAt: before.updatedAt,
    });
    expect(saved.status).toBe(200);
    expect(saved.json.descriptionAr).toBe("مواد كيميائية دنماركية لنظافة المطابخ.");
    const kept = await admin("PUT", `/api/admin/brands/${brandId}`, {
      ...body,
      expectedUpdatedAt: (await brand()).updatedAt,
    });
    expect(kept.json.descriptionAr).toBe("مواد كيميائية دنماركية لنظافة المطابخ.");
    const tooLong = await admin("PUT", `/api/admin/brands/${brandId}`, {
      ...body,
      descriptionAr: "م".repeat(2001),
      expectedUpdatedAt: (await brand()).updatedAt,
    });
    expect(tooLong.status).toBe(400);
    expect(tooLong.json.errors.descriptionAr).toEqual(["Must be at most 2000 characters"]);
  });

  it("exports the Arabic columns in CSV and XLSX, and re-importing either changes nothing", async () => {
    const csv = readCsv((await download("csv")).toString("utf8").replace(/^\uFEFF/, ""));
    expect(csv[0]).toEqual([...SPREADSHEET_HEADERS]);
    expect(csv[0]!.slice(-4)).toEqual(["name_ar", "description_ar", "features_ar", "specifications_ar"]);
    const row = csv.find((cells) => cells[SPREADSHEET_COLUMNS.indexOf("serialNumber")] === product.serialNumber)!;
    expect(row.slice(-4)).toEqual([NAME_AR, DESCRIPTION_AR, FEATURES_AR.join("\n"), SPECIFICATIONS_AR]);
    for (const format of ["csv", "xlsx"] as const) {
      const result = await applyFile(server.database.db, `catalogue.${format}`, await download(format), null, actor);
      expect(result).toMatchObject({ ok: true, status: "applied", plan: { counts: { create: 0, update: 0 } } });
    }
  });

  it.each(["csv", "xlsx"] as const)(
    "imports Arabic written in a %s file exactly, blank cells as none, and a file without the columns keeps them",
    async (format) => {
      const written = {
        nameAr: `${NAME_AR} (${format})`,
        descriptionAr: `وصف مُشَكَّل بالكامل (${format}).\nسطر ثانٍ.`,
        featuresAr: ["مِيزَة أولى", "ميزة ثانية"],
        specificationsAr: "الوزن: 9 كغ",
      };
      const header = ["name", "brand", "serialNumber", "name_ar", "description_ar", "features_ar", "specifications_ar"];
      const cells = [
        product.name,
        product.brand,
        product.serialNumber,
        written.nameAr,
        written.descriptionAr,
        written.featuresAr.join("\n"),
        written.specificationsAr,
      ];
      const applied = await applyFile(
        server.database.db,
        `arabic.${format}`,
        await fileOf(format, header, [cells]),
        null,
        actor,
      );
      expect(applied).toMatchObject({ ok: true, status: "applied", plan: { counts: { update: 1 } } });
      expect(await stored(id)).toEqual(written);

      // The same file again: nothing to change (the comparison reads the Arabic as the import writes it).
      const again = await applyFile(
        server.database.db,
        `arabic.${format}`,
        await fileOf(format, header, [cells]),
        null,
        actor,
      );
      expect(again).toMatchObject({ ok: true, plan: { counts: { update: 0, unchanged: 1 } } });

      // An older file, without the Arabic columns, changes the English and leaves the Arabic as it is.
      const older = await applyFile(
        server.database.db,
        `older.${format}`,
        await fileOf(
          format,
          ["name", "brand", "serialNumber", "description"],
          [[product.name, product.brand, product.serialNumber, `English changed by an older ${format} file.`]],
        ),
        null,
        actor,
      );
      expect(older).toMatchObject({ ok: true, status: "applied", plan: { counts: { update: 1 } } });
      expect(await stored(id)).toEqual(written);

      // Blank Arabic cells: the product has no Arabic there (null, not ""); the English is untouched.
      const blank = await applyFile(
        server.database.db,
        `blank.${format}`,
        await fileOf(format, header, [[product.name, product.brand, product.serialNumber, "", " ", "\n", ""]]),
        null,
        actor,
      );
      expect(blank).toMatchObject({ ok: true, status: "applied" });
      expect(await stored(id)).toEqual({ nameAr: null, descriptionAr: null, featuresAr: null, specificationsAr: null });
    },
  );

  it("rejects an Arabic cell over its limit by row and column, writing nothing", async () => {
    const header = ["name", "brand", "serialNumber", "name_ar"];
    const result = await applyFile(
      server.database.db,
      "long.csv",
      await fileOf("csv", header, [[product.name, product.brand, product.serialNumber, "م".repeat(301)]]),
      null,
      actor,
    );
    expect(result).toMatchObject({ ok: true, status: "rejected" });
    if (!result.ok || result.status !== "rejected") return;
    expect(result.plan.rows[0]).toMatchObject({
      action: "reject",
      reasons: [{ column: "D", field: "nameAr", message: "Arabic name is longer than 300 characters." }],
    });
  });

  it("fills the demo's Arabic into a catalogue seeded before it, only where staff never touched the product", async () => {
    const db = server.database.db;
    const demo = await readCatalogueFile(DEMO_CATALOGUE_FILE);
    const [untouched, edited, changed] = [
      "Kitchex Heavy-Duty Degreaser 1 L",
      "Kitchex Heavy-Duty Degreaser 5 L",
      "Kitchex Heavy-Duty Degreaser 20 L",
    ];
    const names = [untouched!, edited!, changed!];
    const rows = await db
      .select({ id: products.id, name: products.name })
      .from(products)
      .where(inArray(products.name, names));
    const idOf = (name: string) => rows.find((row) => row.name === name)!.id;
    // As a data directory seeded before the Arabic edition: no Arabic on these three, nor on a brand.
    await db
      .update(products)
      .set({ nameAr: null, descriptionAr: null, featuresAr: null, specificationsAr: null })
      .where(inArray(products.name, names));
    await db.update(brands).set({ descriptionAr: null }).where(eq(brands.name, "Scentiq"));
    // Staff edited one (it has history) and changed the other's English description.
    await db.insert(auditLog).values({
      entityType: "product",
      entityId: idOf(edited!),
      action: "update",
      actorEmail: "staff@example.com",
      changes: { nameAr: ["مزيل دهون", null] },
    });
    await db
      .update(products)
      .set({ description: "Our own description." })
      .where(eq(products.id, idOf(changed!)));

    expect(await fillDemoArabic(db, demo)).toEqual({ products: 1, brands: 1 });
    const expected = demo.products.find((entry) => entry.name === untouched)!;
    expect(await stored(idOf(untouched!))).toEqual({
      nameAr: expected.nameAr,
      descriptionAr: expected.descriptionAr,
      featuresAr: expected.featuresAr,
      specificationsAr: expected.specificationsAr,
    });
    expect((await stored(idOf(edited!))).nameAr).toBeNull();
    expect((await stored(idOf(changed!))).nameAr).toBeNull();
    const [scentiq] = await db.select().from(brands).where(eq(brands.name, "Scentiq"));
    expect(scentiq!.descriptionAr).toBe(demo.brands.find((brand) => brand.name === "Scentiq")!.descriptionAr);
    // The fill has its history line, and a second start finds nothing to do.
    const history = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityType, "product"), eq(auditLog.entityId, idOf(untouched!))));
    expect(history.map((entry) => entry.changes!.nameAr)).toEqual([[null, expected.nameAr]]);
    expect(await fillDemoArabic(db, demo)).toEqual({ products: 0, brands: 0 });
  });

  it("fills a catalogue seeded before the demo's own specifications: Arabic names, descriptions and features; the old specifications stay English", async () => {
    const db = server.database.db;
    const demo = await readCatalogueFile(DEMO_CATALOGUE_FILE);
    const name = "Kitchex Oven & Grill Cleaner 1 L";
    // What the demo file gave this product before issue 19 (specifications picked at random from its line's pool).
    const oldSpecifications = "Pack size: 5 L\npH: 12-13\nShelf life: 24 months";
    const [{ id }] = (await db
      .update(products)
      .set({
        specifications: oldSpecifications,
        nameAr: null,
        descriptionAr: null,
        featuresAr: null,
        specificationsAr: null,
      })
      .where(eq(products.name, name))
      .returning({ id: products.id })) as [{ id: string }];
    const expected = demo.products.find((entry) => entry.name === name)!;
    expect(expected.specifications).not.toBe(oldSpecifications);

    expect(await fillDemoArabic(db, demo)).toEqual({ products: 1, brands: 0 });
    // The demo's Arabic where the English is still the demo's; no Arabic beside specifications it does not translate.
    expect(await stored(id)).toEqual({
      nameAr: expected.nameAr,
      descriptionAr: expected.descriptionAr,
      featuresAr: expected.featuresAr,
      specificationsAr: null,
    });
    const [{ specifications }] = (await db
      .select({ specifications: products.specifications })
      .from(products)
      .where(eq(products.id, id))) as [{ specifications: string | null }];
    expect(specifications).toBe(oldSpecifications);
    // The rows follow the texts: the old English lines, no Arabic beside them.
    const rows = (await readSpecificationRows(db, [id])).get(id)!;
    expect(rows.map((row) => [row.label, row.value, row.labelAr])).toEqual([
      ["Pack size", "5 L", null],
      ["pH", "12-13", null],
      ["Shelf life", "24 months", null],
    ]);
    const history = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityType, "product"), eq(auditLog.entityId, id)));
    expect(history.map((entry) => Object.keys(entry.changes!).sort())).toEqual([
      ["descriptionAr", "featuresAr", "nameAr"],
    ]);
    expect(await fillDemoArabic(db, demo)).toEqual({ products: 0, brands: 0 });
  });
});

async function fileOf(format: "csv" | "xlsx", header: string[], rows: string[][]): Promise<Buffer> {
  if (format === "csv") return Buffer.from(writeCsv([header, ...rows]), "utf8");
  const output = new PassThrough();
  const chunks: Buffer[] = [];
  output.on("data", (chunk: Buffer) => chunks.push(chunk));
  const writer = createXlsxWriter(output, header);
  for (const row of rows) writer.addRow(row);
  await writer.finish();
  return Buffer.concat(chunks);
}
