/**
 * Spreadsheet imports that cannot take the site down, through the real server on both drivers: a ZIP bomb and a
 * million-row workbook are refused quickly while /healthz keeps answering; a NUL byte or an over-long cell is a row error;
 * the preview echoes file text cut short; a write the database refuses is a 4xx and its log line holds no row values.
 */
import { inspect } from "node:util";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { eq, sql } from "drizzle-orm";
import { DRIVERS, startTestServer, type TestServer } from "./harness";
import { staffWithSession } from "./admin-auth-support";
import { products } from "~server/db/schema";
import { applyFile } from "~server/catalogue/spreadsheet/import-file";
import { writeCsv } from "~/lib/csv/csv";
import { bombSheet, buildXlsx, manyRowsSheet, textCell } from "../support/xlsx-builder";

// Built once for both drivers: a 150 MB cell packed into ~150 KB, and a million rows (about 7 MB).
let files: Promise<{ bomb: Buffer; lyingBomb: Buffer; million: Buffer }> | undefined;
const hostileFiles = () =>
  (files ??= (async () => ({
    bomb: await buildXlsx({ sheetData: bombSheet(150) }),
    // The same cell, with a directory that claims the sheet is 10 KB.
    lyingBomb: await buildXlsx({ sheetData: bombSheet(150), sheetDeclaredSize: 10_000 }),
    million: await buildXlsx({ sheetData: manyRowsSheet(1_000_000), sharedStrings: ["name", "brand", "Acme"] }),
  }))());

