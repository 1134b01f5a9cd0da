/**
 * The site's two editions (issue 18): English keeps the spec's addresses, Arabic lives under /ar. The language of a page
 * is read from its address alone, on the server and in the browser alike, so a link, a bookmark or a search engine
 * always gets the same language for the same URL.
 */

export const LOCALES = ["en", "ar"] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = "en";

/** The address prefix of the Arabic edition; matched case-insensitively like every route (spec 2.1). */
const ARABIC_PREFIX = /^\/ar(?=\/|$)/i;

export function isLocale(value: unknown): value is Locale {
  return value === "en" || value === "ar";
}

/** "/ar", "/AR/products" → "ar"; everything else → "en". */
export function localeOfPath(pathname: string): Locale {
  return ARABIC_PREFIX.test(pathname) ? "ar" : "en";
}

/** The language of a request's address (loaders and actions). */
export function localeOfRequest(request: Request): Locale {
  return localeOfPath(new URL(request.url).pathname);
}

/** The page's address without the edition's prefix: "/ar/products/1" → "/products/1", "/ar" → "/". */
export function pathWithoutLocale(pathname: string): string {
  const stripped = pathname.replace(ARABIC_PREFIX, "");
  return stripped === "" ? "/" : stripped;
}

/**
 * An internal address in an edition: "/products?q=x" → "/ar/products?q=x", "/" → "/ar", "#main" and external
 * addresses unchanged. An address already in an edition is moved to the one asked for.
 */
export function localizedPath(path: string, locale: Locale): string {
  if (!path.startsWith("/") || path.startsWith("//")) return path;
  const split = path.search(/[?#]/);
  const pathname = split === -1 ? path : path.slice(0, split);
  const rest = split === -1 ? "" : path.slice(split);
  const bare = pathWithoutLocale(pathname);
  if (locale === "en") return `${bare}${rest}`;
  return `${bare === "/" ? "/ar" : `/ar${bare}`}${rest}`;
}

export function directionOf(locale: Locale): "ltr" | "rtl" {
  return locale === "ar" ? "rtl" : "ltr";
}

/**
 * The locale given to Intl for dates and numbers. Arabic keeps Western digits (0-9), as Qatar's commerce mostly writes
 * them (decision 127).
 */
export const INTL_LOCALE: Record<Locale, string> = { en: "en-GB", ar: "ar-QA-u-nu-latn" };

/** Open Graph's locale names (og:locale, og:locale:alternate). */
export const OG_LOCALE: Record<Locale, string> = { en: "en_US", ar: "ar_QA" };

/** Each edition's name in its own language: the language switch shows the other one's. */
export const LOCALE_NAME: Record<Locale, string> = { en: "English", ar: "العربية" };

export function otherLocale(locale: Locale): Locale {
  return locale === "ar" ? "en" : "ar";
}

/** How a short list is joined ("Doha, Qatar" / "الدوحة، قطر"). */
export const LIST_SEPARATOR: Record<Locale, string> = { en: ", ", ar: "، " };
