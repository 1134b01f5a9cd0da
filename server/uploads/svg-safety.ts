/**
 * Decides whether an uploaded SVG is safe to serve. We refuse rather than sanitise
 * (docs/decisions/024-svg-uploads-are-refused-not-sanitised.md): a logo that
 * needs a script, an event handler or an outside file is not a logo we want, and a refusal cannot be bypassed by a
 * sanitiser bug. The file is read by a conforming XML parser (saxes), so the checks see what a browser's XML parser
 * sees: entities and character references decoded, prefixes resolved to namespaces; what it cannot parse is refused.
 */
import { SaxesParser, type SaxesAttributeNS, type SaxesTagNS } from "saxes";
import { UPLOAD_MESSAGES } from "~/content/uploads";

export type SvgProblem =
  | "svgMalformed"
  | "svgEncoding"
  | "svgProcessingInstruction"
  | "svgDoctype"
  | "svgScript"
  | "svgEventHandler"
  | "svgJavascriptUrl"
  | "svgForeignObject"
  | "svgExternalReference"
  | "svgDataUrl"
  | "svgCssEscape"
  | "svgTooDeep";

const XHTML_NS = "http://www.w3.org/1999/xhtml";
const XML_NS = "http://www.w3.org/XML/1998/namespace";
const XMLNS_NS = "http://www.w3.org/2000/xmlns/";
/** Deeper nesting is refused: the parser resolves each prefix through every open element, so depth costs time squared. */
export const MAX_SVG_DEPTH = 256;

/** Elements that run code or embed HTML documents, in any namespace. */
const SCRIPT_ELEMENTS = new Set(["script", "handler", "listener"]);
const HTML_ELEMENTS = new Set([
  "foreignobject",
  "iframe",
  "embed",
  "object",
  "frame",
  "frameset",
  "applet",
  "html",
  "body",
  "base",
  "meta",
  "link",
]);

/** The only data: URLs allowed: raster images, which cannot carry markup or script. */
const RASTER_DATA_URL = /^data:image\/(png|jpeg|gif|webp)[;,]/i;
const OTHER_DATA_URL = /(?<![a-z0-9+.-])data:(?!image\/(png|jpeg|gif|webp)[;,])/;

class Refusal extends Error {
  constructor(readonly problem: SvgProblem) {
    super(problem);
  }
}

/** Browsers ignore whitespace and control characters inside a URL scheme ("java\tscript:"), so the search does too. */
function compact(value: string): string {
  return value.replace(/[\u0000-\u0020\u007f-\u00a0]+/g, "").toLowerCase();
}

/**
 * A value read as the URL parser starts it (tabs and newlines dropped, leading spaces and controls trimmed), allowed only
 * as #id or raster data. Only the start decides, so the end is not trimmed (a trailing-space regex takes time squared).
 */
function isSafeReference(value: string): boolean {
  const url = value.replace(/[\t\n\r]/g, "").replace(/^[\u0000-\u0020]+/, "");
  return url.startsWith("#") || RASTER_DATA_URL.test(url);
}

/** javascript: anywhere, or a data: URL that is not a raster image, in an attribute value or CSS text. */
function schemeProblem(value: string): SvgProblem | null {
  const text = compact(value);
  if (/(java|vb)script:/.test(text)) return "svgJavascriptUrl";
  return OTHER_DATA_URL.test(text) ? "svgDataUrl" : null;
}

/**
 * CSS escapes ("@\69mport", "u\72l(") read as the characters they stand for. An escaped quote, bracket or backslash is
 * refused: decoded, it would move where strings and url(…) end, and no drawing needs one.
 */
function decodeCssEscapes(css: string): string {
  return css.replace(/\\([0-9a-f]{1,6})[ \t\n\r\f]?|\\([\s\S])/gi, (_match, hex: string | undefined, char: string) => {
    const decoded = hex ? String.fromCodePoint(Math.min(parseInt(hex, 16), 0x10ffff)) : char === "\n" ? "" : char;
    if (/["'()\\]/.test(decoded)) throw new Refusal("svgCssEscape");
    return decoded;
  });
}

/**
 * The quoted strings inside the parentheses that open just before `start` (image-set("a.png" 1x) takes strings as URLs),
 * and where they close, so nested calls are not scanned again.
 */
function stringsInside(text: string, start: number): { strings: string[]; end: number } {
  const strings: string[] = [];
  let depth = 1;
  let index = start;
  for (; index < text.length && depth > 0; index++) {
    const char = text[index];
    if (char === "(") depth++;
    else if (char === ")") depth--;
    else if (char === '"' || char === "'") {
      const close = text.indexOf(char, index + 1);
      const end = close < 0 ? text.length : close;
      strings.push(text.slice(index + 1, end));
      index = end;
    }
  }
  return { strings, end: index };
}

/** url(), image-set(), src() and @import that leave the file; in <style> text and in every attribute alike. */
function cssProblem(css: string): SvgProblem | null {
  const text = decodeCssEscapes(css).toLowerCase();
  const problem = schemeProblem(text);
  if (problem) return problem;
  if (text.includes("@import")) return "svgExternalReference";
  for (const match of text.matchAll(/url\(\s*(?:"([^"]*)|'([^']*)|([^)]*))/g)) {
    if (!isSafeReference(match[1] ?? match[2] ?? match[3] ?? "")) return "svgExternalReference";
  }
  const calls = /(image-set|src)\(/g;
  for (let match = calls.exec(text); match; match = calls.exec(text)) {
    const inside = stringsInside(text, calls.lastIndex);
    if (!inside.strings.every(isSafeReference)) return "svgExternalReference";
    calls.lastIndex = inside.end;
  }
  return null;
}

