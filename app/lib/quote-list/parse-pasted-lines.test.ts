import { describe, expect, it } from "vitest";
import { PASTE_MAX_LINES } from "./limits";
import { parsePastedLine, parsePastedText, parseSheetRows, readQuantity } from "./parse-pasted-lines";

const read = (raw: string) => {
  const { text, quantity, alternative, problem } = parsePastedLine(raw, 1);
  return { text, quantity, alternative, problem };
};

describe("parsePastedLine", () => {
  it("reads a code or name with a quantity after x, ×, ;, a comma or a tab", () => {
    expect(read("AQ-SM43B x 3")).toEqual({ text: "AQ-SM43B", quantity: 3 });
    expect(read("AQ-SM43B x3")).toEqual({ text: "AQ-SM43B", quantity: 3 });
    expect(read("AQ-SM43B X 12")).toEqual({ text: "AQ-SM43B", quantity: 12 });
    expect(read("AQ-SM43B × 2")).toEqual({ text: "AQ-SM43B", quantity: 2 });
    expect(read("AQ-SM43B×2")).toEqual({ text: "AQ-SM43B", quantity: 2 });
    expect(read("Scrubmatic 43 B; 3")).toEqual({ text: "Scrubmatic 43 B", quantity: 3 });
    expect(read("Scrubmatic 43 B , 4")).toEqual({ text: "Scrubmatic 43 B", quantity: 4 });
    expect(read("Wheelie Bin 120 L\t7")).toEqual({ text: "Wheelie Bin 120 L", quantity: 7 });
  });

  it("defaults the quantity to 1 and keeps numbers that end a name in the name", () => {
    expect(read("NV-NV15")).toEqual({ text: "NV-NV15", quantity: 1 });
    expect(read("  Scrubmatic 43 B  ")).toEqual({ text: "Scrubmatic 43 B", quantity: 1 });
    expect(read("Scrubmatic 43")).toEqual({ text: "Scrubmatic 43", quantity: 1 });
    // "2 x 2 m" inside a name is no quantity: what follows the x is not a number.
    expect(read("Telescopic Extension Pole 2 x 2 m")).toEqual({
      text: "Telescopic Extension Pole 2 x 2 m",
      quantity: 1,
    });
    // A comma before words is part of the name.
    expect(read("Glass Cleaner, 5 L")).toEqual({ text: "Glass Cleaner, 5 L", quantity: 1 });
  });

  it("reads a leading number followed by words as the quantity, keeping the whole line as the alternative name", () => {
    expect(read("20 Bin 120 L")).toEqual({ text: "Bin 120 L", quantity: 20, alternative: "20 Bin 120 L" });
    expect(read("3 x NV-NV15")).toEqual({ text: "NV-NV15", quantity: 3 });
    expect(read("3× NV-NV15")).toEqual({ text: "NV-NV15", quantity: 3 });
    // A separator at the end wins: the leading number is then part of the name.
    expect(read("20 Bin 120 L; 2")).toEqual({ text: "20 Bin 120 L", quantity: 2 });
  });

  it("flags a quantity outside 1-100000 or not whole, an empty name and an over-long one", () => {
    expect(read("AQ-SM43B x 0")).toMatchObject({ quantity: null, problem: "quantity" });
    expect(read("AQ-SM43B x 100001")).toMatchObject({ quantity: null, problem: "quantity" });
    expect(read("AQ-SM43B x 100000")).toMatchObject({ quantity: 100000 });
    expect(read("AQ-SM43B; 2.5")).toMatchObject({ quantity: null, problem: "quantity" });
    expect(read("AQ-SM43B; -3")).toMatchObject({ quantity: null, problem: "quantity" });
    expect(read("AQ-SM43B; three")).toMatchObject({ text: "AQ-SM43B", quantity: null, problem: "quantity" });
    expect(read("0 Bin 120 L")).toMatchObject({ text: "Bin 120 L", problem: "quantity" });
    expect(read("; 3")).toMatchObject({ text: "", problem: "name" });
    expect(read(`${"a".repeat(201)} x 2`)).toMatchObject({ problem: "tooLong" });
  });
});

describe("readQuantity", () => {
  it("is 1 when blank, the number when whole and within limits, else null", () => {
    expect(readQuantity(undefined)).toBe(1);
    expect(readQuantity(" ")).toBe(1);
    expect(readQuantity("42")).toBe(42);
    expect(readQuantity("1e3")).toBeNull();
    expect(readQuantity("0")).toBeNull();
  });
});

describe("parsePastedText", () => {
  it("reads one line each, skipping blank lines and numbering lines as the box shows them", () => {
    const list = parsePastedText("AQ-SM43B x 3\r\n\n  \nScrubmatic 50 B; 2\n20 Bin 120 L\n");
    expect(list.ok).toBe(true);
    if (!list.ok) return;
    expect(list.lines.map((line) => [line.lineNumber, line.text, line.quantity])).toEqual([
      [1, "AQ-SM43B", 3],
      [4, "Scrubmatic 50 B", 2],
      [5, "Bin 120 L", 20],
    ]);
  });

  it("refuses an empty box and more than the list's 100 lines", () => {
    expect(parsePastedText(" \n\n")).toEqual({ ok: false, problem: "empty" });
    const full = Array.from({ length: PASTE_MAX_LINES }, (_, index) => `Item ${index}`).join("\n");
    expect(parsePastedText(full).ok).toBe(true);
    expect(parsePastedText(`${full}\nOne more`)).toEqual({ ok: false, problem: "tooManyLines" });
  });
});

describe("parseSheetRows", () => {
  const rows = (...cells: string[][]) => cells.map((row, index) => ({ rowNumber: index + 1, cells: row }));

  it("reads two columns, skips a header row and empty rows, keeps the sheet's row numbers", () => {
    const list = parseSheetRows(
      rows(["Product code", "Quantity"], ["AQ-SM43B", "3"], ["", ""], ["Wheelie Bin 120 L", ""]),
    );
    expect(list.ok).toBe(true);
    if (!list.ok) return;
    expect(list.lines.map((line) => [line.lineNumber, line.text, line.quantity])).toEqual([
      [2, "AQ-SM43B", 3],
      [4, "Wheelie Bin 120 L", 1],
    ]);
  });

  it("keeps a first row that is data, and reads a lone first cell like a pasted line", () => {
    const list = parseSheetRows(rows(["NV-NV15", "2"], ["AQ-SM43B x 4"]));
    expect(list.ok && list.lines.map((line) => [line.text, line.quantity])).toEqual([
      ["NV-NV15", 2],
      ["AQ-SM43B", 4],
    ]);
    const headerOnly = parseSheetRows(rows(["Code"], ["NV-NV15"]));
    expect(headerOnly.ok && headerOnly.lines.map((line) => line.text)).toEqual(["NV-NV15"]);
  });

  it("flags bad quantities per row and refuses an empty file or more than 100 data rows", () => {
    const list = parseSheetRows(rows(["Code", "Qty"], ["NV-NV15", "0"]));
    expect(list.ok && list.lines[0]).toMatchObject({ lineNumber: 2, problem: "quantity" });
    expect(parseSheetRows(rows(["Code", "Qty"]))).toEqual({ ok: false, problem: "empty" });
    const many = rows(["Code", "Qty"], ...Array.from({ length: 101 }, (_, index) => [`Item ${index}`, "1"]));
    expect(parseSheetRows(many)).toEqual({ ok: false, problem: "tooManyLines" });
    expect(parseSheetRows(many.slice(0, 101)).ok).toBe(true);
  });
});
