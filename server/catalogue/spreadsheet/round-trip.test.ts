import { PassThrough } from "node:stream";
import { describe, expect, it } from "vitest";
import { SPREADSHEET_COLUMNS } from "~/lib/admin/spreadsheet-columns";
import { writeCsv } from "~/lib/csv/csv";
import { csvCells, xlsxCells } from "./export-cells";
import { planImport } from "./planner";
import type { ExistingProduct } from "./product-values";
import { readSpreadsheet } from "./read-spreadsheet";
import { createXlsxWriter } from "./xlsx";

const catalogue: ExistingProduct[] = [
  {
    id: "p1",
    name: "مكنسة كهربائية صناعية",
    brand: "نظيف",
    category: "Equipments",
    subcategory: "Industrial Vacuum Machines",
    description: '=HYPERLINK("http://evil.example") — 🧹 "quoted", commas\r\nand lines',
    features: ["-20 °C storage", "+ turbo", "@home ✨"],
    specifications: "Power: 1200 W\nTank: 30 L",
    imageUrl: "/attached_assets/products/vac.svg",
    productUrl: "https://maker.example/vac?a=1&b=2",
    serialNumber: "'=already-quoted",
    price: "1250.50",
    isActive: false,
  },
  {
    id: "p2",
    name: "Mop",
    brand: "Acme",
    category: "General",
    subcategory: null,
    description: "",
    features: null,
    specifications: null,
    imageUrl: null,
    productUrl: null,
    serialNumber: null,
    price: null,
    isActive: true,
  },
];

async function xlsxFile(): Promise<Buffer> {
  const output = new PassThrough();
  const chunks: Buffer[] = [];
  output.on("data", (chunk: Buffer) => chunks.push(chunk));
  const writer = createXlsxWriter(output, SPREADSHEET_COLUMNS);
  for (const product of catalogue) writer.addRow(xlsxCells(product));
  await writer.finish();
  return Buffer.concat(chunks);
}

describe("export then import", () => {
  it("guards formula cells in the CSV", () => {
    const cells = csvCells(catalogue[0]!);
    expect(cells[SPREADSHEET_COLUMNS.indexOf("description")]).toMatch(/^'=HYPERLINK/);
    expect(cells[SPREADSHEET_COLUMNS.indexOf("features")]).toBe("'-20 °C storage\n+ turbo\n@home ✨");
    expect(cells[SPREADSHEET_COLUMNS.indexOf("price")]).toBe("1250.50");
  });

  it.each([
    [
      "catalogue.csv",
      async () => Buffer.from(writeCsv([[...SPREADSHEET_COLUMNS], ...catalogue.map(csvCells)]), "utf8"),
    ],
    ["catalogue.xlsx", xlsxFile],
  ])("%s re-imported unchanged plans no change, Arabic, emoji and guarded text included", async (fileName, make) => {
    const sheet = await readSpreadsheet(fileName, await make());
    if (!sheet.ok) throw new Error(sheet.fileErrors.join("; "));
    const plan = planImport(sheet.rows, catalogue, ["نظيف", "Acme"]);
    expect(plan.counts).toEqual({ create: 0, update: 0, unchanged: 2, reject: 0 });
    // Against an empty catalogue, the same file creates the products with exactly their values.
    const fresh = planImport(sheet.rows, [], []);
    const created = fresh.rows.map((row) => (row.action === "create" ? row.values : null));
    expect(created[0]).toMatchObject({
      name: "مكنسة كهربائية صناعية",
      brand: "نظيف",
      features: ["-20 °C storage", "+ turbo", "@home ✨"],
      serialNumber: "'=already-quoted",
      price: "1250.50",
      isActive: false,
    });
    expect(fresh.newBrands).toEqual(["نظيف", "Acme"]);
  });

  it("refuses a file that is neither CSV nor XLSX, and a CSV that is not UTF-8", async () => {
    expect(await readSpreadsheet("catalogue.pdf", Buffer.from("%PDF"))).toMatchObject({
      ok: false,
      fileErrors: [expect.stringContaining("neither a CSV nor an XLSX")],
    });
    expect(
      await readSpreadsheet("catalogue.csv", Buffer.from([0x6e, 0x61, 0x6d, 0x65, 0x0a, 0xe9, 0xff])),
    ).toMatchObject({ ok: false, fileErrors: [expect.stringContaining("not UTF-8")] });
    expect(await readSpreadsheet("catalogue.xlsx", Buffer.from("PK\u0003\u0004broken"))).toMatchObject({
      ok: false,
      fileErrors: [expect.stringContaining("cannot be read")],
    });
  });
});
