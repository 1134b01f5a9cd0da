import { describe, expect, it } from "vitest";
import { buildXlsx, buildZip, bombSheet, textCell } from "../../../tests/support/xlsx-builder";
import { XlsxFileError, readZipDirectory, unpackEntry } from "./xlsx-zip.mjs";
import { readFirstSheet } from "./xlsx-sheet.mjs";
import { XLSX_SHEET_LIMITS, readXlsx } from "./xlsx";

const limits = { maxUnpackedBytes: 10 * 1024 * 1024, maxRatio: 100, ratioFloorBytes: 1024 * 1024, maxEntries: 100 };

describe("the ZIP directory check", () => {
  it("lists the parts of a workbook with their declared sizes", async () => {
    const file = await buildXlsx({ sheetData: [`<row r="1">${textCell("A1", "name")}</row>`] });
    const entries = readZipDirectory(file, limits);
    expect([...entries.keys()]).toContain("xl/worksheets/sheet1.xml");
    const sheet = entries.get("xl/worksheets/sheet1.xml")!;
    expect(unpackEntry(file, sheet, limits.maxUnpackedBytes).toString()).toContain('<t xml:space="preserve">name</t>');
  });

  it("refuses bytes that are not a ZIP archive, and a truncated one", async () => {
    expect(() => readZipDirectory(Buffer.from("PK not really a zip"), limits)).toThrow(/not a valid ZIP archive/);
    const file = await buildXlsx({ sheetData: [] });
    expect(() => readZipDirectory(file.subarray(0, file.length - 40), limits)).toThrow(XlsxFileError);
  });

  it("refuses a part that unpacks to more than the ratio allows, before unpacking anything", async () => {
    const file = await buildXlsx({ sheetData: bombSheet(3) });
    expect(file.length).toBeLessThan(50_000);
    expect(() => readZipDirectory(file, limits)).toThrow(
      /"xl\/worksheets\/sheet1.xml" unpacks to \d+ times its size \(at most 100/,
    );
  });

  it("refuses an archive whose parts unpack to more than the total limit", async () => {
    const file = await buildXlsx({ sheetData: bombSheet(3) });
    expect(() => readZipDirectory(file, { ...limits, maxRatio: 10_000, maxUnpackedBytes: 2 * 1024 * 1024 })).toThrow(
      /unpacks to more than 2 MB/,
    );
  });

  it("lets small parts pack tightly: the ratio counts only above its floor", async () => {
    const file = await buildZip([{ name: "a.xml", content: "x".repeat(500_000) }]);
    expect(readZipDirectory(file, limits).get("a.xml")?.uncompressedSize).toBe(500_000);
  });

  it("stops unpacking a part that lies about its size, at the size it declared", async () => {
    const file = await buildZip([{ name: "a.xml", content: "x".repeat(2_000_000), declaredSize: 50_000 }]);
    const entry = readZipDirectory(file, limits).get("a.xml")!;
    expect(() => unpackEntry(file, entry, limits.maxUnpackedBytes)).toThrow(
      /unpacks to more than its directory states/,
    );
  });

  it("refuses more parts than a workbook has", async () => {
    const file = await buildZip(Array.from({ length: 5 }, (_, index) => ({ name: `p${index}.xml`, content: "<a/>" })));
    expect(() => readZipDirectory(file, { ...limits, maxEntries: 4 })).toThrow(/holds 5 parts/);
  });
});

describe("the sheet reader's limits", () => {
  const sheetLimits = { ...XLSX_SHEET_LIMITS, maxRows: 3 };
  const rows = (count: number) =>
    Array.from(
      { length: count },
      (_, index) => `<row r="${index + 1}">${textCell(`A${index + 1}`, `row ${index + 1}`)}</row>`,
    );

  it("refuses the file at the first row beyond the row limit instead of reading the whole sheet", async () => {
    expect(
      (await readFirstSheet(await buildXlsx({ sheetData: rows(4) }), sheetLimits)).map((row) => row.rowNumber),
    ).toEqual([1, 2, 3, 4]);
    await expect(readFirstSheet(await buildXlsx({ sheetData: rows(5) }), sheetLimits)).rejects.toThrow(
      "The file has more than 3 product rows; at most 3 can be imported at once.",
    );
    // Blank rows do not count.
    const blanks = [...rows(4), '<row r="5"><c r="A5" t="inlineStr"><is><t> </t></is></c></row>', '<row r="6"/>'];
    expect(await readFirstSheet(await buildXlsx({ sheetData: blanks }), sheetLimits)).toHaveLength(4);
  });

  it("keeps an over-long cell one character beyond the cell limit", async () => {
    const file = await buildXlsx({
      sheetData: [`<row r="1">${textCell("A1", "x".repeat(40_000))}${textCell("B1", "short")}</row>`],
    });
    const [row] = await readFirstSheet(file, XLSX_SHEET_LIMITS);
    expect(row?.cells.map((cell) => cell.length)).toEqual([32_768, 5]);
  });

  it("refuses a value beyond the column limit and a sheet whose cells hold too much text", async () => {
    const wide = await buildXlsx({
      sheetData: [`<row r="1">${textCell("A1", "name")}${textCell("XFD1", "far")}</row>`],
    });
    await expect(readFirstSheet(wide, XLSX_SHEET_LIMITS)).rejects.toThrow(
      /column XFD holds a value, but an import reads at most 100 columns/,
    );
    // One shared string referenced by every cell: small file, much text.
    const cells = Array.from(
      { length: 200 },
      (_, index) => `<row r="${index + 1}"><c r="A${index + 1}" t="s"><v>0</v></c></row>`,
    );
    const amplified = await buildXlsx({ sheetData: cells, sharedStrings: ["y".repeat(30_000)] });
    await expect(readFirstSheet(amplified, { ...XLSX_SHEET_LIMITS, maxTextChars: 1_000_000 })).rejects.toThrow(
      /more than 1 million characters/,
    );
  });

  it("refuses a document type declaration (entity expansion)", async () => {
    const file = await buildZip([
      {
        name: "xl/workbook.xml",
        content:
          '<?xml version="1.0"?><!DOCTYPE x [<!ENTITY a "aaaa">]><workbook><sheets><sheet r:id="rId1"/></sheets></workbook>',
      },
    ]);
    await expect(readFirstSheet(file, XLSX_SHEET_LIMITS)).rejects.toThrow(/declares a document type/);
  });

  it("reads in a worker thread that is stopped at its time limit", async () => {
    const file = await buildXlsx({ sheetData: rows(20_000) });
    await expect(readXlsx(file, XLSX_SHEET_LIMITS, 1)).rejects.toThrow(/took longer than 0.001 s to read/);
    expect(await readXlsx(file, { ...XLSX_SHEET_LIMITS, maxRows: 20_000 })).toHaveLength(20_000);
  });
});
