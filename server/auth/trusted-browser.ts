/**
 * The trusted-browser cookie: after a successful sign-in the browser gets a signed cookie naming the account (by an HMAC
 * of its email, so the cookie does not show the address). Sign-ins that carry it are not held by the per-account lock,
 * so someone guessing passwords for a colleague's email cannot lock that colleague out of the browsers they use.
 */
import crypto from "node:crypto";
import type { StaffCookieOptions } from "./staff-gate";

export const TRUSTED_BROWSER_DAYS = 30;

export function trustedBrowserCookieName({ secure }: StaffCookieOptions): string {
  return secure ? "__Host-staff_browser" : "staff_browser";
}

function signature(secret: string, email: string, id: string, issuedAt: number): string {
  return crypto.createHmac("sha256", secret).update(`staff-browser\n${email}\n${id}\n${issuedAt}`).digest("base64url");
}

export function issueTrustedBrowser(secret: string, email: string, now = Date.now()): string {
  const id = crypto.randomBytes(12).toString("base64url");
  return `${id}.${now}.${signature(secret, email, id, now)}`;
}

/** The browser id when the cookie value is genuine, not older than TRUSTED_BROWSER_DAYS and issued for this email; else null. */
export function trustedBrowserId(
  secret: string,
  email: string,
  value: string | undefined,
  now = Date.now(),
): string | null {
  if (!value || value.length > 200) return null;
  const [id, issuedText, mac] = value.split(".");
  const issuedAt = Number(issuedText);
  if (!id || !mac || !Number.isSafeInteger(issuedAt)) return null;
  if (issuedAt > now || now - issuedAt > TRUSTED_BROWSER_DAYS * 86_400_000) return null;
  const expected = Buffer.from(signature(secret, email, id, issuedAt));
  const given = Buffer.from(mac);
  return expected.length === given.length && crypto.timingSafeEqual(expected, given) ? id : null;
}

export function trustedBrowserCookieHeader(value: string, options: StaffCookieOptions): string {
  const parts = [
    `${trustedBrowserCookieName(options)}=${value}`,
    "Path=/",
    "HttpOnly",
    "SameSite=Lax",
    `Max-Age=${TRUSTED_BROWSER_DAYS * 86_400}`,
  ];
  if (options.secure) parts.push("Secure");
  return parts.join("; ");
}
