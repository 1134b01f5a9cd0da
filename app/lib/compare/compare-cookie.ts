/**
 * The working selection of products to compare (issue 19, decision 155): a small cookie,
 * `compare=id1.id2`, that /compare's loader writes from its address and the root loader reads, so the server renders
 * every card's Compare link and the tray with it; with JavaScript the page writes it too (compare-store.ts). Not
 * HttpOnly (the browser's code writes it), SameSite=Lax, 30 days. Its value is only ever a list of product ids: anything
 * else in it is ignored. Part of every page's first load (the root layout reads it): keep it small.
 */
import { COMPARE_MAX, isProductId } from "./compare-address";

export const COMPARE_COOKIE = "compare";
export const COMPARE_COOKIE_DAYS = 30;
/** RFC 6265 keeps commas out of cookie values; a dot never occurs in a UUID. */
const SEPARATOR = ".";

/** What the root loader hands the page about the selection (null: no cookie, nothing to show). */
export interface CompareSelection {
  ids: string[];
  /** The selected products that are still listed, with both names (the root loader does not run again on a language switch). */
  products: Array<{ id: string; name: string; nameAr: string | null }>;
}

/** The ids of a cookie value: product ids only, de-duplicated, at most COMPARE_MAX; a hostile value gives none. */
export function parseCompareCookie(value: string | null | undefined): string[] {
  const ids: string[] = [];
  for (const entry of (value ?? "").slice(0, 400).split(SEPARATOR)) {
    const id = entry.trim().toLowerCase();
    if (isProductId(id) && !ids.includes(id) && ids.length < COMPARE_MAX) ids.push(id);
  }
  return ids;
}

/** The selection in a Cookie header (a request's, or `document.cookie`). */
export function readCompareCookie(cookieHeader: string | null | undefined): string[] {
  for (const part of (cookieHeader ?? "").split(";")) {
    const at = part.indexOf("=");
    if (at > 0 && part.slice(0, at).trim() === COMPARE_COOKIE) return parseCompareCookie(part.slice(at + 1));
  }
  return [];
}

/** The Set-Cookie (or `document.cookie`) text that keeps the selection 30 days more, or forgets it when empty. */
export function compareCookie(ids: readonly string[], secure: boolean): string {
  const value = parseCompareCookie(ids.join(SEPARATOR)).join(SEPARATOR);
  const maxAge = value ? COMPARE_COOKIE_DAYS * 24 * 60 * 60 : 0;
  return `${COMPARE_COOKIE}=${value}; Path=/; Max-Age=${maxAge}; SameSite=Lax${secure ? "; Secure" : ""}`;
}
