import ExcelJS from "exceljs";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { products, quoteListLines } from "~server/db/schema";
import { matchLines } from "~server/quote-list/match-lines";
import { QUOTE_LIST_COOKIE } from "~server/quote-list/quote-list-cookie";
import { findQuoteList, readQuoteList } from "~server/quote-list/quote-list-store";
import { readPastedFile } from "~server/quote-list/read-pasted-file";
import { parsePastedText } from "~/lib/quote-list/parse-pasted-lines";
import type { PreviewLine } from "~/lib/quote-list/paste-schema";
import { QUOTE_LIST_PASTE_MESSAGES } from "~/content/quote-list-paste";
import { DRIVERS, startTestServer, type TestServer } from "./harness";

// Issue 17, "Paste a list": lines matched by the search engine (codes, any word order, typos), uploads read by content,
// and a confirm that adds exactly the chosen lines. Run against the built server (`npm run build` first).

const PASTED = [
  "AQ-SM43B x 3", // a code
  "walk-behind sweeper nordvac SW 700; 2", // words in another order
  "Scrubmatik 55 B", // a typo
  "Scrubmatic 50", // two products: 50 B and 50 E
  "Quantum flux capacitor", // nothing
  "20 Bin 120 L", // a leading quantity
].join("\n");

function unescapeHtml(text: string): string {
  return text
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&");
}

/** The preview the page carries in its confirm form (what a browser without JavaScript posts back). */
function previewOf(html: string): PreviewLine[] {
  const match = /name="preview" value="([^"]*)"/.exec(html);
  if (!match) throw new Error("No preview in the page");
  return JSON.parse(unescapeHtml(match[1]!)) as PreviewLine[];
}

async function xlsxOf(rows: Array<Array<string | number>>): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet("List");
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

