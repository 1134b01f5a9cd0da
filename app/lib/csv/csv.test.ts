import { describe, expect, it } from "vitest";
import { CSV_BOM, csvCell, csvLine, toCsv, writeCsv } from "./csv";

describe("csvCell", () => {
  it("leaves plain text, numbers and empty values bare", () => {
    expect(csvCell("Pearl Towers")).toBe("Pearl Towers");
    expect(csvCell(42)).toBe("42");
    expect(csvCell(-3)).toBe("-3");
    expect(csvCell(null)).toBe("");
    expect(csvCell(undefined)).toBe("");
  });
  it("writes dates as ISO timestamps", () => {
    expect(csvCell(new Date("2026-11-25T08:30:00Z"))).toBe("2026-11-25T08:30:00.000Z");
  });
  it("quotes commas, quotes, newlines and edge spaces, doubling inner quotes", () => {
    expect(csvCell("a,b")).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell("line 1\nline 2")).toBe('"line 1\nline 2"');
    expect(csvCell("line 1\r\nline 2")).toBe('"line 1\r\nline 2"');
    expect(csvCell(" padded ")).toBe('" padded "');
  });
  it("guards cells that start like a formula", () => {
    expect(csvCell('=HYPERLINK("http://evil")')).toBe('"\'=HYPERLINK(""http://evil"")"');
    expect(csvCell("+974 5555 1234")).toBe("'+974 5555 1234");
    expect(csvCell("-2+3")).toBe("'-2+3");
    expect(csvCell("@SUM(A1)")).toBe("'@SUM(A1)");
    expect(csvCell("\tcmd")).toBe("'\tcmd");
    expect(csvCell("a=b")).toBe("a=b");
    // The reversible guard: text already starting with an apostrophe before a formula character gets one more.
    expect(csvCell("'=1+1")).toBe("''=1+1");
  });
  it("keeps Arabic text unchanged", () => {
    expect(csvCell("عائشة المري")).toBe("عائشة المري");
  });
});

describe("toCsv", () => {
  it("starts with the BOM and ends every line with CRLF", () => {
    const text = toCsv(
      ["Reference", "Name"],
      [
        ["Q-2026-000001", "عائشة"],
        ["C-2026-000002", "Omar, Jr."],
      ],
    );
    expect(text.startsWith(CSV_BOM)).toBe(true);
    expect(text).toBe(`${CSV_BOM}Reference,Name\r\nQ-2026-000001,عائشة\r\nC-2026-000002,"Omar, Jr."\r\n`);
    expect(Buffer.from(text, "utf8").subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
  });
  it("writes only the header for no rows", () => {
    expect(toCsv(["A"], [])).toBe(`${CSV_BOM}A\r\n`);
    expect(csvLine([])).toBe("\r\n");
  });
});

describe("CSV writer", () => {
  it("quotes only cells that need it and ends records with CRLF after a BOM", () => {
    expect(writeCsv([["a", "b,c", 'say "hi"', "two\nlines", " padded", ""]])).toBe(
      '\uFEFFa,"b,c","say ""hi""","two\nlines"," padded",\r\n',
    );
    expect(csvLine(["x"])).toBe("x\r\n");
  });
});
