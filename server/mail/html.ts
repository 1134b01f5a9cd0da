/** HTML escaping for the emails' HTML alternative: every value from a visitor goes through it. */
const ENTITIES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" };

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (character) => ENTITIES[character]!);
}

/** Escaped text with its line breaks kept. */
export function htmlLines(value: string): string {
  return escapeHtml(value).replace(/\r?\n/g, "<br>\n");
}

/** A minimal, self-contained HTML document (mail clients ignore external styles). */
export function htmlDocument(title: string, body: string): string {
  return [
    "<!doctype html>",
    '<html lang="en"><head><meta charset="utf-8">',
    `<title>${escapeHtml(title)}</title></head>`,
    '<body style="font-family:Arial,Helvetica,sans-serif;font-size:15px;line-height:1.5;color:#1f2937;background:#ffffff">',
    body,
    "</body></html>",
  ].join("\n");
}
