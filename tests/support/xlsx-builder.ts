/**
 * Builds XLSX files by hand for import tests: a minimal workbook (one sheet, optional shared strings) whose sheet XML comes
 * from a generator and is deflated as a stream, so a 150 MB bomb costs the test a few hundred KB of memory. Entries can
 * declare false sizes in the central directory, as a hostile file would.
 */
import { createDeflateRaw, crc32, deflateRawSync } from "node:zlib";

export interface ZipEntryInput {
  name: string;
  /** Text, or chunks produced lazily (deflated as they come). */
  content: string | Iterable<string>;
  /** A size to declare in the headers instead of the true one. */
  declaredSize?: number;
}

interface BuiltEntry {
  name: Buffer;
  crc: number;
  compressed: Buffer;
  size: number;
  declaredSize: number;
}

async function deflateEntry(input: ZipEntryInput): Promise<BuiltEntry> {
  const name = Buffer.from(input.name, "utf8");
  if (typeof input.content === "string") {
    const raw = Buffer.from(input.content, "utf8");
    return {
      name,
      crc: crc32(raw),
      compressed: deflateRawSync(raw),
      size: raw.length,
      declaredSize: input.declaredSize ?? raw.length,
    };
  }
  const deflate = createDeflateRaw({ level: 9 });
  const chunks: Buffer[] = [];
  deflate.on("data", (chunk: Buffer) => chunks.push(chunk));
  const ended = new Promise<void>((resolve, reject) => {
    deflate.on("end", resolve);
    deflate.on("error", reject);
  });
  let crc = 0;
  let size = 0;
  for (const text of input.content) {
    const raw = Buffer.from(text, "utf8");
    crc = crc32(raw, crc);
    size += raw.length;
    if (!deflate.write(raw)) await new Promise((resolve) => deflate.once("drain", resolve));
  }
  deflate.end();
  await ended;
  return { name, crc, compressed: Buffer.concat(chunks), size, declaredSize: input.declaredSize ?? size };
}

export async function buildZip(inputs: readonly ZipEntryInput[]): Promise<Buffer> {
  const entries = [];
  for (const input of inputs) entries.push(await deflateEntry(input));
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(0x0800, 6); // UTF-8 names
    local.writeUInt16LE(8, 8); // deflate
    local.writeUInt32LE(entry.crc >>> 0, 14);
    local.writeUInt32LE(entry.compressed.length, 18);
    local.writeUInt32LE(entry.declaredSize, 22);
    local.writeUInt16LE(entry.name.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(0x0800, 8);
    central.writeUInt16LE(8, 10);
    central.writeUInt32LE(entry.crc >>> 0, 16);
    central.writeUInt32LE(entry.compressed.length, 20);
    central.writeUInt32LE(entry.declaredSize, 24);
    central.writeUInt16LE(entry.name.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, entry.name, entry.compressed);
    centrals.push(central, entry.name);
    offset += local.length + entry.name.length + entry.compressed.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

const NS = 'xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"';
const REL_NS = 'xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"';

export const escapeXml = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

/** An inline-string cell. */
export const textCell = (ref: string, text: string) =>
  `<c r="${ref}" t="inlineStr"><is><t xml:space="preserve">${escapeXml(text)}</t></is></c>`;

export interface WorkbookInput {
  /** The inside of <sheetData>, as chunks. */
  sheetData: Iterable<string>;
  sharedStrings?: readonly string[];
  sheetDeclaredSize?: number;
}

export async function buildXlsx(input: WorkbookInput): Promise<Buffer> {
  const sheet = function* () {
    yield `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<worksheet ${NS} ${REL_NS}><sheetData>`;
    yield* input.sheetData;
    yield "</sheetData></worksheet>";
  };
  const shared = input.sharedStrings;
  return buildZip([
    {
      name: "[Content_Types].xml",
      content:
        '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
        '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/>' +
        '<Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/>' +
        '<Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/>' +
        (shared
          ? '<Override PartName="/xl/sharedStrings.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sharedStrings+xml"/>'
          : "") +
        "</Types>",
    },
    {
      name: "_rels/.rels",
      content:
        '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">' +
        '<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="xl/workbook.xml"/></Relationships>',
    },
    {
      name: "xl/workbook.xml",
      content: `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<workbook ${NS} ${REL_NS}><sheets><sheet name="Products" sheetId="1" r:id="rId1"/></sheets></workbook>`,
    },
    {
      name: "xl/_rels/workbook.xml.rels",
      content:
        '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">' +
        '<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" Target="worksheets/sheet1.xml"/>' +
        (shared
          ? '<Relationship Id="rId2" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/sharedStrings" Target="sharedStrings.xml"/>'
          : "") +
        "</Relationships>",
    },
    ...(shared
      ? [
          {
            name: "xl/sharedStrings.xml",
            content: `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<sst ${NS} count="${shared.length}" uniqueCount="${shared.length}">${shared.map((text) => `<si><t xml:space="preserve">${escapeXml(text)}</t></si>`).join("")}</sst>`,
          },
        ]
      : []),
    {
      name: "xl/worksheets/sheet1.xml",
      content: sheet(),
      ...(input.sheetDeclaredSize !== undefined ? { declaredSize: input.sheetDeclaredSize } : {}),
    },
  ]);
}

/** A header row and one product row whose name cell holds `megabytes` MB of one repeated letter. */
export function bombSheet(megabytes: number): Iterable<string> {
  return (function* () {
    yield `<row r="1">${textCell("A1", "name")}${textCell("B1", "brand")}</row><row r="2"><c r="A2" t="inlineStr"><is><t>`;
    const chunk = "A".repeat(1024 * 1024);
    for (let index = 0; index < megabytes; index += 1) yield chunk;
    yield `</t></is></c>${textCell("B2", "Acme")}</row>`;
  })();
}

/** A header row and `count` rows of one number cell each (the "7 MB, a million rows" file). */
export function manyRowsSheet(count: number): Iterable<string> {
  return (function* () {
    yield `<row r="1"><c r="A1" t="s"><v>0</v></c><c r="B1" t="s"><v>1</v></c></row>`;
    let batch = "";
    for (let row = 2; row <= count + 1; row += 1) {
      batch += `<row r="${row}"><c r="A${row}"><v>${row * 7}</v></c></row>`;
      if (batch.length > 1 << 20) {
        yield batch;
        batch = "";
      }
    }
    yield batch;
  })();
}
