// @ts-check
/**
 * Reads the first worksheet of an XLSX file into rows of text cells, as the reading worker thread runs it: parts are
 * unpacked under one byte budget (xlsx-zip.mjs), the XML is parsed as a stream (saxes, no DTDs), and reading stops at the
 * first row beyond the row limit (refusing the file), at a cell beyond the column limit, or when the cells' text outgrows its limit. A cell
 * longer than the cell limit is kept one character over it, so the row is rejected without the text crossing threads.
 * Cell texts follow what exceljs gave before: numbers as JavaScript prints them, booleans TRUE/FALSE, errors as "#N/A",
 * date-formatted numbers as ISO timestamps, formulas as their cached result.
 */
import path from "node:path";
import { SaxesParser } from "saxes";
import { XlsxFileError, readZipDirectory, unpackEntry, unpackEntryChunks } from "./xlsx-zip.mjs";

/**
 * @typedef {{ rowNumber: number, cells: string[] }} SheetRow
 * @typedef {{ maxUnpackedBytes: number, maxRatio: number, ratioFloorBytes: number, maxEntries: number,
 *   maxRows: number, maxColumns: number, maxCellChars: number, maxTextChars: number }} SheetLimits
 */

const STOP = Symbol("stop");
const CHUNK = 1024 * 1024;
const BUILT_IN_DATE_FORMATS = new Set([
  14, 15, 16, 17, 18, 19, 20, 21, 22, 27, 28, 29, 30, 31, 32, 33, 34, 35, 36, 45, 46, 47, 50, 51, 52, 53, 54, 55, 56,
  57, 58,
]);

/** @param {string} name */
const local = (name) => name.slice(name.indexOf(":") + 1);

/** @param {(parser: SaxesParser) => void} attach */
function xmlParser(attach) {
  const parser = new SaxesParser({ position: false });
  parser.on("doctype", () => {
    throw new XlsxFileError(
      "The XLSX file cannot be imported: it declares a document type, which spreadsheet programs never write.",
    );
  });
  parser.on("error", () => {
    throw new XlsxFileError(
      "The XLSX file cannot be read: its XML is damaged. Save it again from the spreadsheet program.",
    );
  });
  attach(parser);
  return parser;
}

/**
 * Feeds `bytes` to a streaming XML parser; a handler may throw STOP to end early.
 * @param {Buffer} bytes
 * @param {(parser: SaxesParser) => void} attach
 */
function parseXml(bytes, attach) {
  const parser = xmlParser(attach);
  const decoder = new TextDecoder("utf-8");
  try {
    for (let start = 0; start < bytes.length; start += CHUNK)
      parser.write(decoder.decode(bytes.subarray(start, start + CHUNK), { stream: true }));
    parser.write(decoder.decode());
    parser.close();
  } catch (error) {
    if (error !== STOP) throw error;
  }
}

/**
 * The same for a part unpacked as it is parsed: stopping early also stops unpacking.
 * @param {AsyncIterable<Buffer>} chunks
 * @param {(parser: SaxesParser) => void} attach
 */
async function parseXmlChunks(chunks, attach) {
  const parser = xmlParser(attach);
  const decoder = new TextDecoder("utf-8");
  try {
    for await (const chunk of chunks) parser.write(decoder.decode(chunk, { stream: true }));
    parser.write(decoder.decode());
    parser.close();
  } catch (error) {
    if (error !== STOP) throw error;
  }
}

/** The same words as the row check of sheet-rows.ts. @param {number} max */
const tooManyRows = (max) =>
  `The file has more than ${max.toLocaleString("en-US")} product rows; at most ${max.toLocaleString("en-US")} can be imported at once. Split it into smaller files.`;

/** "AB12" -> 27 (0-based column). @param {string} ref */
function columnOf(ref) {
  let column = 0;
  for (const char of ref) {
    const code = char.charCodeAt(0);
    if (code < 65 || code > 90) break;
    column = column * 26 + code - 64;
    if (column > 1_000_000) break;
  }
  return column - 1;
}

/** @param {number} index */
function columnLetter(index) {
  let letters = "";
  for (let n = index + 1; n > 0; n = Math.floor((n - 1) / 26))
    letters = String.fromCharCode(65 + ((n - 1) % 26)) + letters;
  return letters;
}

/** As exceljs decides it: date letters outside quotes and brackets. @param {string} format */
function isDateFormat(format) {
  return /[ymdhMsb]/.test(format.replace(/\[[^\]]*]/g, "").replace(/"[^"]*"/g, ""));
}

