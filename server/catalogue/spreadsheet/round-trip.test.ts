import { PassThrough } from "node:stream";
import { describe, expect, it } from "vitest";
import { SPREADSHEET_COLUMNS, SPREADSHEET_HEADERS } from "~/lib/admin/spreadsheet-columns";
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
    // Diacritics (tashkeel), tatweel, a leading "-" (guarded in CSV), Latin model codes inside the Arabic.
    nameAr: "مِكْنَسَة كهربائيـــة صناعية Nordvac NV 30",
    descriptionAr: "مكنسة للأتربة والمياه،\r\nللمصانع والورش.",
    featuresAr: ["-20 °م للتخزين", "ترشيح HEPA H13"],
    specificationsAr: "القدرة: 1,200 واط\nالخزان: 30 لتر",
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
    nameAr: null,
    descriptionAr: null,
    featuresAr: null,
    specificationsAr: null,
  },
];

async function xlsxFile(): Promise<Buffer> {
  const output = new PassThrough();
  const chunks: Buffer[] = [];
  output.on("data", (chunk: Buffer) => chunks.push(chunk));
  const writer = createXlsxWriter(output, SPREADSHEET_HEADERS);
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
    expect(cells[SPREADSHEET_COLUMNS.indexOf("featuresAr")]).toBe("'-20 °م للتخزين\nترشيح HEPA H13");
  });

  it("heads the Arabic columns name_ar, description_ar, features_ar and specifications_ar, after the English ones", () => {
    expect(SPREADSHEET_HEADERS.slice(-4)).toEqual(["name_ar", "description_ar", "features_ar", "specifications_ar"]);
    expect(SPREADSHEET_HEADERS.slice(0, 12)).toEqual(SPREADSHEET_COLUMNS.slice(0, 12));
  });

  it.each([
    [
      "catalogue.csv",
      async () => Buffer.from(writeCsv([[...SPREADSHEET_HEADERS], ...catalogue.map(csvCells)]), "utf8"),
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
      // The Arabic exactly as stored: diacritics and tatweel intact, line breaks as "\n".
      nameAr: "مِكْنَسَة كهربائيـــة صناعية Nordvac NV 30",
      descriptionAr: "مكنسة للأتربة والمياه،\nللمصانع والورش.",
      featuresAr: ["-20 °م للتخزين", "ترشيح HEPA H13"],
      specificationsAr: "القدرة: 1,200 واط\nالخزان: 30 لتر",
    });
    // Blank Arabic stays blank: none, not "".
    expect(created[1]).toMatchObject({ nameAr: null, descriptionAr: null, featuresAr: null, specificationsAr: null });
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
