/**
 * Decides whether an uploaded SVG is safe to serve. We refuse rather than sanitise
 * (docs/decisions/024-svg-uploads-are-refused-not-sanitised.md): a logo that
 * needs a script, an event handler or an outside file is not a logo we want, and a refusal cannot be bypassed by a
 * sanitiser bug. The scan walks the markup itself, so attribute values holding ">" or tags in CDATA cannot hide anything.
 */
import { UPLOAD_MESSAGES } from "../../app/content/uploads";

export type SvgProblem = "svgScript" | "svgEventHandler" | "svgJavascriptUrl" | "svgForeignObject" | "svgExternalReference" | "svgDoctype";

/** Elements that run code or embed HTML documents. */
const SCRIPT_ELEMENTS = new Set(["script", "handler", "listener"]);
const HTML_ELEMENTS = new Set(["foreignobject", "iframe", "embed", "object", "frame", "frameset", "applet", "html", "body", "base", "meta", "link"]);

const NAMED_ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'", colon: ":", tab: "\t", newline: "\n" };

export function decodeEntities(value: string): string {
  return value.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);?/gi, (match, body: string) => {
    if (body[0] === "#") {
      const code = body[1] === "x" || body[1] === "X" ? parseInt(body.slice(2), 16) : parseInt(body.slice(1), 10);
      return Number.isFinite(code) && code <= 0x10ffff ? String.fromCodePoint(code) : "";
    }
    return NAMED_ENTITIES[body.toLowerCase()] ?? match;
  });
}

/** Browsers ignore whitespace and control characters inside a URL scheme ("java\tscript:"), so the check does too. */
function compact(value: string): string {
  return decodeEntities(value).replace(/[\u0000-\u0020\u007f-\u00a0]+/g, "").toLowerCase();
}

function localName(name: string): string {
  const lower = name.toLowerCase();
  return lower.slice(lower.lastIndexOf(":") + 1);
}

function isSafeReference(value: string): boolean {
  const target = compact(value);
  return target === "" || target.startsWith("#") || target.startsWith("data:image/");
}

/** CSS escapes ("@\69mport", "u\72l(") read as the characters they stand for. */
function decodeCssEscapes(css: string): string {
  return css.replace(/\\([0-9a-f]{1,6})\s?/gi, (_match, hex: string) => String.fromCodePoint(Math.min(parseInt(hex, 16), 0x10ffff))).replace(/\\(.)/g, "$1");
}