/** Excel's `_x000D_` escapes, as exceljs decodes them. @param {string} text */
const unescapeExcel = (text) =>
  text.includes("_x") ? text.replace(/_x([0-9A-F]{4})_/g, (_, hex) => String.fromCharCode(parseInt(hex, 16))) : text;

/**
 * @param {Buffer} bytes the XLSX file
 * @param {SheetLimits} limits
 * @returns {Promise<SheetRow[]>}
 */
export async function readFirstSheet(bytes, limits) {
  const entries = readZipDirectory(bytes, limits);
  let budget = limits.maxUnpackedBytes;
  /** @param {string} name */
  const part = (name) => {
    const entry = entries.get(name);
    if (!entry) return null;
    const unpacked = unpackEntry(bytes, entry, budget);
    budget -= unpacked.length;
    return unpacked;
  };
  /** Relationship id -> target path, and type suffix -> target path. @param {string} owner */
  const relationships = (owner) => {
    /** @type {Map<string, string>} */
    const byId = new Map();
    /** @type {Map<string, string>} */
    const byType = new Map();
    const rels = part(path.posix.join(path.posix.dirname(owner), "_rels", `${path.posix.basename(owner)}.rels`));
    if (rels) {
      parseXml(rels, (parser) =>
        parser.on("opentag", (tag) => {
          if (local(tag.name) !== "Relationship") return;
          const target = String(tag.attributes.Target ?? "");
          const resolved = target.startsWith("/")
            ? target.slice(1)
            : path.posix.normalize(path.posix.join(path.posix.dirname(owner), target));
          byId.set(String(tag.attributes.Id ?? ""), resolved);
          byType.set(
            String(tag.attributes.Type ?? "")
              .split("/")
              .pop() ?? "",
            resolved,
          );
        }),
      );
    }
    return { byId, byType };
  };

  const workbookPath = relationships("").byType.get("officeDocument") ?? "xl/workbook.xml";
  const workbook = part(workbookPath);
  if (!workbook)
    throw new XlsxFileError(
      "The file is a ZIP archive but not an XLSX workbook. Save it as .xlsx from the spreadsheet program.",
    );
  let firstSheetId = "";
  let date1904 = false;
  parseXml(workbook, (parser) =>
    parser.on("opentag", (tag) => {
      const name = local(tag.name);
      if (name === "workbookPr") date1904 = ["1", "true"].includes(String(tag.attributes.date1904 ?? ""));
      if (name === "sheet" && !firstSheetId) {
        const id = Object.entries(tag.attributes).find(([key]) => local(key) === "id");
        firstSheetId = String(id?.[1] ?? "");
        throw STOP;
      }
    }),
  );
  const workbookRels = relationships(workbookPath);
  const sheetEntry = entries.get(workbookRels.byId.get(firstSheetId) ?? "");
  if (!sheetEntry) return [];

  const cellCap = limits.maxCellChars + 1;
  /** Texts of shared strings, each cut one character beyond the cell limit. @type {string[]} */
  const shared = [];
  const sharedPart = part(workbookRels.byType.get("sharedStrings") ?? "xl/sharedStrings.xml");
  if (sharedPart) {
    let text = "";
    let inText = false;
    let phonetic = 0;
    parseXml(sharedPart, (parser) => {
      parser.on("opentag", (tag) => {
        const name = local(tag.name);
        if (name === "si") text = "";
        else if (name === "rPh") phonetic += 1;
        else if (name === "t" && phonetic === 0) inText = !tag.isSelfClosing;
      });
      const addText = (/** @type {string} */ chunk) => {
        if (inText && text.length < cellCap) text += chunk.slice(0, cellCap - text.length);
      };
      parser.on("text", addText);
      parser.on("cdata", addText);
      parser.on("closetag", (tag) => {
        const name = local(tag.name);
        if (name === "t") inText = false;
        else if (name === "rPh") phonetic -= 1;
        else if (name === "si") shared.push(unescapeExcel(text).slice(0, cellCap));
      });
    });
  }

  /** Cell style index -> is a date format. @type {boolean[]} */
  const dateStyles = [];
  const stylesPart = part(workbookRels.byType.get("styles") ?? "xl/styles.xml");
  if (stylesPart) {
    /** @type {Map<number, string>} */
    const formats = new Map();
    let inCellXfs = false;
    parseXml(stylesPart, (parser) => {
      parser.on("opentag", (tag) => {
        const name = local(tag.name);
        if (name === "numFmt") formats.set(Number(tag.attributes.numFmtId), String(tag.attributes.formatCode ?? ""));
        else if (name === "cellXfs") inCellXfs = true;
        else if (name === "xf" && inCellXfs) {
          const id = Number(tag.attributes.numFmtId ?? 0);
          const custom = formats.get(id);
          dateStyles.push(custom !== undefined ? isDateFormat(custom) : BUILT_IN_DATE_FORMATS.has(id));
        }
      });
      parser.on("closetag", (tag) => {
        if (local(tag.name) === "cellXfs") inCellXfs = false;
      });
    });
  }

  /** @type {SheetRow[]} */
  const rows = [];
  let textChars = 0;
  let rowNumber = 0;
  /** @type {string[]} */
  let cells = [];
  let column = -1;
  let type = "n";
  let style = 0;
  let value = "";
  let inValue = false;
  let inInline = false;
  let phonetic = 0;
  let inSheetData = false;
  const cellText = () => {
    switch (type) {
      case "s":
        return shared[Number(value)] ?? "";
      case "inlineStr":
      case "str":
        return unescapeExcel(value);
      case "b":
        return value === "1" || value === "true" ? "TRUE" : "FALSE";
      case "e":
        return value;
      case "d": {
        const date = new Date(value);
        return Number.isNaN(date.getTime()) ? value : date.toISOString();
      }
      default: {
        if (value.trim() === "") return "";
        const number = Number(value);
        if (Number.isNaN(number)) return value;
        if (dateStyles[style])
          return new Date(Math.round((number - (date1904 ? -1462 : 25569)) * 24 * 3600 * 1000)).toISOString();
        return String(number);
      }
    }
  };
  // The sheet comes last, so the budget left is all it may unpack to.
  await parseXmlChunks(unpackEntryChunks(bytes, sheetEntry, budget), (parser) => {
    parser.on("opentag", (tag) => {
      const name = local(tag.name);
      if (name === "sheetData") inSheetData = true;
      if (!inSheetData) return;
      if (name === "row") {
        const declared = Number(tag.attributes.r);
        rowNumber = Number.isInteger(declared) && declared > rowNumber ? declared : rowNumber + 1;
        cells = [];
        column = -1;
      } else if (name === "c") {
        const ref = String(tag.attributes.r ?? "");
        column = ref ? columnOf(ref) : column + 1;
        if (column < 0) column = cells.length;
        type = String(tag.attributes.t ?? "n");
        style = Number(tag.attributes.s ?? 0);
        value = "";
        inInline = false;
      } else if (name === "v") inValue = !tag.isSelfClosing;
      else if (name === "is") inInline = true;
      else if (name === "rPh") phonetic += 1;
      else if (name === "t" && inInline && phonetic === 0) inValue = !tag.isSelfClosing;
    });
    const addText = (/** @type {string} */ chunk) => {
      if (inValue && value.length < cellCap) value += chunk.slice(0, cellCap - value.length);
    };
    parser.on("text", addText);
    parser.on("cdata", addText);
    parser.on("closetag", (tag) => {
      const name = local(tag.name);
      if (name === "sheetData") {
        inSheetData = false;
        throw STOP;
      }
      if (!inSheetData) return;
      if (name === "v" || name === "t") inValue = false;
      else if (name === "rPh") phonetic -= 1;
      else if (name === "is") inInline = false;
      else if (name === "c") {
        const text = cellText().slice(0, cellCap);
        if (text === "") return;
        if (column >= limits.maxColumns) {
          throw new XlsxFileError(
            `Row ${rowNumber}: column ${columnLetter(column)} holds a value, but an import reads at most ${limits.maxColumns} columns (A to ${columnLetter(limits.maxColumns - 1)}).`,
          );
        }
        textChars += text.length;
        if (textChars > limits.maxTextChars) {
          throw new XlsxFileError(
            `The XLSX file cannot be imported: its cells hold more than ${Math.round(limits.maxTextChars / 1024 / 1024)} million characters. Split it into smaller files.`,
          );
        }
        cells[column] = text;
      } else if (name === "row") {
        if (!cells.some((cell) => cell !== undefined && cell.trim() !== "")) return;
        // The header and one row beyond the limit are enough to say the file is too long; refused here, so the
        // rows read so far never cross to the main thread.
        if (rows.length === limits.maxRows + 1) throw new XlsxFileError(tooManyRows(limits.maxRows));
        rows.push({ rowNumber, cells: Array.from(cells, (cell) => cell ?? "") });
      }
    });
  });
  return rows;
}