function attributeProblem(attribute: SaxesAttributeNS): SvgProblem | null {
  if (attribute.uri === XMLNS_NS) return null; // a namespace declaration names a namespace, it loads nothing
  const local = attribute.local.toLowerCase();
  if (local.startsWith("on")) return "svgEventHandler";
  if (attribute.uri === XML_NS && local === "base") return "svgExternalReference"; // would re-aim every #id reference
  // Without ":", "(", "@" or a backslash a value holds no URL scheme, CSS function, @import or escape, so the scans are skipped.
  const problem = /[:(@\\]/.test(attribute.value)
    ? (schemeProblem(attribute.value) ?? cssProblem(attribute.value))
    : null;
  if (problem) return problem;
  if ((local === "href" || local === "src") && !isSafeReference(attribute.value)) return "svgExternalReference";
  return null;
}

/** <set>/<animate> that change an href: the values they set are references too. */
function animatedReferenceProblem(attributes: SaxesAttributeNS[]): SvgProblem | null {
  const target = attributes
    .find((attribute) => attribute.local.toLowerCase() === "attributename")
    ?.value.trim()
    .toLowerCase();
  if (!target || target.slice(target.lastIndexOf(":") + 1) !== "href") return null;
  const values = attributes
    .filter((attribute) => ["to", "from", "by", "values"].includes(attribute.local.toLowerCase()))
    .flatMap((attribute) => attribute.value.split(";"));
  // A blank entry (values="#a;#b;") names no file.
  return values.every((value) => value.trim() === "" || isSafeReference(value)) ? null : "svgExternalReference";
}

function elementProblem(tag: SaxesTagNS): SvgProblem | null {
  const local = tag.local.toLowerCase();
  if (SCRIPT_ELEMENTS.has(local)) return "svgScript";
  if (tag.uri === XHTML_NS || HTML_ELEMENTS.has(local)) return "svgForeignObject";
  const attributes = Object.values(tag.attributes);
  for (const attribute of attributes) {
    const problem = attributeProblem(attribute);
    if (problem) return problem;
  }
  return animatedReferenceProblem(attributes);
}

const fail = (problem: SvgProblem | null) => {
  if (problem) throw new Refusal(problem);
};

/** The first reason the SVG text may not be served, or null when it is safe. */
export function findSvgProblem(text: string): SvgProblem | null {
  const parser = new SaxesParser({ xmlns: true, forceXMLVersion: true, defaultXMLVersion: "1.0" });
  // One entry per open element: for a <style>, the text of its text and CDATA children, which browsers join into the
  // style sheet (a comment splits "@im<!---->port" in two pieces); null for other elements.
  const open: Array<{ css: string } | null> = [];
  const addText = (chunk: string) => {
    const parent = open.at(-1);
    if (parent) parent.css += chunk;
  };
  // Another declared encoding would make a browser read the bytes differently from this check (which read UTF-8).
  parser.on("xmldecl", (declaration) =>
    fail(declaration.encoding && !/^utf-?8$/i.test(declaration.encoding) ? "svgEncoding" : null),
  );
  parser.on("processinginstruction", () => fail("svgProcessingInstruction"));
  parser.on("doctype", () => fail("svgDoctype"));
  parser.on("opentagstart", () => fail(open.length >= MAX_SVG_DEPTH ? "svgTooDeep" : null));
  parser.on("opentag", (tag) => {
    fail(elementProblem(tag));
    open.push(tag.local.toLowerCase() === "style" ? { css: "" } : null);
  });
  parser.on("closetag", () => {
    const style = open.pop();
    if (style) fail(cssProblem(style.css));
  });
  parser.on("text", addText);
  parser.on("cdata", (data) => {
    // CDATA is text, but a script hidden there is refused all the same: nothing legitimate needs one.
    if (/<\s*([\w-]+:)?script/i.test(data)) fail("svgScript");
    addText(data);
  });
  try {
    parser.write(text).close();
    return null;
  } catch (error) {
    if (error instanceof Refusal) return error.problem;
    return "svgMalformed"; // saxes throws on the first well-formedness or namespace error
  }
}

export function svgProblemMessage(problem: SvgProblem): string {
  return UPLOAD_MESSAGES[problem];
}
