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

/**
 * Parses CSV text into records; each record's number counts records (a quoted line break does not start a new one),
 * which is the row number a spreadsheet shows. A header without commas but with semicolons (Excel in many locales) is
 * read with ";" as the separator.
 */
export function readCsv(input: string): string[][] {
  const text = input.startsWith(CSV_BOM) ? input.slice(1) : input;
  const delimiter = detectDelimiter(text);
  const records: string[][] = [];
  let record: string[] = [];
  let cell = "";
  let index = 0;
  let cellStarted = false;
  const endCell = () => {
    record.push(cell);
    cell = "";
    cellStarted = false;
  };
  const endRecord = () => {
    endCell();
    records.push(record);
    record = [];
  };
  while (index < text.length) {
    const char = text[index]!;
    if (char === '"' && !cellStarted) {
      const start = index;
      index += 1;
      for (;;) {
        const quote = text.indexOf('"', index);
        if (quote === -1) throw new CsvSyntaxError(`Row ${records.length + 1}: a quoted cell is never closed (opened at character ${start + 1}).`, records.length + 1);
        cell += text.slice(index, quote);
        if (text[quote + 1] === '"') {
          cell += '"';
          index = quote + 2;
          continue;
        }
        index = quote + 1;
        break;
      }
      cellStarted = true;
      const next = text[index];
      if (next !== undefined && next !== delimiter && next !== "\r" && next !== "\n") {
        throw new CsvSyntaxError(`Row ${records.length + 1}: unexpected text after a closing quote.`, records.length + 1);
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
      cell += char;
      cellStarted = true;
      index += 1;
    }
  }
  // A last record without a line break at the end.
  if (cellStarted || record.length > 0) endRecord();
  return records;
}

function detectDelimiter(text: string): "," | ";" {
  const end = text.search(/[\r\n]/);
  const header = end === -1 ? text : text.slice(0, end);
  return !header.includes(",") && header.includes(";") ? ";" : ",";
}
