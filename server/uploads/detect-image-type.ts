/** Which image a file is, judged by its first bytes (never by its name or the type the browser claims). */
import type { UploadType } from "~/content/uploads";

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

function startsWith(bytes: Uint8Array, signature: number[], offset = 0): boolean {
  return bytes.length >= offset + signature.length && signature.every((byte, index) => bytes[offset + index] === byte);
}

const ascii = (text: string) => [...text].map((char) => char.charCodeAt(0));

/** The text of an SVG file when the bytes are UTF-8 text whose first element is <svg>, else null. */
export function svgText(bytes: Uint8Array): string | null {
  let text: string;
  try {
    text = new TextDecoder("utf-8", { fatal: true, ignoreBOM: false }).decode(bytes);
  } catch {
    return null;
  }
  return /^<svg[\s>/]/i.test(skipProlog(text)) ? text : null;
}

/** Skips what may precede the root element: whitespace, the XML declaration, processing instructions, comments, a DOCTYPE. */
export function skipProlog(text: string): string {
  let rest = text.replace(/^\uFEFF/, "");
  for (;;) {
    rest = rest.trimStart();
    const end = rest.startsWith("<?")
      ? closeAfter(rest, "?>")
      : rest.startsWith("<!--")
        ? closeAfter(rest, "-->")
        : doctypeEnd(rest);
    if (end === 0) return rest;
    rest = rest.slice(end);
  }
}

/** The index just past `close`, or 0 when the construct is never closed. */
function closeAfter(text: string, close: string): number {
  const index = text.indexOf(close);
  return index < 0 ? 0 : index + close.length;
}

/** The end of a leading <!DOCTYPE …> including an internal subset […], or 0 when the text does not start with one. */
function doctypeEnd(text: string): number {
  if (!/^<!DOCTYPE/i.test(text)) return 0;
  const subsetStart = text.indexOf("[");
  const close = text.indexOf(">");
  if (subsetStart >= 0 && subsetStart < close) {
    const subsetEnd = text.indexOf("]", subsetStart);
    if (subsetEnd < 0) return 0;
    const after = closeAfter(text.slice(subsetEnd), ">");
    return after === 0 ? 0 : subsetEnd + after;
  }
  return close < 0 ? 0 : close + 1;
}

export function detectImageType(bytes: Uint8Array): UploadType | null {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return "image/jpeg";
  if (startsWith(bytes, PNG_SIGNATURE)) return "image/png";
  if (startsWith(bytes, ascii("RIFF")) && startsWith(bytes, ascii("WEBP"), 8)) return "image/webp";
  if (svgText(bytes) !== null) return "image/svg+xml";
  return null;
}
