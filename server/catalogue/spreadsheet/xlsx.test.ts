import { PassThrough } from "node:stream";
import { describe, expect, it } from "vitest";
import { createXlsxWriter, readXlsx, type XlsxCell } from "./xlsx";

async function writeXlsx(header: string[], rows: XlsxCell[][]): Promise<Buffer> {
  const output = new PassThrough();
  const chunks: Buffer[] = [];
  output.on("data", (chunk: Buffer) => chunks.push(chunk));
  const writer = createXlsxWriter(output, header);
  for (const row of rows) writer.addRow(row);
  await writer.finish();
  return Buffer.concat(chunks);
}

describe("XLSX", () => {
  it("keeps Arabic, emoji, line breaks and formula-like text as text, numbers and booleans typed", async () => {
    const file = await writeXlsx(
      ["name", "price", "isActive"],
      [
        ["مكنسة كهربائية صناعية", 1250.5, true],
        ["🧹 Mop — «Pro»\nsecond line", null, false],
        ["=1+1", 0, true],
      ],
    );
    expect(await readXlsx(file)).toEqual([
      { rowNumber: 1, cells: ["name", "price", "isActive"] },
      { rowNumber: 2, cells: ["مكنسة كهربائية صناعية", "1250.5", "TRUE"] },
      { rowNumber: 3, cells: ["🧹 Mop — «Pro»\nsecond line", "", "FALSE"] },
      { rowNumber: 4, cells: ["=1+1", "0", "TRUE"] },
    ]);
  });

  it("keeps the sheet's row numbers when blank rows are left out", async () => {
    const file = await writeXlsx(["name"], [["a"], [null], ["b"]]);
    expect((await readXlsx(file)).map((row) => row.rowNumber)).toEqual([1, 2, 4]);
  });

  it("rejects bytes that are not a workbook", async () => {
    await expect(readXlsx(Buffer.from("PK not really a zip"))).rejects.toThrow();
  });
});
