/**
 * The one gate in front of the back office. Under /admin and /api/admin it resolves the session cookie into
 * res.locals.staff, refuses anonymous requests (sign-in redirect for pages, 401 for the API), refuses state-changing
 * requests from another origin (403), and marks every answer private and noindex. Loaders still call requireStaff,
 * which reads what this gate resolved.
 */
import type { Request, RequestHandler, Response } from "express";
import type { Db } from "~server/db/client";
import { resolveSession, type SessionPolicy, type SignedInStaff } from "./sessions";

export const SIGN_IN_PATH = "/admin/sign-in";

export interface StaffCookieOptions {
  /** Over https: the __Host- prefixed, Secure cookie. Plain name over http (development, loopback tests). */
  secure: boolean;
}

export function staffCookieName({ secure }: StaffCookieOptions): string {
  return secure ? "__Host-staff_session" : "staff_session";
}

export function staffCookieHeader(token: string, options: StaffCookieOptions & { maxAgeSeconds: number }): string {
  const parts = [
    `${staffCookieName(options)}=${token}`,
    "Path=/",
    "HttpOnly",
    "SameSite=Lax",
    `Max-Age=${options.maxAgeSeconds}`,
  ];
  if (options.secure) parts.push("Secure");
  return parts.join("; ");
}

export function clearStaffCookieHeader(options: StaffCookieOptions): string {
  return staffCookieHeader("", { ...options, maxAgeSeconds: 0 });
}

export function readCookie(header: string | null | undefined, name: string): string | undefined {
  if (!header) return undefined;
  for (const part of header.split(";")) {
    const index = part.indexOf("=");
    if (index > 0 && part.slice(0, index).trim() === name) {
      try {
        return decodeURIComponent(part.slice(index + 1).trim());
      } catch {
        return undefined; // a malformed value is no cookie, not a server error
      }
    }
  }
  return undefined;
}

/** The path as the router will see it: percent-decoded and with repeated slashes collapsed, so /%61dmin cannot slip past. */
export function normalisePath(path: string): string {
  let decoded = path;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    /* malformed escapes: keep the raw path */
  }
  return decoded.replace(/\/+/g, "/").toLowerCase();
}

export function isBackOffice(path: string): "page" | "api" | null {
  const lower = normalisePath(path);
  if (lower === "/admin" || lower.startsWith("/admin/") || lower.startsWith("/admin.")) return "page";
  if (lower === "/api/admin" || lower.startsWith("/api/admin/")) return "api";
  return null;
}

function isSignInPath(path: string): boolean {
  return (
    normalisePath(path)
      .replace(/\.data$/, "")
      .replace(/\/$/, "") === SIGN_IN_PATH
  );
}

/** Where to return after sign-in: the page itself for a single-fetch data request (/x.data?_routes=…&index → /x). */
export function returnPathOf(originalUrl: string): string {
  const url = new URL(originalUrl, "http://gate.invalid");
  if (url.pathname.endsWith(".data")) {
    url.pathname = url.pathname.slice(0, -".data".length) || "/";
    url.searchParams.delete("_routes");
    url.searchParams.delete("index");
  }
  return url.pathname + url.search;
}

/** The origins a state-changing request may come from: the site's public address and the address it was reached at. */
function allowedOrigins(req: Request, publicBaseUrl: string): Set<string> {
  const origins = new Set<string>([new URL(publicBaseUrl).origin]);
  const host = req.get("host");
  if (host) origins.add(`${req.protocol}://${host}`);
  return origins;
}

function refuse(res: Response, kind: "page" | "api", status: number, message: string) {
  if (kind === "api") res.status(status).json({ message });
  else res.status(status).type("text/plain").send(message);
}

export function staffGate(options: {
  db: Db;
  policy: SessionPolicy;
  cookie: StaffCookieOptions;
  publicBaseUrl: string;
}): RequestHandler {
  const cookieName = staffCookieName(options.cookie);
  return async (req, res, next) => {
    const kind = isBackOffice(req.path);
    if (!kind) return next();
    res.setHeader("Cache-Control", "no-store");
    res.setHeader("X-Robots-Tag", "noindex, nofollow");

    if (req.method !== "GET" && req.method !== "HEAD") {
      const origin = req.get("origin");
      if (!origin || !allowedOrigins(req, options.publicBaseUrl).has(origin)) {
        return refuse(res, kind, 403, "This request did not come from the back office (Origin check failed).");
      }
    }

    let staff: SignedInStaff | null = null;
    try {
      const token = readCookie(req.get("cookie"), cookieName);
      if (token) staff = await resolveSession(options.db, token, options.policy);
    } catch (error) {
      return next(error);
    }
    res.locals.staff = staff;
    if (staff || isSignInPath(req.path)) return next();
    if (kind === "api") return refuse(res, "api", 401, "Sign in to use the back-office API.");
    const signInUrl = `${SIGN_IN_PATH}?next=${encodeURIComponent(returnPathOf(req.originalUrl))}`;
    // A single-fetch data request (client navigation, fetcher) gets the redirect in the form React Router's client
    // follows, so no loader or action of the back office runs for an anonymous request, even one that forgot requireStaff.
    if (req.path.endsWith(".data")) {
      res.setHeader("X-Remix-Redirect", signInUrl);
      res.setHeader("X-Remix-Status", "302");
      return res.status(204).end();
    }
    // Pages, and form posts whose session has ended, go to sign-in; a post's data cannot be carried over.
    return res.redirect(303, signInUrl);
  };
}

/** The signed-in staff member of a request this gate let through to /admin or /api/admin. */
export function staffOf(res: Response): SignedInStaff {
  return res.locals.staff as SignedInStaff;
}
