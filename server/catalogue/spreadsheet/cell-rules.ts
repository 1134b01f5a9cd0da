/** Rules every imported cell obeys whatever its column, and the one way file text is echoed back (cut short). */
import { MAX_CELL_CHARS } from "~/lib/admin/spreadsheet-limits";

/** Characters of a file's text shown back in a preview or message. */
export const ECHO_CHARS = 80;

/** `text` cut to `limit` characters with an ellipsis, on one line, control characters shown as "\uFFFD". */
export function clip(text: string, limit = ECHO_CHARS): string {
  const head = text.length > limit * 4 ? text.slice(0, limit * 4) : text;
  const flat = head.replace(/\s+/g, " ").replace(CONTROL_CHARACTERS, "\uFFFD");
  return flat.length > limit || head.length < text.length ? `${flat.slice(0, limit - 1)}…` : flat;
}

/**
 * C0 controls except tab, line feed and carriage return (a line break inside a cell, normalised to "\n" on import),
 * DEL and the C1 controls. PostgreSQL refuses NUL in text outright, and the others are invisible in every page.
 */
const CONTROL_CHARACTER = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/;
const CONTROL_CHARACTERS = new RegExp(CONTROL_CHARACTER.source, "g");

/** The first control character in `value` as "U+0000", or null. */
export function controlCharacterIn(value: string): string | null {
  const found = CONTROL_CHARACTER.exec(value);
  return found ? `U+${found[0].charCodeAt(0).toString(16).toUpperCase().padStart(4, "0")}` : null;
}

/** Why this cell cannot be imported whatever its column, or null. */
export function cellProblem(value: string): string | null {
  if (value.length > MAX_CELL_CHARS)
    return `The cell holds more than ${MAX_CELL_CHARS.toLocaleString("en-US")} characters, the most a spreadsheet cell can hold.`;
  const control = controlCharacterIn(value);
  if (control) return `The cell contains a control character (${control}); remove it and upload the file again.`;
  return null;
}
