import { isPrivateQuotePath } from "~/lib/quotes/private-link";
import { Link, useLocation } from "react-router";
import { LOCALE_NAME, localeOfPath, localizedPath, otherLocale } from "~/lib/i18n/locale";

/**
 * The link to the same page in the other edition, query kept (issue 18): "العربية" on English pages, "English" on Arabic
 * ones, each written and marked in its own language.
 */
export function LanguageSwitch({ className, onClick }: { className: string; onClick?: () => void }) {
  const { pathname, search, hash } = useLocation();
  const other = otherLocale(localeOfPath(pathname));
  // A private quote link is a secret: it is not repeated in a link, and its 404 must not echo the address it was given
  // (a wrong token and an unknown reference answer the same page). The buyer's emails carry the request's language.
  if (isPrivateQuotePath(pathname)) return null;
  return (
    <Link
      to={localizedPath(`${pathname}${search}${hash}`, other)}
      hrefLang={other}
      lang={other}
      className={className}
      onClick={onClick}
      data-testid="language-switch"
    >
      {LOCALE_NAME[other]}
    </Link>
  );
}