describe.each(DRIVERS)("pasting a quote list on %s", (driver) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ driver, pages: true });
  });
  afterAll(async () => {
    await server?.close();
  });

  const find = (fields: { lines?: string; file?: { bytes: Buffer; name: string; type: string } }) => {
    const form = new FormData();
    form.set("intent", "find");
    form.set("lines", fields.lines ?? "");
    if (fields.file)
      form.set("file", new File([new Uint8Array(fields.file.bytes)], fields.file.name, { type: fields.file.type }));
    return fetch(`${server.baseUrl}/quote-list/paste`, { method: "POST", body: form });
  };

  it("matches a code, reordered words, a typo, an ambiguity, a miss and a leading quantity", async () => {
    const parsed = parsePastedText(PASTED);
    if (!parsed.ok) throw new Error("not parsed");
    const lines = await matchLines(server.database.db, parsed.lines);
    const [code, reordered, typo, ambiguous, miss, leading] = lines;
    expect(code).toMatchObject({ status: "found", quantity: 3, product: { serialNumber: "AQ-SM43B" } });
    expect(reordered).toMatchObject({ status: "found", quantity: 2, product: { serialNumber: "NV-SW700" } });
    expect(typo).toMatchObject({ status: "found", quantity: 1, product: { serialNumber: "AQ-SM55B" } });
    expect(ambiguous!.status).toBe("ambiguous");
    if (ambiguous!.status === "ambiguous")
      expect(ambiguous!.candidates.map((product) => product.serialNumber).sort()).toEqual(["AQ-SM50B", "AQ-SM50E"]);
    expect(miss!.status).toBe("notFound");
    expect(leading).toMatchObject({ status: "found", quantity: 20, product: { serialNumber: "BN-WB120" } });
  });

  it("reads a code however it is written, and only active products", async () => {
    const parsed = parsePastedText("aq sm43b\naqsm43b, 2\nAQ-SM43B\nNV-NV30");
    if (!parsed.ok) throw new Error("not parsed");
    const [target] = await server.database.db
      .select({ id: products.id })
      .from(products)
      .where(eq(products.serialNumber, "NV-NV30"));
    await server.database.db.update(products).set({ isActive: false }).where(eq(products.id, target!.id));
    try {
      const lines = await matchLines(server.database.db, parsed.lines);
      expect(lines.slice(0, 3).map((line) => line.status === "found" && line.product.serialNumber)).toEqual([
        "AQ-SM43B",
        "AQ-SM43B",
        "AQ-SM43B",
      ]);
      // The inactive product's code finds nothing of it (another NV product may be offered, never NV-NV30).
      const inactive = lines[3]!;
      const offered =
        inactive.status === "found" ? [inactive.product] : inactive.status === "ambiguous" ? inactive.candidates : [];
      expect(offered.map((product) => product.serialNumber)).not.toContain("NV-NV30");
    } finally {
      await server.database.db.update(products).set({ isActive: true }).where(eq(products.id, target!.id));
    }
  });

  it("shows the preview page and adds nothing until the buyer confirms; confirm adds exactly the chosen lines", async () => {
    const response = await find({ lines: PASTED });
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain("Check your list");
    expect(html).toContain("Which product did you mean by");
    expect(response.headers.get("set-cookie")).toBeNull();
    const preview = previewOf(html);
    expect(preview.map((line) => line.status)).toEqual(["found", "found", "found", "ambiguous", "notFound", "found"]);

    const ambiguous = preview[3]!;
    if (ambiguous.status !== "ambiguous") throw new Error("expected an ambiguity");
    const chosen = ambiguous.candidates.find((product) => product.serialNumber === "AQ-SM50E")!;
    const confirm = new URLSearchParams({ intent: "confirm", preview: JSON.stringify(preview) });
    preview.forEach((line, index) => {
      if (line.status === "found") {
        confirm.set(`product-${index}`, line.product.id);
        confirm.set(`quantity-${index}`, String(line.quantity));
      }
    });
    // The buyer leaves the reordered-words line out by choosing no product for it: only found and chosen lines count.
    confirm.set("product-1", "skip");
    confirm.set("product-3", chosen.id);
    confirm.set("quantity-3", "4");
    const added = await fetch(`${server.baseUrl}/quote-list/paste`, {
      method: "POST",
      body: confirm,
      redirect: "manual",
    });
    expect(added.status).toBe(302);
    expect(added.headers.get("location")).toBe("/quote-list?added=4");
    const cookie = added.headers.get("set-cookie")!;
    expect(cookie).toMatch(
      new RegExp(`^${QUOTE_LIST_COOKIE}=[A-Za-z0-9_-]{43}; Path=/; HttpOnly; SameSite=Lax; Max-Age=2592000`),
    );
    const token = /=([^;]+)/.exec(cookie)![1]!;
    const listId = await findQuoteList(server.database.db, token);
    const lines = await readQuoteList(server.database.db, listId);
    expect(lines.map((line) => [line.serialNumber, line.quantity]).sort()).toEqual([
      ["AQ-SM43B", 3],
      ["AQ-SM50E", 4],
      ["AQ-SM55B", 1],
      ["BN-WB120", 20],
    ]);
  });

  it("refuses a confirm with a bad quantity or a product the preview did not offer, adding nothing", async () => {
    const preview = previewOf(await (await find({ lines: "AQ-SM43B\nScrubmatic 50" })).text());
    const ambiguous = preview[1]!;
    if (ambiguous.status !== "ambiguous" || preview[0]!.status !== "found") throw new Error("unexpected preview");
    const before = (await server.database.db.select().from(quoteListLines)).length;
    const post = (fields: Record<string, string>) =>
      fetch(`${server.baseUrl}/quote-list/paste`, {
        method: "POST",
        body: new URLSearchParams({ intent: "confirm", preview: JSON.stringify(preview), ...fields }),
        redirect: "manual",
      });
    const badQuantity = await post({ "product-0": preview[0]!.product.id, "quantity-0": "100001" });
    expect(badQuantity.status).toBe(422);
    expect(await badQuantity.text()).toContain(QUOTE_LIST_PASTE_MESSAGES.en.quantity);
    const [other] = await server.database.db
      .select({ id: products.id })
      .from(products)
      .where(eq(products.serialNumber, "NV-NV15"));
    const notOffered = await post({ "product-1": other!.id, "quantity-1": "1" });
    expect(notOffered.status).toBe(422);
    expect(await notOffered.text()).toContain("Choose one of the products");
    const nothing = await post({ "product-0": "skip", "product-1": "skip" });
    expect(nothing.status).toBe(422);
    expect((await server.database.db.select().from(quoteListLines)).length).toBe(before);
  });

  it("reads a CSV upload with a header row, and an XLSX upload, as the same two columns", async () => {
    const csv = Buffer.from("Product code,Quantity\r\nAQ-SM43B,3\r\nWheelie Bin 240 L,12\r\nnothing like this,1\r\n");
    const fromCsv = await find({ file: { bytes: csv, name: "list.csv", type: "text/csv" } });
    expect(fromCsv.status).toBe(200);
    const csvPreview = previewOf(await fromCsv.text());
    expect(csvPreview.map((line) => [line.lineNumber, line.status, line.quantity])).toEqual([
      [2, "found", 3],
      [3, "found", 12],
      [4, "notFound", 1],
    ]);
    const xlsx = await xlsxOf([
      ["Code", "Qty"],
      ["NV-SW700", 5],
      ["Scrubmatic 43 B", 2],
    ]);
    // Named .csv and sent as text: the content decides.
    const fromXlsx = await find({ file: { bytes: xlsx, name: "list.csv", type: "text/csv" } });
    expect(fromXlsx.status).toBe(200);
    const xlsxPreview = previewOf(await fromXlsx.text());
    expect(
      xlsxPreview.map((line) => [line.status, line.status === "found" && line.product.serialNumber, line.quantity]),
    ).toEqual([
      ["found", "NV-SW700", 5],
      ["found", "AQ-SM43B", 2],
    ]);
    const direct = await readPastedFile(new Uint8Array(xlsx));
    expect(direct.ok).toBe(true);
  });

  it("refuses other files by content, too many lines, and an empty form, with a clear message", async () => {
    const png = Buffer.from(
      "89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d49444154789c63000100000500010d0a2db40000000049454e44ae426082",
      "hex",
    );
    const refused = await find({ file: { bytes: png, name: "list.csv", type: "text/csv" } });
    expect(refused.status).toBe(422);
    expect(await refused.text()).toContain(QUOTE_LIST_PASTE_MESSAGES.en.fileType);
    const zip = Buffer.from("504b0304" + "00".repeat(60), "hex");
    const notWorkbook = await find({ file: { bytes: zip, name: "list.xlsx", type: "application/octet-stream" } });
    expect(notWorkbook.status).toBe(422);
    expect(await notWorkbook.text()).toContain(QUOTE_LIST_PASTE_MESSAGES.en.fileUnreadable);
    const many = Array.from({ length: 101 }, (_, index) => `Item ${index}`).join("\n");
    const tooMany = await find({ lines: many });
    expect(tooMany.status).toBe(422);
    expect(await tooMany.text()).toContain(QUOTE_LIST_PASTE_MESSAGES.en.tooManyLines);
    const empty = await find({ lines: "  \n" });
    expect(empty.status).toBe(422);
    expect(await empty.text()).toContain(QUOTE_LIST_PASTE_MESSAGES.en.empty);
    const big = await find({ file: { bytes: Buffer.alloc(600 * 1024, 65), name: "big.csv", type: "text/csv" } });
    expect(big.status).toBe(422);
    expect(await big.text()).toContain(QUOTE_LIST_PASTE_MESSAGES.en.fileTooLarge);
    const huge = await find({ file: { bytes: Buffer.alloc(1024 * 1024, 65), name: "huge.csv", type: "text/csv" } });
    expect(huge.status).toBe(413);
  });

  it("flags a line's quantity outside the limits in the preview", async () => {
    const html = await (await find({ lines: "AQ-SM43B x 0\nAQ-SM50B; 200000" })).text();
    const preview = previewOf(html);
    expect(preview.map((line) => [line.status, line.quantity, line.problem])).toEqual([
      ["found", null, "quantity"],
      ["found", null, "quantity"],
    ]);
    expect(html.split(QUOTE_LIST_PASTE_MESSAGES.en.quantity).length - 1).toBeGreaterThanOrEqual(2);
  });
});
