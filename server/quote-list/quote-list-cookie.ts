/**
 * The quote list's cookie (issue 17): an opaque random value (quote-list-store's newQuoteListToken), HttpOnly,
 * SameSite=Lax, Path=/, kept QUOTE_LIST_DAYS, Secure when the site is served over https (PUBLIC_BASE_URL, as the staff
 * session cookie decides it: env.staffCookieOptions). SameSite=Lax keeps it off other sites' form posts, so a page
 * elsewhere cannot change a visitor's list.
 */
import { QUOTE_LIST_DAYS } from "~/lib/quote-list/limits";
import { readCookie } from "~server/auth/staff-gate";
import type { Db } from "~server/db/client";
import { countQuoteListLines, ensureQuoteList, findQuoteList } from "./quote-list-store";

export const QUOTE_LIST_COOKIE = "quote_list";
export const QUOTE_LIST_MAX_AGE_SECONDS = QUOTE_LIST_DAYS * 24 * 60 * 60;

export interface QuoteListCookieOptions {
  secure: boolean;
}

/** The list's cookie value from a Fetch Request (loaders, actions) or a raw Cookie header (Express). */
export function readQuoteListCookie(source: Request | string | null | undefined): string | undefined {
  const header = typeof source === "string" || source == null ? source : source.headers.get("cookie");
  return readCookie(header, QUOTE_LIST_COOKIE);
}

/** The Set-Cookie value that keeps (or starts) a list for another QUOTE_LIST_DAYS. */
export function quoteListCookieHeader(token: string, { secure }: QuoteListCookieOptions): string {
  const parts = [
    `${QUOTE_LIST_COOKIE}=${token}`,
    "Path=/",
    "HttpOnly",
    "SameSite=Lax",
    `Max-Age=${QUOTE_LIST_MAX_AGE_SECONDS}`,
  ];
  if (secure) parts.push("Secure");
  return parts.join("; ");
}

/** Whether the site is served over https, so the cookie is Secure. */
export function quoteListCookieOptions(env: { PUBLIC_BASE_URL: string }): QuoteListCookieOptions {
  return { secure: env.PUBLIC_BASE_URL.startsWith("https://") };
}

/** The load context's `quoteListCount`: the lines of the list a request's cookie names, no query without a cookie. */
export function quoteListCounter(db: Db): (request: Request) => Promise<number> {
  return async (request) => countQuoteListLines(db, await findQuoteList(db, readQuoteListCookie(request)));
}

/** The visitor's list, created when there is none, and the Set-Cookie value that keeps it QUOTE_LIST_DAYS more. */
export async function ensureVisitorQuoteList(
  db: Db,
  request: Request,
  env: { PUBLIC_BASE_URL: string },
): Promise<{ listId: string; setCookie: string }> {
  const { listId, token } = await ensureQuoteList(db, readQuoteListCookie(request));
  return { listId, setCookie: quoteListCookieHeader(token, quoteListCookieOptions(env)) };
}
