import { describe, expect, it } from "vitest";
import { parseSheet } from "./sheet-rows";
import type { SheetRow } from "./xlsx";

const sheet = (...rows: string[][]): SheetRow[] => rows.map((cells, index) => ({ rowNumber: index + 1, cells }));

describe("parseSheet headers", () => {
  it("accepts known headers in any order and spelling of case, spaces and underscores", () => {
    const parsed = parseSheet(
      sheet(["BRAND", "Name", "serial_number", "Image URL"], ["Acme", "Mop", "S-1", "/attached_assets/mop.svg"]),
    );
    expect(parsed).toEqual({
      ok: true,
      columns: ["brand", "name", "serialNumber", "imageUrl"],
      rows: [
        {
          rowNumber: 2,
          values: { brand: "Acme", name: "Mop", serialNumber: "S-1", imageUrl: "/attached_assets/mop.svg" },
        },
      ],
    });
  });

  it("refuses unknown, duplicate and missing required columns, naming them", () => {
    const parsed = parseSheet(sheet(["name", "colour", "Name"], ["a", "b", "c"]));
    expect(parsed.ok).toBe(false);
    if (parsed.ok) return;
    expect(parsed.fileErrors).toEqual([
      expect.stringContaining('Column B ("colour") is not a catalogue column'),
      "Columns A and C both hold name.",
      'The required column "brand" is missing from the header row.',
    ]);
  });

  it("ignores a blank header cell over an empty column but not over values", () => {
    expect(parseSheet(sheet(["name", "brand", ""], ["Mop", "Acme", ""])).ok).toBe(true);
    const parsed = parseSheet(sheet(["name", "brand", ""], ["Mop", "Acme", ""], ["Broom", "Acme", "oops"]));
    expect(parsed).toEqual({ ok: false, fileErrors: ["Column C has no header but holds a value in row 3."] });
  });

  it("refuses an empty file and a file with a header only", () => {
    expect(parseSheet([])).toMatchObject({ ok: false, fileErrors: [expect.stringContaining("The file is empty")] });
    expect(parseSheet(sheet(["name", "brand"]))).toEqual({
      ok: false,
      fileErrors: ["The file has a header row but no product rows."],
    });
  });
});

describe("parseSheet rows", () => {
  const header = [
    "name",
    "brand",
    "category",
    "subcategory",
    "description",
    "features",
    "specifications",
    "imageUrl",
    "productUrl",
    "serialNumber",
    "price",
    "isActive",
  ];

  it("converts cells into product values with defaults for empty cells", () => {
    const parsed = parseSheet(
      sheet(header, [
        " Mop ",
        "Acme",
        "",
        "",
        "",
        "Light\r\n\n  Strong  \n",
        "  ",
        "",
        "https://acme.example/mop",
        "",
        "12.5",
        "",
      ]),
    );
    expect(parsed).toMatchObject({
      ok: true,
      rows: [
        {
          rowNumber: 2,
          values: {
            name: "Mop",
            brand: "Acme",
            category: "General",
            subcategory: null,
            description: "",
            features: ["Light", "Strong"],
            specifications: null,
            imageUrl: null,
            productUrl: "https://acme.example/mop",
            serialNumber: null,
            price: "12.50",
            isActive: true,
          },
        },
      ],
    });
  });

  it("names the row (header is row 1), the column letter and the field of every error", () => {
    const parsed = parseSheet(
      sheet(
        header,
        ["", "Acme", "", "", "", "", "", "javascript:alert(1)", "", "", "12.345", "maybe"],
        ["Ok", "Acme", "", "", "", "", "", "", "", "", "1e20", ""],
      ),
    );
    if (!parsed.ok) throw new Error("expected rows");
    expect(parsed.rows).toEqual([
      {
        rowNumber: 2,
        errors: [
          { column: "A", field: "name", message: "Name is required." },
          { column: "H", field: "imageUrl", message: expect.stringContaining('must start with "/"') },
          { column: "K", field: "price", message: expect.stringContaining("Price must be a number") },
          { column: "L", field: "isActive", message: expect.stringContaining("TRUE or FALSE") },
        ],
        label: "Acme",
      },
      {
        rowNumber: 3,
        errors: [{ column: "K", field: "price", message: expect.stringContaining("Price must be a number") }],
        label: "Ok · Acme",
      },
    ]);
  });

  it("reads prices as Excel stores them and booleans in the usual spellings", () => {
    const parsed = parseSheet(
      sheet(
        ["name", "brand", "price", "isActive"],
        ["a", "b", "12.300000000000001", "no"],
        ["c", "d", "99999999.99", "Yes"],
        ["e", "f", "0", "0"],
      ),
    );
    if (!parsed.ok) throw new Error("expected rows");
    expect(parsed.rows.map((row) => ("values" in row ? [row.values.price, row.values.isActive] : row.errors))).toEqual([
      ["12.30", false],
      ["99999999.99", true],
      ["0.00", false],
    ]);
  });

  it("skips blank rows but keeps the numbers of the rows after them", () => {
    const parsed = parseSheet(sheet(["name", "brand"], ["a", "b"], ["", " "], ["c", "d"]));
    if (!parsed.ok) throw new Error("expected rows");
    expect(parsed.rows.map((row) => row.rowNumber)).toEqual([2, 4]);
  });
});
