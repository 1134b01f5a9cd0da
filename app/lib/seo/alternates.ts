/**
 * The search-engine links of a public page in two editions (issue 18): its canonical address in its own edition, and the
 * alternates hreflang="en", "ar" and "x-default" (the English). Pure: the root layout renders them from the address.
 */
import { LOCALES, localeOfPath, localizedPath, pathWithoutLocale, type Locale } from "~/lib/i18n/locale";

export interface PageAlternates {
  canonical: string;
  alternates: Array<{ hrefLang: Locale | "x-default"; href: string }>;
}

/** `baseUrl` without a trailing slash ("" gives root-relative addresses); the query is not part of either. */
export function pageAlternates(pathname: string, baseUrl: string): PageAlternates {
  const bare = pathWithoutLocale(pathname);
  const url = (locale: Locale) => `${baseUrl}${localizedPath(bare, locale)}`;
  return {
    canonical: url(localeOfPath(pathname)),
    alternates: [
      ...LOCALES.map((locale) => ({ hrefLang: locale, href: url(locale) })),
      { hrefLang: "x-default" as const, href: url("en") },
    ],
  };
}
