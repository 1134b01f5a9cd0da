// @ts-check
/**
 * The content check of an uploaded PDF (issue 19): the header, a full parse with @cantoo/pdf-lib (every indirect object,
 * those inside compressed object streams included), then a walk of every dictionary for what a viewer could run or open:
 * JavaScript (a /JS entry, a /JavaScript name tree, /S /JavaScript actions, javascript: links), /Launch actions,
 * embedded files (/EmbeddedFiles, /EF, /Type /EmbeddedFile, /FileAttachment annotations, /GoToE actions), /RichMedia
 * and XFA forms with scripts. Encrypted files cannot be read, so they cannot be checked and are refused too.
 * Plain JavaScript, so the checking worker thread (pdf-check-worker.mjs) runs it without a TypeScript loader; types in
 * pdf-check.d.mts. Parsing can take long or expand a small file into a lot of memory; the worker bounds both.
 */
import {
  decodePDFRawStream,
  PDFArray,
  PDFDict,
  PDFHexString,
  PDFName,
  PDFParser,
  PDFRawStream,
  PDFRef,
  PDFString,
} from "@cantoo/pdf-lib";

/** @typedef {"not-pdf" | "damaged" | "encrypted" | "javascript" | "launch" | "embedded-file" | "rich-media" | "xfa-script"} PdfProblem */

const HEADER = "%PDF-";
/** A whole file ends with %%EOF, allowing trailing whitespace or padding after it. */
const TRAILER_WINDOW = 1024;

const name = (/** @type {string} */ value) => PDFName.of(value);
const JS = name("JS");
const JAVASCRIPT = name("JavaScript");
const S = name("S");
const TYPE = name("Type");
const SUBTYPE = name("Subtype");
const URI = name("URI");
const XFA = name("XFA");

/** Keys whose mere presence means the document carries something that runs or opens. @type {Map<PDFName, PdfProblem>} */
const KEYS = new Map([
  [JS, "javascript"],
  [JAVASCRIPT, "javascript"],
  [name("EmbeddedFiles"), "embedded-file"],
  [name("EF"), "embedded-file"],
  [name("RichMediaContent"), "rich-media"],
  [name("RichMediaSettings"), "rich-media"],
  [name("Encrypt"), "encrypted"],
]);

/** Action types (/S) that are refused. @type {Map<PDFName, PdfProblem>} */
const ACTIONS = new Map([
  [JAVASCRIPT, "javascript"],
  [name("Launch"), "launch"],
  [name("GoToE"), "embedded-file"],
]);

/** /Type and /Subtype values that are refused. @type {Map<PDFName, PdfProblem>} */
const TYPES = new Map([
  [name("EmbeddedFile"), "embedded-file"],
  [name("FileAttachment"), "embedded-file"],
  [name("RichMedia"), "rich-media"],
]);

/** An XFA script element, with or without a namespace prefix: <script …>, <xfa:script>. */
const XFA_SCRIPT = /<(?:[A-Za-z_][\w.-]*:)?script[\s>/]/i;

/** A javascript: address as a viewer would read it (control characters and spaces ignored, any case). */
function isJavascriptUri(/** @type {unknown} */ value) {
  if (!(value instanceof PDFString || value instanceof PDFHexString)) return false;
  return /^javascript:/i.test(value.decodeText().replace(/[\u0000-\u0020\u007f]+/g, ""));
}

/**
 * Whether the bytes look like a PDF at all: `%PDF-` at the very start and `%%EOF` near the end.
 * @param {Uint8Array} bytes
 * @returns {"ok" | "not-pdf" | "damaged"}
 */
export function pdfShape(bytes) {
  const head = Buffer.from(bytes.buffer, bytes.byteOffset, Math.min(bytes.byteLength, HEADER.length)).toString(
    "latin1",
  );
  if (head !== HEADER) return "not-pdf";
  const tail = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength)
    .subarray(-TRAILER_WINDOW)
    .toString("latin1");
  return tail.includes("%%EOF") ? "ok" : "damaged";
}

/**
 * Every object the parser reads, including an object number defined twice (an incremental update): a viewer that follows
 * the cross-reference table may use the earlier definition, so both are checked.
 * @param {Uint8Array} bytes
 */
async function parseEveryObject(bytes) {
  const parser = PDFParser.forBytesWithOptions(bytes, Infinity, true);
  /** @type {unknown[]} */
  const objects = [];
  // The parser's context is not public API; wrapping its assign() is the one place every parsed object passes through.
  const context = /** @type {{ context: import("@cantoo/pdf-lib").PDFContext }} */ (/** @type {unknown} */ (parser))
    .context;
  const assign = context.assign.bind(context);
  context.assign = (ref, object) => {
    objects.push(object);
    assign(ref, object);
  };
  await parser.parseDocument();
  return { context, objects };
}

/**
 * The first problem found in a whole PDF, or null when it is clean.
 * @param {Uint8Array} bytes
 * @returns {Promise<PdfProblem | null>}
 */
export async function findPdfProblem(bytes) {
  const shape = pdfShape(bytes);
  if (shape !== "ok") return shape;
  let parsed;
  try {
    parsed = await parseEveryObject(bytes);
  } catch {
    // An encrypted file's object streams are ciphertext, so its parse fails: say why it cannot be checked.
    return /\/Encrypt[\s/<[(]/.test(Buffer.from(bytes).toString("latin1")) ? "encrypted" : "damaged";
  }
  const { context, objects } = parsed;
  if (context.trailerInfo.Encrypt) return "encrypted";
  const catalog = context.lookup(context.trailerInfo.Root);
  if (!(catalog instanceof PDFDict) || catalog.lookup(TYPE) !== name("Catalog")) return "damaged";

  /** @type {PdfProblem | null} */
  let found = null;
  /** @type {unknown[]} */
  const xfaForms = [];
  // An explicit stack: a hostile file can nest arrays deeper than the call stack allows.
  const stack = [...objects];
  while (stack.length > 0 && !found) {
    const object = stack.pop();
    if (object instanceof PDFRawStream) stack.push(object.dict);
    else if (object instanceof PDFArray) stack.push(...object.asArray());
    else if (object instanceof PDFDict) {
      for (const [key, value] of object.entries()) {
        found =
          KEYS.get(key) ??
          (key === S && value instanceof PDFName ? ACTIONS.get(value) : undefined) ??
          ((key === TYPE || key === SUBTYPE) && value instanceof PDFName ? TYPES.get(value) : undefined) ??
          (key === URI && isJavascriptUri(value) ? "javascript" : null);
        if (found) break;
        if (key === XFA) xfaForms.push(value);
        stack.push(value);
      }
    }
  }
  if (found) return found;
  for (const form of xfaForms) if (xfaHasScript(context, form)) return "xfa-script";
  return null;
}

/**
 * An XFA form is one stream or an array of (name, stream) pairs of XML; a script element in any of them is refused, and so
 * is a part that cannot be decoded (it cannot be checked).
 * @param {import("@cantoo/pdf-lib").PDFContext} context
 * @param {unknown} form
 */
function xfaHasScript(context, form) {
  const value = form instanceof PDFRef ? context.lookup(form) : form;
  const parts = value instanceof PDFArray ? value.asArray() : [value];
  for (const part of parts) {
    const stream = part instanceof PDFRef ? context.lookup(part) : part;
    if (!(stream instanceof PDFRawStream)) continue;
    try {
      const xml = Buffer.from(decodePDFRawStream(stream).decode()).toString("latin1");
      if (XFA_SCRIPT.test(xml)) return true;
    } catch {
      return true;
    }
  }
  return false;
}
