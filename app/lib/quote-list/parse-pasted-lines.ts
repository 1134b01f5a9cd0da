/**
 * Reads a pasted list (issue 17, "Paste a list"): one line each, a product code or name and an optional quantity —
 * `AQ-SM43B x 3`, `Scrubmatic 43 B; 3`, `Bin 120 L<tab>4`, `20 Bin 120 L`, `3 x NV-NV15` — or the rows of an uploaded
 * CSV or XLSX file (code or name, quantity; a header row allowed). Pure, so the browser and the server read alike.
 *
 * A leading whole number followed by words is a quantity ("20 Bin 120 L" is 20 of "Bin 120 L"); since a name may itself
 * start with a number, such a line also carries the whole line as `alternative`, which the matcher tries when the
 * shorter reading finds nothing (docs/decisions/112-pasted-list-lines.md). A number at the end without a separator
 * ("Scrubmatic 43") is part of the name: model numbers end names.
 */
import { PASTE_LINE_MAX_CHARS, PASTE_MAX_LINES, QUOTE_QUANTITY_MAX, QUOTE_QUANTITY_MIN } from "~/lib/quote-list/limits";

export type PastedLineProblem = "quantity" | "name" | "tooLong";

export interface PastedLine {
  /** The line of the box, or the row of the file, as the buyer sees it. */
  lineNumber: number;
  /** What was written, trimmed (shown in the preview). */
  source: string;
  /** The code or name to look for. */
  text: string;
  /** A whole number within the limits, or null when `problem` is "quantity". */
  quantity: number | null;
  /** The whole line read as a name, when a leading number was read as the quantity. */
  alternative?: string;
  problem?: PastedLineProblem;
}

export type PastedList = { ok: true; lines: PastedLine[] } | { ok: false; problem: "empty" | "tooManyLines" };

const NUMBER_LIKE = /^[+-]?\d+(?:[.,]\d+)?$/;
/** "x 3", "× 3", "x3" at the end (the x needs a space before it, so "2 x 2 m" in a name stays a name). */
const TRAILING_TIMES = /^(.*\S)\s+[x×]\s*(\S+)$/iu;
const TRAILING_MARK = /^(.*?)\s*([×;,])\s*(\S+)$/u;
const LEADING_TIMES = /^(\d+)\s*[x×]\s+(.+)$/iu;
const LEADING_NUMBER = /^(\d+)\s+(\p{L}.*)$/u;

/** A quantity as written: blank is 1; a whole number within the limits; anything else null. */
export function readQuantity(written: string | undefined): number | null {
  const text = (written ?? "").trim();
  if (text === "") return 1;
  if (!/^\d+$/.test(text)) return null;
  const value = Number(text);
  return value >= QUOTE_QUANTITY_MIN && value <= QUOTE_QUANTITY_MAX ? value : null;
}

function line(
  lineNumber: number,
  source: string,
  text: string,
  quantityText: string | undefined,
  alternative?: string,
): PastedLine {
  const name = text.trim();
  const quantity = readQuantity(quantityText);
  const problem: PastedLineProblem | undefined =
    name === "" ? "name" : name.length > PASTE_LINE_MAX_CHARS ? "tooLong" : quantity === null ? "quantity" : undefined;
  return {
    lineNumber,
    source,
    text: name,
    quantity,
    ...(alternative ? { alternative } : {}),
    ...(problem ? { problem } : {}),
  };
}

/** One line of the box. */
export function parsePastedLine(raw: string, lineNumber: number): PastedLine {
  const source = raw.trim();
  const tab = raw.indexOf("\t");
  if (tab >= 0) return line(lineNumber, source, raw.slice(0, tab), raw.slice(tab + 1).split("\t")[0]);
  const times = TRAILING_TIMES.exec(source);
  if (times && NUMBER_LIKE.test(times[2]!)) return line(lineNumber, source, times[1]!, times[2]);
  const mark = TRAILING_MARK.exec(source);
  // A number after ";", "×" or ",": the quantity. After ";" anything is meant as one (and flagged when it is none);
  // after "," words are part of the name ("Cleaner, 5 L"), after "×" the quantity comes first ("3× NV-NV15").
  if (mark && (NUMBER_LIKE.test(mark[3]!) || mark[2] === ";")) return line(lineNumber, source, mark[1]!, mark[3]);
  const leadingTimes = LEADING_TIMES.exec(source);
  if (leadingTimes) return line(lineNumber, source, leadingTimes[2]!, leadingTimes[1]);
  const leading = LEADING_NUMBER.exec(source);
  if (leading) return line(lineNumber, source, leading[2]!, leading[1], source);
  return line(lineNumber, source, source, undefined);
}

/** The paste box: blank lines skipped, at most PASTE_MAX_LINES lines with something on them. */
export function parsePastedText(text: string): PastedList {
  const lines: PastedLine[] = [];
  const rows = text.split(/\r\n|\r|\n/);
  for (let index = 0; index < rows.length; index++) {
    if (rows[index]!.trim() === "") continue;
    if (lines.length === PASTE_MAX_LINES) return { ok: false, problem: "tooManyLines" };
    lines.push(parsePastedLine(rows[index]!, index + 1));
  }
  return lines.length === 0 ? { ok: false, problem: "empty" } : { ok: true, lines };
}

const HEADER_WORDS =
  /^(?:product\s*)?(?:code|codes|name|names|product|products|item|items|serial(?:\s*number)?|sku|part(?:\s*number)?|model|description)$/i;

/** Is the first row of a file a header: a quantity cell that is no number, or a first cell that names a column. */
function isHeader(cells: readonly string[]): boolean {
  const [first = "", second = ""] = cells.map((cell) => cell.trim());
  if (second !== "" && !NUMBER_LIKE.test(second)) return true;
  return second === "" && HEADER_WORDS.test(first);
}

/**
 * The rows of an uploaded file (code or name, quantity): empty rows skipped, a header row allowed, at most
 * PASTE_MAX_LINES data rows. A row with only the first cell is read like a pasted line ("AQ-SM43B x 3").
 */
export function parseSheetRows(rows: ReadonlyArray<{ rowNumber: number; cells: readonly string[] }>): PastedList {
  const filled = rows.filter((row) => row.cells.some((cell) => cell.trim() !== ""));
  const data = filled.length > 0 && isHeader(filled[0]!.cells) ? filled.slice(1) : filled;
  if (data.length === 0) return { ok: false, problem: "empty" };
  if (data.length > PASTE_MAX_LINES) return { ok: false, problem: "tooManyLines" };
  return {
    ok: true,
    lines: data.map(({ rowNumber, cells }) => {
      const [name = "", quantity = ""] = cells;
      if (quantity.trim() === "") return parsePastedLine(name, rowNumber);
      return line(rowNumber, `${name.trim()}\t${quantity.trim()}`, name, quantity);
    }),
  };
}
