/**
 * The quote list's cookie as the paste route reads and sets it (issue 17): `quote_list`, HttpOnly, SameSite=Lax, Path=/,
 * 30 days, Secure when the site is served over https. A stand-in kept in this one file until the shared
 * quote-list-cookie.ts lands; the lead swaps the imports of app/routes/quote-list-paste.tsx to it.
 */
import { QUOTE_LIST_DAYS } from "~/lib/quote-list/limits";
import { readCookie } from "~server/auth/staff-gate";
import type { Env } from "~server/env";
import type { Db } from "~server/db/client";
import { ensureQuoteList, findQuoteList } from "./quote-list-store";

export const QUOTE_LIST_COOKIE = "quote_list";

function cookieHeader(token: string, env: Env): string {
  const parts = [
    `${QUOTE_LIST_COOKIE}=${token}`,
    "Path=/",
    "HttpOnly",
    "SameSite=Lax",
    `Max-Age=${QUOTE_LIST_DAYS * 24 * 60 * 60}`,
  ];
  if (env.PUBLIC_BASE_URL.startsWith("https://")) parts.push("Secure");
  return parts.join("; ");
}

/** The visitor's list id, or null when the request has no (valid, unexpired) list cookie. */
export function findPasteQuoteList(db: Db, request: Request): Promise<string | null> {
  return findQuoteList(db, readCookie(request.headers.get("cookie"), QUOTE_LIST_COOKIE));
}

/** The visitor's list, created when there is none, and the Set-Cookie header that keeps it 30 more days. */
export async function ensurePasteQuoteList(
  db: Db,
  request: Request,
  env: Env,
): Promise<{ listId: string; setCookie: string }> {
  const { listId, token } = await ensureQuoteList(db, readCookie(request.headers.get("cookie"), QUOTE_LIST_COOKIE));
  return { listId, setCookie: cookieHeader(token, env) };
}
