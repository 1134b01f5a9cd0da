/** Reading RFC 4180 CSV: quoted fields, doubled quotes, line breaks inside quotes, CRLF or LF, an optional UTF-8 BOM. */
import { CSV_BOM } from "./csv";

export class CsvSyntaxError extends Error {
  constructor(
    message: string,
    readonly rowNumber: number,
  ) {
    super(message);
  }
}

/** A file beyond a reading limit (columns); its message is meant for the person who sent the file. */
export class CsvLimitError extends Error {}

export interface CsvReadLimits {
  /** Stop after this many records that hold a non-blank cell. */
  maxRecords?: number;
  /** Keep at most this many characters plus one of a cell, so an over-long cell stays recognisable as such. */
  maxCellChars?: number;
  /** A non-empty cell in a later column is refused. */
  maxColumns?: number;
}

/**
 * Parses CSV text into records; each record's number counts records (a quoted line break does not start a new one),
 * which is the row number a spreadsheet shows. A header without commas but with semicolons (Excel in many locales) is
 * read with ";" as the separator.
 */
export function readCsv(input: string, limits: CsvReadLimits = {}): string[][] {
  const cellCap = (limits.maxCellChars ?? Number.POSITIVE_INFINITY) + 1;
  const maxColumns = limits.maxColumns ?? Number.POSITIVE_INFINITY;
  const maxRecords = limits.maxRecords ?? Number.POSITIVE_INFINITY;
  let filledRecords = 0;
  const text = input.startsWith(CSV_BOM) ? input.slice(1) : input;
  const delimiter = detectDelimiter(text);
  const records: string[][] = [];
  let record: string[] = [];
  let cell = "";
  let index = 0;
  let cellStarted = false;
  const endCell = () => {
    if (record.length >= maxColumns) {
      if (cell !== "")
        throw new CsvLimitError(
          `Row ${records.length + 1}: column ${record.length + 1} holds a value, but an import reads at most ${maxColumns} columns.`,
        );
    } else record.push(cell.length > cellCap ? cell.slice(0, cellCap) : cell);
    cell = "";
    cellStarted = false;
  };
  const endRecord = () => {
    endCell();
    records.push(record);
    if (record.some((value) => value.trim() !== "")) filledRecords += 1;
    record = [];
  };
  while (index < text.length && filledRecords < maxRecords) {
    const char = text[index]!;
    if (char === '"' && !cellStarted) {
      const start = index;
      index += 1;
      for (;;) {
        const quote = text.indexOf('"', index);
        if (quote === -1)
          throw new CsvSyntaxError(
            `Row ${records.length + 1}: a quoted cell is never closed (opened at character ${start + 1}).`,
            records.length + 1,
          );
        if (cell.length < cellCap) cell += text.slice(index, Math.min(quote, index + cellCap - cell.length));
        if (text[quote + 1] === '"') {
          if (cell.length < cellCap) cell += '"';
          index = quote + 2;
          continue;
        }
        index = quote + 1;
        break;
      }
      cellStarted = true;
      const next = text[index];
      if (next !== undefined && next !== delimiter && next !== "\r" && next !== "\n") {
        throw new CsvSyntaxError(
          `Row ${records.length + 1}: unexpected text after a closing quote.`,
          records.length + 1,
        );
      }
      continue;
    }
    if (char === delimiter) {
      endCell();
      index += 1;
    } else if (char === "\r" || char === "\n") {
      endRecord();
      index += char === "\r" && text[index + 1] === "\n" ? 2 : 1;
    } else {
      // A run of plain characters at once; a cell only grows to one character beyond its limit.
      let end = index + 1;
      while (end < text.length && !isSpecial(text.charCodeAt(end), delimiter)) end += 1;
      if (cell.length < cellCap) cell += text.slice(index, Math.min(end, index + cellCap - cell.length));
      cellStarted = true;
      index = end;
    }
  }
  // A last record without a line break at the end.
  if (filledRecords < maxRecords && (cellStarted || record.length > 0)) endRecord();
  return records;
}

function isSpecial(code: number, delimiter: string): boolean {
  return code === 10 || code === 13 || code === 34 || code === delimiter.charCodeAt(0);
}

function detectDelimiter(text: string): "," | ";" {
  const end = text.search(/[\r\n]/);
  const header = end === -1 ? text : text.slice(0, end);
  return !header.includes(",") && header.includes(";") ? ";" : ",";
}
