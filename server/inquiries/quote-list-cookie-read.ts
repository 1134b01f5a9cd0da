/**
 * The visitor's quote-list cookie value, read from a request. A stand-in until server/quote-list/quote-list-cookie.ts
 * (the shared reader) lands: swap this one function for it.
 */
export const QUOTE_LIST_COOKIE = "quote_list";

export function readQuoteListCookie(request: Request): string | null {
  const header = request.headers.get("cookie");
  if (!header) return null;
  for (const part of header.split(";")) {
    const [name, ...value] = part.trim().split("=");
    if (name !== QUOTE_LIST_COOKIE) continue;
    try {
      return decodeURIComponent(value.join("="));
    } catch {
      return null;
    }
  }
  return null;
}
