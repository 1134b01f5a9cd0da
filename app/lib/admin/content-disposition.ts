/**
 * `Content-Disposition: attachment` for a file name a visitor chose: an ASCII fallback in `filename` (quotes, backslashes,
 * control and non-ASCII characters replaced) and the exact name, UTF-8 and percent-encoded, in `filename*` (RFC 6266).
 */
export function attachmentDisposition(fileName: string): string {
  const name = fileName.replace(/[\r\n]+/g, " ").trim() || "download";
  const fallback = name.replace(/[^\x20-\x7e]|["\\%]/g, "_");
  const encoded = encodeURIComponent(name).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `attachment; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}