describe.each(DRIVERS)("hardened spreadsheet import on %s", (driver) => {
  let server: TestServer;
  let cookie: string;

  beforeAll(async () => {
    server = await startTestServer({ driver, pages: true });
    ({ cookie } = await staffWithSession(server, "hardening@example.com"));
    await hostileFiles();
  }, 300_000);

  afterAll(async () => {
    await server?.close();
  });

  const post = (form: FormData) =>
    fetch(`${server.baseUrl}/admin/catalogue`, {
      method: "POST",
      body: form,
      headers: { cookie, origin: server.baseUrl },
      redirect: "manual",
    });
  const upload = (content: Buffer | string, fileName: string) => {
    const form = new FormData();
    form.set("intent", "preview");
    form.set("file", new File([typeof content === "string" ? content : new Uint8Array(content)], fileName));
    return post(form);
  };

  /** Uploads while asking /healthz every 100 ms; the slowest /healthz answer and the upload's own time. */
  async function uploadWatchingHealth(content: Buffer, fileName: string) {
    await (await fetch(`${server.baseUrl}/healthz`)).arrayBuffer(); // a warm connection
    const latencies: number[] = [];
    let uploading = true;
    const watcher = (async () => {
      while (uploading) {
        const started = performance.now();
        const health = await fetch(`${server.baseUrl}/healthz`);
        await health.arrayBuffer();
        latencies.push(performance.now() - started);
        expect(health.status).toBe(200);
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    })();
    // The client shares this thread with the server: encode the form before timing, so only the server's work counts.
    const form = new FormData();
    form.set("intent", "preview");
    form.set("file", new File([new Uint8Array(content)], fileName));
    const encoded = new Request("http://encoder.invalid/", { method: "POST", body: form });
    const body = Buffer.from(await encoded.arrayBuffer());
    const headers = { cookie, origin: server.baseUrl, "content-type": encoded.headers.get("content-type")! };
    const rssBefore = process.memoryUsage().rss;
    const started = performance.now();
    const response = await fetch(`${server.baseUrl}/admin/catalogue`, {
      method: "POST",
      body,
      headers,
      redirect: "manual",
    });
    const html = await response.text();
    const uploadMs = performance.now() - started;
    uploading = false;
    await watcher;
    const figures = {
      uploadMs: Math.round(uploadMs),
      healthzMaxMs: Math.round(Math.max(...latencies)),
      healthzChecks: latencies.length,
      rssGrowthMb: Math.round((process.memoryUsage().rss - rssBefore) / 1024 / 1024),
      htmlKb: Math.round(html.length / 1024),
    };
    console.log(
      `[${driver}] ${fileName}: ${JSON.stringify(figures)}`,
      process.env.DEBUG_HEALTH ? latencies.map(Math.round).join(" ") : "",
    );
    return { response, html, ...figures };
  }

  it("refuses an XLSX bomb (one 150 MB cell in 150 KB) within 10 s while /healthz answers within 500 ms", async () => {
    const { bomb } = await hostileFiles();
    const result = await uploadWatchingHealth(bomb, "bomb.xlsx");
    expect(result.response.status).toBe(422);
    expect(result.html).toContain("unpacks to");
    expect(result.uploadMs).toBeLessThan(10_000);
    expect(result.healthzMaxMs).toBeLessThan(500);
    expect(result.html.length).toBeLessThan(200_000);
  }, 60_000);

  it("refuses the same bomb when its directory understates the sheet's size", async () => {
    const { lyingBomb } = await hostileFiles();
    const result = await uploadWatchingHealth(lyingBomb, "lying-bomb.xlsx");
    expect(result.response.status).toBe(422);
    expect(result.html).toContain("unpacks to more than its directory states");
    expect(result.uploadMs).toBeLessThan(10_000);
    expect(result.healthzMaxMs).toBeLessThan(500);
  }, 60_000);

  it("refuses a million-row XLSX by the 50,000-row limit within 10 s while /healthz answers within 500 ms", async () => {
    const { million } = await hostileFiles();
    const result = await uploadWatchingHealth(million, "million.xlsx");
    expect(result.response.status).toBe(422);
    expect(result.html).toContain("more than 50,000 product rows");
    expect(result.uploadMs).toBeLessThan(10_000);
    expect(result.healthzMaxMs).toBeLessThan(500);
  }, 60_000);

  it("refuses a million-row CSV by the same limit", async () => {
    const rows = ["name,brand", ...Array.from({ length: 1_000_000 }, (_, index) => `P${index},A`)].join("\n");
    const response = await upload(rows, "million.csv");
    expect(response.status).toBe(422);
    expect(await response.text()).toContain("more than 50,000 product rows");
  }, 60_000);

  it.each([
    [
      "CSV",
      async () =>
        Buffer.from(
          writeCsv([
            ["name", "brand"],
            ["Nul\u0000mop", "Acme"],
            ["Clean mop", "Acme"],
          ]),
        ),
      "nul.csv",
    ],
    [
      "XLSX",
      async () =>
        buildXlsx({
          sheetData: [
            `<row r="1">${textCell("A1", "name")}${textCell("B1", "brand")}</row><row r="2">${textCell("A2", "Nul_x0000_mop")}${textCell("B2", "Acme")}</row><row r="3">${textCell("A3", "Clean mop")}${textCell("B3", "Acme")}</row>`,
          ],
        }),
      "nul.xlsx",
    ],
  ] as const)(
    "makes a NUL byte in a %s cell a row error in the preview, and the apply refuses it without a 500",
    async (_format, build, fileName) => {
      const file = await build();
      const response = await upload(file, fileName);
      const html = await response.text();
      expect(response.status).toBe(200);
      expect(html).toContain('data-row="2" data-action="reject"');
      expect(html).toContain("Column A (name): The cell contains a control character (U+0000)");
      expect(html).not.toContain('name="uploadId"');
      const applied = await applyFile(server.database.db, fileName, file, null, {
        id: null,
        email: "hardening@example.com",
      });
      expect(applied).toMatchObject({ ok: true, status: "rejected" });
      expect(await server.database.db.select().from(products).where(eq(products.name, "Clean mop"))).toEqual([]);
    },
  );

  it("makes a cell over 32,767 characters a row error (features that would pass their own rules)", async () => {
    const features = Array.from({ length: 100 }, (_, index) => `Feature ${index} ${"f".repeat(390)}`).join("\n");
    expect(features.length).toBeGreaterThan(32_767);
    for (const [fileName, file] of [
      [
        "long.csv",
        Buffer.from(
          writeCsv([
            ["name", "brand", "features"],
            ["Long mop", "Acme", features],
          ]),
        ),
      ],
      [
        "long.xlsx",
        await buildXlsx({
          sheetData: [
            `<row r="1">${textCell("A1", "name")}${textCell("B1", "brand")}${textCell("C1", "features")}</row><row r="2">${textCell("A2", "Long mop")}${textCell("B2", "Acme")}${textCell("C2", features)}</row>`,
          ],
        }),
      ],
    ] as const) {
      const response = await upload(file, fileName);
      const html = await response.text();
      expect(response.status).toBe(200);
      expect(html).toContain('data-row="2" data-action="reject"');
      expect(html).toContain("Column C (features): The cell holds more than 32,767 characters");
    }
  });

  it("echoes file text cut short: a 30,000-character name keeps the preview small", async () => {
    const name = "N".repeat(30_000);
    const response = await upload(
      Buffer.from(
        writeCsv([
          ["name", "brand", "description"],
          [name, "B".repeat(30_000), "ok"],
          ["Short mop", "Acme", "D".repeat(30_000)],
        ]),
      ),
      `${"f".repeat(5_000)}.csv`,
    );
    const html = await response.text();
    expect(response.status).toBe(200);
    expect(html).toContain('data-row="2" data-action="reject"');
    expect(html.length).toBeLessThan(200_000);
    for (const letter of ["N", "B", "D", "f"]) expect(html).not.toContain(letter.repeat(100));
  });

  it("turns a write the database refuses into a 4xx, and logs it without any row value", async () => {
    await server.database.db.execute(
      sql`alter table products add constraint hardening_refused check (name <> 'Refused by the database')`,
    );
    const errors = vi.spyOn(console, "error").mockImplementation(() => {});
    try {
      const csv = writeCsv([
        ["name", "brand", "description"],
        ["Refused by the database", "Acme", "SECRET-ROW-VALUE-1"],
        ["Accepted mop", "Acme", "SECRET-ROW-VALUE-2"],
      ]);
      const preview = await upload(csv, "refused.csv");
      const html = await preview.text();
      const uploadId = /name="uploadId" value="([0-9a-f]{32})"/.exec(html)?.[1];
      const fingerprint = /name="fingerprint" value="([\w-]{32})"/.exec(html)?.[1];
      expect(uploadId && fingerprint).toBeTruthy();
      const confirm = new FormData();
      confirm.set("intent", "apply");
      confirm.set("uploadId", uploadId!);
      confirm.set("fingerprint", fingerprint!);
      const applied = await post(confirm);
      const answer = await applied.text();
      expect(applied.status).toBe(422);
      expect(answer).toContain("The database refused a value in the file, so nothing has been written.");
      expect(await server.database.db.select().from(products).where(eq(products.name, "Accepted mop"))).toEqual([]);
      const logged = errors.mock.calls
        .map((call) =>
          call.map((argument) => (typeof argument === "string" ? argument : inspect(argument, { depth: 5 }))).join(" "),
        )
        .join("\n");
      expect(logged).toContain("23514");
      expect(logged).not.toContain("SECRET-ROW-VALUE");
      expect(logged).not.toContain("Accepted mop");
    } finally {
      errors.mockRestore();
      await server.database.db.execute(sql`alter table products drop constraint hardening_refused`);
    }
  });
});
