/** Where sign-in may send staff afterwards: only back-office pages of this site, so the form cannot redirect elsewhere. */
export const DEFAULT_AFTER_SIGN_IN = "/admin/inquiries";

const NOT_A_DESTINATION = new Set(["/admin/sign-in", "/admin/sign-out"]);

export function safeNextPath(next: string | null | undefined): string {
  if (!next || !next.startsWith("/") || next.startsWith("//") || /[\\\u0000-\u001f\u007f]/.test(next))
    return DEFAULT_AFTER_SIGN_IN;
  let url: URL;
  try {
    url = new URL(next, "http://next.invalid");
  } catch {
    return DEFAULT_AFTER_SIGN_IN;
  }
  const path = url.pathname.toLowerCase().replace(/\/+$/, "");
  if (
    url.origin !== "http://next.invalid" ||
    !(path === "/admin" || path.startsWith("/admin/")) ||
    NOT_A_DESTINATION.has(path)
  )
    return DEFAULT_AFTER_SIGN_IN;
  // Rebuilt from the parsed URL, so what goes into the Location header is normalised and percent-encoded.
  return url.pathname + url.search;
}
