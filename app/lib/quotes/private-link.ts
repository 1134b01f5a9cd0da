/**
 * The buyer's private quote page (issue 17). The token is secret: it goes only into this path and the buyer's emails.
 * The page follows the request's language (issue 18): an Arabic request's link is /ar/q/…; both addresses open it.
 */
import { localizedPath, type Locale } from "~/lib/i18n/locale";

export function privateQuotePath(reference: string, token: string, locale: Locale = "en"): string {
  return localizedPath(`/q/${encodeURIComponent(reference)}/${encodeURIComponent(token)}`, locale);
}

export function privateQuoteUrl(baseUrl: string, reference: string, token: string, locale: Locale = "en"): string {
  return `${baseUrl.replace(/\/+$/, "")}${privateQuotePath(reference, token, locale)}`;
}

/** The private page's addresses in either edition; their pages carry no canonical, alternates or language switch. */
export function isPrivateQuotePath(pathname: string): boolean {
  return /^(\/ar)?\/q\//i.test(pathname);
}
