import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { writeCsv } from "./csv";
import { CsvLimitError, CsvSyntaxError, readCsv } from "./read-csv";

describe("CSV reader", () => {
  it("reads quoted cells with doubled quotes, commas and line breaks inside", () => {
    expect(readCsv('name,notes\r\n"A, B","say ""hi""\r\nagain"\r\n')).toEqual([
      ["name", "notes"],
      ["A, B", 'say "hi"\r\nagain'],
    ]);
  });

  it("drops a BOM and accepts LF, CRLF and a missing final line break", () => {
    expect(readCsv("\uFEFFa,b\nc,d\r\ne,f")).toEqual([
      ["a", "b"],
      ["c", "d"],
      ["e", "f"],
    ]);
  });

  it("keeps empty cells, including trailing ones", () => {
    expect(readCsv("a,,\r\n,,\r\n")).toEqual([
      ["a", "", ""],
      ["", "", ""],
    ]);
  });

  it("reads semicolon-separated files that Excel writes in many locales", () => {
    expect(readCsv("name;brand\r\nMop;Acme\r\n")).toEqual([
      ["name", "brand"],
      ["Mop", "Acme"],
    ]);
  });

  it("reports an unclosed quote and text after a closing quote with the record number", () => {
    expect(() => readCsv('a\r\n"open')).toThrow(CsvSyntaxError);
    expect(() => readCsv('a\r\n"open')).toThrow(/Row 2/);
    expect(() => readCsv('a\r\nb\r\n"x"y')).toThrow(/Row 3: unexpected text/);
  });

  it("round-trips any table of strings, Arabic and emoji included", () => {
    const cell = fc.oneof(fc.string(), fc.constantFrom("مكنسة كهربائية صناعية", "🧹✨", '"', ",", "\r\n", "\n", " x "));
    fc.assert(
      fc.property(fc.array(fc.array(cell, { minLength: 2, maxLength: 5 }), { minLength: 1, maxLength: 6 }), (rows) => {
        const width = rows[0]!.length;
        const table = rows.map((row) => [...row, "", "", "", ""].slice(0, width));
        expect(readCsv(writeCsv(table))).toEqual(table);
      }),
      { numRuns: 300 },
    );
  });
});

describe("CSV reader limits", () => {
  it("stops after the given number of filled records, skipping blank ones in the count", () => {
    const text = ["h", "", "a", "b", "c", "d"].join("\r\n");
    expect(readCsv(text, { maxRecords: 3 })).toEqual([["h"], [""], ["a"], ["b"]]);
  });

  it("keeps a cell one character beyond the cell limit, quoted or not", () => {
    const [[plain, quoted]] = readCsv(`${"a".repeat(50)},"${'b""'.repeat(50)}"`, { maxCellChars: 10 }) as [
      [string, string],
    ];
    expect([plain.length, quoted.length]).toEqual([11, 11]);
  });

  it("refuses a value beyond the column limit and drops empty cells there", () => {
    expect(readCsv("a,b,,,\r\n", { maxColumns: 2 })).toEqual([["a", "b"]]);
    expect(() => readCsv("a,b,c\r\n", { maxColumns: 2 })).toThrow(CsvLimitError);
  });
});
