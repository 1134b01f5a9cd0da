/** Security headers on every response; the CSP carries a fresh nonce that React Router puts on its inline scripts. */
import crypto from "node:crypto";
import type { RequestHandler } from "express";

export const HSTS = "max-age=31536000; includeSubDomains";

/**
 * `publicBaseUrl`: the site's public address. HSTS goes with every answer of a site whose public address is https (behind
 * a TLS-terminating proxy the request itself may arrive over plain http), and with any answer to a request that came over
 * TLS (`req.secure`); a plain-http site (development, staging, loopback) never sends it.
 */
export function securityHeaders(options: { production: boolean; publicBaseUrl: string }): RequestHandler {
  const httpsSite = options.publicBaseUrl.startsWith("https://");
  return (req, res, next) => {
    const nonce = crypto.randomBytes(16).toString("base64");
    res.locals.cspNonce = nonce;
    const connectSrc = options.production ? "'self'" : "'self' ws: wss:";
    res.setHeader(
      "Content-Security-Policy",
      [
        "default-src 'self'",
        `script-src 'self' 'nonce-${nonce}' 'strict-dynamic'`,
        "style-src 'self' 'unsafe-inline'",
        "img-src 'self' data: blob: https:",
        "media-src 'self'",
        "font-src 'self'",
        `connect-src ${connectSrc}`,
        "object-src 'none'",
        "base-uri 'none'",
        "form-action 'self'",
        "frame-ancestors 'none'",
      ].join("; "),
    );
    if (httpsSite || req.secure) res.setHeader("Strict-Transport-Security", HSTS);
    res.setHeader("X-Content-Type-Options", "nosniff");
    res.setHeader("Referrer-Policy", "strict-origin-when-cross-origin");
    res.setHeader("X-Frame-Options", "DENY");
    res.setHeader("Cross-Origin-Opener-Policy", "same-origin");
    // Nothing here is meant to be embedded by other sites (emails carry no images; crawlers fetch server-side).
    res.setHeader("Cross-Origin-Resource-Policy", "same-origin");
    res.setHeader("Permissions-Policy", "camera=(), microphone=(), geolocation=()");
    next();
  };
}