/** CSS url(...) and @import that leave the file (in style attributes and <style> text alike). */
function cssProblem(css: string): SvgProblem | null {
  const text = compact(decodeCssEscapes(decodeEntities(css)));
  if (text.includes("javascript:")) return "svgJavascriptUrl";
  if (text.includes("@import")) return "svgExternalReference";
  for (const match of text.matchAll(/url\(['"]?([^'")]*)/g)) {
    if (!isSafeReference(match[1] ?? "")) return "svgExternalReference";
  }
  return null;
}

function attributeProblem(name: string, value: string): SvgProblem | null {
  const local = localName(name);
  if (local.startsWith("on")) return "svgEventHandler";
  const text = compact(value);
  if (text.includes("javascript:") || text.includes("vbscript:") || text.includes("data:text/html")) return "svgJavascriptUrl";
  if ((local === "href" || local === "src") && !isSafeReference(value)) return "svgExternalReference";
  return cssProblem(value);
}

interface Tag {
  name: string;
  attributes: Array<[string, string]>;
  end: number;
}

/** Reads the start tag at `start` (just after "<"): its name and attributes, quoted values may hold ">". */
function readTag(text: string, start: number): Tag {
  let index = start;
  const nameMatch = /^[^\s/>]+/.exec(text.slice(index, index + 200));
  const name = nameMatch?.[0] ?? "";
  index += name.length;
  const attributes: Array<[string, string]> = [];
  while (index < text.length) {
    while (index < text.length && /[\s/]/.test(text[index]!)) index++;
    if (index >= text.length || text[index] === ">") break;
    const attrStart = index;
    while (index < text.length && !/[\s=/>]/.test(text[index]!)) index++;
    const attrName = text.slice(attrStart, index);
    while (index < text.length && /\s/.test(text[index]!)) index++;
    let value = "";
    if (text[index] === "=") {
      index++;
      while (index < text.length && /\s/.test(text[index]!)) index++;
      const quote = text[index];
      if (quote === '"' || quote === "'") {
        const close = text.indexOf(quote, index + 1);
        const valueEnd = close < 0 ? text.length : close;
        value = text.slice(index + 1, valueEnd);
        index = valueEnd + 1;
      } else {
        const valueStart = index;
        while (index < text.length && !/[\s>]/.test(text[index]!)) index++;
        value = text.slice(valueStart, index);
      }
    }
    if (attrName) attributes.push([attrName, value]);
    else index++;
  }
  return { name, attributes, end: index + 1 };
}

/** <set>/<animate> that change an href: the values they set are references too. */
function animatedReferenceProblem(attributes: Array<[string, string]>): SvgProblem | null {
  const target = attributes.find(([name]) => name.toLowerCase() === "attributename")?.[1];
  if (!target || localName(target.trim()) !== "href") return null;
  const values = attributes.filter(([name]) => ["to", "from", "by", "values"].includes(name.toLowerCase())).flatMap(([, value]) => value.split(";"));
  return values.every(isSafeReference) ? null : "svgExternalReference";
}

function elementProblem(name: string): SvgProblem | null {
  const local = localName(name);
  if (SCRIPT_ELEMENTS.has(local)) return "svgScript";
  if (HTML_ELEMENTS.has(local)) return "svgForeignObject";
  return null;
}

/** The first reason the SVG text may not be served, or null when it is safe. */
export function findSvgProblem(text: string): SvgProblem | null {
  if (/<!DOCTYPE|<!ENTITY/i.test(text)) return "svgDoctype";
  let index = 0;
  let insideStyle = false;
  while (index < text.length) {
    const open = text.indexOf("<", index);
    const chunk = text.slice(index, open < 0 ? text.length : open);
    if (insideStyle) {
      const problem = cssProblem(chunk);
      if (problem) return problem;
    }
    if (open < 0) break;
    if (text.startsWith("<!--", open)) {
      const close = text.indexOf("-->", open + 4);
      index = close < 0 ? text.length : close + 3;
    } else if (text.startsWith("<![CDATA[", open)) {
      const close = text.indexOf("]]>", open + 9);
      const data = text.slice(open + 9, close < 0 ? text.length : close);
      // CDATA is text, but a script hidden there is refused all the same: nothing legitimate needs one.
      if (/<\s*([\w-]+:)?script/i.test(data)) return "svgScript";
      if (insideStyle) {
        const problem = cssProblem(data);
        if (problem) return problem;
      }
      index = close < 0 ? text.length : close + 3;
    } else if (text.startsWith("<?", open)) {
      const close = text.indexOf("?>", open + 2);
      index = close < 0 ? text.length : close + 2;
    } else if (text.startsWith("</", open)) {
      const close = text.indexOf(">", open);
      if (localName(text.slice(open + 2, close < 0 ? text.length : close).trim()) === "style") insideStyle = false;
      index = close < 0 ? text.length : close + 1;
    } else {
      const tag = readTag(text, open + 1);
      const problem =
        elementProblem(tag.name) ?? tag.attributes.map(([name, value]) => attributeProblem(name, value)).find(Boolean) ?? animatedReferenceProblem(tag.attributes);
      if (problem) return problem;
      const selfClosing = /\/\s*>$/.test(text.slice(open, tag.end));
      if (localName(tag.name) === "style" && !selfClosing) insideStyle = true;
      index = tag.end;
    }
  }
  return null;
}

export function svgProblemMessage(problem: SvgProblem): string {
  return UPLOAD_MESSAGES[problem];
}
