/** A production server whose public address is plain http would send the staff cookie without Secure: say so at start-up. */
import type { Env } from "~server/env";

const LOOPBACK_HOSTS = new Set(["localhost", "127.0.0.1", "[::1]"]);

export function insecureStaffCookieWarning(env: Pick<Env, "NODE_ENV" | "PUBLIC_BASE_URL">): string | null {
  const url = new URL(env.PUBLIC_BASE_URL);
  if (env.NODE_ENV !== "production" || url.protocol === "https:" || LOOPBACK_HOSTS.has(url.hostname)) return null;
  return `PUBLIC_BASE_URL is ${url.origin} (plain http): back-office session cookies are sent without Secure. Serve the site over https and set PUBLIC_BASE_URL to its https address.`;
}
