/**
 * Spreadsheet import and export through the real server on both drivers: export → import unchanged writes nothing, bad rows
 * are rejected by row number with nothing written, a stale preview is refused, 5,000 rows import within 30 s, and the
 * /admin/catalogue page previews and applies an upload.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { asc, count, eq } from "drizzle-orm";
import { withDerivedFacts } from "~server/catalogue/derived-facts";
import { DRIVERS, startTestServer, type TestServer } from "./harness";
import { auditLog, products } from "~server/db/schema";
import { createStaffUser } from "~server/auth/staff-users";
import { createSession } from "~server/auth/sessions";
import { sessionPolicy } from "~server/env";
import { applyFile, previewFile } from "~server/catalogue/spreadsheet/import-file";
import { writeCsv } from "~/lib/csv/csv";
import { readCsv } from "~/lib/csv/read-csv";
import { SPREADSHEET_COLUMNS, SPREADSHEET_HEADERS } from "~/lib/admin/spreadsheet-columns";

const ARABIC = "مكنسة كهربائية صناعية";
const actor = { id: null, email: "api-test@example.com" };

async function tableSnapshot(server: TestServer) {
  return server.database.db.select().from(products).orderBy(asc(products.id));
}

async function auditCount(server: TestServer) {
  const [row] = await server.database.db.select({ n: count() }).from(auditLog);
  return row?.n ?? 0;
}

function rejectedRows(result: Awaited<ReturnType<typeof previewFile>>) {
  if (!result.ok) throw new Error(result.fileErrors.join("; "));
  return result.plan.rows.filter((row) => row.action === "reject");
}

describe.each(DRIVERS)("catalogue spreadsheets on %s", (driver) => {
  let server: TestServer;
  let cookie: string;

  beforeAll(async () => {
    server = await startTestServer({ driver, pages: true });
    const db = server.database.db;
    const user = await createStaffUser(db, { email: "importer@example.com", password: "import-password-123" });
    cookie = `staff_session=${await createSession(db, user.id, sessionPolicy(server.env))}`;
    await db.insert(products).values(
      [
        {
          name: ARABIC,
          brand: "نظيف",
          category: "Equipments",
          subcategory: "Industrial Vacuum Machines",
          description: '=HYPERLINK("http://evil.example") 🧹\nسطر ثان',
          features: ["-20 °C", "@home ✨"],
          price: "1250.50",
          serialNumber: "AR-1",
          isActive: false,
        },
        {
          name: "Priced mop",
          brand: "Acme",
          category: "General",
          description: "",
          price: "0.99",
          features: [],
          specifications: "",
        },
      ].map(withDerivedFacts),
    );
  });

  afterAll(async () => {
    await server?.close();
  });

  const get = (path: string, headers: Record<string, string> = {}) =>
    fetch(server.baseUrl + path, { headers: { cookie, ...headers }, redirect: "manual" });

  it("exports the whole catalogue, active and inactive, as CSV and XLSX to staff only", async () => {
    const anonymous = await fetch(`${server.baseUrl}/admin/catalogue/export.csv`, { redirect: "manual" });
    expect(anonymous.status).toBe(303);
    const csv = await get("/admin/catalogue/export.csv");
    expect(csv.status).toBe(200);
    expect(csv.headers.get("content-type")).toContain("text/csv");
    expect(csv.headers.get("content-disposition")).toMatch(/attachment; filename="catalogue-\d{4}-\d{2}-\d{2}\.csv"/);
    const rows = readCsv(await csv.text());
    const [{ total }] = (await server.database.db.select({ total: count() }).from(products)) as [{ total: number }];
    expect(rows[0]).toEqual([...SPREADSHEET_HEADERS]);
    expect(rows.length - 1).toBe(total);
    const arabic = rows.find((row) => row[0] === ARABIC)!;
    expect(arabic[SPREADSHEET_COLUMNS.indexOf("isActive")]).toBe("FALSE");
    expect(arabic[SPREADSHEET_COLUMNS.indexOf("description")]).toMatch(/^'=HYPERLINK/);
    const xlsx = await get("/admin/catalogue/export.xlsx");
    expect(xlsx.status).toBe(200);
    expect(xlsx.headers.get("content-type")).toContain("spreadsheetml");
    expect(
      Buffer.from(await xlsx.arrayBuffer())
        .subarray(0, 2)
        .toString(),
    ).toBe("PK");
  });

  it.each(["csv", "xlsx"])("re-importing the unchanged %s export changes nothing", async (format) => {
    const file = Buffer.from(await (await get(`/admin/catalogue/export.${format}`)).arrayBuffer());
    const before = await tableSnapshot(server);
    const auditBefore = await auditCount(server);
    const result = await applyFile(server.database.db, `catalogue.${format}`, file, null, actor);
    expect(result).toMatchObject({ ok: true, status: "applied" });
    if (!result.ok || result.status === "failed") return;
    expect(result.plan.counts).toEqual({ create: 0, update: 0, unchanged: before.length, reject: 0 });
    expect(await tableSnapshot(server)).toEqual(before);
    expect(await auditCount(server)).toBe(auditBefore);
  });

  it("rejects a file with bad rows by their row numbers and writes nothing", async () => {
    const rows = readCsv(await (await get("/admin/catalogue/export.csv")).text()).slice(0, 11);
    const nameAt = SPREADSHEET_COLUMNS.indexOf("name");
    const priceAt = SPREADSHEET_COLUMNS.indexOf("price");
    rows[2]![nameAt] = ""; // row 3 of the sheet
    rows[6]![priceAt] = "twelve"; // row 7
    rows[8]![SPREADSHEET_COLUMNS.indexOf("description")] = "A legitimate change in row 9";
    const file = Buffer.from(writeCsv(rows));
    const preview = await previewFile(server.database.db, "bad.csv", file);
    expect(
      rejectedRows(preview).map((row) => [
        row.rowNumber,
        row.action === "reject" && row.reasons.map((reason) => reason.column),
      ]),
    ).toEqual([
      [3, ["A"]],
      [7, ["K"]],
    ]);
    const before = await tableSnapshot(server);
    const auditBefore = await auditCount(server);
    const result = await applyFile(server.database.db, "bad.csv", file, null, actor);
    expect(result).toMatchObject({ ok: true, status: "rejected" });
    expect(await tableSnapshot(server)).toEqual(before);
    expect(await auditCount(server)).toBe(auditBefore);
  });

  it("refuses to apply a preview after the catalogue changed, writing nothing", async () => {
    const rows = [
      [...SPREADSHEET_COLUMNS.slice(0, 2), "serialNumber", "price"],
      ["Stale mop", "Acme", "STALE-1", "10"],
    ];
    const file = Buffer.from(writeCsv(rows));
    const preview = await previewFile(server.database.db, "stale.csv", file);
    if (!preview.ok) throw new Error("preview failed");
    expect(preview.plan.counts.create).toBe(1);
    await server.database.db.insert(products).values(
      withDerivedFacts({
        name: "Stale mop",
        brand: "Acme",
        category: "General",
        serialNumber: "STALE-1",
        price: "9.00",
      }),
    );
    const before = await tableSnapshot(server);
    const result = await applyFile(server.database.db, "stale.csv", file, preview.fingerprint, actor);
    expect(result).toMatchObject({ ok: true, status: "stale", plan: { counts: { create: 0, update: 1 } } });
    expect(await tableSnapshot(server)).toEqual(before);
  });

  it("applies two confirmations of the same preview once: the second finds the plan changed", async () => {
    const file = Buffer.from(
      writeCsv([
        ["name", "brand", "serialNumber"],
        ["Race mop", "Nordvac", "RACE-1"],
      ]),
    );
    const preview = await previewFile(server.database.db, "race.csv", file);
    if (!preview.ok) throw new Error("preview failed");
    const results = await Promise.all(
      [1, 2].map(() => applyFile(server.database.db, "race.csv", file, preview.fingerprint, actor)),
    );
    expect(results.map((result) => result.ok && result.status).sort()).toEqual(["applied", "stale"]);
    expect(await server.database.db.select().from(products).where(eq(products.serialNumber, "RACE-1"))).toHaveLength(1);
  });

  it("previews an upload on /admin/catalogue, applies it on confirmation, and shows the product", async () => {
    const page = await get("/admin/catalogue");
    expect(page.status).toBe(200);
    expect(await page.text()).toContain("Import &amp; export");

    const csv = writeCsv([
      ["name", "brand", "serialNumber", "description"],
      ["Page import scrubber", "Nordvac", "PAGE-1", `وصف ${ARABIC}`],
      ["", "Nordvac", "", ""],
    ]);
    const upload = async (content: string) => {
      const form = new FormData();
      form.set("intent", "preview");
      form.set("file", new File([content], "edit.csv", { type: "text/csv" }));
      return fetch(`${server.baseUrl}/admin/catalogue`, {
        method: "POST",
        body: form,
        headers: { cookie, origin: server.baseUrl },
        redirect: "manual",
      });
    };
    const rejected = await upload(csv);
    const rejectedHtml = await rejected.text();
    expect(rejected.status).toBe(200);
    expect(rejectedHtml).toContain('data-row="3" data-action="reject"');
    expect(rejectedHtml).toContain("Column A (name): Name is required.");
    expect(rejectedHtml).not.toContain('name="uploadId"');

    const good = await upload(csv.split("\r\n").slice(0, 2).join("\r\n"));
    const html = await good.text();
    expect(html).toContain('data-row="2" data-action="create"');
    const uploadId = /name="uploadId" value="([0-9a-f]{32})"/.exec(html)?.[1];
    const fingerprint = /name="fingerprint" value="([\w-]{32})"/.exec(html)?.[1];
    expect(uploadId && fingerprint).toBeTruthy();
    expect(await server.database.db.select().from(products).where(eq(products.serialNumber, "PAGE-1"))).toEqual([]);

    const confirm = new FormData();
    confirm.set("intent", "apply");
    confirm.set("uploadId", uploadId!);
    confirm.set("fingerprint", fingerprint!);
    const applied = await fetch(`${server.baseUrl}/admin/catalogue`, {
      method: "POST",
      body: confirm,
      headers: { cookie, origin: server.baseUrl },
      redirect: "manual",
    });
    expect(applied.status).toBe(302);
    expect(applied.headers.get("location")).toBe("/admin/catalogue?created=1&updated=0&unchanged=0&brands=0");
    const [created] = await server.database.db.select().from(products).where(eq(products.serialNumber, "PAGE-1"));
    expect(created).toMatchObject({ name: "Page import scrubber", description: `وصف ${ARABIC}`, isActive: true });
    const [trail] = await server.database.db.select().from(auditLog).where(eq(auditLog.entityId, created!.id));
    expect(trail).toMatchObject({ action: "import", actorEmail: "importer@example.com" });

    const productPage = await fetch(`${server.baseUrl}/products/${created!.id}`);
    expect(await productPage.text()).toContain(`وصف ${ARABIC}`);

    // The same confirmation again: the stored upload is gone.
    const replay = await fetch(`${server.baseUrl}/admin/catalogue`, {
      method: "POST",
      body: confirm,
      headers: { cookie, origin: server.baseUrl },
      redirect: "manual",
    });
    expect(replay.status).toBe(410);
  });

  it("refuses uploads from another origin, of another type, and larger than 20 MB", async () => {
    const form = new FormData();
    form.set("intent", "preview");
    form.set("file", new File(["name,brand\r\nA,B\r\n"], "x.csv"));
    const crossSite = await fetch(`${server.baseUrl}/admin/catalogue`, {
      method: "POST",
      body: form,
      headers: { cookie, origin: "https://evil.example" },
    });
    expect(crossSite.status).toBe(403);

    form.set("file", new File(["%PDF-1.7"], "x.pdf"));
    const wrongType = await fetch(`${server.baseUrl}/admin/catalogue`, {
      method: "POST",
      body: form,
      headers: { cookie, origin: server.baseUrl },
    });
    expect(wrongType.status).toBe(400);
    expect(await wrongType.text()).toContain("Choose a .csv or .xlsx file.");

    form.set("file", new File([Buffer.alloc(21 * 1024 * 1024, 0x61)], "huge.csv"));
    const huge = await fetch(`${server.baseUrl}/admin/catalogue`, {
      method: "POST",
      body: form,
      headers: { cookie, origin: server.baseUrl },
    });
    expect(huge.status).toBe(413);
  });

  it("imports 5,000 new rows in one transaction within 30 seconds, with an audit row each", async () => {
    const header = [...SPREADSHEET_COLUMNS];
    const rows = Array.from({ length: 5000 }, (_, index) => [
      `Bulk product ${index} ${ARABIC}`,
      `Bulk brand ${index % 7}`,
      "Equipments",
      "Floor Cleaning Machines",
      `Description ${index}, with "quotes" and a line\nbreak`,
      "Feature one\nFeature two",
      "Power: 1 kW",
      "/attached_assets/placeholder-product.svg",
      `https://maker.example/p/${index}`,
      `BULK-${index}`,
      (index + 0.5).toFixed(2),
      index % 10 === 0 ? "FALSE" : "TRUE",
    ]);
    const file = Buffer.from(writeCsv([header, ...rows]));
    const auditBefore = await auditCount(server);
    const started = performance.now();
    const result = await applyFile(server.database.db, "bulk.csv", file, null, actor);
    const createMs = performance.now() - started;
    expect(result).toMatchObject({
      ok: true,
      status: "applied",
      plan: { counts: { create: 5000, reject: 0 }, newBrands: expect.arrayContaining(["Bulk brand 0"]) },
    });
    expect(await auditCount(server)).toBe(auditBefore + 5000 + 7);

    // The same 5,000 rows again with every price changed, and on every other row new features and no specifications.
    const featuresAt = SPREADSHEET_COLUMNS.indexOf("features");
    const specificationsAt = SPREADSHEET_COLUMNS.indexOf("specifications");
    const changed = rows.map((row, index) =>
      row.map((cell, column) => {
        if (column === SPREADSHEET_COLUMNS.indexOf("price")) return (Number(cell) + 1).toFixed(2);
        if (index % 2 === 0 && column === featuresAt) return "Feature one\nNew «feature» ✨";
        if (index % 2 === 0 && column === specificationsAt) return "";
        return cell;
      }),
    );
    const again = performance.now();
    const updated = await applyFile(
      server.database.db,
      "bulk.csv",
      Buffer.from(writeCsv([header, ...changed])),
      null,
      actor,
    );
    const updateMs = performance.now() - again;
    expect(updated).toMatchObject({ ok: true, status: "applied", plan: { counts: { create: 0, update: 5000 } } });
    const [even] = await server.database.db.select().from(products).where(eq(products.serialNumber, "BULK-42"));
    expect(even).toMatchObject({
      price: "43.50",
      name: `Bulk product 42 ${ARABIC}`,
      features: ["Feature one", "New «feature» ✨"],
      specifications: null,
    });
    const [odd] = await server.database.db.select().from(products).where(eq(products.serialNumber, "BULK-43"));
    expect(odd).toMatchObject({
      price: "44.50",
      features: ["Feature one", "Feature two"],
      specifications: "Power: 1 kW",
    });
    expect(odd!.updatedAt.getTime()).toBeGreaterThan(odd!.createdAt.getTime());

    console.log(
      `[${driver}] 5,000-row import: create ${(createMs / 1000).toFixed(1)} s, update ${(updateMs / 1000).toFixed(1)} s`,
    );
    expect(createMs).toBeLessThan(30_000);
    expect(updateMs).toBeLessThan(30_000);
  }, 120_000);
});
